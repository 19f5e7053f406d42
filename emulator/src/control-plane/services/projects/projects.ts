import { badRequest } from "../../errors.ts";
import { newBranch, rootContents } from "../../state/new-records.ts";
import type { Platform } from "../../state/platform.ts";
import { newBranchId, newProjectId } from "../../state/records/ids.ts";
import type {
  Branch,
  Compute,
  Operation,
  Project,
  ProjectOwner,
} from "../../state/records/records.ts";
import { cancelExpiryTimer } from "../../state/records/timers.ts";
import {
  type Caller,
  canAccessProject,
  forbidProjectScoped,
  requireOrganization,
} from "../access/access.ts";
import { addCompute, removeCompute } from "../computes/computes.ts";
import { specOf } from "../shared/data-plane-requests.ts";
import { dropProjectSnapshots } from "../snapshots/snapshots.ts";

/** Projects: listed, created with their default branch and compute, renamed, deleted. */

export interface ProjectListQuery {
  limit: number;
  recoverable: boolean;
  orgId: string | null;
  search: string;
  cursor: string | null;
}

/** Neon's cursor is opaque; here it holds the creation time and id of the page's last project. */
function encodeProjectCursor(project: Project): string {
  return Buffer.from(JSON.stringify({ t: project.created_at, id: project.id })).toString(
    "base64url",
  );
}

function decodeProjectCursor(cursor: string): { t: number; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof parsed?.id === "string" && Number.isFinite(parsed?.t)) return parsed;
  } catch {
    // answered below
  }
  throw badRequest(
    `cursor ${cursor} is not a cursor returned by this API (pass pagination.cursor as is)`,
  );
}

/**
 * Newest first (ties by id). The cursor is a position, not a project, so a project deleted
 * between two pages does not break the paging. An empty page ends the list and carries no
 * cursor. The emulator keeps no deleted projects: `recoverable=true` lists none.
 */
export function projectsPage(
  platform: Platform,
  caller: Caller,
  query: ProjectListQuery,
): { projects: Project[]; cursor: string | undefined } {
  const { state } = platform;
  const { orgId } = query;
  if (orgId) requireOrganization(state, caller, orgId);
  const search = query.search.toLowerCase();
  const cursor = query.cursor ? decodeProjectCursor(query.cursor) : undefined;
  const candidates = query.recoverable ? [] : [...state.projects.values()];
  const visible = candidates
    .filter((p) => canAccessProject(state, caller.key, p))
    .filter((p) => !orgId || ("org" in p.owner && p.owner.org === orgId))
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.id.includes(search))
    // Ties by id in code-unit order, the order the cursor comparison below uses.
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter(
      (p) => !cursor || p.created_at < cursor.t || (p.created_at === cursor.t && p.id > cursor.id),
    );
  const page = visible.slice(0, query.limit);
  const last = page.at(-1);
  return { projects: page, cursor: last ? encodeProjectCursor(last) : undefined };
}

export interface NewProjectInput {
  name?: string | undefined;
  region_id?: string | undefined;
  pg_version?: number | undefined;
  org_id?: string | undefined;
  branch?:
    | {
        name?: string | undefined;
        role_name?: string | undefined;
        database_name?: string | undefined;
      }
    | undefined;
}

/** POST /projects: the project, its default branch and its read_write compute. */
export function createProject(
  platform: Platform,
  caller: Caller,
  input: NewProjectInput,
): { project: Project; branch: Branch; compute: Compute; operations: Operation[] } {
  const { state } = platform;
  let owner: ProjectOwner;
  if (caller.key.type === "organization") {
    if (input.org_id && input.org_id !== caller.key.org_id) {
      throw badRequest(
        `this organization API key belongs to ${caller.key.org_id}, not ${input.org_id}`,
      );
    }
    owner = { org: caller.key.org_id ?? "" };
  } else if (input.org_id) {
    requireOrganization(state, caller, input.org_id);
    owner = { org: input.org_id };
  } else {
    owner = { user: caller.key.user_id };
  }
  const now = platform.clock.now();
  const id = newProjectId();
  const project: Project = {
    id,
    name: input.name ?? id,
    region_id: input.region_id ?? "aws-us-east-2",
    pg_version: input.pg_version ?? 17,
    owner,
    owner_id: caller.key.user_id,
    created_at: now,
    updated_at: now,
    branches: new Map(),
    computes: new Map(),
    operations: [],
  };
  state.projects.set(id, project);
  const databaseName = input.branch?.database_name ?? "neondb";
  const branch = newBranch(
    project,
    { id: newBranchId(), name: input.branch?.name ?? "main", default: true },
    rootContents(
      platform,
      {
        role_name: input.branch?.role_name ?? `${databaseName}_owner`,
        database_name: databaseName,
      },
      now,
    ),
    now,
  );
  project.branches.set(branch.id, branch);
  const { compute, step } = addCompute(platform, project, branch.id, "read_write", {
    min: 0.25,
    max: 0.25,
    timeout: 0,
  });
  const ref = { projectId: id, branchId: branch.id };
  const operations = platform.operations.start(
    project,
    [
      {
        action: "create_timeline",
        branch_id: branch.id,
        work: () =>
          platform.dataPlane.createRootBranch(ref, specOf(branch), {
            pgVersion: project.pg_version,
          }),
      },
      step,
    ],
    "user",
  );
  return { project, branch, compute, operations };
}

/** Renames a project or sets its history retention (kept and shown; history is not modelled). */
export function updateProject(
  platform: Platform,
  project: Project,
  input: { name?: string | undefined; history_retention_seconds?: number | undefined },
): void {
  if (input.name !== undefined) project.name = input.name;
  if (input.history_retention_seconds !== undefined) {
    project.history_retention_seconds = input.history_retention_seconds;
  }
  project.updated_at = platform.clock.now();
}

/** The project is gone at once; its servers stop and its data is dropped behind it. */
export function deleteProject(platform: Platform, caller: Caller, project: Project): void {
  forbidProjectScoped(caller, `delete project ${project.id}`);
  const guarded = [...project.branches.values()].filter((b) => b.protected).map((b) => b.id);
  if (guarded.length > 0) {
    throw badRequest(
      `project ${project.id} has protected branches (${guarded.join(", ")}) and cannot be deleted; set protected: false on them first`,
    );
  }
  for (const compute of [...project.computes.values()]) removeCompute(platform, project, compute);
  for (const branch of project.branches.values()) {
    cancelExpiryTimer(branch);
    platform.dataPlane.deleteBranch({ projectId: project.id, branchId: branch.id }).catch(() => {});
    void platform.branchServices.branchDeleted(branch);
  }
  dropProjectSnapshots(platform, project);
  platform.state.projects.delete(project.id);
}
