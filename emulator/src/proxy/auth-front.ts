/**
 * Neon Auth on the proxy's port (http, and https with the proxy's certificate, as `/sql`):
 * `/neonauth/<branch-id>/<database>/auth/…` goes to that branch's auth server. The path ends
 * in Neon's `…/<database>/auth`; the branch id stays the same when its computes change.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const authPathPrefix = "/neonauth/";

/** Better Auth's own limit is far above what its requests need; Neon answers 413 beyond it. */
export const maxAuthRequestBytes = 1024 * 1024;

/** The emulator's auth servers, as the proxy sees them. */
export interface AuthRequests {
  handle(
    branchId: string,
    databaseName: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<"served" | "not-enabled">;
}

/** A branch's auth path on the proxy's port: Neon's `…/<database>/auth` after the branch id. */
export function authBasePath(branchId: string, databaseName: string): string {
  return `${authPathPrefix}${branchId}/${encodeURIComponent(databaseName)}/auth`;
}

const authPath = /^\/neonauth\/([a-z0-9-]{1,60})\/([^/]+)\/auth(?:\/|$)/;

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

export async function serveAuth(
  auth: AuthRequests | undefined,
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
  if (!auth || !match?.[1] || database === undefined) {
    sendError(response, 404, "NOT_FOUND", `no Neon Auth at ${path}`);
    return;
  }
  const length = Number(request.headers["content-length"] ?? 0);
  if (length > maxAuthRequestBytes) {
    sendError(
      response,
      413,
      "PAYLOAD_TOO_LARGE",
      `request body is too large (max is ${maxAuthRequestBytes} bytes)`,
    );
    request.resume();
    return;
  }
  try {
    const answer = await auth.handle(match[1], database, request, response);
    if (answer === "not-enabled") {
      sendError(
        response,
        404,
        "NOT_FOUND",
        `Neon Auth is not enabled for database ${database} on branch ${match[1]}`,
      );
    }
  } catch (error) {
    sendError(
      response,
      503,
      "AUTH_UNAVAILABLE",
      `the auth server of branch ${match[1]} could not start: ${(error as Error).message}`,
    );
  }
}
