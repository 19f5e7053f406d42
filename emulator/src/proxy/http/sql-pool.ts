/**
 * SQL over HTTP's connections to computes, kept between requests as Neon's proxy keeps them
 * (proxy/src/serverless/conn_pool*.rs): per endpoint, role and database, so a warm query opens
 * no connection and runs no SCRAM exchange with the compute. A key also names the compute's
 * server address and a digest of the password the connection logged in with: a restarted
 * compute (new server) or a changed password never reuses an old connection, and the old
 * connections of that endpoint, role and database are closed at once.
 */
import pg from "pg";
import { passwordDigest } from "../wire/authenticate.ts";

export interface ComputeConnectionSpec {
  host: string;
  port: number;
  endpoint: string;
  user: string;
  password: string;
  database: string;
  /** The `options` startup parameter, without the endpoint; empty for none. */
  options: string;
}

/** A pooled connection lent to one request; give it back with `release`. */
export interface Lease {
  client: pg.Client;
  /** Whether this connection served an earlier request. */
  reused: boolean;
}

interface Pooled {
  client: pg.Client;
  spec: ComputeConnectionSpec;
  /** Transaction status of the last ReadyForQuery: `I` idle, `T` in a transaction, `E` failed. */
  status: string;
  alive: boolean;
  idleTimer?: NodeJS.Timeout;
}

export interface PoolOptions {
  /** Idle connections kept per key (Neon: 20 per endpoint). */
  maxIdlePerKey?: number;
  /** How long an idle connection is kept (Neon: 5 min). */
  idleMs?: number;
  /** How long connecting and logging in may take. */
  connectTimeoutMs?: number;
}

export class ComputePool {
  readonly #idle = new Map<string, Pooled[]>();
  /** Every open connection, lent or idle, by the client. */
  readonly #open = new Map<pg.Client, Pooled>();
  /** For each endpoint, role and database: the key of its newest connection. */
  readonly #current = new Map<string, string>();
  readonly #maxIdlePerKey: number;
  readonly #idleMs: number;
  readonly #connectTimeoutMs: number;
  /** Connections opened since the start (the bench and tests read it). */
  opened = 0;
  #closed = false;

  constructor(options: PoolOptions = {}) {
    this.#maxIdlePerKey = options.maxIdlePerKey ?? 20;
    this.#idleMs = options.idleMs ?? 5 * 60_000;
    this.#connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  }

  /** Connections open now (lent or idle). */
  get size(): number {
    return this.#open.size;
  }

  /** An idle connection for `spec`, or a new one (its login errors are the compute's). */
  async acquire(spec: ComputeConnectionSpec): Promise<Lease> {
    if (this.#closed) throw new Error("the proxy is closing");
    const key = keyOf(spec);
    this.#retireOthers(spec, key);
    const idle = this.#idle.get(key);
    while (idle && idle.length > 0) {
      const pooled = idle.pop() as Pooled;
      clearTimeout(pooled.idleTimer);
      if (pooled.alive) return { client: pooled.client, reused: true };
    }
    return { client: await this.#connect(spec), reused: false };
  }

  /**
   * Gives a lent connection back. It is kept only when `reusable` and idle (not inside a
   * transaction the request left open), within the per-key limit; otherwise it is closed.
   */
  release(spec: ComputeConnectionSpec, lease: Lease, reusable: boolean): void {
    const pooled = this.#open.get(lease.client);
    if (!pooled) return;
    const key = keyOf(spec);
    const idle = this.#idle.get(key) ?? [];
    const keep =
      reusable &&
      pooled.alive &&
      pooled.status === "I" &&
      !this.#closed &&
      this.#current.get(familyOf(spec)) === key &&
      idle.length < this.#maxIdlePerKey;
    if (!keep) {
      this.#discard(pooled);
      return;
    }
    pooled.idleTimer = setTimeout(() => this.#discard(pooled), this.#idleMs);
    pooled.idleTimer.unref();
    idle.push(pooled);
    this.#idle.set(key, idle);
  }

  /** Closes the idle connections of a role (one that no longer exists on the endpoint's branch). */
  retire(endpoint: string, user: string): void {
    for (const idle of [...this.#idle.values()]) {
      for (const pooled of [...idle]) {
        if (pooled.spec.endpoint === endpoint && pooled.spec.user === user) this.#discard(pooled);
      }
    }
  }

  /** Closes every connection. */
  async close(): Promise<void> {
    this.#closed = true;
    const all = [...this.#open.values()];
    for (const pooled of all) this.#discard(pooled);
  }

  async #connect(spec: ComputeConnectionSpec): Promise<pg.Client> {
    const client = new pg.Client({
      host: spec.host,
      port: spec.port,
      user: spec.user,
      password: spec.password,
      database: spec.database,
      connectionTimeoutMillis: this.#connectTimeoutMs,
      ...(spec.options ? { options: spec.options } : {}),
    });
    const pooled: Pooled = { client, spec, status: "I", alive: true };
    const gone = () => {
      pooled.alive = false;
      this.#forget(pooled);
    };
    client.on("error", gone);
    client.on("end", gone);
    // Ends a connection the request left inside a transaction instead of lending it again.
    const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
    connection.on("readyForQuery", (message: { status: string }) => {
      pooled.status = message.status;
    });
    this.opened++;
    this.#open.set(client, pooled);
    try {
      await client.connect();
    } catch (error) {
      this.#discard(pooled);
      throw error;
    }
    return client;
  }

  /** Closes the idle connections of the same endpoint, role and database under another key. */
  #retireOthers(spec: ComputeConnectionSpec, key: string): void {
    const family = familyOf(spec);
    const previous = this.#current.get(family);
    this.#current.set(family, key);
    if (previous === undefined || previous === key) return;
    for (const pooled of this.#idle.get(previous) ?? []) this.#discard(pooled);
    this.#idle.delete(previous);
  }

  #discard(pooled: Pooled): void {
    pooled.alive = false;
    this.#forget(pooled);
    pooled.client.end().catch(() => undefined);
  }

  #forget(pooled: Pooled): void {
    clearTimeout(pooled.idleTimer);
    this.#open.delete(pooled.client);
    for (const [key, idle] of this.#idle) {
      const at = idle.indexOf(pooled);
      if (at < 0) continue;
      idle.splice(at, 1);
      if (idle.length === 0) this.#idle.delete(key);
    }
  }
}

function familyOf(spec: ComputeConnectionSpec): string {
  return JSON.stringify([spec.endpoint, spec.user, spec.database, spec.options]);
}

function keyOf(spec: ComputeConnectionSpec): string {
  return JSON.stringify([
    familyOf(spec),
    spec.host,
    spec.port,
    passwordDigest(spec.password).toString("hex"),
  ]);
}
