import { type AddressInfo, createServer, type Server, type Socket } from "node:net";

/**
 * The proxy's port, listening before the proxy serves it: the emulator takes it first (a port in
 * use fails the start before any server runs) and learns its address, which the platform and the
 * branch services name; the proxy (proxy.ts) serves it once they exist. A client that comes
 * meanwhile waits for it.
 */
export class ProxyListener {
  readonly host: string;
  readonly port: number;
  readonly #server: Server;
  readonly #early: Socket[];

  private constructor(server: Server, early: Socket[]) {
    const address = server.address() as AddressInfo;
    this.host = address.address;
    this.port = address.port;
    this.#server = server;
    this.#early = early;
  }

  /** Listens on `host:port` (port 0: a free one); rejects saying why it cannot. */
  static async open(host = "127.0.0.1", port = 0): Promise<ProxyListener> {
    const early: Socket[] = [];
    const server = createServer((socket) => early.push(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    }).catch((error: NodeJS.ErrnoException) => {
      const why = error.code === "EADDRINUSE" ? "the port is already in use" : error.message;
      throw new Error(`the Postgres proxy cannot listen on ${host}:${port}: ${why}`);
    });
    server.on("error", () => {});
    return new ProxyListener(server, early);
  }

  /** Hands every client to `accept`: those that came already, then each new one. Once. */
  serve(accept: (socket: Socket) => void): void {
    this.#server.removeAllListeners("connection");
    this.#server.on("connection", accept);
    for (const socket of this.#early.splice(0)) accept(socket);
  }

  /** Stops listening; clients still waiting to be served are closed. Never throws. */
  close(): Promise<void> {
    for (const socket of this.#early.splice(0)) socket.destroy();
    return new Promise<void>((done) => {
      try {
        this.#server.close(() => done());
      } catch {
        done();
      }
    });
  }
}
