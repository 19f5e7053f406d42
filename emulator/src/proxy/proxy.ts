/**
 * One Postgres listener in front of every compute, like Neon's proxy for clients without SNI:
 * it reads the client's startup message, takes the endpoint id from the `options` parameter
 * (`endpoint=<id>`) or from the TLS server name, asks `resolve` where that compute listens,
 * then relays bytes both ways untouched (authentication included). With `credentials` it
 * authenticates the client itself first (SCRAM-SHA-256, and SCRAM-SHA-256-PLUS over TLS), then
 * logs in to the compute as the same role, as Neon's proxy does: that is what makes
 * `channel_binding=require` work, the TLS session being the proxy's.
 *
 * The same port serves Neon's serverless driver (http-front.ts): SQL over HTTP and the Postgres
 * protocol over WebSockets, told apart from Postgres clients by their first bytes (sniff.ts).
 * Every transport reaches a compute through `resolve` (and `credentials`, `onConnect`,
 * `onDisconnect`, gateway.ts): one place decides whether and where a client may connect. Each
 * Postgres client (TCP or WebSocket) is a session of its own (client-session.ts).
 */
import { type AddressInfo, createServer, type Socket } from "node:net";
import type { AuthRequests } from "./auth-front.ts";
import { CancelRoutes } from "./cancel-routes.ts";
import { ensureCertificate } from "./certificate.ts";
import { ClientSession } from "./client-session.ts";
import type { ClientTransport, ComputeGateway } from "./gateway.ts";
import {
  type ServerlessFront,
  type ServerlessOptions,
  startServerlessFront,
} from "./http-front.ts";
import { dispatchByFirstBytes } from "./sniff.ts";
import { SocketSet } from "./sockets.ts";
import { serverContext, type TlsMaterial } from "./tls.ts";

export interface ProxyOptions extends ComputeGateway {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /**
   * Certificate offered to clients that ask for TLS. Default: the emulator's own, from the
   * per-user cache (certificate.ts); `false`: answer `N`.
   */
  tls?: TlsMaterial | false;
  /** How long a client may take to send its startup message, TLS handshake included. Default 30 s. */
  startupTimeoutMs?: number;
  /** How long connecting to a compute may take (logging in to it included). Default 10 s. */
  connectTimeoutMs?: number;
  /** SQL over HTTP and WebSockets on the same port (default on); `false` turns them off. */
  serverless?: ServerlessOptions | false;
  /** Neon Auth's servers, on the same port as SQL over HTTP. */
  auth?: AuthRequests;
}

export interface PostgresProxy {
  host: string;
  port: number;
  /** Client connections currently relayed to a compute (between onConnect and onDisconnect). */
  connections(): number;
  /** Stops listening and destroys every open client and compute socket. Never throws. */
  close(): Promise<void>;
}

const tcpTransport: ClientTransport = { tls: true, cleartext: false };

export async function startProxy(options: ProxyOptions): Promise<PostgresProxy> {
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
          auth: options.auth,
          ...options.serverless,
        });

  const server = createServer((socket) => {
    sockets.track(socket);
    if (closing) {
      socket.destroy();
      return;
    }
    if (!serverless) {
      serve(socket);
      return;
    }
    dispatchByFirstBytes(socket, startupTimeoutMs, {
      postgres: (client) => serve(client),
      http: (stream, kind) => serverless.accept(stream, kind),
    });
  });
  server.on("error", () => {});

  const wanted = `${options.host ?? "127.0.0.1"}:${options.port ?? 0}`;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  }).catch(async (error: NodeJS.ErrnoException) => {
    // Nothing opened for this proxy outlives its failed start.
    await serverless?.close();
    const why = error.code === "EADDRINUSE" ? "the port is already in use" : error.message;
    throw new Error(`the Postgres proxy cannot listen on ${wanted}: ${why}`);
  });
  const address = server.address() as AddressInfo;

  return {
    host: address.address,
    port: address.port,
    connections: () => established,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const closed = new Promise<void>((done) => {
          try {
            server.close(() => done());
          } catch {
            done();
          }
        });
        sockets.destroyAll();
        Promise.all([closed, serverless?.close()]).then(() => resolve());
      });
      return closing;
    },
  };
}
