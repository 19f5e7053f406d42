import { ApiError } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { branchesLimit } from "../../state/records/billing-plans.ts";
import type { Project } from "../../state/records/records.ts";

/**
 * The plan's branch limit (--plan): a project holding as many branches as its plan allows gets
 * no new one. Neon answers 422 with code BRANCHES_LIMIT_EXCEEDED (as it answers
 * PROJECTS_LIMIT_EXCEEDED, "user projects limit of 1 exceeded, got 1", for projects).
 */
export function assertBranchRoom(platform: Platform, project: Project): void {
  const limit = branchesLimit(platform.billingPlan);
  if (limit === undefined || project.branches.size < limit) return;
  throw new ApiError(
    422,
    "BRANCHES_LIMIT_EXCEEDED",
    `project branches limit of ${limit} exceeded, got ${project.branches.size}`,
  );
}
