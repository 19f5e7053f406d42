import { z } from "zod";
import { forbidProjectScoped } from "../../services/access/access.ts";
import { usageNow } from "../../services/computes/metering.ts";
import { projectOwner } from "../../services/projects/project-owner.ts";
import {
  createProject,
  deleteProject,
  projectsPage,
  updateProject,
} from "../../services/projects/projects.ts";
import { branchView } from "../../views/branches.ts";
import { endpointView } from "../../views/computes.ts";
import { connectionDetailsView } from "../../views/connection-uris.ts";
import { operationView } from "../../views/operations.ts";
import { projectListItemView, projectView } from "../../views/projects.ts";
import { databaseView, roleView } from "../../views/roles-and-databases.ts";
import { booleanParam, integerParam, parseBody } from "../input/request-parsing.ts";
import { requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

const updateRequest = z.object({
  project: z
    .object({
      name: z.string().min(1).max(256).optional(),
      history_retention_seconds: z.number().int().min(0).max(2_592_000).optional(),
    })
    // settings and default_endpoint_settings change nothing the emulator models.
    .strict(),
});

/** Neon's majors (its OpenAPI document's PgVersion: 14 to 18). */
const unsupportedVersion = "Postgres version must be 14, 15, 16, 17 or 18";
const pgVersion = z.number().int().min(14, unsupportedVersion).max(18, unsupportedVersion);

const createRequest = z.object({
  project: z.object({
    name: z.string().min(1).max(256).optional(),
    region_id: z.string().optional(),
    pg_version: pgVersion.optional(),
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

/** An empty page ends the list and carries no `pagination`. */
function listProjects(ctx: RequestContext): Reply {
  const { state } = ctx.platform;
  const { query } = ctx;
  const page = projectsPage(ctx.platform, ctx.caller, {
    limit: integerParam(query, "limit", { min: 1, max: 400 }) ?? 10,
    recoverable: booleanParam(query, "recoverable") ?? false,
    orgId: query.get("org_id"),
    search: query.get("search") ?? "",
    cursor: query.get("cursor"),
  });
  return {
    status: 200,
    body: {
      projects: page.projects.map((p) => projectListItemView(p, state)),
      ...(page.cursor ? { pagination: { cursor: page.cursor } } : {}),
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

function updateProjectRoute(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requirePathProject(ctx);
  const { project: input } = parseBody(updateRequest, ctx.body);
  updateProject(platform, project, input);
  return { status: 200, body: { project: projectView(project, platform.state), operations: [] } };
}

function getProject(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requirePathProject(ctx);
  const usage = usageNow(platform, project);
  const owner = projectOwner(platform, project);
  return { status: 200, body: { project: projectView(project, platform.state, usage, owner) } };
}

function createProjectRoute(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  forbidProjectScoped(caller, "create projects");
  const { project: input } = parseBody(createRequest, ctx.body);
  const now = platform.clock.now();
  const { project, branch, compute, operations } = createProject(platform, caller, input);
  return {
    status: 201,
    body: {
      project: projectView(project, platform.state),
      connection_uris: [connectionDetailsView(platform, branch, compute)],
      roles: [...branch.roles.values()].map((role) => roleView(branch, role)),
      databases: [...branch.databases.values()].map((database) => databaseView(branch, database)),
      operations: operations.map((op) => operationView(op, now)),
      branch: branchView(branch),
      endpoints: [endpointView(compute, project)],
    },
  };
}

function deleteProjectRoute(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  const project = requirePathProject(ctx);
  deleteProject(platform, caller, project);
  return { status: 200, body: { project: projectView(project, platform.state) } };
}

export const projectRoutes: Route[] = [
  { method: "GET", template: "/projects", handler: listProjects },
  { method: "POST", template: "/projects", handler: createProjectRoute },
  // Before /projects/{project_id}: the first matching template wins.
  { method: "GET", template: "/projects/shared", handler: listSharedProjects },
  { method: "GET", template: "/projects/{project_id}", handler: getProject },
  { method: "PATCH", template: "/projects/{project_id}", handler: updateProjectRoute },
  { method: "DELETE", template: "/projects/{project_id}", handler: deleteProjectRoute },
];
