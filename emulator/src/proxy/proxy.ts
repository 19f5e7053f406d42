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
 * `onDisconnect`): one place decides whether and where a client may connect.
 */
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import {
  AuthFailure,
  authenticateClient,
  authenticateClientCleartext,
  type ComputeLogin,
  loginToCompute,
  MessageReader,
  PeerGone,
} from "./authenticate.ts";
import { ensureCertificate } from "./certificate.ts";
import {
  type ServerlessFront,
  type ServerlessOptions,
  startServerlessFront,
} from "./http-front.ts";
import {
  BackendKeyScanner,
  buildErrorResponse,
  buildStartupMessage,
  endpointFromServerName,
  extractEndpointOption,
  type FirstPacket,
  ProtocolViolation,
  packetLength,
  parseFirstPacket,
} from "./protocol.ts";
import { dispatchByFirstBytes } from "./sniff.ts";
import { acceptTls, serverContext, type TlsMaterial } from "./tls.ts";

export interface ProxyTarget {
  host: string;
  port: number;
}

export interface ProxyOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /**
   * Called once per client connection after the startup message; resolves where to send it, or
   * rejects with a ProxyRefusal whose message goes to the client as a Postgres ErrorResponse.
   * May take a while (waking an idle compute).
   */
  resolve(endpointId: string): Promise<ProxyTarget>;
  /** Connection accounting for the control plane (inactivity timer). */
  onConnect?(endpointId: string): void;
  onDisconnect?(endpointId: string): void;
  /**
   * Certificate offered to clients that ask for TLS. Default: the emulator's own, from the
   * per-user cache (certificate.ts); `false`: answer `N`.
   */
  tls?: TlsMaterial | false;
  /** How long a client may take to send its startup message, TLS handshake included. Default 30 s. */
  startupTimeoutMs?: number;
  /** How long connecting to a compute may take (logging in to it included). Default 10 s. */
  connectTimeoutMs?: number;
  /**
   * When given, the proxy authenticates the client itself (SCRAM-SHA-256, and SCRAM-SHA-256-PLUS
   * with tls-server-end-point channel binding over TLS), then logs in to the compute as the same
   * user with that password. Resolves undefined for an unknown role.
   */
  credentials?(endpointId: string, user: string): Promise<{ password: string } | undefined>;
  /** SQL over HTTP and WebSockets on the same port (default on); `false` turns them off. */
  serverless?: ServerlessOptions | false;
}

/** How a client reached the proxy. */
export interface ClientTransport {
  /** Whether an SSLRequest is answered with TLS (over a WebSocket: `N`, as Neon's proxy does). */
  tls: boolean;
  /**
   * Ask for the password in cleartext rather than run SCRAM, as Neon's proxy does for
   * WebSocket clients (needs `credentials`).
   */
  cleartext: boolean;
  /** The endpoint named by the way the client came (a WebSocket request's host), like SNI. */
  endpoint?: string | undefined;
}

const tcpTransport: ClientTransport = { tls: true, cleartext: false };

/** A reason not to connect a client; its message reaches the client as a FATAL ErrorResponse. */
export class ProxyRefusal extends Error {
  /** SQLSTATE; XX000 by default, as Neon's proxy answers for most refusals. */
  readonly code: string;

  constructor(message: string, code = "XX000") {
    super(message);
    this.name = "ProxyRefusal";
    this.code = code;
  }
}

export interface PostgresProxy {
  host: string;
  port: number;
  /** Client connections currently relayed to a compute (between onConnect and onDisconnect). */
  connections(): number;
  /** Stops listening and destroys every open client and compute socket. Never throws. */
  close(): Promise<void>;
}

export const missingEndpointMessage =
  "Endpoint ID is not specified. Either please upgrade the postgres client library (libpq) for SNI support or pass the endpoint ID (first part of the domain name) as a parameter: '?options=endpoint%3D<endpoint-id>'.";

/** Bytes a client may send while its compute is being resolved (it should send none). */
const maxEarlyBytes = 1024 * 1024;
/** Grace given to a socket that was ended before it is destroyed. */
const lingerMs = 2000;
/** SSLRequest and GSSENCRequest may precede the startup message, once each. */
const maxNegotiationRounds = 3;

class ClientGone extends Error {}

type Startup = Extract<FirstPacket, { kind: "startup" }>;

interface Negotiated {
  startup: Startup;
  /** Bytes the client sent after its startup message. */
  rest: Buffer;
  serverName: string | undefined;
}

/** Reads one untyped packet (length word first) from `socket`, after the bytes in `initial`. */
function readPacket(socket: Socket, initial: Buffer): Promise<{ packet: Buffer; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffer = initial;
    const cleanup = () => {
      socket.off("data", onData);
      socket.off("end", onGone);
      socket.off("close", onGone);
      socket.pause();
    };
    const check = (): boolean => {
      let length: number | undefined;
      try {
        length = packetLength(buffer);
      } catch (error) {
        cleanup();
        reject(error);
        return true;
      }
      if (length === undefined || buffer.length < length) return false;
      cleanup();
      resolve({ packet: buffer.subarray(0, length), rest: buffer.subarray(length) });
      return true;
    };
    const onData = (chunk: Buffer) => {
      buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
      check();
    };
    const onGone = () => {
      cleanup();
      reject(new ClientGone());
    };
    if (check()) return;
    if (socket.destroyed) {
      reject(new ClientGone());
      return;
    }
    socket.on("data", onData);
    socket.once("end", onGone);
    socket.once("close", onGone);
    socket.resume();
  });
}

function write(socket: Socket, data: Buffer | string): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.write(data, () => resolve());
  });
}

/** Ends the socket gracefully (pending writes still go out), destroying it if it lingers. */
function finish(socket: Socket): void {
  if (socket.destroyed) return;
  socket.end();
  // Read (and drop) whatever still comes, so the peer's FIN is seen and the socket closes.
  socket.resume();
  setTimeout(() => socket.destroy(), lingerMs).unref();
}

/** Sends `response` (an ErrorResponse) and closes. */
function reject(socket: Socket, response: Buffer): void {
  if (socket.destroyed) return;
  socket.write(response);
  finish(socket);
}

/** Sends a FATAL ErrorResponse and closes. */
function refuse(socket: Socket, code: string, message: string): void {
  reject(socket, buildErrorResponse({ severity: "FATAL", code, message }));
}

/** A refusal for an error thrown by a callback (resolve, credentials). */
function refuseFor(socket: Socket, error: unknown): void {
  if (error instanceof ProxyRefusal) refuse(socket, error.code, error.message);
  else refuse(socket, "XX000", error instanceof Error ? error.message : String(error));
}

function safely(callback: ((endpointId: string) => void) | undefined, endpointId: string): void {
  try {
    callback?.(endpointId);
  } catch {
    // Accounting callbacks must not break the relay.
  }
}

export async function startProxy(options: ProxyOptions): Promise<PostgresProxy> {
  const context =
    options.tls === false ? undefined : serverContext(options.tls ?? (await ensureCertificate()));
  const startupTimeoutMs = options.startupTimeoutMs ?? 30_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  /** Every socket the proxy holds: clients (plain and TLS), computes, forwarded cancels. */
  const sockets = new Set<Socket>();
  /** Hex of BackendKeyData (process id + secret) → the compute that issued it. */
  const cancelKeys = new Map<string, ProxyTarget>();
  let established = 0;
  let closing: Promise<void> | undefined;

  const track = <T extends Socket>(socket: T): T => {
    sockets.add(socket);
    // A socket error is always followed by "close", where the cleanup happens.
    socket.on("error", () => {});
    socket.once("close", () => sockets.delete(socket));
    return socket;
  };

  function forwardCancel(key: Buffer, packet: Buffer, client: Socket): void {
    const target = cancelKeys.get(key.toString("hex"));
    if (!target || closing) {
      finish(client);
      return;
    }
    const socket = track(connect({ host: target.host, port: target.port }));
    socket.setTimeout(connectTimeoutMs, () => socket.destroy());
    socket.once("connect", () => socket.end(packet));
    socket.resume();
    // Like PostgreSQL, close the client's connection once the cancel was handed over.
    socket.once("close", () => finish(client));
  }

  /**
   * SSLRequest / GSSENCRequest / CancelRequest handling up to the startup message. After a TLS
   * upgrade `session.client` is the TLS socket.
   */
  async function negotiate(
    raw: Socket,
    session: { client: Socket; onGone: () => void },
    transport: ClientTransport,
  ): Promise<Negotiated | undefined> {
    let serverName = transport.endpoint;
    let pending: Buffer = Buffer.alloc(0);
    for (let round = 0; ; round++) {
      const { packet, rest } = await readPacket(session.client, pending);
      pending = rest;
      const message = parseFirstPacket(packet);
      if (message.kind === "startup") return { startup: message, rest, serverName };
      if (message.kind === "cancel") {
        forwardCancel(message.key, message.packet, session.client);
        return undefined;
      }
      if (message.kind === "unsupported") {
        const major = message.version >>> 16;
        const minor = message.version & 0xffff;
        refuse(
          session.client,
          "0A000",
          `unsupported frontend protocol ${major}.${minor}: server supports 3.0 to 3.2`,
        );
        return undefined;
      }
      if (round >= maxNegotiationRounds)
        throw new ProtocolViolation("too many encryption requests");
      if (session.client !== raw) {
        throw new ProtocolViolation("encryption request on an encrypted connection");
      }
      if (message.kind === "gssenc" || !context || !transport.tls) {
        await write(raw, "N");
        continue;
      }
      // SSLRequest: nothing may follow it unencrypted (the client waits for our answer).
      if (pending.length > 0) throw new ProtocolViolation("unencrypted data after SSL request");
      await write(raw, "S");
      const secure: TLSSocket = track(await acceptTls(raw, context));
      secure.once("close", session.onGone);
      session.client = secure;
      serverName = endpointFromServerName(secure.servername);
    }
  }

  /**
   * Looks up the role's password and runs SCRAM with the client (its messages start with
   * `initial`), within the startup timeout. Resolves with what logging in to the compute takes
   * and the bytes the client sent after its last SASL message. Throws AuthFailure, PeerGone, or
   * what `credentials` threw.
   */
  async function authenticate(
    credentials: NonNullable<ProxyOptions["credentials"]>,
    endpointId: string,
    parameters: [string, string][],
    session: { client: Socket; raw: Socket },
    initial: Buffer,
    transport: ClientTransport,
  ): Promise<{ login: ComputeLogin; rest: Buffer }> {
    const { client, raw } = session;
    const user = parameters.find(([name]) => name === "user")?.[1];
    if (!user) {
      throw new ProxyRefusal("no PostgreSQL user name specified in startup packet", "28000");
    }
    const reader = new MessageReader(client, initial);
    const timer = setTimeout(() => client.destroy(), startupTimeoutMs);
    timer.unref();
    try {
      const found = await Promise.resolve().then(() => credentials(endpointId, user));
      const check = transport.cleartext ? authenticateClientCleartext : authenticateClient;
      await check(client, reader, {
        user,
        password: found?.password,
        tls: client === raw ? undefined : (client as TLSSocket),
      });
      // authenticateClient fails an unknown role like a wrong password.
      return {
        login: { user, password: (found as { password: string }).password },
        rest: reader.release(),
      };
    } finally {
      reader.release();
      clearTimeout(timer);
    }
  }

  async function handleClient(raw: Socket, transport = tcpTransport): Promise<void> {
    raw.setNoDelay(true);
    let gone = false;
    let compute: Socket | undefined;
    const onGone = () => {
      gone = true;
      if (compute) finish(compute);
    };
    raw.once("close", onGone);
    const session = { client: raw, onGone };

    const timer = setTimeout(() => {
      session.client.destroy();
      raw.destroy();
    }, startupTimeoutMs);
    timer.unref();
    let negotiated: Negotiated | undefined;
    try {
      negotiated = await negotiate(raw, session, transport);
    } catch (error) {
      if (error instanceof ProtocolViolation) refuse(session.client, "08P01", error.message);
      else {
        session.client.destroy();
        raw.destroy();
      }
      return;
    } finally {
      clearTimeout(timer);
    }
    if (!negotiated) return;
    const client = session.client;

    const parameters = negotiated.startup.parameters.slice();
    let endpoint = negotiated.serverName;
    const optionsIndex = parameters.findIndex(([name]) => name === "options");
    if (optionsIndex >= 0) {
      const { endpoint: fromOptions, rest } = extractEndpointOption(
        (parameters[optionsIndex] as [string, string])[1],
      );
      endpoint = fromOptions ?? endpoint;
      if (rest === "") parameters.splice(optionsIndex, 1);
      else parameters[optionsIndex] = ["options", rest];
    }
    if (!endpoint) {
      refuse(client, "08001", missingEndpointMessage);
      return;
    }

    // The client waits for authentication now; keep reading only to notice if it leaves.
    const early: Buffer[] = negotiated.rest.length > 0 ? [Buffer.from(negotiated.rest)] : [];
    let earlyBytes = negotiated.rest.length;
    const onEarly = (chunk: Buffer) => {
      early.push(chunk);
      earlyBytes += chunk.length;
      if (earlyBytes > maxEarlyBytes) client.destroy();
    };
    client.on("data", onEarly);
    client.resume();

    let target: ProxyTarget;
    try {
      const endpointId = endpoint;
      target = await Promise.resolve().then(() => options.resolve(endpointId));
    } catch (error) {
      client.off("data", onEarly);
      refuseFor(client, error);
      return;
    }
    if (gone || closing) {
      client.destroy();
      return;
    }

    let login: ComputeLogin | undefined;
    if (options.credentials) {
      // The proxy is the client's server now: the bytes so far are its SASL messages.
      client.off("data", onEarly);
      let rest: Buffer;
      try {
        ({ login, rest } = await authenticate(
          options.credentials,
          endpoint,
          parameters,
          { client, raw },
          Buffer.concat(early.splice(0)),
          transport,
        ));
      } catch (error) {
        if (error instanceof AuthFailure) reject(client, error.response);
        else if (error instanceof PeerGone) client.destroy();
        else refuseFor(client, error);
        return;
      }
      if (rest.length > 0) early.push(rest);
      earlyBytes = rest.length;
      client.on("data", onEarly);
      client.resume();
      if (gone || closing) {
        client.destroy();
        return;
      }
    }

    const socket = track(connect({ host: target.host, port: target.port }));
    compute = socket;
    socket.setNoDelay(true);
    const failure = await new Promise<Error | undefined>((resolve) => {
      const timeout = setTimeout(
        () => resolve(new Error(`no answer in ${connectTimeoutMs} ms`)),
        connectTimeoutMs,
      );
      const settle = (error?: Error) => {
        clearTimeout(timeout);
        socket.off("connect", onConnect);
        socket.off("error", settle);
        socket.off("close", onClose);
        resolve(error);
      };
      const onConnect = () => settle();
      const onClose = () => settle(new Error("connection closed"));
      socket.once("connect", onConnect);
      socket.once("error", settle);
      socket.once("close", onClose);
    });
    if (failure) {
      socket.destroy();
      client.off("data", onEarly);
      refuse(client, "08006", `Couldn't connect to compute node: ${failure.message}`);
      return;
    }
    if (gone || closing) {
      socket.destroy();
      return;
    }

    established++;
    safely(options.onConnect, endpoint);
    let keyId: string | undefined;
    const endpointId = endpoint;
    /** Whether the client's end is the relay's business (while logging in, it is the login's). */
    let relaying = !login;
    socket.once("close", () => {
      established--;
      if (keyId !== undefined && cancelKeys.get(keyId) === target) cancelKeys.delete(keyId);
      safely(options.onDisconnect, endpointId);
      if (relaying) finish(client);
    });

    // Watch the server's first messages for BackendKeyData, to route CancelRequests.
    const scanner = new BackendKeyScanner();
    const watch = (chunk: Buffer) => {
      const key = scanner.push(chunk);
      if (key) {
        keyId = key.toString("hex");
        cancelKeys.set(keyId, target);
      }
      if (scanner.done) socket.off("data", watch);
    };
    socket.on("data", watch);

    const startup = buildStartupMessage(parameters, negotiated.startup.version);
    if (!login) {
      client.off("data", onEarly);
      socket.write(Buffer.concat([startup, ...early]));
      socket.pipe(client);
      client.pipe(socket);
      return;
    }

    // Log in to the compute; the client keeps waiting for AuthenticationOk meanwhile.
    let greeting: Buffer;
    try {
      greeting = await loginToCompute(socket, startup, login, connectTimeoutMs);
    } catch (error) {
      client.off("data", onEarly);
      if (error instanceof AuthFailure) reject(client, error.response);
      else {
        const reason = error instanceof Error ? error.message : String(error);
        refuse(client, "08006", `Couldn't connect to compute node: ${reason}`);
      }
      finish(socket);
      return;
    }
    client.off("data", onEarly);
    if (gone || closing) {
      socket.destroy();
      return;
    }
    relaying = true;
    client.write(greeting);
    if (early.length > 0) socket.write(Buffer.concat(early));
    socket.pipe(client);
    client.pipe(socket);
  }

  const serverless: ServerlessFront | undefined =
    options.serverless === false
      ? undefined
      : startServerlessFront({
          gateway: options,
          tls: context,
          acceptWebSocket: (stream, transport) => {
            if (closing) stream.destroy();
            // A WebSocket's stream stands in for the socket: the relay needs only its stream side.
            else handleClient(stream as Socket, transport).catch(() => stream.destroy());
          },
          ...options.serverless,
        });

  const server = createServer((socket) => {
    track(socket);
    if (closing) {
      socket.destroy();
      return;
    }
    if (!serverless) {
      handleClient(socket).catch(() => socket.destroy());
      return;
    }
    dispatchByFirstBytes(socket, startupTimeoutMs, {
      postgres: (client) => handleClient(client).catch(() => client.destroy()),
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
        for (const socket of sockets) socket.destroy();
        Promise.all([closed, serverless?.close()]).then(() => resolve());
      });
      return closing;
    },
  };
}
