import type { IncomingMessage, ServerResponse } from "node:http";
import { findBranch } from "../../control-plane/state/find-branch.ts";
import type { Platform } from "../../control-plane/state/platform.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import { sendGatewayError } from "./errors.ts";
import type { UpstreamClient } from "./forward.ts";
import { admit } from "./gateway-auth.ts";
import { gatewayPrefix } from "./urls.ts";

/** A request to a branch's gateway: `/ai/<branch id>/ai-gateway/<dialect><path>`. */
interface GatewayTarget {
  branchId: string;
  dialect: string;
  path: string;
}

const gatewayPath = /^\/ai\/([a-z0-9-]{1,60})\/ai-gateway\/([a-z0-9-]+)(\/.*)?$/;

function gatewayTarget(path: string): GatewayTarget | undefined {
  const match = gatewayPath.exec(path);
  if (!match) return undefined;
  return { branchId: match[1] as string, dialect: match[2] as string, path: match[3] ?? "" };
}

/**
 * Neon's dialects in OpenAI's API: `openai` (the Responses API, and OpenAI's other routes) and
 * `mlflow` (its unified chat completions); both go to the one OpenAI-compatible upstream. The
 * path after their `/v1` is the upstream's path after its base URL; undefined for any other.
 */
function openAiPath(target: GatewayTarget): string | undefined {
  if (target.dialect !== "openai" && target.dialect !== "mlflow") return undefined;
  if (target.path !== "/v1" && !target.path.startsWith("/v1/")) return undefined;
  return target.path.slice("/v1".length);
}

const branchExists = (platform: Platform, branchId: string) =>
  findBranch(platform, branchId) !== undefined;

/**
 * The AI gateway's door on the proxy's port (http and https alike): each request's credential
 * is checked against the platform as it is now (a revoked or rotated-away token is refused by the
 * next request), then forwarded to the upstream without it; without an upstream, 503.
 */
export function gatewayFrontDoor(
  platform: Platform,
  upstream: UpstreamClient | undefined,
): ServiceFrontDoor {
  return {
    pathPrefix: gatewayPrefix,
    handlerFor(path) {
      const target = gatewayTarget(path);
      if (!target) return undefined;
      return (request, response) => serve(platform, upstream, target, request, response);
    },
  };
}

async function serve(
  platform: Platform,
  upstream: UpstreamClient | undefined,
  target: GatewayTarget,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  platform.catchUp();
  if (!branchExists(platform, target.branchId)) {
    sendGatewayError(request, response, {
      status: 404,
      type: "invalid_request_error",
      code: "branch_not_found",
      message: `branch ${target.branchId} does not exist`,
    });
    return;
  }
  const admission = admit(platform, target.branchId, request);
  if (!admission.ok) {
    sendGatewayError(request, response, admission.error);
    return;
  }
  const path = openAiPath(target);
  if (path === undefined) {
    sendGatewayError(request, response, {
      status: 404,
      type: "invalid_request_error",
      code: "unknown_route",
      message: `the emulator's AI gateway serves OpenAI's API only, under /ai-gateway/openai/v1/… and /ai-gateway/mlflow/v1/…, not /ai-gateway/${target.dialect}${target.path}`,
    });
    return;
  }
  if (!upstream) {
    sendGatewayError(request, response, {
      status: 503,
      type: "server_error",
      code: "ai_gateway_unavailable",
      message:
        "AI Gateway is not available: the emulator has no upstream to forward to; start it with --ai-gateway-upstream <an OpenAI-compatible base URL> (startEmulator's aiGatewayUpstream)",
    });
    return;
  }
  const search = new URL(request.url ?? "/", "http://gateway.invalid").search;
  await upstream.forward(request, response, { path, search, token: admission.token });
}
