import type { IncomingMessage, ServerResponse } from "node:http";
import { findBranch } from "../../control-plane/state/find-branch.ts";
import type { Platform } from "../../control-plane/state/platform.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import type { BranchFunctions } from "./lifecycle/branch-functions.ts";
import { functionsPrefix } from "./model/urls.ts";
import { answerPlain, forwardInvocation } from "./runtime/forward-invocation.ts";

/**
 * `/fn/<branch id>-<slug><path>`: Neon's host label `<branch id>-<slug>` (a slug has no dash,
 * so the last dash splits it), then the path the function sees.
 */
const invocationPath = /^\/fn\/([a-z0-9-]{1,60})-([a-z0-9]{1,20})(\/.*)?$/;

interface Invocation {
  branchId: string;
  slug: string;
  /** From `/`, with the query. */
  path: string;
}

function invocationOf(url: string): Invocation | undefined {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const match = invocationPath.exec(path);
  if (!match) return undefined;
  return {
    branchId: match[1] as string,
    slug: match[2] as string,
    path: `${match[3] ?? "/"}${query !== undefined ? `?${query}` : ""}`,
  };
}

/**
 * The functions' door on the proxy's port (http and https alike): each request goes to the
 * process of the function's active deployment, started on its first invocation. Invocation
 * URLs are public, as Neon's are (a function checks its callers itself).
 */
export function functionsFrontDoor(
  platform: Platform,
  functions: BranchFunctions,
): ServiceFrontDoor {
  return {
    pathPrefix: functionsPrefix,
    handlerFor(path) {
      if (!invocationPath.test(path)) return undefined;
      return (request, response) => invoke(platform, functions, request, response);
    },
  };
}

async function invoke(
  platform: Platform,
  functions: BranchFunctions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  platform.catchUp();
  const invocation = invocationOf(request.url ?? "/");
  const place = invocation ? findBranch(platform, invocation.branchId) : undefined;
  if (!invocation || !place) {
    request.resume();
    answerPlain(response, 404, `no function at ${request.url}`);
    return;
  }
  const fn = functions.store.get(place.branch.id, invocation.slug);
  if (!fn) {
    request.resume();
    answerPlain(response, 404, `branch ${place.branch.id} has no function ${invocation.slug}`);
    return;
  }
  let serving: Awaited<ReturnType<BranchFunctions["serving"]>>;
  try {
    serving = await functions.serving(place, invocation.slug);
  } catch (error) {
    request.resume();
    answerPlain(
      response,
      500,
      `function ${invocation.slug} failed to start: ${(error as Error).message}`,
    );
    return;
  }
  if (!serving) {
    request.resume();
    answerPlain(response, 503, `function ${invocation.slug} has no completed deployment yet`);
    return;
  }
  try {
    await forwardInvocation(request, response, {
      port: serving.port,
      path: invocation.path,
      timeoutMs: functions.invocationTimeoutMs,
    });
  } finally {
    serving.release();
  }
}
