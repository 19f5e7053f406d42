import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { keepAliveOptions } from "../../front-doors/keep-alive.ts";
import { foreignHostMessage, isOwnHost } from "../../front-doors/own-host.ts";
import { misdirected } from "../errors.ts";
import type { Platform } from "../state/platform.ts";
import { adminPrefix, handleAdminRequest } from "./admin-requests.ts";
import { handleApiRequest } from "./api-requests.ts";
import { apiPrefix, apiRouter } from "./api-routes.ts";
import { consoleEventsPath, serveConsoleEvents } from "./console-events.ts";
import { isConsoleRequest, serveConsole } from "./console-requests.ts";
import { errorReply, send } from "./responses.ts";
import type { AdminContext, Route } from "./routing/router.ts";

export { adminPrefix, apiPrefix };

export interface ServerOptions {
  platform: Platform;
  /** The branch services' routes, served beside the platform's own. */
  serviceRoutes: readonly Route[];
  loadSeed: AdminContext["loadSeed"];
}

/**
 * The control plane's HTTP server: Neon's API under /api/v2, the admin API under /__emulator, the
 * console at / (to browsers); all answer the emulator's own host names only (front-doors/own-host.ts).
 */
export function createEmulatorServer(options: ServerOptions): Server {
  const { platform } = options;
  const router = apiRouter(options.serviceRoutes);
  return createServer(keepAliveOptions, (req, res) => {
    const url = new URL(req.url ?? "/", "http://emulator.invalid");
    const header = req.headers["x-request-id"];
    const requestId = (Array.isArray(header) ? header[0] : header) || randomUUID();
    res.setHeader("x-request-id", requestId);
    const handle = async () => {
      // The admin guard checks Host itself, after the client's address.
      if (url.pathname === consoleEventsPath) return serveConsoleEvents(platform, req, res);
      if (url.pathname === adminPrefix || url.pathname.startsWith(`${adminPrefix}/`)) {
        return handleAdminRequest(platform, options.loadSeed, req, res, url, requestId);
      }
      const host = req.headers.host;
      if (!isOwnHost(host)) throw misdirected(foreignHostMessage("the API", host ?? ""));
      if (isConsoleRequest(req, url)) return serveConsole(req, res, url);
      return handleApiRequest(platform, router, req, res, url, requestId);
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) return;
      const reply = errorReply(error, requestId);
      send(res, reply.status, reply.body);
    });
  });
}
