import { z } from "zod";
import { badRequest } from "../../errors.ts";
import {
  canAccessProject,
  forbidProjectScoped,
  requireOrganization,
  requireProject,
} from "../../services/access.ts";
import { specOf } from "../../services/compute-lifecycle.ts";
import { newBranchId, newProjectId } from "../../state/ids.ts";
import { operationView } from "../../state/operation-engine.ts";
import { newBranch, rootContents } from "../../state/platform.ts";
import type { Project, ProjectOwner } from "../../state/records.ts";
import {
  branchView,
  connectionDetailsView,
  databaseView,
  endpointView,
  projectListItemView,
  projectView,
  roleView,
} from "../../views/neon-shapes.ts";
import { booleanParam, integerParam, parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { addCompute, removeCompute } from "./computes.ts";

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
 * `pagination`. The emulator keeps no deleted projects: `recoverable=true` lists none.
 */
function listProjects(ctx: RequestContext): Reply {
  const { state } = ctx.platform;
  const { query } = ctx;
  const limit = integerParam(query, "limit", { min: 1, max: 400 }) ?? 10;
  const recoverable = booleanParam(query, "recoverable") ?? false;
  const orgId = query.get("org_id");
  if (orgId) requireOrganization(state, ctx.caller, orgId);
  const search = (query.get("search") ?? "").toLowerCase();
  const cursorParam = query.get("cursor");
  const cursor = cursorParam ? decodeProjectCursor(cursorParam) : undefined;
  const candidates = recoverable ? [] : [...state.projects.values()];
  const visible = candidates
    .filter((p) => canAccessProject(state, ctx.caller.key, p))
    .filter((p) => !orgId || ("org" in p.owner && p.owner.org === orgId))
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.id.includes(search))
    // Ties by id in code-unit order, the order the cursor comparison below uses.
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter(
      (p) => !cursor || p.created_at < cursor.t || (p.created_at === cursor.t && p.id > cursor.id),
    );
  const page = visible.slice(0, limit);
  const last = page.at(-1);
  return {
    status: 200,
    body: {
      projects: page.map((p) => projectListItemView(p, state)),
      ...(last ? { pagination: { cursor: encodeProjectCursor(last) } } : {}),
      applications: {},
      integrations: {},
    },
  };
}

/**
 * Projects shared with the caller's account. The emulator does not model sharing, so the list is
 * always empty; the parameters are still checked as Neon documents them.
 */
function listSharedProjects(ctx: RequestContext): Reply {
  integerParam(ctx.query, "limit", { min: 1, max: 400 });
  return { status: 200, body: { projects: [] } };
}

const updateRequest = z.object({
  project: z
    .object({
      name: z.string().min(1).max(256).optional(),
      history_retention_seconds: z.number().int().min(0).max(2_592_000).optional(),
    })
    // settings and default_endpoint_settings change nothing the emulator models.
    .strict(),
});

/** Renames a project or sets its history retention (kept and shown; history is not modelled). */
function updateProject(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const { project: input } = parseBody(updateRequest, ctx.body);
  if (input.name !== undefined) project.name = input.name;
  if (input.history_retention_seconds !== undefined) {
    project.history_retention_seconds = input.history_retention_seconds;
  }
  project.updated_at = platform.clock.now();
  return { status: 200, body: { project: projectView(project, platform.state), operations: [] } };
}

function getProject(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  return { status: 200, body: { project: projectView(project, ctx.platform.state) } };
}

const createRequest = z.object({
  project: z.object({
    name: z.string().min(1).max(256).optional(),
    region_id: z.string().optional(),
    pg_version: z.number().int().min(14).max(18).optional(),
    org_id: z.string().optional(),
    branch: z
      .object({
        name: z.string().min(1).optional(),
        role_name: z.string().min(1).optional(),
        database_name: z.string().min(1).optional(),
      })
      .optional(),
  }),
});

function createProject(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  const { state } = platform;
  forbidProjectScoped(caller, "create projects");
  const { project: input } = parseBody(createRequest, ctx.body);
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
        work: () => platform.dataPlane.createRootBranch(ref, specOf(branch)),
      },
      step,
    ],
    "user",
  );
  return {
    status: 201,
    body: {
      project: projectView(project, state),
      connection_uris: [connectionDetailsView(platform, branch, compute)],
      roles: [...branch.roles.values()].map((role) => roleView(branch, role)),
      databases: [...branch.databases.values()].map((database) => databaseView(branch, database)),
      operations: operations.map((op) => operationView(op, now)),
      branch: branchView(branch),
      endpoints: [endpointView(compute, project)],
    },
  };
}

function deleteProject(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  const project = requireProject(platform.state, caller, ctx.params.project_id ?? "");
  forbidProjectScoped(caller, `delete project ${project.id}`);
  for (const compute of [...project.computes.values()]) removeCompute(platform, project, compute);
  for (const branch of project.branches.values()) {
    branch.expiry_timer?.cancel();
    platform.dataPlane.deleteBranch({ projectId: project.id, branchId: branch.id }).catch(() => {});
  }
  platform.state.projects.delete(project.id);
  return { status: 200, body: { project: projectView(project, platform.state) } };
}

export const projectRoutes: Route[] = [
  { method: "GET", template: "/projects", handler: listProjects },
  { method: "POST", template: "/projects", handler: createProject },
  // Before /projects/{project_id}: the first matching template wins.
  { method: "GET", template: "/projects/shared", handler: listSharedProjects },
  { method: "GET", template: "/projects/{project_id}", handler: getProject },
  { method: "PATCH", template: "/projects/{project_id}", handler: updateProject },
  { method: "DELETE", template: "/projects/{project_id}", handler: deleteProject },
];
