/**
 * Neon Auth's front door on the proxy's port (http, and https with the proxy's certificate, as
 * `/sql`): `/neonauth/<branch-id>/<database>/auth/…` (api/urls.ts) goes to that branch's auth
 * server, started on its first request. The body is read here, within a size limit, and handed
 * on as a web `Request`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Platform } from "../../control-plane/state/platform.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import { authSettingsFor, type NeonAuthRuntime } from "./api/integration.ts";
import { authPathPrefix } from "./api/urls.ts";

/** Far above what Better Auth's requests need; beyond it the answer is 413 at once. */
export const maxAuthRequestBytes = 1024 * 1024;

/** The branches' auth servers, as the door reaches them: undefined when the branch has none. */
interface AuthRequests {
  handle(branchId: string, databaseName: string, request: Request): Promise<Response | undefined>;
}

/** The door on the platform: each request goes to its branch's server, as the branch is now. */
export function authFrontDoor(platform: Platform, runtime: NeonAuthRuntime): ServiceFrontDoor {
  const servers: AuthRequests = {
    async handle(branchId, databaseName, request) {
      const settings = authSettingsFor(platform, runtime, branchId);
      if (!settings || settings.databaseName !== databaseName) return undefined;
      return runtime.servers.handle(settings, request);
    },
  };
  return {
    pathPrefix: authPathPrefix,
    handlerFor: (path) => (request, response) => serveAuth(servers, path, request, response),
  };
}

const authPath = /^\/neonauth\/([a-z0-9-]{1,60})\/([^/]+)\/auth(?:\/|$)/;

class TooLarge extends Error {}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(body);
}

/**
 * The whole body, or TooLarge as soon as it passes the limit (whatever Content-Length says);
 * the rest is then read and dropped, so the client still gets the answer.
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers["content-length"] ?? 0) > maxAuthRequestBytes) {
    request.resume();
    return Promise.reject(new TooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxAuthRequestBytes) {
        chunks.push(chunk);
        return;
      }
      request.off("data", onData);
      request.off("end", onEnd);
      request.resume();
      reject(new TooLarge());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on("data", onData);
    request.on("end", onEnd);
    request.once("error", reject);
  });
}

function webRequest(request: IncomingMessage, body: Buffer): Request {
  const scheme = (request.socket as TLSSocket).encrypted ? "https" : "http";
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? "GET";
  return new Request(
    new URL(request.url ?? "/", `${scheme}://${request.headers.host ?? "127.0.0.1"}`),
    {
      method,
      headers,
      ...(method === "GET" || method === "HEAD" ? {} : { body }),
    },
  );
}

async function sendResponse(response: ServerResponse, answer: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = Buffer.from(await answer.arrayBuffer());
  delete headers["content-encoding"];
  headers["content-length"] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

async function serveAuth(
  auth: AuthRequests,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const match = authPath.exec(path);
  let database: string | undefined;
  try {
    database = match?.[2] !== undefined ? decodeURIComponent(match[2]) : undefined;
  } catch {
    database = undefined;
  }
  const branchId = match?.[1];
  if (!branchId || database === undefined) {
    sendError(response, 404, "NOT_FOUND", `no Neon Auth at ${path}`);
    return;
  }
  let web: Request;
  try {
    web = webRequest(request, await readBody(request));
  } catch (error) {
    if (error instanceof TooLarge) {
      sendError(
        response,
        413,
        "PAYLOAD_TOO_LARGE",
        `request body is too large (max is ${maxAuthRequestBytes} bytes)`,
      );
    } else sendError(response, 400, "BAD_REQUEST", "the request could not be read");
    return;
  }
  let answer: Response | undefined;
  try {
    answer = await auth.handle(branchId, database, web);
  } catch (error) {
    sendError(
      response,
      503,
      "AUTH_UNAVAILABLE",
      `the auth server of branch ${branchId} could not answer: ${(error as Error).message}`,
    );
    return;
  }
  if (!answer) {
    sendError(
      response,
      404,
      "NOT_FOUND",
      `Neon Auth is not enabled for database ${database} on branch ${branchId}`,
    );
    return;
  }
  await sendResponse(response, answer);
}
