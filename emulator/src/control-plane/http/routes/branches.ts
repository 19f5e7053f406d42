import { z } from "zod";
import { createBranch } from "../../services/branches/branch-creation.ts";
import { deleteBranch } from "../../services/branches/branch-deletion.ts";
import { branchesPage, branchSortFields } from "../../services/branches/branch-listing.ts";
import { restoreBranch } from "../../services/branches/branch-restore.ts";
import { setDefaultBranch, updateBranch } from "../../services/branches/branches.ts";
import { connectionTarget } from "../../services/branches/connection-targets.ts";
import { usageNow } from "../../services/computes/metering.ts";
import { measureBranchData } from "../../services/shared/branch-measure.ts";
import { branchCreatedView } from "../../views/branch-created.ts";
import { annotationView, branchView } from "../../views/branches.ts";
import { connectionUri } from "../../views/connection-uris.ts";
import { enumParam, integerParam, parseBody } from "../input/request-parsing.ts";
import { branchCreateRequest } from "../input/request-schemas.ts";
import { requirePathBranch, requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { withOperations } from "./with-operations.ts";

const updateRequest = z.object({
  branch: z.object({
    name: z.string().min(1).max(256).optional(),
    protected: z.boolean().optional(),
    // null removes the expiration; absent leaves it as it is.
    expires_at: z.string().nullable().optional(),
  }),
});

const restoreRequest = z.object({
  source_branch_id: z.string().regex(/^[a-z0-9-]{1,60}$/),
  source_lsn: z.string().optional(),
  source_timestamp: z.string().optional(),
  preserve_under_name: z.string().max(256).optional(),
});

function listBranches(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const { query } = ctx;
  const sortBy = enumParam(query, "sort_by", branchSortFields, "updated_at");
  const sortOrder = enumParam(query, "sort_order", ["asc", "desc"] as const, "desc");
  const limit = integerParam(query, "limit", { min: 1, max: 10000 });
  const page = branchesPage(project, {
    sortBy,
    sortOrder,
    limit,
    search: query.get("search") ?? "",
    cursor: query.get("cursor"),
  });
  return {
    status: 200,
    body: {
      branches: page.branches.map((branch) =>
        branchView(branch, usageNow(ctx.platform, project, branch)),
      ),
      annotations: Object.fromEntries(
        page.branches
          .filter((branch) => branch.annotation)
          .map((branch) => [branch.id, annotationView(branch)]),
      ),
      pagination: {
        ...(page.next ? { next: page.next } : {}),
        sort_by: sortBy,
        sort_order: sortOrder,
      },
    },
  };
}

async function getBranch(ctx: RequestContext): Promise<Reply> {
  const { platform } = ctx;
  const { project, branch } = requirePathBranch(ctx);
  await measureBranchData(platform, project, branch);
  const usage = usageNow(platform, project, branch);
  return {
    status: 200,
    body: { branch: branchView(branch, usage), annotation: annotationView(branch) },
  };
}

function createBranchRoute(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requirePathProject(ctx);
  const input = parseBody(branchCreateRequest, ctx.body ?? {}) ?? {};
  const now = platform.clock.now();
  const created = createBranch(platform, project, input, { annotation: input.annotation_value });
  return { status: 201, body: branchCreatedView(platform, project, created, now) };
}

function deleteBranchRoute(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const deleted = deleteBranch(ctx.platform, project, ctx.params.branch_id ?? "");
  if (!deleted) return { status: 204 };
  return withOperations(ctx, { branch: branchView(deleted.branch) }, deleted.operations);
}

function updateBranchRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const { branch: changes } = parseBody(updateRequest, ctx.body);
  updateBranch(ctx.platform, project, branch, changes);
  return { status: 200, body: { branch: branchView(branch), operations: [] } };
}

function setDefaultBranchRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  setDefaultBranch(ctx.platform, project, branch);
  return { status: 200, body: { branch: branchView(branch), operations: [] } };
}

function getConnectionUri(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const { query } = ctx;
  const target = connectionTarget(project, {
    databaseName: query.get("database_name"),
    roleName: query.get("role_name"),
    branchId: query.get("branch_id"),
    endpointId: query.get("endpoint_id"),
  });
  const pooled = query.get("pooled") === "true";
  return { status: 200, body: { uri: connectionUri(ctx.platform, { ...target, pooled }) } };
}

function restoreBranchRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(restoreRequest, ctx.body);
  const operations = restoreBranch(ctx.platform, project, branch, input);
  return withOperations(ctx, { branch: branchView(branch) }, operations);
}

const branchPath = "/projects/{project_id}/branches/{branch_id}";

export const branchRoutes: Route[] = [
  { method: "GET", template: "/projects/{project_id}/branches", handler: listBranches },
  { method: "POST", template: "/projects/{project_id}/branches", handler: createBranchRoute },
  { method: "GET", template: branchPath, handler: getBranch },
  { method: "PATCH", template: branchPath, handler: updateBranchRoute },
  { method: "DELETE", template: branchPath, handler: deleteBranchRoute },
  { method: "POST", template: `${branchPath}/set_as_default`, handler: setDefaultBranchRoute },
  { method: "GET", template: "/projects/{project_id}/connection_uri", handler: getConnectionUri },
  { method: "POST", template: `${branchPath}/restore`, handler: restoreBranchRoute },
];
