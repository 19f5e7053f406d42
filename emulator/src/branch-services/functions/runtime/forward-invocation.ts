import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";

/** Headers of one hop only (RFC 9110 7.6.1), not passed to the function nor back. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function passedHeaders(headers: IncomingMessage["headers"]): Record<string, string | string[]> {
  const passed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) passed[name] = value;
  }
  return passed;
}

/** Connections to the functions' processes, kept open between invocations. */
const toFunctions = new Agent({ keepAlive: true });

export interface Forwarding {
  port: number;
  /** The path and query the function sees (its invocation URL's rest, from `/`). */
  path: string;
  /** No byte from the function for this long cuts the invocation off: 504 before its answer. */
  timeoutMs: number;
}

export type ForwardOutcome = "answered" | "timed_out" | "failed";

/**
 * One invocation: method, path, query, headers and body streamed to the function's process,
 * its answer streamed back as it comes. A function silent for `timeoutMs` is cut off (504, or
 * the answer ends early when it had begun); a process that dies mid-way answers 502.
 */
export function forwardInvocation(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  forwarding: Forwarding,
): Promise<ForwardOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ForwardOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: forwarding.port,
        agent: toFunctions,
        method: incoming.method,
        path: forwarding.path,
        headers: passedHeaders(incoming.headers),
      },
      (answer) => {
        const headers = passedHeaders(answer.headers);
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        answer.on("end", () => settle("answered"));
        answer.on("error", () => {
          outgoing.destroy();
          settle("failed");
        });
      },
    );
    upstream.setTimeout(forwarding.timeoutMs, () => {
      upstream.destroy();
      if (outgoing.headersSent) outgoing.destroy();
      else
        answerPlain(
          outgoing,
          504,
          `the function did not answer within ${forwarding.timeoutMs} ms and was cut off`,
        );
      settle("timed_out");
    });
    upstream.on("error", (error) => {
      if (settled) return;
      if (outgoing.headersSent) outgoing.destroy();
      else answerPlain(outgoing, 502, `the function's process failed: ${error.message}`);
      settle("failed");
    });
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
}

export function answerPlain(outgoing: ServerResponse, status: number, message: string): void {
  const body = `${message}\n`;
  outgoing.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  outgoing.end(body);
}
