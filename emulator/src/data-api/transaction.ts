import type pg from "pg";
import { fromPostgres, RestError } from "./errors.ts";
import { pipeline, type StatementResult } from "./pipeline.ts";

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
  statement: { text: string; values: unknown[] },
  check: (result: StatementResult) => T,
): Promise<T> {
  const explicit = options.rollback || options.checked;
  for (let attempt = 0; ; attempt++) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new RestError(503, "PGRST000", "Could not connect with the database", {
        details: error instanceof Error ? error.message : String(error),
      });
    }
    let results: StatementResult[] = [];
    try {
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
        statement,
      ];
      results = await pipeline(client, statements).catch((error: unknown) => {
        const code = (error as { code?: string }).code;
        // A token naming a role the database does not have: 401, nothing ran.
        if ((code === "22023" || code === "42704") && /role/.test((error as Error).message)) {
          throw new RestError(401, code, (error as Error).message);
        }
        throw error;
      });
      const main = results[results.length - 1] as StatementResult;
      let answer: T;
      try {
        answer = check(main);
      } catch (error) {
        if (explicit) await client.query("ROLLBACK");
        throw error;
      }
      if (explicit) await client.query(options.rollback ? "ROLLBACK" : "COMMIT");
      client.release();
      return answer;
    } catch (error) {
      const lost = (error as { code?: string }).code === undefined && !(error instanceof RestError);
      if (!lost && explicit) await client.query("ROLLBACK").catch(() => undefined);
      client.release(lost ? (error as Error) : undefined);
      // A pooled connection that died while idle (its compute was suspended): once more, on a
      // new one, when nothing answered at all.
      if (lost && results.length === 0 && attempt === 0) continue;
      if (error instanceof RestError) throw error;
      throw fromPostgres(error, identity.authenticated);
    }
  }
}
