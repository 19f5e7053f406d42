import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../errors.ts";
import type { Platform } from "../state/platform.ts";
import { checkAdminRequest } from "./admin-guard.ts";
import { adminPrefix } from "./admin-requests.ts";

/**
 * The console's live updates: a server-sent event stream, `event: change` whenever the platform
 * changed (a write that worked, an operation settled, a compute started or stopped, a service's
 * failure), so the page reads again. Guarded as the admin API is (admin-guard.ts: this machine's
 * pages only); it says that something changed, never what.
 */
export const consoleEventsPath = `${adminPrefix}/console/events`;

/** Console tabs open at once; each holds one stream. */
const maxStreams = 16;
const streamsOpen = new WeakMap<Platform, number>();
/** Changes closer together than this are told once. */
const coalesceMs = 150;
/** A comment now and then keeps an idle stream from being dropped. */
const keepAliveMs = 15_000;

export function serveConsoleEvents(
  platform: Platform,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  checkAdminRequest(req);
  if (req.method !== "GET") {
    throw new ApiError(
      405,
      "METHOD_NOT_ALLOWED",
      `${req.method} is not allowed on ${consoleEventsPath}; allowed: GET`,
    );
  }
  const open = streamsOpen.get(platform) ?? 0;
  if (open >= maxStreams) {
    throw new ApiError(
      429,
      "TOO_MANY_REQUESTS",
      `the console's event streams are limited to ${maxStreams} at once; close a console tab`,
    );
  }
  streamsOpen.set(platform, open + 1);
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  let pending: NodeJS.Timeout | undefined;
  const tell = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      res.write("event: change\ndata: {}\n\n");
    }, coalesceMs).unref();
  };
  const stopListening = [
    // Reads change nothing (the console's own included): only writes that worked.
    platform.events.on("requestAnswered", (request) => {
      const worked = request.status >= 200 && request.status < 400;
      if (worked && !request.read) tell();
    }),
    platform.events.on("operationSettled", tell),
    platform.events.on("computeChanged", tell),
    platform.events.on("serviceFailed", tell),
  ];
  const keepAlive = setInterval(() => res.write(": still here\n\n"), keepAliveMs).unref();
  res.on("close", () => {
    clearInterval(keepAlive);
    clearTimeout(pending);
    for (const stop of stopListening) stop();
    streamsOpen.set(platform, (streamsOpen.get(platform) ?? 1) - 1);
  });
  res.write("retry: 2000\n\nevent: ready\ndata: {}\n\n");
}
