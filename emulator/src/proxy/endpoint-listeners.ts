import { createServer, type Server, type Socket } from "node:net";

/** An endpoint and its own loopback address (its `host`: front-doors/endpoint-address.ts). */
export interface EndpointAt {
  endpointId: string;
  address: string;
}

/** An endpoint's address listening on the endpoint port, or why it cannot. */
export interface EndpointListening extends EndpointAt {
  port: number;
  /** Why it cannot listen; absent once it listens. */
  failure?: string;
}

export interface EndpointListenersOptions {
  /** The port every endpoint's address listens on (5432: what tools use when the host names none). */
  port: number;
  /** Hands a client that came to an endpoint's address to the proxy (PostgresProxy.adopt). */
  accept(socket: Socket, endpointId: string): void;
  /** Told once per address: listening, or why not (the emulator's log says it). */
  report(listening: EndpointListening): void;
}

interface Entry {
  endpointId: string;
  /** Undefined when it could not listen: not tried again while the endpoint keeps the address. */
  server: Server | undefined;
}

/**
 * The proxy's door on each endpoint's own address (`127.a.b.c:5432`), for clients that connect by
 * the endpoint's host and name no port. `sync` follows the platform's endpoints: an address opens
 * when its endpoint appears and closes when it goes. An address that cannot listen (the port taken
 * there, an address the loopback interface lacks, as on macOS) is reported once; the endpoint's
 * connection string still reaches it through the proxy's own port.
 */
export class EndpointListeners {
  readonly #options: EndpointListenersOptions;
  readonly #entries = new Map<string, Entry>();
  #closed = false;

  constructor(options: EndpointListenersOptions) {
    this.#options = options;
  }

  /** Opens the addresses of endpoints that have none yet; closes those whose endpoint is gone. */
  sync(endpoints: Iterable<EndpointAt>): void {
    if (this.#closed) return;
    const wanted = new Map<string, string>();
    for (const { endpointId, address } of endpoints) {
      const holder = wanted.get(address);
      if (holder === undefined) wanted.set(address, endpointId);
      else if (!this.#entries.has(address)) {
        // Two ids hashed to one address (odds about 1 in 16 million a pair): the first keeps it.
        this.#options.report({
          endpointId,
          address,
          port: this.#options.port,
          failure: `the address is ${holder}'s too`,
        });
      }
    }
    for (const [address, entry] of this.#entries) {
      if (wanted.get(address) === entry.endpointId) continue;
      this.#entries.delete(address);
      entry.server?.close();
    }
    for (const [address, endpointId] of wanted) {
      if (!this.#entries.has(address)) this.#open(address, endpointId);
    }
  }

  /** Stops listening on every address; clients already handed on are the proxy's. Never throws. */
  async close(): Promise<void> {
    this.#closed = true;
    const servers = [...this.#entries.values()].flatMap((entry) => entry.server ?? []);
    this.#entries.clear();
    await Promise.all(
      servers.map((server) => new Promise<void>((done) => server.close(() => done()))),
    );
  }

  #open(address: string, endpointId: string): void {
    const { port, accept, report } = this.#options;
    const entry: Entry = { endpointId, server: undefined };
    this.#entries.set(address, entry);
    const server = createServer((socket) => accept(socket, entry.endpointId));
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (this.#entries.get(address) !== entry || this.#closed) return;
      report({ endpointId, address, port, failure: whyNot(error, address, port) });
    });
    server.listen(port, address, () => {
      server.removeAllListeners("error");
      server.on("error", () => {});
      if (this.#entries.get(address) !== entry || this.#closed) {
        server.close();
        return;
      }
      entry.server = server;
      report({ endpointId, address, port });
    });
  }
}

function whyNot(error: NodeJS.ErrnoException, address: string, port: number): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `port ${port} is in use on ${address} (another emulator, or a server listening on every address)`;
    case "EADDRNOTAVAIL":
      return `${address} is not an address of this machine's loopback interface (on macOS: sudo ifconfig lo0 alias ${address} up, then restart the emulator)`;
    case "EACCES":
      return `not allowed to listen on port ${port}`;
    default:
      return error.message;
  }
}
