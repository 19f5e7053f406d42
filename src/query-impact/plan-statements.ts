import type { RunQuery } from "../migration-impact/connection.ts";
import { type PlanOutcome, type PlanSummary, summarisePlan } from "./plan-summary.ts";

/** Each statement may take this long to plan; more is an error of its own, not the run's. */
export const PLAN_TIMEOUT_MS = 5_000;

/**
 * Plans each statement on the database `run` is connected to, never executing it: a generic plan
 * (its `$n` unknown), in a read-only transaction rolled back. `EXPLAIN (GENERIC_PLAN)` on
 * PostgreSQL 16+; before it, `PREPARE` with `plan_cache_mode = force_generic_plan` and
 * `EXPLAIN EXECUTE` with typed NULLs. A statement that fails to plan gives its error and SQLSTATE.
 */
export async function planStatements(
  run: RunQuery,
  statements: readonly string[],
): Promise<PlanOutcome[]> {
  const [version] = await run("SELECT current_setting('server_version_num')::int AS v");
  const generic = Number(version?.v) >= 160000;
  // The session is the action's own: its settings hold for every statement planned on it.
  await run(`SET statement_timeout = ${PLAN_TIMEOUT_MS}`);
  if (!generic) await run("SET plan_cache_mode = force_generic_plan");
  const outcomes: PlanOutcome[] = [];
  // One read-only transaction for them all, begun again only after a statement fails in it:
  // a statement that plans costs one round trip.
  await run("BEGIN READ ONLY");
  try {
    for (const [i, statement] of statements.entries()) {
      const name = `${PREPARED}_${i}`;
      try {
        const explained = generic
          ? await run(`EXPLAIN (GENERIC_PLAN, VERBOSE, FORMAT JSON) ${statement}`)
          : await explainPrepared(run, statement, name);
        outcomes.push({ plan: summarisePlan(explained[0]?.["QUERY PLAN"]) });
      } catch (error) {
        outcomes.push(failed(error));
        await run("ROLLBACK");
        // A prepared statement outlives its transaction: gone, whatever failed after PREPARE.
        if (!generic) await run(`DEALLOCATE ${name}`).catch(() => undefined);
        await run("BEGIN READ ONLY");
      }
    }
  } finally {
    await run("ROLLBACK").catch(() => undefined);
  }
  await addRelationRows(run, outcomes);
  return outcomes;
}

function failed(error: unknown): PlanOutcome {
  const { message, code } = error as { message?: string; code?: string };
  return {
    error: String(message ?? error).split("\n")[0] ?? "",
    ...(typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? { sqlstate: code } : {}),
  };
}

const PREPARED = "preview_compute_query_impact";

async function explainPrepared(
  run: RunQuery,
  statement: string,
  name: string,
): Promise<Array<Record<string, unknown>>> {
  await run(`PREPARE ${name} AS ${statement}`);
  const [prepared] = await run(
    "SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1",
    [name],
  );
  const types = (prepared?.types as string[] | undefined) ?? [];
  const nulls = types.map((type) => `NULL::${type}`).join(", ");
  const explained = await run(
    `EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE ${name}${types.length ? `(${nulls})` : ""}`,
  );
  await run(`DEALLOCATE ${name}`);
  return explained;
}

/** Sequential scans get their relation's row count (`reltuples`): one catalog read. */
async function addRelationRows(run: RunQuery, outcomes: PlanOutcome[]): Promise<void> {
  const plans = outcomes.flatMap((o) => ("plan" in o ? [o.plan] : [])) as PlanSummary[];
  const names = [
    ...new Set(plans.flatMap((p) => p.scans.filter((s) => s.relation).map((s) => s.relation))),
  ] as string[];
  if (names.length === 0) return;
  const rows = await run(
    `SELECT n.nspname || '.' || c.relname AS name, greatest(c.reltuples, 0)::float8 AS rows
       FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname || '.' || c.relname = ANY($1::text[])`,
    [names],
  );
  const byName = new Map(rows.map((r) => [String(r.name), Number(r.rows)]));
  for (const plan of plans)
    for (const scan of plan.scans) {
      const count = scan.relation ? byName.get(scan.relation) : undefined;
      if (count !== undefined) scan.relationRows = count;
    }
}
