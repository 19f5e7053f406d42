import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiError, errorBody } from "../errors.ts";
import { authenticateRequest, countRequest } from "../services/access/api-admission.ts";
import { recordRequest, takeRequestFault } from "../services/platform/emulator-controls.ts";
import { iso } from "../state/clock/clock.ts";
import { deepMerge, type RequestFaultRule } from "../state/fault-store.ts";
import type { Platform } from "../state/platform.ts";
import type { LoggedRequest } from "../state/request-log.ts";
import { apiPrefix } from "./api-routes.ts";
import { tellRequestAnswered } from "./request-answered.ts";
import {
  changesState,
  errorReply,
  parseJson,
  readBody,
  readBodyBytes,
  send,
  statusCodes,
} from "./responses.ts";
import type { MultipartBody, Reply, Router } from "./routing/router.ts";
import { isSignpost, signpost } from "./signposts.ts";

type LogEntry = Omit<LoggedRequest, "seq">;

/** A function's zip comes as multipart/form-data (createProjectBranchFunctionDeployment). */
const maxMultipartBytes = 64 * 1024 * 1024;

/** Matches the route, admits the caller (key, rate limit), parses the body, runs the handler. */
function route(
  platform: Platform,
  router: Router,
  req: IncomingMessage,
  url: URL,
  rawBody: string,
  entry: LogEntry,
  multipart?: MultipartBody,
): (Reply & { headers?: Record<string, string> }) | Promise<Reply> {
  const method = entry.method;
  const path = url.pathname;
  if (isSignpost(method, path)) return { status: 200, body: signpost(path, router) };
  if (!path.startsWith(`${apiPrefix}/`)) {
    throw new ApiError(
      404,
      "NOT_FOUND",
      `no route ${method} ${path}: Neon's API is under ${apiPrefix} (GET ${apiPrefix} lists its routes)`,
    );
  }
  const match = router.match(method, path.slice(apiPrefix.length));
  if (match.kind === "not_found")
    throw new ApiError(
      404,
      "NOT_FOUND",
      `no route ${method} ${path} (GET ${apiPrefix} lists the emulator's routes)`,
    );
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
  const caller = authenticateRequest(platform, req.headers.authorization);
  entry.key_type = caller.key.type;
  entry.key_id = caller.key.id;
  countRequest(platform, caller, `${method} ${match.route.template}`);
  const parsed = multipart ? { ok: true as const, value: undefined } : parseJson(rawBody);
  if (!parsed.ok)
    throw new ApiError(400, "BAD_REQUEST", `request body is not valid JSON: ${parsed.error}`);
  return match.route.handler({
    platform,
    caller,
    params: match.params,
    query: url.searchParams,
    body: parsed.value,
    ...(multipart ? { multipart } : {}),
  });
}

/**
 * One API request: logged (the admin API's request log, and told to the platform's listeners:
 * the emulator's log), and changed as an armed request fault says (delay, reset, status, dropped
 * response, raw or patched body).
 */
export async function handleApiRequest(
  platform: Platform,
  router: Router,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<void> {
  const started = performance.now();
  const method = req.method ?? "GET";
  platform.catchUp();
  const entry: LogEntry = {
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
    recordRequest(platform, entry);
    tellRequestAnswered(
      platform,
      { method, url, admin: false },
      { status, durationMs: entry.duration_ms, fault },
    );
  };

  let rawBody = "";
  let multipart: MultipartBody | undefined;
  const contentType = req.headers["content-type"] ?? "";
  try {
    if (/^multipart\/form-data/i.test(contentType)) {
      multipart = { contentType, bytes: await readBodyBytes(req, maxMultipartBytes) };
    } else {
      rawBody = await readBody(req);
    }
  } catch (error) {
    const reply = errorReply(error, requestId);
    send(res, reply.status, reply.body, reply.headers);
    finish(reply.status, reply.body);
    return;
  }
  const parsedForLog = parseJson(rawBody);
  if (rawBody !== "") entry.request_body = parsedForLog.ok ? parsedForLog.value : rawBody;
  // A multipart body may carry secrets (a deployment's environment values): never logged.
  if (multipart) entry.request_body = `(multipart/form-data, ${multipart.bytes.length} bytes)`;

  const fault: RequestFaultRule | undefined = takeRequestFault(platform, method, url.pathname);
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
    reply = await route(platform, router, req, url, rawBody, entry, multipart);
  } catch (error) {
    reply = errorReply(error, requestId);
  }
  // Kept before it is answered (or dropped): a kill after the answer loses nothing it said.
  if (changesState(method)) {
    try {
      platform.saveState();
    } catch (error) {
      reply = errorReply(error, requestId);
    }
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
  if (reply.raw) {
    res.writeHead(reply.status, reply.raw.headers);
    await reply.raw.write(res);
    finish(reply.status, reply.raw.description, fault?.delay_ms ? "delay_ms" : undefined);
    return;
  }
  send(res, reply.status, reply.body, reply.headers);
  finish(reply.status, reply.body, fault?.delay_ms ? "delay_ms" : undefined);
}
