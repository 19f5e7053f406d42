import { badRequest } from "../../errors.ts";
import { copiedContents, newBranch } from "../../state/new-records.ts";
import type { Platform } from "../../state/platform.ts";
import { newBranchId } from "../../state/records/ids.ts";
import type { Branch, Operation, Project } from "../../state/records/records.ts";
import { assertNotRestricted } from "../anonymization/anonymization.ts";
import { dropConnections } from "../computes/compute-lifecycle.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { armExpiry } from "./branch-expiry.ts";
import { assertBranchRoom } from "./branch-limit.ts";
import { assertNameFree, childrenOf, requireBranch } from "./branch-lookups.ts";

/** POST …/branches/{id}/restore (Neon's names). */
export interface RestoreInput {
  source_branch_id: string;
  source_lsn?: string | undefined;
  source_timestamp?: string | undefined;
  preserve_under_name?: string | undefined;
}

/**
 * Reset to another branch's latest state (Neon's "reset from parent" is this with the parent).
 * With `preserve_under_name`, the branch's state before the restore lives on as a new branch of
 * that name: a new id, the branch's parent, its roles and databases as they were; the branch's
 * children move to it and, as Neon documents, it becomes the restored branch's parent (so a
 * later reset from parent undoes the restore). Computes stay on the restored branch. A branch
 * with children needs `preserve_under_name` (Neon's document). A branch with an expiration
 * expires its original interval after the restore, as Neon documents.
 */
export function restoreBranch(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: RestoreInput,
): Operation[] {
  if (input.source_lsn || input.source_timestamp) {
    throw badRequest(
      "the emulator restores a branch to another branch's latest state only: source_lsn and source_timestamp are not supported",
    );
  }
  if (input.source_branch_id === branch.id) {
    throw badRequest(`branch ${branch.id} cannot be restored from itself without a point in time`);
  }
  const source = requireBranch(project, input.source_branch_id);
  if (branch.protected && source.id === branch.parent_id) {
    throw badRequest(
      `branch ${branch.id} is protected and cannot be reset from its parent; set protected: false on it first`,
    );
  }
  assertNotRestricted(branch, "restore");
  const preserveName = input.preserve_under_name || undefined;
  const children = childrenOf(project, branch);
  if (children.length > 0 && !preserveName) {
    throw badRequest(
      `branch ${branch.id} has child branches (${children.map((c) => c.id).join(", ")}): restoring it needs preserve_under_name, the branch that keeps its current state and its children`,
    );
  }
  if (preserveName) {
    assertNameFree(project, preserveName);
    assertBranchRoom(platform, project);
  }
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  const undo = restoreUndo(platform, project, branch, children);
  let preserved: Branch | undefined;
  if (preserveName) {
    preserved = newBranch(
      project,
      {
        id: newBranchId(),
        name: preserveName,
        default: false,
        ...(branch.parent_id ? { parent_id: branch.parent_id } : {}),
        init_source: branch.init_source,
      },
      { roles: [...branch.roles.values()], databases: [...branch.databases.values()] },
      now,
      "init",
    );
    project.branches.set(preserved.id, preserved);
    for (const child of children) child.parent_id = preserved.id;
    branch.parent_id = preserved.id;
  }
  const contents = copiedContents(platform, source, now);
  branch.roles = new Map(contents.roles.map((role) => [role.name, role]));
  branch.databases = new Map(contents.databases.map((database) => [database.name, database]));
  platform.branchServices.restoreStarted({ branch, source, preserved, now });
  branch.updated_at = now;
  branch.last_reset_at = now;
  if (branch.expires_at !== undefined && branch.ttl_interval_seconds !== undefined) {
    branch.expires_at = now + branch.ttl_interval_seconds * 1000;
    armExpiry(platform, project, branch);
  }
  const serving = [...project.computes.values()].filter(
    (c) => c.branch_id === branch.id && c.current_state === "active",
  );
  const preserveAs = preserved ? { projectId: project.id, branchId: preserved.id } : undefined;
  let replaced = false;
  const done = () => {
    for (const compute of serving) dropConnections(compute);
    if (preserved) {
      preserved.current_state = "ready";
      preserved.state_changed_at = platform.clock.now();
    }
  };
  return platform.operations.start(
    project,
    [
      {
        action: "apply_storage_config",
        branch_id: branch.id,
        // A running compute restarts on the restored data: its connections are dropped.
        work: async () => {
          await platform.dataPlane.restoreBranch(
            { projectId: project.id, branchId: branch.id },
            { projectId: project.id, branchId: source.id },
            preserveAs ? { preserveAs } : {},
          );
          replaced = true;
          await platform.branchServices.dataReplaced({ project, branch, source, preserved });
        },
        onFinish: done,
        // The data plane put the branch's data and compute back as they were: so does this,
        // unless the data was replaced and a service failed to set up on it after.
        onFail: () => (replaced ? done() : undo(preserved)),
      },
    ],
    "user",
  );
}

/** What a restore changes in the control plane, to put back when its operation fails. */
function restoreUndo(
  platform: Platform,
  project: Project,
  branch: Branch,
  children: Branch[],
): (preserved: Branch | undefined) => void {
  const { roles, databases, parent_id, updated_at, last_reset_at, expires_at } = branch;
  return (preserved) => {
    branch.roles = roles;
    branch.databases = databases;
    if (parent_id === undefined) delete branch.parent_id;
    else branch.parent_id = parent_id;
    branch.updated_at = updated_at;
    if (last_reset_at === undefined) delete branch.last_reset_at;
    else branch.last_reset_at = last_reset_at;
    if (expires_at !== undefined && branch.expires_at !== undefined) {
      branch.expires_at = expires_at;
      armExpiry(platform, project, branch);
    }
    if (preserved) {
      for (const child of children) child.parent_id = branch.id;
      project.branches.delete(preserved.id);
    }
  };
}
