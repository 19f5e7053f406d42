import { connect, type Socket } from "node:net";
import type { ProxyTarget } from "../../front-doors/compute-gateway.ts";
import { finish, type SocketSet } from "./sockets.ts";

/**
 * Routes CancelRequests: the BackendKeyData (process id + secret) each compute gave a client
 * names the compute a later CancelRequest with that key goes to.
 */
export class CancelRoutes {
  /** Hex of BackendKeyData → the compute that issued it. */
  readonly #targets = new Map<string, ProxyTarget>();
  readonly #sockets: SocketSet;
  readonly #connectTimeoutMs: number;
  readonly #closing: () => boolean;

  constructor(options: { sockets: SocketSet; connectTimeoutMs: number; closing: () => boolean }) {
    this.#sockets = options.sockets;
    this.#connectTimeoutMs = options.connectTimeoutMs;
    this.#closing = options.closing;
  }

  /** Remembers the compute's key; resolves its id, to `forget` once the connection is over. */
  remember(key: Buffer, target: ProxyTarget): string {
    const id = key.toString("hex");
    this.#targets.set(id, target);
    return id;
  }

  forget(id: string, target: ProxyTarget): void {
    if (this.#targets.get(id) === target) this.#targets.delete(id);
  }

  /** Hands the CancelRequest to the compute that issued the key, then closes the client. */
  forward(key: Buffer, packet: Buffer, client: Socket): void {
    const target = this.#targets.get(key.toString("hex"));
    if (!target || this.#closing()) {
      finish(client);
      return;
    }
    const socket = this.#sockets.track(connect({ host: target.host, port: target.port }));
    socket.setTimeout(this.#connectTimeoutMs, () => socket.destroy());
    socket.once("connect", () => socket.end(packet));
    socket.resume();
    // Like PostgreSQL, close the client's connection once the cancel was handed over.
    socket.once("close", () => finish(client));
  }
}
