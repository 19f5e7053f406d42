import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { S3Error } from "./s3-error.ts";
import { escapeXml } from "./xml.ts";

/** S3's request ids, on every answer and in every error body. */
export interface RequestIds {
  requestId: string;
  hostId: string;
}

export const newRequestIds = (): RequestIds => ({
  requestId: randomBytes(8).toString("hex").toUpperCase(),
  hostId: randomBytes(24).toString("base64"),
});

export const idHeaders = (ids: RequestIds) => ({
  "x-amz-request-id": ids.requestId,
  "x-amz-id-2": ids.hostId,
});

/** An XML answer (`body` from xml.ts). */
export function sendXml(
  response: ServerResponse,
  ids: RequestIds,
  status: number,
  body: string,
  headers: OutgoingHttpHeaders = {},
): void {
  response.writeHead(status, {
    ...idHeaders(ids),
    "Content-Type": "application/xml",
    "Content-Length": Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

/** An answer without a body (HeadObject, DeleteObject's 204, an ETag-only UploadPart). */
export function sendEmpty(
  response: ServerResponse,
  ids: RequestIds,
  status: number,
  headers: OutgoingHttpHeaders = {},
): void {
  response.writeHead(status, { ...idHeaders(ids), ...headers });
  response.end();
}

/**
 * S3's error answer: `<Error><Code>…</Code><Message>…</Message>…<RequestId>…<HostId>…</Error>`,
 * no body for HEAD (clients read the status). A body still on its way is read and dropped so
 * the client gets the answer; an error other than S3's is a 500 InternalError.
 */
export function sendS3Error(
  request: IncomingMessage,
  response: ServerResponse,
  ids: RequestIds,
  thrown: unknown,
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const error =
    thrown instanceof S3Error
      ? thrown
      : new S3Error(
          500,
          "InternalError",
          `We encountered an internal error: ${String((thrown as Error)?.message ?? thrown)}`,
        );
  request.resume();
  const headers = { ...error.headers, Connection: request.complete ? "keep-alive" : "close" };
  if (request.method === "HEAD") {
    sendEmpty(response, ids, error.status, { ...headers, "x-amz-error-code": error.code });
    return;
  }
  const fields = Object.entries(error.fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join("");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${fields}<RequestId>${ids.requestId}</RequestId><HostId>${escapeXml(ids.hostId)}</HostId></Error>`;
  sendXml(response, ids, error.status, body, headers);
}
