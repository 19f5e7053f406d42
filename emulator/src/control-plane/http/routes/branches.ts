import { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { requireProject } from "../../services/access.ts";
import { assertNotRestricted } from "../../services/anonymization.ts";
import { clearPending, dropConnections, suspendStep } from "../../services/compute-lifecycle.ts";
import { newBranchId } from "../../state/ids.ts";
import { assertUnlocked, type OperationStep, operationView } from "../../state/operation-engine.ts";
import { copiedContents, newBranch, type Platform } from "../../state/platform.ts";
import type { Branch, Compute, Operation, Project } from "../../state/records.ts";
import {
  branchView,
  connectionDetailsView,
  connectionUri,
  databaseView,
  endpointView,
  isoSeconds,
  roleView,
} from "../../views/neon-shapes.ts";
import { enumParam, integerParam, parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import {
  addCompute,
  computeSettingsShape,
  endpointTypeSchema,
  readWriteOn,
  removeCompute,
  validatedNewComputeSettings,
} from "./computes.ts";

/** Neon's AnnotationValueData: at most 50 string properties. */
export const annotationValueSchema = z
  .record(z.string(), z.string())
  .refine((value) => Object.keys(value).length <= 50, "at most 50 annotation properties");

export const createRequest = z
  .object({
    annotation_value: annotationValueSchema.optional(),
    branch: z
      .object({
        name: z.string().min(1).max(256).optional(),
        parent_id: z
          .string()
          .regex(/^[a-z0-9-]{1,60}$/)
          .optional(),
        init_source: z.enum(["parent-data", "schema-only"]).optional(),
        protected: z.boolean().optional(),
        expires_at: z.string().optional(),
      })
      .optional(),
    endpoints: z.array(z.object({ type: endpointTypeSchema, ...computeSettingsShape })).optional(),
  })
  .optional();

function requireBranch(project: Project, branchId: string | undefined): Branch {
  const branch = branchId ? project.branches.get(branchId) : undefined;
  if (!branch) throw notFound(`branch ${branchId} not found in project ${project.id}`);
  return branch;
}

function assertNameFree(project: Project, name: string, except?: Branch): void {
  const sameName = [...project.branches.values()].find((b) => b.name === name && b !== except);
  if (sameName) {
    throw conflict(
      `branch with the name "${name}" already exists in project ${project.id} (${sameName.id})`,
    );
  }
}

const childrenOf = (project: Project, branch: Branch) =>
  [...project.branches.values()].filter((b) => b.parent_id === branch.id);

// Branch expiration, as Neon documents it (guides/branch-expiration): an RFC 3339 timestamp with
// a time zone, stored at second precision, in the future and at most 30 days ahead; never on a
// protected branch, the default branch or a branch with children, and no child of an expiring
// branch. Every refusal answers 400 (the document is silent on the status).

const maxExpiryMs = 30 * 24 * 3600 * 1000;
const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function parseExpiresAt(raw: string, now: number): { at: number; ttlSeconds: number } {
  const parsed = rfc3339.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(parsed)) {
    throw badRequest(
      `expires_at ${JSON.stringify(raw)} is not an RFC 3339 timestamp with a time zone, such as 2025-06-09T18:02:16Z`,
    );
  }
  const at = Math.floor(parsed / 1000) * 1000;
  if (at <= now) {
    throw badRequest(`expires_at ${raw} is not in the future (now is ${isoSeconds(now)})`);
  }
  if (at - now > maxExpiryMs) {
    throw badRequest(
      `expires_at ${raw} is more than 30 days ahead; the latest allowed is ${isoSeconds(now + maxExpiryMs)}`,
    );
  }
  return { at, ttlSeconds: Math.round((at - now) / 1000) };
}

function setExpiry(
  platform: Platform,
  project: Project,
  branch: Branch,
  expiry: { at: number; ttlSeconds: number } | undefined,
): void {
  if (expiry) {
    branch.expires_at = expiry.at;
    branch.ttl_interval_seconds = expiry.ttlSeconds;
  } else {
    delete branch.expires_at;
    delete branch.ttl_interval_seconds;
  }
  armExpiry(platform, project, branch);
}

/** (Re)schedules the branch's deletion at its `expires_at`, or cancels it when there is none. */
function armExpiry(platform: Platform, project: Project, branch: Branch): void {
  branch.expiry_timer?.cancel();
  delete branch.expiry_timer;
  if (branch.expires_at === undefined) return;
  const at = Math.max(branch.expires_at, platform.clock.now());
  branch.expiry_timer = platform.scheduler.at(at, () => expire(platform, project, branch));
}

/**
 * The platform deletes an expired branch with its computes, as `DELETE …/branches/{id}` does,
 * through control-plane ("system") operations that do not lock the project. A user operation
 * still running on the project (say, the branch's own creation) is waited for first, as Neon's
 * background job may also run late. The default branch and a branch with children cannot get an
 * expiration, so they are never deleted here.
 */
function expire(platform: Platform, project: Project, branch: Branch): void {
  delete branch.expiry_timer;
  const live =
    platform.state.projects.get(project.id) === project &&
    project.branches.get(branch.id) === branch;
  if (!live || branch.expires_at === undefined || branch.expires_at > platform.clock.now()) return;
  if (branch.default || childrenOf(project, branch).length > 0) return;
  const running = platform.operations.lockingOperation(project);
  if (running) {
    void platform.operations.settled(running).then(() => armExpiry(platform, project, branch));
    return;
  }
  deleteWithComputes(platform, project, branch, "system");
}

/** Removes the branch and its computes now; the operations stop the servers and drop the data. */
function deleteWithComputes(
  platform: Platform,
  project: Project,
  branch: Branch,
  initiatedBy: "user" | "system",
): Operation[] {
  branch.expiry_timer?.cancel();
  delete branch.expiry_timer;
  const steps: OperationStep[] = [];
  for (const compute of [...project.computes.values()].filter((c) => c.branch_id === branch.id)) {
    if (compute.current_state === "active") steps.push(suspendStep(platform, project, compute));
    removeCompute(platform, project, compute);
  }
  const ref = { projectId: project.id, branchId: branch.id };
  steps.push({
    action: "delete_timeline",
    branch_id: branch.id,
    work: () => platform.dataPlane.deleteBranch(ref),
  });
  project.branches.delete(branch.id);
  return platform.operations.start(project, steps, initiatedBy);
}

const sortFields = ["updated_at", "created_at", "name"] as const;
type SortField = (typeof sortFields)[number];

function sortValue(branch: Branch, field: SortField): string | number {
  return field === "name" ? branch.name : branch[field];
}

/** Neon's cursor is opaque; here it holds the sort value and id of the page's last branch. */
function encodeCursor(value: string | number, id: string): string {
  return Buffer.from(JSON.stringify({ v: value, id })).toString("base64url");
}

function decodeCursor(cursor: string): { v: string | number; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof parsed?.id === "string" && ["string", "number"].includes(typeof parsed?.v))
      return parsed;
  } catch {
    // answered below
  }
  throw badRequest(
    `cursor ${cursor} is not a cursor returned by this API (pass pagination.next as is)`,
  );
}

function listBranches(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const { query } = ctx;
  const sortBy = enumParam(query, "sort_by", sortFields, "updated_at");
  const sortOrder = enumParam(query, "sort_order", ["asc", "desc"] as const, "desc");
  const limit = integerParam(query, "limit", { min: 1, max: 10000 });
  const search = (query.get("search") ?? "").toLowerCase();
  const cursorParam = query.get("cursor");
  const cursor = cursorParam ? decodeCursor(cursorParam) : undefined;

  const direction = sortOrder === "asc" ? 1 : -1;
  const compare = (
    a: { v: string | number; id: string },
    b: { v: string | number; id: string },
  ) => {
    const byValue = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
    return direction * (byValue !== 0 ? byValue : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
  const keyed = [...project.branches.values()]
    .filter((b) => !search || b.name.toLowerCase().includes(search) || b.id.includes(search))
    .map((branch) => ({ branch, key: { v: sortValue(branch, sortBy), id: branch.id } }))
    .sort((a, b) => compare(a.key, b.key))
    .filter((entry) => !cursor || compare(entry.key, cursor) > 0);
  const page = limit === undefined ? keyed : keyed.slice(0, limit);
  const last = page.at(-1);
  const more = page.length < keyed.length;
  return {
    status: 200,
    body: {
      branches: page.map((entry) => branchView(entry.branch)),
      annotations: Object.fromEntries(
        page
          .filter((entry) => entry.branch.annotation)
          .map(({ branch }) => [branch.id, annotationView(branch)]),
      ),
      pagination: {
        ...(more && last ? { next: encodeCursor(last.key.v, last.key.id) } : {}),
        sort_by: sortBy,
        sort_order: sortOrder,
      },
    },
  };
}

function annotationView(branch: Branch) {
  return { object: { type: "console/branch", id: branch.id }, value: { ...branch.annotation } };
}

function getBranch(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branch = requireBranch(project, ctx.params.branch_id);
  return {
    status: 200,
    body: {
      branch: branchView(branch),
      annotation: annotationView(branch),
    },
  };
}

export type CreateBranchInput = NonNullable<z.output<typeof createRequest>>;

/** The branch a new branch copies: the one named, or the project's default branch. */
export function parentOf(project: Project, input: CreateBranchInput): Branch {
  const defaultBranch = [...project.branches.values()].find((b) => b.default);
  const parentId = input.branch?.parent_id ?? defaultBranch?.id;
  const parent = parentId ? project.branches.get(parentId) : undefined;
  if (!parent) throw notFound(`parent branch ${parentId} not found in project ${project.id}`);
  return parent;
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

function createBranch(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const input = parseBody(createRequest, ctx.body ?? {}) ?? {};
  return createBranchFrom(ctx.platform, project, input, { annotation: input.annotation_value });
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
  branch.expiry_timer?.cancel();
  delete branch.expiry_timer;
  project.branches.delete(branch.id);
}

/** POST …/branches, and the branch part of POST …/branch_anonymized. */
export function createBranchFrom(
  platform: Platform,
  project: Project,
  input: CreateBranchInput,
  creation: BranchCreation = {},
): Reply {
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
      work: () =>
        platform.dataPlane.createBranch(
          ref,
          { projectId: project.id, branchId: parent.id },
          { schemaOnly },
        ),
      onFinish: () => {
        branch.current_state = "ready";
        branch.state_changed_at = platform.clock.now();
        branch.updated_at = branch.state_changed_at;
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
  return {
    status: 201,
    body: {
      branch: branchView(branch),
      endpoints: computes.map((c) => endpointView(c, project)),
      operations: operations.map((op) => operationView(op, now)),
      roles: [...branch.roles.values()].map((role) => roleView(branch, role)),
      databases: [...branch.databases.values()].map((database) => databaseView(branch, database)),
      ...(connectTo
        ? { connection_uris: [connectionDetailsView(platform, branch, connectTo)] }
        : {}),
    },
  };
}

function deleteBranch(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branch = project.branches.get(ctx.params.branch_id ?? "");
  if (!branch) return { status: 204 };
  if (branch.default) {
    throw badRequest(`branch ${branch.id} is the project's default branch and cannot be deleted`);
  }
  const child = [...project.branches.values()].find((b) => b.parent_id === branch.id);
  if (child) {
    throw conflict(
      `branch ${branch.id} has a child branch ${child.id}; delete the child branch first`,
    );
  }
  assertUnlocked(platform.operations, project);
  // As Neon does, the branch's computes go with it.
  const operations = deleteWithComputes(platform, project, branch, "user");
  const now = platform.clock.now();
  return {
    status: 200,
    body: {
      branch: branchView(branch),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
}

const updateRequest = z.object({
  branch: z.object({
    name: z.string().min(1).max(256).optional(),
    protected: z.boolean().optional(),
    // null removes the expiration; absent leaves it as it is.
    expires_at: z.string().nullable().optional(),
  }),
});

/** Name, protection and expiration: metadata only, so no operation (Neon answers `operations: []`). */
function updateBranch(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branch = requireBranch(project, ctx.params.branch_id);
  const { branch: changes } = parseBody(updateRequest, ctx.body);
  const now = platform.clock.now();
  if (changes.name !== undefined) assertNameFree(project, changes.name, branch);
  const expiry =
    typeof changes.expires_at === "string" ? parseExpiresAt(changes.expires_at, now) : undefined;
  if (expiry) {
    if (branch.default) {
      throw badRequest(
        `branch ${branch.id} is the project's default branch: the default branch cannot expire`,
      );
    }
    const child = childrenOf(project, branch)[0];
    if (child) {
      throw badRequest(
        `branch ${branch.id} has a child branch ${child.id}: a branch with children cannot expire`,
      );
    }
  }
  const willExpire =
    expiry !== undefined || (changes.expires_at === undefined && branch.expires_at !== undefined);
  if (willExpire && (changes.protected ?? branch.protected)) {
    throw badRequest(
      expiry
        ? `a protected branch cannot have an expiration: branch ${branch.id} would be both`
        : `branch ${branch.id} has an expiration: a branch with an expiration cannot be protected; remove it (expires_at: null) first`,
    );
  }
  assertUnlocked(platform.operations, project);
  if (changes.name !== undefined) branch.name = changes.name;
  if (changes.protected !== undefined) branch.protected = changes.protected;
  if (changes.expires_at !== undefined) setExpiry(platform, project, branch, expiry);
  branch.updated_at = now;
  return { status: 200, body: { branch: branchView(branch), operations: [] } };
}

/** The branch becomes the project's default; the previous default is one no longer. */
function setDefaultBranch(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branch = requireBranch(project, ctx.params.branch_id);
  if (!branch.default) {
    if (branch.expires_at !== undefined) {
      throw badRequest(
        `branch ${branch.id} expires at ${isoSeconds(branch.expires_at)}: an expiring branch cannot be the default branch; remove its expiration (expires_at: null) first`,
      );
    }
    assertUnlocked(platform.operations, project);
    const now = platform.clock.now();
    for (const other of project.branches.values()) {
      if (!other.default) continue;
      other.default = false;
      other.updated_at = now;
    }
    branch.default = true;
    branch.updated_at = now;
  }
  return { status: 200, body: { branch: branchView(branch), operations: [] } };
}

function getConnectionUri(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const { query } = ctx;
  const databaseName = query.get("database_name");
  const roleName = query.get("role_name");
  if (!databaseName || !roleName) {
    throw badRequest("query parameters database_name and role_name are required");
  }
  const branchId =
    query.get("branch_id") ?? [...project.branches.values()].find((b) => b.default)?.id;
  const branch = requireBranch(project, branchId ?? undefined);
  const endpointId = query.get("endpoint_id");
  const compute = endpointId ? project.computes.get(endpointId) : readWriteOn(project, branch.id);
  if (!compute || compute.branch_id !== branch.id) {
    throw notFound(
      endpointId
        ? `endpoint ${endpointId} not found on branch ${branch.id}`
        : `branch ${branch.id} has no read_write compute; create one or pass endpoint_id`,
    );
  }
  const database = branch.databases.get(databaseName);
  if (!database) throw notFound(`database ${databaseName} not found on branch ${branch.id}`);
  const role = branch.roles.get(roleName);
  if (!role) throw notFound(`role ${roleName} not found on branch ${branch.id}`);
  const pooled = query.get("pooled") === "true";
  return {
    status: 200,
    body: { uri: connectionUri(ctx.platform, { role, database, compute, pooled }) },
  };
}

const restoreRequest = z.object({
  source_branch_id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  source_lsn: z.string().optional(),
  source_timestamp: z.string().optional(),
  preserve_under_name: z.string().max(256).optional(),
});

/**
 * Reset to another branch's latest state (Neon's "reset from parent" is this with the parent).
 * With `preserve_under_name`, the branch's state before the restore lives on as a new branch of
 * that name: a new id, the branch's parent, its roles and databases as they were; the branch's
 * children move to it and, as Neon documents, it becomes the restored branch's parent (so a
 * later reset from parent undoes the restore). Computes stay on the restored branch. A branch
 * with children needs `preserve_under_name` (Neon's document). A branch with an expiration
 * expires its original interval after the restore, as Neon documents.
 */
function restoreBranch(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branch = requireBranch(project, ctx.params.branch_id);
  const input = parseBody(restoreRequest, ctx.body);
  if (input.source_lsn || input.source_timestamp) {
    throw badRequest(
      "the emulator restores a branch to another branch's latest state only: source_lsn and source_timestamp are not supported",
    );
  }
  if (input.source_branch_id === branch.id) {
    throw badRequest(`branch ${branch.id} cannot be restored from itself without a point in time`);
  }
  const source = requireBranch(project, input.source_branch_id);
  assertNotRestricted(branch, "restore");
  const preserveName = input.preserve_under_name || undefined;
  const children = childrenOf(project, branch);
  if (children.length > 0 && !preserveName) {
    throw badRequest(
      `branch ${branch.id} has child branches (${children.map((c) => c.id).join(", ")}): restoring it needs preserve_under_name, the branch that keeps its current state and its children`,
    );
  }
  if (preserveName) assertNameFree(project, preserveName);
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
  const operations = platform.operations.start(
    project,
    [
      {
        action: "apply_storage_config",
        branch_id: branch.id,
        // A running compute restarts on the restored data: its connections are dropped.
        work: () =>
          platform.dataPlane.restoreBranch(
            { projectId: project.id, branchId: branch.id },
            { projectId: project.id, branchId: source.id },
            preserveAs ? { preserveAs } : {},
          ),
        onFinish: () => {
          for (const compute of serving) dropConnections(compute);
          if (preserved) {
            preserved.current_state = "ready";
            preserved.state_changed_at = platform.clock.now();
          }
        },
        // The data plane put the branch's data and compute back as they were: so does this.
        onFail: () => undo(preserved),
      },
    ],
    "user",
  );
  return {
    status: 200,
    body: {
      branch: branchView(branch),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
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

export const branchRoutes: Route[] = [
  { method: "GET", template: "/projects/{project_id}/branches", handler: listBranches },
  { method: "POST", template: "/projects/{project_id}/branches", handler: createBranch },
  { method: "GET", template: "/projects/{project_id}/branches/{branch_id}", handler: getBranch },
  {
    method: "PATCH",
    template: "/projects/{project_id}/branches/{branch_id}",
    handler: updateBranch,
  },
  {
    method: "DELETE",
    template: "/projects/{project_id}/branches/{branch_id}",
    handler: deleteBranch,
  },
  {
    method: "POST",
    template: "/projects/{project_id}/branches/{branch_id}/set_as_default",
    handler: setDefaultBranch,
  },
  { method: "GET", template: "/projects/{project_id}/connection_uri", handler: getConnectionUri },
  {
    method: "POST",
    template: "/projects/{project_id}/branches/{branch_id}/restore",
    handler: restoreBranch,
  },
];
