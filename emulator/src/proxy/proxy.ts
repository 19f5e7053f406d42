/**
 * One Postgres listener in front of every compute, like Neon's proxy for clients without SNI:
 * it reads the client's startup message, takes the endpoint id from the `options` parameter
 * (`endpoint=<id>`) or from the TLS server name, asks `resolve` where that compute listens,
 * then relays bytes both ways untouched (authentication included). With `credentials` it
 * authenticates the client itself first (SCRAM-SHA-256, and SCRAM-SHA-256-PLUS over TLS), then
 * logs in to the compute as the same role, as Neon's proxy does: that is what makes
 * `channel_binding=require` work, the TLS session being the proxy's.
 *
 * Two sides share the port, told apart by a client's first bytes (sniff.ts): the Postgres wire
 * side (wire/: each Postgres client, TCP or WebSocket, is a session of its own,
 * wire/client-session.ts) and the HTTP side (http/http-front.ts: Neon's serverless driver, SQL
 * over HTTP and WebSockets, and the branch services' front doors). Every transport reaches a
 * compute through `resolve` (and `credentials`, `onConnect`, `onDisconnect`:
 * front-doors/compute-gateway.ts): one place decides whether and where a client may connect.
 */
import type { Socket } from "node:net";
import type { ComputeGateway } from "../front-doors/compute-gateway.ts";
import type { ServiceFrontDoor } from "../front-doors/service-front-door.ts";
import {
  type ServerlessFront,
  type ServerlessOptions,
  startServerlessFront,
} from "./http/http-front.ts";
import { ProxyListener } from "./listener.ts";
import { dispatchByFirstBytes } from "./sniff.ts";
import { ensureCertificate } from "./tls/certificate.ts";
import { serverContext, type TlsMaterial } from "./tls/tls.ts";
import { CancelRoutes } from "./wire/cancel-routes.ts";
import { ClientSession } from "./wire/client-session.ts";
import type { ClientTransport } from "./wire/client-transport.ts";
import { SocketSet } from "./wire/sockets.ts";

export interface ProxyOptions extends ComputeGateway {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /**
   * Certificate offered to clients that ask for TLS. Default: the emulator's own, from the
   * per-user cache (tls/certificate.ts); `false`: answer `N`.
   */
  tls?: TlsMaterial | false;
  /** How long a client may take to send its startup message, TLS handshake included. Default 30 s. */
  startupTimeoutMs?: number;
  /** How long connecting to a compute may take (logging in to it included). Default 10 s. */
  connectTimeoutMs?: number;
  /** SQL over HTTP and WebSockets on the same port (default on); `false` turns them off. */
  serverless?: ServerlessOptions | false;
  /** The branch services' doors on the HTTP side (Neon Auth, the Data API). */
  frontDoors?: readonly ServiceFrontDoor[];
}

export interface PostgresProxy {
  host: string;
  port: number;
  /**
   * Serves a client that connected to an endpoint's own address (endpoint-listeners.ts) as one
   * of the proxy's port: the Postgres side routes it to that endpoint unless it names another
   * (SNI, `options=endpoint=`).
   */
  adopt(socket: Socket, endpointId: string): void;
  /** Client connections currently relayed to a compute (between onConnect and onDisconnect). */
  connections(): number;
  /** Stops listening and destroys every open client and compute socket. Never throws. */
  close(): Promise<void>;
}

const tcpTransport: ClientTransport = { tls: true, cleartext: false };

/** Listens on `host:port`, then serves it. */
export async function startProxy(options: ProxyOptions): Promise<PostgresProxy> {
  return serveProxy(await ProxyListener.open(options.host, options.port), options);
}

/** The proxy on a port taken already (listener.ts); `host` and `port` are the listener's. */
export async function serveProxy(
  listener: ProxyListener,
  options: Omit<ProxyOptions, "host" | "port">,
): Promise<PostgresProxy> {
  const tls =
    options.tls === false ? undefined : serverContext(options.tls ?? (await ensureCertificate()));
  const startupTimeoutMs = options.startupTimeoutMs ?? 30_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const sockets = new SocketSet();
  let established = 0;
  let closing: Promise<void> | undefined;
  const isClosing = () => closing !== undefined;
  const context = {
    gateway: options,
    tls,
    startupTimeoutMs,
    connectTimeoutMs,
    sockets,
    cancels: new CancelRoutes({ sockets, connectTimeoutMs, closing: isClosing }),
    closing: isClosing,
    relayed: {
      opened: () => established++,
      closed: () => established--,
    },
  };
  const serve = (client: Socket, transport = tcpTransport) =>
    new ClientSession(client, transport, context).run().catch(() => client.destroy());

  const serverless: ServerlessFront | undefined =
    options.serverless === false
      ? undefined
      : startServerlessFront({
          gateway: options,
          tls,
          acceptWebSocket: (stream, transport) => {
            if (closing) stream.destroy();
            // A WebSocket's stream stands in for the socket: the relay needs only its stream side.
            else serve(stream as Socket, transport);
          },
          frontDoors: options.frontDoors ?? [],
          ...options.serverless,
        });

  const accept = (socket: Socket, endpoint?: string) => {
    sockets.track(socket);
    if (closing) {
      socket.destroy();
      return;
    }
    const transport = endpoint ? { ...tcpTransport, endpoint } : tcpTransport;
    if (!serverless) {
      serve(socket, transport);
      return;
    }
    dispatchByFirstBytes(socket, startupTimeoutMs, {
      postgres: (client) => serve(client, transport),
      http: (stream, kind) => serverless.accept(stream, kind),
    });
  };
  listener.serve((socket) => accept(socket));

  return {
    host: listener.host,
    port: listener.port,
    adopt: accept,
    connections: () => established,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const closed = listener.close();
        sockets.destroyAll();
        Promise.all([closed, serverless?.close()]).then(() => resolve());
      });
      return closing;
    },
  };
}
