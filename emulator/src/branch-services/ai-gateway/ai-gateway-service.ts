import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import { UpstreamClient } from "./forward.ts";
import { gatewayFrontDoor } from "./front-door.ts";
import { aiGatewayRoutes } from "./routes.ts";
import { type AiGatewayUpstreamOptions, parseUpstream } from "./upstream.ts";

export type { AiGatewayUpstreamOptions } from "./upstream.ts";
/** Throws, saying why, when an upstream cannot be used (for the command line's own check). */
export { parseUpstream as checkAiGatewayUpstream } from "./upstream.ts";
export { gatewayBaseUrl } from "./urls.ts";

/**
 * Neon's AI gateway: getProjectBranchAiGateway (routes.ts) and, at each branch's base URL on the
 * proxy's port (`/ai/<branch id>`, front-door.ts), OpenAI's API behind a branch credential with
 * `ai_gateway:invoke`, forwarded to the OpenAI-compatible server given as `upstream`; without
 * one, its requests answer 503. It keeps nothing per branch: credentials live on the branch.
 */
export function aiGatewayService(
  host: BranchServiceHost,
  upstream: AiGatewayUpstreamOptions | undefined,
): BranchService {
  const client = upstream ? new UpstreamClient(parseUpstream(upstream)) : undefined;
  return {
    name: "ai-gateway",
    routes: aiGatewayRoutes(proxyOrigin(host.proxy)),
    frontDoor: (platform) => gatewayFrontDoor(platform, client),
    stop: async () => client?.close(),
  };
}
