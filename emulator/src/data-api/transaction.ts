import type pg from "pg";
import { fromPostgres, RestError } from "./errors.ts";

/**
 * One request, one transaction, as PostgREST runs it: the role, the claims and the search path
 * set for the transaction only, then the request's one statement; checks on its result (a
 * singular answer, max-affected) before COMMIT, or ROLLBACK (`Prefer: tx=rollback`).
 */
export interface RequestIdentity {
  role: string;
  claims: string;
  searchPath: string;
  authenticated: boolean;
}

export async function inTransaction<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  options: { readOnly: boolean; rollback: boolean },
  statement: { text: string; values: unknown[] },
  check: (result: pg.QueryResult) => T,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new RestError(503, "PGRST000", "Could not connect with the database", {
        details: error instanceof Error ? error.message : String(error),
      });
    }
    let began = false;
    try {
      await client.query(options.readOnly ? "BEGIN READ ONLY" : "BEGIN");
      began = true;
      try {
        await client.query(
          "SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('search_path', $3, true)",
          [identity.role, identity.claims, identity.searchPath],
        );
      } catch (error) {
        const code = (error as { code?: string }).code;
        // A token naming a role the database does not have: 401, nothing runs.
        if (code === "22023" || code === "42704") {
          throw new RestError(401, code, (error as Error).message);
        }
        throw error;
      }
      const result = await client.query(statement);
      const answer = check(result);
      await client.query(options.rollback ? "ROLLBACK" : "COMMIT");
      client.release();
      return answer;
    } catch (error) {
      const lost = (error as { code?: string }).code === undefined && !(error instanceof RestError);
      if (began && !lost) await client.query("ROLLBACK").catch(() => undefined);
      client.release(lost ? (error as Error) : undefined);
      // A pooled connection that died while idle (the compute was suspended): once more on a new one.
      if (lost && !began && attempt === 0) continue;
      if (error instanceof RestError) throw error;
      throw fromPostgres(error, identity.authenticated);
    }
  }
}
