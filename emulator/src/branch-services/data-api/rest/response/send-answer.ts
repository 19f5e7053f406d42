import type { IncomingMessage, ServerResponse } from "node:http";
import { RestError } from "../core/errors.ts";
import { type Answer, json } from "./answers.ts";

/**
 * Writes an answer. One Node refuses to write (a header value it rejects) becomes PostgREST's
 * JSON error, never a dropped connection: the request's write may have committed, and a client
 * that gets no answer at all would send it again.
 */
export function sendAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Answer,
): void {
  try {
    write(request, response, answer);
  } catch (error) {
    if (response.headersSent) {
      response.destroy(error as Error);
      return;
    }
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    const failure = new RestError(500, "PGRST000", "The answer could not be sent", {
      details: error instanceof Error ? error.message : String(error),
    });
    write(request, response, {
      status: failure.status,
      headers: { "Content-Type": json },
      body: JSON.stringify(failure.body()),
    });
  }
}

function write(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(answer.body));
  response.writeHead(answer.status, headers);
  response.end(request.method === "HEAD" ? undefined : answer.body);
}
