import { badRequest } from "../../errors.ts";
import {
  consumptionPeriods,
  consumptionProjects,
  measureBranches,
} from "../../services/projects/consumption-history.ts";
import { periodView } from "../../views/consumption.ts";
import { parseConsumptionQuery } from "../input/consumption-query.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

/** Neon's consumption history (v2): docs/emulator/metering.md. */

async function branchConsumption(ctx: RequestContext): Promise<Reply> {
  const { platform } = ctx;
  const request = parseConsumptionQuery(ctx.query, true);
  const projects = consumptionProjects(platform, ctx.caller, request, "Branch");
  const named = new Set(request.branchIds);
  const all = projects
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((project) =>
      [...project.branches.values()]
        .filter((branch) => named.size === 0 || named.has(branch.id))
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((branch) => ({ project, branch })),
    );
  const { page, next } = paged(all, ctx.query.get("cursor"), request.limit ?? 100);
  for (const project of new Set(page.map((entry) => entry.project))) {
    const branches = page.filter((entry) => entry.project === project).map((e) => e.branch);
    await measureBranches(platform, project, branches);
  }
  return {
    status: 200,
    body: {
      branches: page.map(({ project, branch }) => ({
        project_id: project.id,
        branch_id: branch.id,
        periods: consumptionPeriods(platform, request, project, branch).map(periodView),
      })),
      ...(next !== undefined ? { pagination: { cursor: next } } : {}),
    },
  };
}

async function projectConsumption(ctx: RequestContext): Promise<Reply> {
  const { platform } = ctx;
  const request = parseConsumptionQuery(ctx.query, false);
  const projects = consumptionProjects(platform, ctx.caller, request, "Project");
  const { page, next } = paged(projects, ctx.query.get("cursor"), request.limit ?? 10);
  for (const project of page) {
    await measureBranches(platform, project, [...project.branches.values()]);
  }
  return {
    status: 200,
    body: {
      projects: page.map((project) => ({
        project_id: project.id,
        periods: consumptionPeriods(platform, request, project).map(periodView),
      })),
      ...(next !== undefined ? { pagination: { cursor: next } } : {}),
    },
  };
}

/** A page of `limit` after the cursor (the count of those before it, as given by the last page). */
function paged<T>(items: T[], cursor: string | null, limit: number) {
  const offset = cursor ? Number(cursor) : 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > items.length) {
    throw badRequest(`cursor ${cursor} is not one this endpoint gave`);
  }
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? String(offset + limit) : undefined;
  return { page, next };
}

export const consumptionRoutes: Route[] = [
  { method: "GET", template: "/consumption_history/v2/branches", handler: branchConsumption },
  { method: "GET", template: "/consumption_history/v2/projects", handler: projectConsumption },
];
