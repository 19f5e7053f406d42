import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, errorBody } from "../errors.ts";
import type { Reply } from "./routing/router.ts";

/** Reading request bodies and writing answers, in Neon's shapes. */

const maxBodyBytes = 1024 * 1024;

/** Error codes for injected statuses, so a bare `{status: 503}` rule still answers Neon's shape. */
export const statusCodes: Record<number, string> = {
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

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req, maxBodyBytes)).toString("utf8");
}

/** The body's bytes, for a multipart upload (a function's zip), up to `limit`. */
export async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new ApiError(
        413,
        "PAYLOAD_TOO_LARGE",
        `request body exceeds ${Math.round(limit / 1024 / 1024)} MiB`,
      );
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function parseJson(
  raw: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  if (raw.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

export function send(
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

export function errorReply(
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

/** Whether a request of this method may change state (its answer waits for the state file). */
export function changesState(method: string | undefined): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}
