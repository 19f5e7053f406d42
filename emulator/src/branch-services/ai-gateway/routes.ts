import { ApiError } from "../../control-plane/errors.ts";
import { requirePathBranch } from "../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../../control-plane/http/routing/router.ts";
import { gatewayBaseUrl } from "./urls.ts";

/**
 * getProjectBranchAiGateway: every branch has the gateway (Neon's gateway is credential-gated,
 * not provisioned per branch), so the answer is Neon's BranchAiGateway; a project or branch the
 * key cannot see answers Neon's BranchAiGatewayNotEnabled with `reason: branch_not_found`.
 */
function getAiGateway(origin: string, ctx: RequestContext): Reply {
  try {
    const { branch } = requirePathBranch(ctx);
    return { status: 200, body: { enabled: true, base_url: gatewayBaseUrl(origin, branch.id) } };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return {
      status: 404,
      body: { code: error.code, message: error.message, reason: "branch_not_found" },
    };
  }
}

export function aiGatewayRoutes(origin: string): Route[] {
  return [
    {
      method: "GET",
      template: "/projects/{project_id}/branches/{branch_id}/ai_gateway",
      handler: (ctx) => getAiGateway(origin, ctx),
    },
  ];
}
