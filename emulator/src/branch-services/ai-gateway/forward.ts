import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { sendGatewayError } from "./errors.ts";
import { clientResponseHeaders, upstreamRequestHeaders } from "./headers.ts";
import { shownUpstream, type Upstream, upstreamUrl } from "./upstream.ts";

/** What the gateway forwards: the path after the dialect's `/v1`, the query, the branch's token. */
export interface Forwarded {
  path: string;
  search: string;
  /** Only to keep it from going upstream. */
  token: string;
}

/**
 * Forwards requests to the upstream as they come: the body is streamed up, the answer streamed
 * back as its chunks arrive (Server-Sent Events for `stream: true` reach the client one by one).
 */
export class UpstreamClient {
  readonly upstream: Upstream;
  #agents = newAgents();
  readonly #inFlight = new Set<ClientRequest>();

  constructor(upstream: Upstream) {
    this.upstream = upstream;
  }

  /** Settles when the exchange is over: answered, failed, or the client gone. */
  forward(request: IncomingMessage, response: ServerResponse, forwarded: Forwarded): Promise<void> {
    const url = upstreamUrl(this.upstream, forwarded.path, forwarded.search, forwarded.token);
    const https = url.protocol === "https:";
    const send = https ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      let answered = false;
      const outgoing = send(
        url,
        {
          method: request.method ?? "GET",
          headers: upstreamRequestHeaders(request.headers, forwarded.token, this.upstream.apiKey),
          agent: https ? this.#agents.https : this.#agents.http,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, clientResponseHeaders(answer.headers));
          response.flushHeaders();
          answer.on("end", () => {
            answered = true;
          });
          answer.on("error", () => response.destroy());
          answer.pipe(response);
        },
      );
      this.#inFlight.add(outgoing);
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        if (response.destroyed || response.writableEnded) return;
        sendGatewayError(request, response, {
          status: 502,
          type: "server_error",
          code: "upstream_unreachable",
          message: `the AI gateway's upstream ${shownUpstream(this.upstream)} did not answer: ${error.code ?? error.message}`,
        });
      });
      response.once("close", () => {
        this.#inFlight.delete(outgoing);
        // The client left before the whole answer: the upstream's work for it stops too.
        if (!answered) outgoing.destroy();
        resolve();
      });
      request.pipe(outgoing);
    });
  }

  /** Ends every exchange under way; later requests open new connections. */
  close(): void {
    for (const outgoing of this.#inFlight) outgoing.destroy();
    this.#inFlight.clear();
    this.#agents.http.destroy();
    this.#agents.https.destroy();
    this.#agents = newAgents();
  }
}

function newAgents() {
  return { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
}
