import { z } from "zod";
import {
  canAccessProject,
  forbidProjectScoped,
  requireOrganization,
  requireProject,
} from "../auth.ts";
import { badRequest } from "../errors.ts";
import { newBranchId, newProjectId } from "../ids.ts";
import { integerParam, parseBody } from "../input.ts";
import { specOf } from "../lifecycle.ts";
import { operationView } from "../operations.ts";
import { newBranch, rootContents } from "../platform.ts";
import type { Reply, RequestContext, Route } from "../router.ts";
import type { Project, ProjectOwner } from "../state.ts";
import {
  branchView,
  connectionDetailsView,
  databaseView,
  endpointView,
  projectListItemView,
  projectView,
  roleView,
} from "../views.ts";
import { addCompute, removeCompute } from "./computes.ts";

function listProjects(ctx: RequestContext): Reply {
  const { state } = ctx.platform;
  const { query } = ctx;
  const limit = integerParam(query, "limit", { min: 1, max: 400 }) ?? 10;
  const orgId = query.get("org_id");
  if (orgId) requireOrganization(state, ctx.caller, orgId);
  const search = (query.get("search") ?? "").toLowerCase();
  const visible = [...state.projects.values()]
    .filter((p) => canAccessProject(state, ctx.caller.key, p))
    .filter((p) => !orgId || ("org" in p.owner && p.owner.org === orgId))
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.id.includes(search))
    .sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
  const cursor = query.get("cursor");
  let start = 0;
  if (cursor) {
    const index = visible.findIndex((p) => p.id === cursor);
    if (index < 0) throw badRequest(`cursor ${cursor} is not a cursor returned by this API`);
    start = index + 1;
  }
  const page = visible.slice(start, start + limit);
  const last = page.at(-1);
  return {
    status: 200,
    body: {
      projects: page.map((p) => projectListItemView(p, state)),
      ...(last ? { pagination: { cursor: last.id } } : {}),
      applications: {},
      integrations: {},
    },
  };
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
    platform.dataPlane.deleteBranch({ projectId: project.id, branchId: branch.id }).catch(() => {});
  }
  platform.state.projects.delete(project.id);
  return { status: 200, body: { project: projectView(project, platform.state) } };
}

export const projectRoutes: Route[] = [
  { method: "GET", template: "/projects", handler: listProjects },
  { method: "POST", template: "/projects", handler: createProject },
  { method: "GET", template: "/projects/{project_id}", handler: getProject },
  { method: "DELETE", template: "/projects/{project_id}", handler: deleteProject },
];
