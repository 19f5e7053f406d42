import pg from "pg";

/**
 * The Data API's connections, as PostgREST keeps them: one small pool per branch, database and
 * compute, logged in as `authenticator` through the proxy's own port like any client (so a
 * request wakes an idle compute and counts toward its connections).
 */
export interface PoolTarget {
  key: string;
  proxy: { host: string; port: number };
  endpointId: string;
  database: string;
  password: () => string;
}

export class DataApiPools {
  private readonly pools = new Map<string, pg.Pool>();

  get(target: PoolTarget): pg.Pool {
    const key = `${target.key}\u0000${target.endpointId}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new pg.Pool({
        host: target.proxy.host,
        port: target.proxy.port,
        user: "authenticator",
        password: target.password,
        database: target.database,
        options: `endpoint=${target.endpointId}`,
        application_name: "neon-data-api",
        max: 10,
        idleTimeoutMillis: 10_000,
        connectionTimeoutMillis: 60_000,
      });
      pool.on("error", () => undefined);
      // A connection that drops while a request holds it also emits "error" (the request's
      // query fails with it too); unheard, it would end the process.
      pool.on("connect", (client) => client.on("error", () => undefined));
      this.pools.set(key, pool);
    }
    return pool;
  }

  /** Closes the pools of a branch (every database) or of one of its databases. */
  async close(prefix?: string): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [key, pool] of this.pools) {
      if (prefix === undefined || key.startsWith(prefix)) {
        this.pools.delete(key);
        closing.push(pool.end().catch(() => undefined));
      }
    }
    await Promise.all(closing);
  }

  /** Connections open now, for the tests. */
  connections(): number {
    let total = 0;
    for (const pool of this.pools.values()) total += pool.totalCount;
    return total;
  }
}
