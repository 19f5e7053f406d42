import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../errors.ts";
import type { Platform } from "../state/platform.ts";
import { adminRoutes } from "./admin/admin-routes.ts";
import { checkAdminRequest } from "./admin-guard.ts";
import { apiPrefix } from "./api-routes.ts";
import { tellRequestAnswered } from "./request-answered.ts";
import { changesState, errorReply, parseJson, readBody, send } from "./responses.ts";
import { type AdminContext, type AdminHandler, Router } from "./routing/router.ts";

export const adminPrefix = "/__emulator";

const adminIndex = (): unknown => ({
  message:
    "The emulator's admin API: no authentication, so it answers this machine only (loopback clients, the emulator's own host names, no cross-origin requests); bodies are JSON.",
  docs: "docs/emulator/admin-api.md",
  api: apiPrefix,
  routes: adminRouter.describe().map((route) => route.replace(" ", ` ${adminPrefix}`)),
});

const adminRouter: Router<AdminHandler> = new Router<AdminHandler>([
  { method: "GET", template: "/", handler: () => ({ status: 200, body: adminIndex() }) },
  ...adminRoutes,
]);

/** One admin API request: guarded (loopback, JSON), routed, answered. */
export async function handleAdminRequest(
  platform: Platform,
  loadSeed: AdminContext["loadSeed"],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<void> {
  const started = performance.now();
  let status = 0;
  try {
    status = await answerAdminRequest(platform, loadSeed, req, res, url, requestId);
  } finally {
    tellRequestAnswered(
      platform,
      { method: req.method ?? "GET", url, admin: true },
      { status, durationMs: Math.round((performance.now() - started) * 100) / 100 },
    );
  }
}

/** Answers an admin request; the answer's status. */
async function answerAdminRequest(
  platform: Platform,
  loadSeed: AdminContext["loadSeed"],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<number> {
  try {
    checkAdminRequest(req);
    const raw = await readBody(req);
    const parsed = parseJson(raw);
    if (!parsed.ok)
      throw new ApiError(400, "BAD_REQUEST", `request body is not valid JSON: ${parsed.error}`);
    platform.catchUp();
    const match = adminRouter.match(
      req.method ?? "GET",
      url.pathname.slice(adminPrefix.length) || "/",
    );
    if (match.kind !== "found") {
      throw new ApiError(
        404,
        "NOT_FOUND",
        `no admin route ${req.method} ${url.pathname} (GET ${adminPrefix}/ lists them)`,
      );
    }
    const reply = await match.route.handler({
      platform,
      loadSeed,
      params: match.params,
      query: url.searchParams,
      body: parsed.value,
    });
    // Kept before it is answered: a kill after the answer loses nothing it said.
    if (changesState(req.method)) platform.saveState();
    send(res, reply.status, reply.body);
    return reply.status;
  } catch (error) {
    const reply = errorReply(error, requestId);
    send(res, reply.status, reply.body, reply.headers);
    return reply.status;
  }
}
