import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const DOCS_URL = "https://docs.github.com/rest";

export class BadJsonError extends Error {}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadJsonError("Problems parsing JSON");
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "x-github-media-type": "github.v3; format=json",
    "x-github-request-id": randomBytes(8).toString("hex").toUpperCase(),
    "x-ratelimit-limit": "5000",
    "x-ratelimit-remaining": "4999",
    "x-ratelimit-used": "1",
    "x-ratelimit-resource": "core",
    ...headers,
  });
  response.end(payload);
}

/** GitHub's error body; recent responses repeat the status as a string. */
export function errorBody(status: number, message: string, documentationUrl = DOCS_URL) {
  return { message, documentation_url: documentationUrl, status: String(status) };
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Bad Request",
  401: "Bad credentials",
  403: "Resource not accessible by integration",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  422: "Validation Failed",
  429: "API rate limit exceeded",
  500: "Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export function defaultErrorBody(status: number) {
  return errorBody(status, DEFAULT_MESSAGES[status] ?? `HTTP ${status}`);
}

/** GitHub's REST timestamps: ISO 8601 in UTC without milliseconds. */
export function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
}
