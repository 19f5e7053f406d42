import { connect, type Socket } from "node:net";
import type { SecureContext, TLSSocket } from "node:tls";
import type { ComputeGateway, ProxyTarget } from "../../front-doors/compute-gateway.ts";
import {
  authenticateClient,
  authenticateClientCleartext,
  type ComputeLogin,
  loginToCompute,
  MessageReader,
  PeerGone,
} from "./authenticate.ts";
import type { CancelRoutes } from "./cancel-routes.ts";
import type { ClientTransport } from "./client-transport.ts";
import { EarlyBytes } from "./early-bytes.ts";
import { negotiate, type Startup } from "./negotiate.ts";
import {
  BackendKeyScanner,
  buildStartupMessage,
  extractEndpointOption,
  type StartupParameters,
} from "./protocol.ts";
import { missingEndpoint, ProxyRefusal, refusalOf } from "./refusal.ts";
import { finish, type SocketSet } from "./sockets.ts";

/** What every client session shares: the proxy's settings, sockets and cancel routes. */
export interface SessionContext {
  gateway: ComputeGateway;
  /** The proxy's certificate; undefined: an SSLRequest is answered `N`. */
  tls: SecureContext | undefined;
  /** How long a client may take to send its startup message (TLS handshake included), and to authenticate. */
  startupTimeoutMs: number;
  /** How long connecting to a compute may take (logging in to it included). */
  connectTimeoutMs: number;
  sockets: SocketSet;
  cancels: CancelRoutes;
  /** Whether the proxy is closing: no session goes further. */
  closing(): boolean;
  /** Counts the connections relayed to a compute (between onConnect and onDisconnect). */
  relayed: { opened(): void; closed(): void };
}

/** Where a client goes: its endpoint, and the startup parameters the compute gets (`endpoint=` removed). */
interface Route {
  endpoint: string;
  parameters: StartupParameters;
  version: number;
}

/** Why a session ends without a word to the client: it left, took too long, sent too much, or the proxy closes. */
class SessionDropped extends Error {}

/**
 * One client of the proxy's Postgres side (a TCP connection, or a WebSocket's stream), through
 * its stages: negotiate (TLS, the startup message) → route (the endpoint's compute, woken if
 * idle) → authenticate (the proxy as the client's server) → connect (to the compute, logging in
 * as the same role) → relay (bytes both ways, untouched). Whatever ends it at any stage goes
 * through `end`, which closes the client and the compute's socket, once.
 */
export class ClientSession {
  readonly #raw: Socket;
  /** The client's socket: `#raw`, or the TLS socket over it after an SSLRequest. */
  #client: Socket;
  #compute: Socket | undefined;
  #computeConnected = false;
  /** Whether the compute's closing ends the session (while logging in, the login says why). */
  #relaying = false;
  #ended = false;
  readonly #early: EarlyBytes;
  readonly #transport: ClientTransport;
  readonly #context: SessionContext;

  constructor(raw: Socket, transport: ClientTransport, context: SessionContext) {
    this.#raw = raw;
    this.#client = raw;
    this.#transport = transport;
    this.#context = context;
    this.#early = new EarlyBytes(() => this.#end(new SessionDropped("too many early bytes")));
    raw.setNoDelay(true);
    raw.once("close", () => this.#end());
  }

  async run(): Promise<void> {
    try {
      const route = await this.#negotiate();
      if (!route) return;
      const target = await this.#route(route.endpoint);
      const login = await this.#authenticate(route);
      const compute = await this.#connect(target);
      await this.#relay(compute, target, route, login);
    } catch (error) {
      this.#end(error);
    }
  }

  /** Up to the startup message; undefined when the client only wanted a query cancelled. */
  async #negotiate(): Promise<Route | undefined> {
    const timer = setTimeout(
      () => this.#end(new SessionDropped("no startup message in time")),
      this.#context.startupTimeoutMs,
    );
    timer.unref();
    try {
      const negotiated = await negotiate(this.#raw, {
        transport: this.#transport,
        tls: this.#transport.tls ? this.#context.tls : undefined,
        onSecure: (secure) => this.#adopt(secure),
      });
      if (negotiated.kind === "cancel") {
        this.#context.cancels.forward(negotiated.key, negotiated.packet, this.#client);
        return undefined;
      }
      const route = routeOf(negotiated.startup, negotiated.serverName);
      // The client waits for authentication now; keep reading only to notice if it leaves.
      this.#early.start(this.#client, negotiated.rest);
      return route;
    } finally {
      clearTimeout(timer);
    }
  }

  #adopt(secure: TLSSocket): void {
    this.#context.sockets.track(secure);
    secure.once("close", () => this.#end());
    this.#client = secure;
  }

  async #route(endpoint: string): Promise<ProxyTarget> {
    let target: ProxyTarget;
    try {
      target = await Promise.resolve().then(() => this.#context.gateway.resolve(endpoint));
    } catch (error) {
      throw refusalOf(error);
    }
    this.#stillWanted();
    return target;
  }

  /**
   * With `credentials`, the proxy is the client's server: it looks up the role's password and
   * runs SCRAM (or asks for it in cleartext) with the client, within the startup timeout.
   * Resolves with what logging in to the compute takes; undefined without `credentials` (the
   * compute authenticates the client itself, through the relay).
   */
  async #authenticate(route: Route): Promise<ComputeLogin | undefined> {
    const { credentials } = this.#context.gateway;
    if (!credentials) return undefined;
    // The bytes so far are the client's SASL messages.
    const initial = this.#early.stop();
    const user = route.parameters.find(([name]) => name === "user")?.[1];
    if (!user) {
      throw new ProxyRefusal("no PostgreSQL user name specified in startup packet", "28000");
    }
    const client = this.#client;
    const reader = new MessageReader(client, initial);
    const timer = setTimeout(
      () => this.#end(new SessionDropped("no authentication in time")),
      this.#context.startupTimeoutMs,
    );
    timer.unref();
    let found: { password: string } | undefined;
    try {
      found = await Promise.resolve().then(() => credentials(route.endpoint, user));
      const check = this.#transport.cleartext ? authenticateClientCleartext : authenticateClient;
      await check(client, reader, {
        user,
        password: found?.password,
        tls: client === this.#raw ? undefined : (client as TLSSocket),
      });
    } catch (error) {
      reader.release();
      if (error instanceof PeerGone) throw error;
      throw refusalOf(error);
    } finally {
      clearTimeout(timer);
    }
    // What the client sent after its last authentication message waits for the compute.
    this.#early.start(client, reader.release());
    this.#stillWanted();
    // authenticateClient fails an unknown role like a wrong password.
    return { user, password: (found as { password: string }).password };
  }

  async #connect(target: ProxyTarget): Promise<Socket> {
    const socket = this.#context.sockets.track(connect({ host: target.host, port: target.port }));
    this.#compute = socket;
    socket.setNoDelay(true);
    const failure = await connected(socket, this.#context.connectTimeoutMs);
    if (failure) {
      throw new ProxyRefusal(`Couldn't connect to compute node: ${failure.message}`, "08006");
    }
    this.#computeConnected = true;
    this.#stillWanted();
    return socket;
  }

  async #relay(
    compute: Socket,
    target: ProxyTarget,
    route: Route,
    login: ComputeLogin | undefined,
  ): Promise<void> {
    const { gateway, cancels, relayed } = this.#context;
    const { endpoint } = route;
    relayed.opened();
    safely(gateway.onConnect, endpoint);
    let keyId: string | undefined;
    this.#relaying = !login;
    compute.once("close", () => {
      relayed.closed();
      if (keyId !== undefined) cancels.forget(keyId, target);
      safely(gateway.onDisconnect, endpoint);
      if (this.#relaying) this.#end();
    });

    // Watch the server's first messages for BackendKeyData, to route CancelRequests.
    const scanner = new BackendKeyScanner();
    const watch = (chunk: Buffer) => {
      const key = scanner.push(chunk);
      if (key) keyId = cancels.remember(key, target);
      if (scanner.done) compute.off("data", watch);
    };
    compute.on("data", watch);

    const client = this.#client;
    const startup = buildStartupMessage(route.parameters, route.version);
    if (!login) {
      compute.write(Buffer.concat([startup, this.#early.stop()]));
      pipeBothWays(client, compute);
      return;
    }
    // Log in to the compute; the client keeps waiting for AuthenticationOk meanwhile.
    let greeting: Buffer;
    try {
      greeting = await loginToCompute(compute, startup, login, this.#context.connectTimeoutMs);
    } catch (error) {
      if (error instanceof ProxyRefusal) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProxyRefusal(`Couldn't connect to compute node: ${reason}`, "08006");
    }
    const early = this.#early.stop();
    this.#stillWanted();
    this.#relaying = true;
    client.write(greeting);
    if (early.length > 0) compute.write(early);
    pipeBothWays(client, compute);
  }

  /** Throws when the client left or the proxy is closing: the session goes no further. */
  #stillWanted(): void {
    if (this.#ended || this.#context.closing()) throw new SessionDropped("the client left");
  }

  /**
   * The one way a session ends, once: a refusal reaches the client as a FATAL ErrorResponse
   * before its connection closes gracefully; any other reason destroys it (it left, or broke
   * the protocol); no reason is the relay's end (either side closed), graceful both ways. The
   * compute's socket is ended gracefully once connected, else destroyed.
   */
  #end(reason?: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#early.stop();
    const client = this.#client;
    if (reason instanceof ProxyRefusal) {
      if (!client.destroyed) client.write(reason.errorResponse());
      finish(client);
    } else if (reason === undefined) {
      finish(client);
    } else {
      client.destroy();
      this.#raw.destroy();
    }
    const compute = this.#compute;
    if (compute && this.#computeConnected) finish(compute);
    else compute?.destroy();
  }
}

/**
 * The endpoint (from the `options` parameter's `endpoint=<id>`, else the server name) and the
 * parameters the compute gets, without `endpoint=`.
 */
function routeOf(startup: Startup, serverName: string | undefined): Route {
  const parameters = startup.parameters.slice();
  let endpoint = serverName;
  const optionsIndex = parameters.findIndex(([name]) => name === "options");
  if (optionsIndex >= 0) {
    const { endpoint: fromOptions, rest } = extractEndpointOption(
      (parameters[optionsIndex] as [string, string])[1],
    );
    endpoint = fromOptions ?? endpoint;
    if (rest === "") parameters.splice(optionsIndex, 1);
    else parameters[optionsIndex] = ["options", rest];
  }
  if (!endpoint) throw missingEndpoint();
  return { endpoint, parameters, version: startup.version };
}

/** Resolves once the socket connected, or with why it did not within `timeoutMs`. */
function connected(socket: Socket, timeoutMs: number): Promise<Error | undefined> {
  return new Promise<Error | undefined>((resolve) => {
    const timeout = setTimeout(() => resolve(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
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
}

function pipeBothWays(client: Socket, compute: Socket): void {
  compute.pipe(client);
  client.pipe(compute);
}

function safely(callback: ((endpointId: string) => void) | undefined, endpointId: string): void {
  try {
    callback?.(endpointId);
  } catch {
    // Accounting callbacks must not break the relay.
  }
}
