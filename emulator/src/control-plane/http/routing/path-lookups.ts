import { requireProject } from "../../services/access/access.ts";
import { requireBranch } from "../../services/branches/branch-lookups.ts";
import { requireCompute } from "../../services/computes/computes.ts";
import type { Branch, Compute, Project } from "../../state/records/records.ts";
import type { RequestContext } from "./router.ts";

/** The records a route's path names ({project_id}, {branch_id}, {endpoint_id}); 404 for any unknown. */

export function requirePathProject(ctx: RequestContext): Project {
  return requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
}

export function requirePathBranch(ctx: RequestContext): { project: Project; branch: Branch } {
  const project = requirePathProject(ctx);
  return { project, branch: requireBranch(project, ctx.params.branch_id ?? "") };
}

export function requirePathCompute(ctx: RequestContext): { project: Project; compute: Compute } {
  const project = requirePathProject(ctx);
  return { project, compute: requireCompute(project, ctx.params.endpoint_id) };
}
