/**
 * The HTTP side of the proxy's port, for Neon's serverless driver: `POST /sql` (SQL over HTTP),
 * `OPTIONS /sql` (CORS, as Neon answers it), a WebSocket upgrade on any path (the Postgres
 * protocol over WebSockets), over plain HTTP or over TLS with the proxy's certificate; and the
 * branch services' front doors (front-doors/service-front-door.ts: Neon Auth's `/neonauth/…`,
 * the Data API's `/apirest/…`, the AI gateway's `/ai/…`, Object Storage's `/s3/…`). Anything else answers 400 "query is not supported", as on Neon.
 * A request or an upgrade whose `Host` is not one of the emulator's own names gets 421 first;
 * SQL from a page served elsewhere (its `Origin`) gets 403 (front-doors/own-host.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { type SecureContext, TLSSocket } from "node:tls";
import type { ComputeGateway } from "../../front-doors/compute-gateway.ts";
import { keepAliveOptions } from "../../front-doors/keep-alive.ts";
import {
  foreignHostMessage,
  foreignOriginMessage,
  isOwnHost,
  isOwnOrigin,
} from "../../front-doors/own-host.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import type { ClientTransport } from "../wire/client-transport.ts";
import { SqlOverHttp, type SqlOverHttpOptions } from "./sql-over-http.ts";
import { webSocketUpgrades } from "./websocket.ts";

export type ServerlessOptions = SqlOverHttpOptions;

export interface ServerlessFront {
  /** A connection whose first bytes were HTTP (the socket, paused), or TLS (then HTTP inside). */
  accept(stream: Duplex, kind: "tls" | "http"): void;
  /** SQL over HTTP's connections to computes (for tests and the bench). */
  readonly sql: SqlOverHttp;
  close(): Promise<void>;
}

const corsAllowHeaders =
  "Authorization, Neon-Connection-String, Neon-Raw-Text-Output, Neon-Array-Mode, Neon-Pool-Opt-In, Neon-Batch-Read-Only, Neon-Batch-Isolation-Level";

interface Refusal {
  status: 421 | 403;
  reason: string;
  body: string;
}

/**
 * A request addressed to a foreign name (a DNS-rebound page) is refused before anything else,
 * with no CORS headers. So is one to the raw SQL doors (`/sql`, WebSockets) sent by a page served
 * elsewhere: those take a role's password, fixed in the built-in seed. Neon Auth and the Data
 * API judge a page's `Origin` by their own settings (trusted domains, allowed CORS origins).
 */
function refusalOf(request: IncomingMessage, takesPassword: boolean): Refusal | undefined {
  const { host, origin } = request.headers;
  if (!isOwnHost(host)) {
    const message = foreignHostMessage("the proxy", host ?? "");
    const body = JSON.stringify({ code: "MISDIRECTED_REQUEST", message });
    return { status: 421, reason: "Misdirected Request", body };
  }
  if (takesPassword && !isOwnOrigin(origin)) {
    const message = foreignOriginMessage("the proxy", origin ?? "");
    return {
      status: 403,
      reason: "Forbidden",
      body: JSON.stringify({ code: "FORBIDDEN", message }),
    };
  }
  return undefined;
}

/** A refused WebSocket upgrade: an HTTP answer on the raw socket, then it closes. */
function refuseUpgrade(socket: Duplex, refusal: Refusal): void {
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(refusal.body)}\r\nConnection: close\r\n\r\n${refusal.body}`,
  );
}

export function startServerlessFront(
  options: ServerlessOptions & {
    gateway: ComputeGateway;
    /** The proxy's certificate; without one, TLS connections are closed. */
    tls: SecureContext | undefined;
    acceptWebSocket(stream: Duplex, transport: ClientTransport): void;
    /** The branch services' doors, each answering the paths under its prefix. */
    frontDoors: readonly ServiceFrontDoor[];
  },
): ServerlessFront {
  const sql = new SqlOverHttp(options.gateway, options);
  const webSockets = webSocketUpgrades(options.acceptWebSocket);

  const route = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
    const refusal = refusalOf(request, path === "/sql");
    if (refusal) {
      // No CORS headers: a foreign page's preflight is not granted either.
      response.writeHead(refusal.status, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(refusal.body),
      });
      response.end(refusal.body);
      return;
    }
    const door = options.frontDoors.find((each) => path.startsWith(each.pathPrefix));
    const serveDoor = door?.handlerFor(path);
    if (serveDoor) {
      serveDoor(request, response).catch(() => response.destroy());
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

  const http = createServer(keepAliveOptions, route);
  http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = refusalOf(request, true);
    if (refusal) refuseUpgrade(socket, refusal);
    else webSockets.upgrade(request, socket, head);
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
      if (kind === "http") {
        // The sniffed bytes wait in the paused socket's buffer: the server's data listener reads them.
        http.emit("connection", stream);
        stream.resume();
      } else if (secureContext) acceptTls(stream, secureContext);
      else stream.destroy();
    },
    async close() {
      await Promise.all([sql.close(), webSockets.close()]);
      http.closeAllConnections();
    },
  };
}
