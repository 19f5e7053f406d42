/**
 * The HTTP side of the proxy's port, for Neon's serverless driver: `POST /sql` (SQL over HTTP),
 * `OPTIONS /sql` (CORS, as Neon answers it), a WebSocket upgrade on any path (the Postgres
 * protocol over WebSockets), over plain HTTP or over TLS with the proxy's certificate; Neon Auth
 * (`/neonauth/…`, auth-front.ts).
 * Anything else answers 400 "query is not supported", as on Neon. A request or an upgrade whose
 * `Host` is not one of the emulator's own names gets 421 first (front-doors/own-host.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { type SecureContext, TLSSocket } from "node:tls";
import { foreignHostMessage, isOwnHost } from "../front-doors/own-host.ts";
import { type AuthRequests, authPathPrefix, serveAuth } from "./auth-front.ts";
import type { ClientTransport, ComputeGateway } from "./gateway.ts";
import { SqlOverHttp, type SqlOverHttpOptions } from "./http-sql.ts";
import { type RestHandler, restTarget } from "./rest-front.ts";
import { webSocketUpgrades } from "./websocket.ts";

export type ServerlessOptions = SqlOverHttpOptions & {
  /** Neon's Data API (`/apirest/…`, rest-front.ts); without one, those paths answer 400. */
  rest?: RestHandler;
};

export interface ServerlessFront {
  /** A connection whose first bytes were HTTP, or TLS (then HTTP inside). */
  accept(stream: Duplex, kind: "tls" | "http"): void;
  /** SQL over HTTP's connections to computes (for tests and the bench). */
  readonly sql: SqlOverHttp;
  close(): Promise<void>;
}

const corsAllowHeaders =
  "Authorization, Neon-Connection-String, Neon-Raw-Text-Output, Neon-Array-Mode, Neon-Pool-Opt-In, Neon-Batch-Read-Only, Neon-Batch-Isolation-Level";

function misdirectedBody(host: string | undefined): string {
  const message = foreignHostMessage("the proxy", host ?? "");
  return JSON.stringify({ code: "MISDIRECTED_REQUEST", message });
}

/** A refused WebSocket upgrade: an HTTP answer on the raw socket, then it closes. */
function refuseUpgrade(socket: Duplex, host: string | undefined): void {
  const body = misdirectedBody(host);
  socket.end(
    `HTTP/1.1 421 Misdirected Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function startServerlessFront(
  options: ServerlessOptions & {
    gateway: ComputeGateway;
    /** The proxy's certificate; without one, TLS connections are closed. */
    tls: SecureContext | undefined;
    acceptWebSocket(stream: Duplex, transport: ClientTransport): void;
    /** Neon Auth's servers (`/neonauth/…`, auth-front.ts). */
    auth?: AuthRequests | undefined;
  },
): ServerlessFront {
  const sql = new SqlOverHttp(options.gateway, options);
  const webSockets = webSocketUpgrades(options.acceptWebSocket);

  const route = (request: IncomingMessage, response: ServerResponse) => {
    if (!isOwnHost(request.headers.host)) {
      // No CORS headers: a rebound page's preflight is not granted either.
      const body = misdirectedBody(request.headers.host);
      response.writeHead(421, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
      });
      response.end(body);
      return;
    }
    const path = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
    const rest = options.rest ? restTarget(path) : undefined;
    if (path.startsWith(authPathPrefix)) {
      serveAuth(options.auth, path, request, response).catch(() => response.destroy());
    } else if (rest && options.rest) {
      options.rest(request, response, rest).catch(() => response.destroy());
    } else if (path === "/sql" && request.method === "POST") {
      sql.handle(request, response).catch(() => response.destroy());
    } else if (path === "/sql" && request.method === "OPTIONS") {
      response.writeHead(200, {
        Allow: "OPTIONS, POST",
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": corsAllowHeaders,
        "Access-Control-Max-Age": "86400",
      });
      response.end();
    } else {
      const body = JSON.stringify("query is not supported");
      response.writeHead(400, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
      });
      response.end(body);
    }
  };

  const http = createServer(route);
  http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isOwnHost(request.headers.host)) webSockets.upgrade(request, socket, head);
    else refuseUpgrade(socket, request.headers.host);
  });
  http.on("clientError", (_error, socket) => socket.destroy());
  const secureContext = options.tls;
  /** TLS first, then HTTP inside (HTTPS, and WSS for WebSockets). */
  const acceptTls = (stream: Duplex, context: SecureContext) => {
    const secure = new TLSSocket(stream, {
      isServer: true,
      secureContext: context,
      ALPNProtocols: ["http/1.1"],
    });
    secure.on("error", () => secure.destroy());
    secure.once("secure", () => http.emit("connection", secure));
  };

  return {
    sql,
    accept(stream, kind) {
      if (kind === "http") http.emit("connection", stream);
      else if (secureContext) acceptTls(stream, secureContext);
      else stream.destroy();
    },
    async close() {
      await Promise.all([sql.close(), webSockets.close()]);
      http.closeAllConnections();
    },
  };
}
