/**
 * The Postgres protocol over WebSockets, as Neon's proxy serves it to its serverless driver
 * (proxy/src/serverless/websocket.rs): any path upgrades; binary frames carry the raw protocol
 * in both directions, not aligned to messages; the connection then goes through the Postgres
 * proxy like a TCP one, except that it is not offered TLS (the WebSocket may be wss already) and
 * the password is asked in cleartext, as Neon asks it of WebSocket clients (auth/backend/hacks.rs).
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { createWebSocketStream, type WebSocket, WebSocketServer } from "ws";
import type { ClientTransport } from "../wire/client-transport.ts";
import { endpointFromServerName } from "../wire/protocol.ts";

export interface WebSocketUpgrades {
  /** An HTTP `upgrade` event: completes the handshake and hands the stream to the proxy. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export function webSocketUpgrades(
  accept: (stream: Duplex, transport: ClientTransport) => void,
): WebSocketUpgrades {
  const server = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  return {
    upgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws: WebSocket) => {
        const stream = createWebSocketStream(ws);
        stream.on("error", () => {});
        // The proxy sets no-delay on the sockets it relays; a WebSocket has nothing to set.
        Object.assign(stream, { setNoDelay: () => stream });
        accept(stream, { tls: false, cleartext: true, endpoint: endpointOf(request) });
      });
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The endpoint a WebSocket request names, as SNI would: the first label of the `address` its URL
 * carries (the driver adds `?address=<host>:<port>` when `wsProxy` is a string), or of its host.
 */
export function endpointOf(request: IncomingMessage): string | undefined {
  const url = new URL(request.url ?? "/", "http://emulator.invalid");
  const address = url.searchParams.get("address");
  const host = (value: string | null | undefined) => value?.replace(/:\d+$/, "");
  return (
    endpointFromServerName(host(address)) ?? endpointFromServerName(host(request.headers.host))
  );
}
