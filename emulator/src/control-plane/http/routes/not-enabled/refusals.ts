import { ApiError } from "../../../errors.ts";
import type { Branch, Project } from "../../../state/records/records.ts";
import { requirePathBranch } from "../../routing/path-lookups.ts";
import type { Handler, Reply, RequestContext } from "../../routing/router.ts";

/**
 * How Neon answers a branch whose project does not have a platform feature (Object Storage,
 * Functions): 404 with a message saying it is not available, which Neon's tools
 * read as "unavailable" (@neon/config's isPreviewFeatureUnavailable) and report as such. These
 * routes come after the branch services' own, so a service that serves a feature answers first.
 */

export interface Feature {
  /** The error code of the feature's refusals (Neon's examples: STORAGE_NOT_ENABLED, …). */
  code: string;
  /** The refusal's message for a branch, saying the feature is "not available". */
  message: (project: Project, branch: Branch) => string;
}

/** A route of the feature: the project and branch must exist (404 otherwise), then the refusal. */
export function refusedBy(feature: Feature): Handler {
  return (ctx) => {
    const { project, branch } = requirePathBranch(ctx);
    throw new ApiError(404, feature.code, feature.message(project, branch));
  };
}

/**
 * The feature's state route (getProjectBranchStorage): its 404 body
 * carries a `reason`, `branch_not_found` when the project or branch is unknown to the caller.
 */
export function stateRefusedBy(feature: Feature, reason: string): Handler {
  return (ctx: RequestContext): Reply => {
    let found: { project: Project; branch: Branch };
    try {
      found = requirePathBranch(ctx);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      return {
        status: 404,
        body: { code: error.code, message: error.message, reason: "branch_not_found" },
      };
    }
    const message = feature.message(found.project, found.branch);
    return { status: 404, body: { code: feature.code, message, reason } };
  };
}
