import type { Client } from "pg";

/**
 * Whatever runs one query on one database and gives its rows (pg at the edge, a fake in tests).
 * With `name`, a statement prepared once per connection and reused: parsed and planned once.
 */
export type RunQuery = (
  sql: string,
  params?: unknown[],
  name?: string,
) => Promise<Array<Record<string, unknown>>>;

/** Application name of the action's own connections: the lock sampler leaves them out. */
export const OWN_APPLICATION_NAME = "preview-compute";

const DEFAULT_TIMEOUT_MS = 15_000;

async function newClient(uri: string, timeoutMs: number): Promise<Client> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: libpqSslMode(uri),
    application_name: OWN_APPLICATION_NAME,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
  });
  client.on("error", () => undefined);
  return client;
}

const queriesOn =
  (client: Client): RunQuery =>
  async (sql, params, name) =>
    (await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params }))
      .rows;

/** Runs `use` with one connection to `uri`, closed after whatever happens. */
export async function withConnection<T>(
  uri: string,
  use: (run: RunQuery) => Promise<T>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const client = await newClient(uri, timeoutMs);
  try {
    await client.connect();
    return await use(queriesOn(client));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Connections asked for before they are needed: opened while the compute starts (Neon's proxy,
 * like the emulator's, answers once the compute is up, as for one waking from idle), so that
 * their use later does not wait for TLS, authentication and the server's start of a session.
 * Used once (`use`), then closed; one that did not connect is opened anew then. `close` ends
 * them, connecting or not, when they are not to be used.
 */
export class ConnectionsAhead {
  readonly #uri: string;
  readonly #timeoutMs: number;
  readonly #clients: Array<Promise<Client | undefined>>;
  /** The clients while they connect, so that `close` can stop them. */
  readonly #connecting: Client[] = [];
  #used = false;
  #closed = false;

  constructor(uri: string, count: number, timeoutMs = DEFAULT_TIMEOUT_MS) {
    this.#uri = uri;
    this.#timeoutMs = timeoutMs;
    this.#clients = Array.from({ length: count }, () => this.#connect());
  }

  async #connect(): Promise<Client | undefined> {
    const client = await newClient(this.#uri, this.#timeoutMs).catch(() => undefined);
    // Closed before pg was even loaded: no connection at all.
    if (!client || this.#closed) return undefined;
    this.#connecting.push(client);
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => undefined);
      return undefined;
    }
  }

  async use<T>(use: (run: RunQuery, ...others: RunQuery[]) => Promise<T>): Promise<T> {
    if (this.#used || this.#closed) throw new Error("the connections were already used or closed");
    this.#used = true;
    const clients: Client[] = [];
    try {
      for (const ahead of this.#clients) {
        const connected = await ahead;
        if (connected) {
          clients.push(connected);
          continue;
        }
        const client = await newClient(this.#uri, this.#timeoutMs);
        clients.push(client);
        await client.connect();
      }
      const [first, ...others] = clients.map(queriesOn);
      if (!first) throw new Error("no connection was asked for");
      return await use(first, ...others);
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    }
  }

  close(): void {
    if (this.#used || this.#closed) return;
    this.#closed = true;
    // Ending a client that is still connecting destroys its socket: its connect fails at once.
    for (const client of this.#connecting) client.end().catch(() => undefined);
  }
}

/**
 * node-postgres reads `sslmode=require` as `verify-full` (and warns on stderr that this will
 * change); the action connects as libpq, psql and the user's tools do with the same URI.
 */
export function libpqSslMode(uri: string): string {
  if (!/[?&]sslmode=/.test(uri) || /[?&]uselibpqcompat=/.test(uri)) return uri;
  return `${uri}&uselibpqcompat=true`;
}
