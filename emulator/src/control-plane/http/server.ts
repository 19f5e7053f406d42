import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiError, errorBody, tooManyRequests } from "../errors.ts";
import { authenticate, type Caller } from "../services/access.ts";
import { iso } from "../state/clock.ts";
import { deepMerge, type RequestFaultRule } from "../state/fault-store.ts";
import type { Platform } from "../state/platform.ts";
import type { LoggedRequest } from "../state/request-log.ts";
import { type AdminContext, type AdminHandler, adminRoutes } from "./admin/admin-routes.ts";
import { checkAdminRequest } from "./admin-guard.ts";
import { anonymizedBranchRoutes } from "./routes/anonymized-branches.ts";
import { branchRoutes } from "./routes/branches.ts";
import { computeRoutes } from "./routes/computes.ts";
import { databaseRoutes } from "./routes/databases.ts";
import { keyRoutes } from "./routes/keys.ts";
import { operationRoutes } from "./routes/operations.ts";
import { projectRoutes } from "./routes/projects.ts";
import { roleRoutes } from "./routes/roles.ts";
import { schemaRoutes } from "./routes/schema.ts";
import { userRoutes } from "./routes/users.ts";
import { type Reply, Router } from "./routing/router.ts";

export const apiPrefix = "/api/v2";
export const adminPrefix = "/__emulator";

const apiRouter = new Router([
  ...projectRoutes,
  ...branchRoutes,
  ...anonymizedBranchRoutes,
  ...computeRoutes,
  ...roleRoutes,
  ...databaseRoutes,
  ...schemaRoutes,
  ...operationRoutes,
  ...keyRoutes,
  ...userRoutes,
]);
const adminRouter = new Router<AdminHandler>(adminRoutes);

export interface ServerOptions {
  platform: Platform;
  loadSeed: AdminContext["loadSeed"];
  log?: boolean;
}

const maxBodyBytes = 1024 * 1024;

/** Error codes for injected statuses, so a bare `{status: 503}` rule still answers Neon's shape. */
const statusCodes: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  423: "LOCKED",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
  504: "GATEWAY_TIMEOUT",
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes)
      throw new ApiError(413, "PAYLOAD_TOO_LARGE", "request body exceeds 1 MiB");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (raw.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (status === 204 || body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json" }).end(text);
}

function errorReply(
  error: unknown,
  requestId: string,
): Reply & { headers: Record<string, string> } {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      body: errorBody(error.code, error.message, requestId),
      headers: error.headers,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    status: 500,
    body: errorBody("INTERNAL_ERROR", `emulator error: ${message}`, requestId),
    headers: {},
  };
}

export function createEmulatorServer(options: ServerOptions): Server {
  const { platform } = options;

  async function handleAdmin(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    requestId: string,
  ) {
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
        throw new ApiError(404, "NOT_FOUND", `no admin route ${req.method} ${url.pathname}`);
      }
      const reply = await match.route.handler({
        platform,
        loadSeed: options.loadSeed,
        params: match.params,
        query: url.searchParams,
        body: parsed.value,
      });
      send(res, reply.status, reply.body);
    } catch (error) {
      const reply = errorReply(error, requestId);
      send(res, reply.status, reply.body, reply.headers);
    }
  }

  function route(
    req: IncomingMessage,
    url: URL,
    rawBody: string,
    entry: Omit<LoggedRequest, "seq">,
  ): (Reply & { headers?: Record<string, string> }) | Promise<Reply> {
    const method = entry.method;
    const path = url.pathname;
    if (!path.startsWith(`${apiPrefix}/`)) {
      throw new ApiError(404, "NOT_FOUND", `${path} is not under ${apiPrefix}`);
    }
    const match = apiRouter.match(method, path.slice(apiPrefix.length));
    if (match.kind === "not_found")
      throw new ApiError(404, "NOT_FOUND", `no route ${method} ${path}`);
    if (match.kind === "method_not_allowed") {
      throw new ApiError(
        405,
        "METHOD_NOT_ALLOWED",
        `${method} is not allowed on ${path}; allowed: ${match.allowed.join(", ")}`,
        {
          allow: match.allowed.join(", "),
        },
      );
    }
    const caller: Caller = authenticate(
      platform.state,
      req.headers.authorization,
      platform.clock.now(),
    );
    entry.key_type = caller.key.type;
    entry.key_id = caller.key.id;
    const limited = platform.rateLimiter.check(
      platform.state.limits,
      caller.key.id,
      `${method} ${match.route.template}`,
      platform.clock.now(),
    );
    if (limited) {
      throw tooManyRequests(
        `rate limit exceeded: ${limited.limit}; retry after ${limited.retryAfterSeconds} s`,
        limited.retryAfterSeconds,
      );
    }
    const parsed = parseJson(rawBody);
    if (!parsed.ok)
      throw new ApiError(400, "BAD_REQUEST", `request body is not valid JSON: ${parsed.error}`);
    return match.route.handler({
      platform,
      caller,
      params: match.params,
      query: url.searchParams,
      body: parsed.value,
    });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) {
    const started = performance.now();
    const method = req.method ?? "GET";
    platform.catchUp();
    const entry: Omit<LoggedRequest, "seq"> = {
      method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ""),
      status: 0,
      time: iso(platform.clock.now()),
      duration_ms: 0,
      request_id: requestId,
    };
    const finish = (status: number, responseBody: unknown, fault?: string) => {
      entry.status = status;
      entry.duration_ms = Math.round((performance.now() - started) * 100) / 100;
      if (responseBody !== undefined) entry.response_body = responseBody;
      if (fault) entry.fault = fault;
      platform.requests.add(entry);
      if (options.log)
        process.stderr.write(
          `${method} ${url.pathname}${url.search} -> ${status}${fault ? ` (fault ${fault})` : ""}\n`,
        );
    };

    let rawBody = "";
    try {
      rawBody = await readBody(req);
    } catch (error) {
      const reply = errorReply(error, requestId);
      send(res, reply.status, reply.body, reply.headers);
      finish(reply.status, reply.body);
      return;
    }
    const parsedForLog = parseJson(rawBody);
    if (rawBody !== "") entry.request_body = parsedForLog.ok ? parsedForLog.value : rawBody;

    const fault: RequestFaultRule | undefined = platform.faults.matchRequest(method, url.pathname);
    if (fault?.delay_ms) {
      await sleep(fault.delay_ms);
      platform.catchUp();
    }
    if (fault?.reset) {
      finish(0, undefined, "reset");
      req.socket.destroy();
      return;
    }
    if (fault?.status !== undefined) {
      const body =
        fault.body ??
        errorBody(
          statusCodes[fault.status] ?? "INJECTED_FAULT",
          `injected fault: HTTP ${fault.status}`,
          requestId,
        );
      const headers: Record<string, string> =
        fault.retry_after !== undefined ? { "retry-after": String(fault.retry_after) } : {};
      send(res, fault.status, body, headers);
      finish(fault.status, body, "status");
      return;
    }

    let reply: Reply & { headers?: Record<string, string> };
    try {
      reply = await route(req, url, rawBody, entry);
    } catch (error) {
      reply = errorReply(error, requestId);
    }
    if (fault?.drop_response) {
      finish(reply.status, reply.body, "drop_response");
      req.socket.destroy();
      return;
    }
    if (fault?.raw_body !== undefined) {
      send(res, reply.status === 204 ? 200 : reply.status, fault.raw_body, reply.headers);
      finish(reply.status, fault.raw_body, "raw_body");
      return;
    }
    if (fault?.patch_body !== undefined && reply.body !== undefined) {
      const patched = deepMerge(reply.body, fault.patch_body);
      send(res, reply.status, patched, reply.headers);
      finish(reply.status, patched, "patch_body");
      return;
    }
    send(res, reply.status, reply.body, reply.headers);
    finish(reply.status, reply.body, fault?.delay_ms ? "delay_ms" : undefined);
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://emulator.invalid");
    const header = req.headers["x-request-id"];
    const requestId = (Array.isArray(header) ? header[0] : header) || randomUUID();
    res.setHeader("x-request-id", requestId);
    const handler =
      url.pathname === adminPrefix || url.pathname.startsWith(`${adminPrefix}/`)
        ? handleAdmin
        : handleApi;
    handler(req, res, url, requestId).catch((error: unknown) => {
      if (res.headersSent) return;
      const reply = errorReply(error, requestId);
      send(res, reply.status, reply.body);
    });
  });
}
