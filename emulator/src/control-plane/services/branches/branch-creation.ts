import { badRequest, notFound } from "../../errors.ts";
import { isoSeconds } from "../../state/clock/clock.ts";
import { copiedContents, newBranch } from "../../state/new-records.ts";
import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import { newBranchId, newPassword } from "../../state/records/ids.ts";
import type { Branch, Compute, Operation, Project } from "../../state/records/records.ts";
import { cancelExpiryTimer } from "../../state/records/timers.ts";
import { clearPending } from "../computes/compute-lifecycle.ts";
import {
  addCompute,
  type NewComputeInput,
  readWriteOn,
  removeCompute,
  validatedNewComputeSettings,
} from "../computes/computes.ts";
import { measureSoon } from "../shared/branch-measure.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { parseExpiresAt, setExpiry } from "./branch-expiry.ts";
import { assertBranchRoom } from "./branch-limit.ts";
import { assertNameFree, defaultBranchOf } from "./branch-lookups.ts";

/** A new branch of POST …/branches (Neon's names). */
export interface CreateBranchInput {
  branch?:
    | {
        name?: string | undefined;
        parent_id?: string | undefined;
        init_source?: Branch["init_source"] | undefined;
        protected?: boolean | undefined;
        expires_at?: string | undefined;
      }
    | undefined;
  endpoints?: NewComputeInput[] | undefined;
}

export interface BranchCreation {
  annotation?: Record<string, string> | undefined;
  /** Called on the new branch before anything is answered (an anonymized branch's state). */
  prepare?: (branch: Branch) => void;
  /** When its create_branch operation has finished, or failed. */
  onCreated?: (branch: Branch) => void;
  onFailed?: (branch: Branch, reason: string) => void;
  /**
   * Keep the branch when its creation fails (an anonymized branch, whose anonymized_status then
   * says why, as Neon documents); by default it is removed with the computes created with it.
   */
  keepOnFailure?: boolean;
}

export interface CreatedBranch {
  branch: Branch;
  computes: Compute[];
  operations: Operation[];
  /** The compute the answer's connection URI points at, if the branch has one. */
  connectTo: Compute | undefined;
}

/** The branch a new branch copies: the one named, or the project's default branch. */
export function parentOf(project: Project, input: CreateBranchInput): Branch {
  const parentId = input.branch?.parent_id ?? defaultBranchOf(project)?.id;
  const parent = parentId ? project.branches.get(parentId) : undefined;
  if (!parent) throw notFound(`parent branch ${parentId} not found in project ${project.id}`);
  return parent;
}

/**
 * A failed create_branch leaves no data (the data plane removed its partial copy), so the branch
 * cannot serve: it is removed with the computes created with it, and its name is free again for
 * a retry; the failed operations stay in the project's list. The computes' start_compute
 * operations fail as not run; a kept branch's computes stay in init, never started.
 */
function failCreation(
  platform: Platform,
  project: Project,
  branch: Branch,
  computes: Compute[],
  creation: BranchCreation,
): void {
  for (const compute of computes) {
    if (creation.keepOnFailure) clearPending(platform, compute);
    else if (project.computes.get(compute.id) === compute)
      removeCompute(platform, project, compute);
  }
  if (creation.keepOnFailure || project.branches.get(branch.id) !== branch) return;
  cancelExpiryTimer(branch);
  project.branches.delete(branch.id);
  void platform.branchServices.branchDeleted(branch);
}

/**
 * Neon: a child of a protected branch gets new passwords for its roles (and here for the
 * services' logins too, as the Data API's), so that the child does not expose the protected
 * branch's.
 */
function renewPasswords(
  platform: Platform,
  branch: Branch,
): Array<{ name: string; password: string }> {
  const renewed = [...branch.roles.values()].map((role) => {
    role.password = newPassword();
    return { name: role.name, password: role.password };
  });
  return [...renewed, ...platform.branchServices.renewLogins(branch)];
}

/** POST …/branches, and the branch part of POST …/branch_anonymized. */
export function createBranch(
  platform: Platform,
  project: Project,
  input: CreateBranchInput,
  creation: BranchCreation = {},
): CreatedBranch {
  const parent = parentOf(project, input);
  const id = newBranchId();
  const name = input.branch?.name ?? id;
  assertNameFree(project, name);
  const now = platform.clock.now();
  if (parent.expires_at !== undefined) {
    throw badRequest(
      `branch ${parent.id} expires at ${isoSeconds(parent.expires_at)}: a branch cannot be created from an expiring branch; remove its expiration first`,
    );
  }
  const expiresAt = input.branch?.expires_at;
  const expiry = expiresAt !== undefined ? parseExpiresAt(expiresAt, now) : undefined;
  const refusal = expiry ? platform.branchServices.expiryRefusal(parent) : undefined;
  if (refusal) {
    throw badRequest(
      `branch ${parent.id} has ${refusal.what}, which a new branch inherits, and ${refusal.rule}: create the branch without expires_at`,
    );
  }
  if (expiry && input.branch?.protected) {
    throw badRequest(
      "a protected branch cannot have an expiration: send protected: true or expires_at, not both",
    );
  }
  const endpoints = input.endpoints ?? [];
  if (endpoints.filter((e) => e.type === "read_write").length > 1) {
    throw badRequest("a branch has at most one read_write compute; the request asks for several");
  }
  const computeSettings = endpoints.map((e) => validatedNewComputeSettings(platform, e));
  assertBranchRoom(platform, project);
  assertUnlocked(platform.operations, project);

  const schemaOnly = input.branch?.init_source === "schema-only";
  const branch = newBranch(
    project,
    {
      id,
      name,
      default: false,
      parent_id: parent.id,
      init_source: schemaOnly ? "schema-only" : "parent-data",
    },
    copiedContents(platform, parent, now),
    now,
    "init",
  );
  branch.protected = input.branch?.protected ?? false;
  if (creation.annotation) branch.annotation = { ...creation.annotation };
  // A child has its parent's services (Neon Auth, the Data API), with its own URLs and keys.
  platform.branchServices.branchCreated(parent, branch, now);
  const renewed = parent.protected ? renewPasswords(platform, branch) : [];
  creation.prepare?.(branch);
  project.branches.set(branch.id, branch);
  setExpiry(platform, project, branch, expiry);
  const ref = { projectId: project.id, branchId: branch.id };
  const computes: Compute[] = [];
  const steps: OperationStep[] = [
    {
      action: "create_branch",
      branch_id: branch.id,
      // The parent's data as of this request: the copy is queued before any later change.
      work: async () => {
        await platform.dataPlane.createBranch(
          ref,
          { projectId: project.id, branchId: parent.id },
          { schemaOnly },
        );
        if (renewed.length === 0) return;
        await platform.dataPlane.applySpec(ref, { setPasswords: renewed }).catch(async (error) => {
          // A failed creation leaves no data: the copy goes too.
          await platform.dataPlane.deleteBranch(ref).catch(() => {});
          throw error;
        });
      },
      onFinish: () => {
        branch.current_state = "ready";
        branch.state_changed_at = platform.clock.now();
        branch.updated_at = branch.state_changed_at;
        measureSoon(platform, project, branch);
        creation.onCreated?.(branch);
      },
      onFail: () => {
        failCreation(platform, project, branch, computes, creation);
        creation.onFailed?.(branch, "the branch could not be created");
      },
    },
  ];
  endpoints.forEach((endpoint, i) => {
    const settings = computeSettings[i] ?? { min: 0.25, max: 0.25, timeout: 0 };
    const { compute, step } = addCompute(platform, project, branch.id, endpoint.type, {
      ...settings,
      name: endpoint.name,
      pgSettings: endpoint.settings?.pg_settings,
    });
    steps.push(step);
    computes.push(compute);
  });
  const operations = platform.operations.start(project, steps, "user");
  const connectTo = readWriteOn(project, branch.id) ?? computes[0];
  return { branch, computes, operations, connectTo };
}
