import type pg from "pg";
import { fromPostgres, RestError } from "../core/errors.ts";
import { NotSent, pipeline, type Statement, type StatementResult } from "./pipeline.ts";

/**
 * One request, one transaction, as PostgREST runs it: the role, the claims and the search path
 * set for the transaction only (`set_config(…, true)`), then the request's one statement, all in
 * one round trip. A request whose answer decides between COMMIT and ROLLBACK (a singular
 * answer, max-affected, `Prefer: tx=rollback`) opens an explicit transaction and ends it in a
 * second round trip once its result is checked.
 */
export interface RequestIdentity {
  role: string;
  claims: string;
  searchPath: string;
  authenticated: boolean;
}

const setup =
  "SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('search_path', $3, true), set_config('transaction_read_only', $4, true)";

export async function inTransaction<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  options: { readOnly: boolean; rollback: boolean; checked: boolean },
  statement: Statement | Statement[],
  check: (result: StatementResult, all: StatementResult[]) => T,
): Promise<T> {
  const explicit = options.rollback || options.checked;
  // The request's own statements (a planned count's EXPLAIN, then the one statement) follow
  // the setup in the same round trip.
  const own = Array.isArray(statement) ? statement : [statement];
  const statements = [
    ...(explicit ? [{ text: "BEGIN", values: [] }] : []),
    {
      text: setup,
      values: [
        identity.role,
        identity.claims,
        identity.searchPath,
        options.readOnly ? "on" : "off",
      ],
    },
    ...own,
  ];
  for (let attempt = 0; ; attempt++) {
    const client = await connect(pool);
    let results: StatementResult[];
    try {
      results = await pipeline(client, statements).catch((error: unknown) => {
        const code = (error as { code?: string }).code;
        // A token naming a role the database does not have: 401, nothing ran.
        if ((code === "22023" || code === "42704") && /role/.test((error as Error).message)) {
          throw new RestError(401, code, (error as Error).message);
        }
        throw error;
      });
    } catch (error) {
      await end(client, explicit, error);
      // Once more on a new connection only when the statement cannot have run: the pooled
      // connection was found dead before it was sent (its compute was suspended while it sat
      // idle), or the request only reads. A drop after sending may follow a commit whose answer
      // was lost: running the write again would write it twice.
      const harmless = error instanceof NotSent || options.readOnly;
      if (lost(error) && harmless && attempt === 0) continue;
      throw asRestError(error, identity);
    }
    try {
      const answer = check(
        results[results.length - 1] as StatementResult,
        results.slice(results.length - own.length),
      );
      if (explicit) await client.query(options.rollback ? "ROLLBACK" : "COMMIT");
      client.release();
      return answer;
    } catch (error) {
      // A refused result (singular, max-affected) is rolled back before it is answered.
      await end(client, explicit, error);
      throw asRestError(error, identity);
    }
  }
}

async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw new RestError(503, "PGRST000", "Could not connect with the database", {
      details: error instanceof Error ? error.message : String(error),
    });
  }
}

/** No answer from the server at all: the connection is gone. */
const lost = (error: unknown) =>
  (error as { code?: string }).code === undefined && !(error instanceof RestError);

/** Rolls back an open transaction and gives the client back (a lost one is discarded). */
async function end(client: pg.PoolClient, explicit: boolean, error: unknown): Promise<void> {
  if (lost(error)) {
    client.release(error as Error);
    return;
  }
  if (explicit) await client.query("ROLLBACK").catch(() => undefined);
  client.release();
}

const asRestError = (error: unknown, identity: RequestIdentity) =>
  error instanceof RestError ? error : fromPostgres(error, identity.authenticated);
