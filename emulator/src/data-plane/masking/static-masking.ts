import type pg from "pg";
import { adminRole, quoteIdent } from "../postgres/admin-sql.ts";
import { anonFunctionsSql } from "./anon-functions.ts";

/**
 * Static masking as PostgreSQL Anonymizer's anonymize_table() does it: one UPDATE of a table sets
 * every masked column to its rule's expression, cast to the column's type (anon's strict mode).
 * A database's tables are masked in one transaction, so a failing rule leaves that database as it
 * was. Rows go in batches (by their ctid, taken from a cursor opened before the first UPDATE), so
 * progress can be told while a large table is masked.
 */

/** One masked column, as a masking rule names it. */
export interface MaskingTarget {
  schema: string;
  table: string;
  column: string;
  /** The rule's masking_function or masking_value, as SQL. */
  expression: string;
}

/** What a database's catalog says about a rule's column. */
export interface TargetFacts {
  schema: boolean;
  table: boolean;
  column: boolean;
  /** The column is part of a foreign key: Neon refuses to mask it (mask the referenced key). */
  foreignKey: boolean;
  /** The column's type, as format_type() writes it. */
  type: string | null;
}

export interface TableProgress {
  schema: string;
  table: string;
  /** 0-based position among the database's masked tables. */
  index: number;
  rowsDone: number;
  rowsTotal: number;
}

/** Rows per UPDATE: small enough that a 100,000-row table reports progress as it goes. */
const batchRows = 10_000;

/** Installs the anon functions in the client's database: the extension when the server has it. */
export async function installAnonFunctions(
  client: pg.Client,
  options: { extension: boolean },
): Promise<void> {
  if (options.extension) await client.query("CREATE EXTENSION IF NOT EXISTS anon");
  else await client.query(anonFunctionsSql);
}

export async function inspectTargets(
  client: pg.Client,
  targets: Array<Pick<MaskingTarget, "schema" | "table" | "column">>,
): Promise<TargetFacts[]> {
  const { rows } = await client.query<TargetFacts & { i: string }>(
    `SELECT r.i,
       n.oid IS NOT NULL AS schema,
       c.oid IS NOT NULL AS table,
       a.attnum IS NOT NULL AS column,
       EXISTS (SELECT 1 FROM pg_catalog.pg_constraint f
               WHERE f.conrelid = c.oid AND f.contype = 'f' AND a.attnum = ANY (f.conkey)) AS "foreignKey",
       pg_catalog.format_type(a.atttypid, a.atttypmod) AS type
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS r(s, t, col, i)
     LEFT JOIN pg_catalog.pg_namespace n ON n.nspname = r.s
     LEFT JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid AND c.relname = r.t AND c.relkind IN ('r', 'p')
     LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attname = r.col AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY r.i`,
    [targets.map((t) => t.schema), targets.map((t) => t.table), targets.map((t) => t.column)],
  );
  return rows.map(({ i: _, ...facts }) => facts);
}

/** Why a rule's column cannot be masked, from its database's catalog; undefined when it can. */
export function targetProblem(
  target: Pick<MaskingTarget, "schema" | "table" | "column">,
  facts: TargetFacts,
  database: string,
): string | undefined {
  const { schema, table, column } = target;
  if (!facts.schema) return `schema ${schema} does not exist in database ${database}`;
  if (!facts.table) return `table ${schema}.${table} does not exist in database ${database}`;
  if (!facts.column)
    return `column ${column} does not exist in table ${database}.${schema}.${table}`;
  if (facts.foreignKey) {
    return `column ${database}.${schema}.${table}.${column} is part of a foreign key and cannot be masked; mask the primary key it references instead`;
  }
  return undefined;
}

/** Ends every user session on the server (the branch is unavailable while it is masked). */
export async function endUserSessions(client: pg.Client): Promise<void> {
  await client.query(
    `SELECT pg_catalog.pg_terminate_backend(pid) FROM pg_catalog.pg_stat_activity
     WHERE pid <> pg_catalog.pg_backend_pid() AND backend_type = 'client backend'
       AND usename IS DISTINCT FROM $1`,
    [adminRole],
  );
}

interface TablePlan {
  schema: string;
  table: string;
  columns: Array<{ column: string; expression: string; type: string }>;
}

/** The targets grouped by table, in the order they first appear. */
function tablePlans(targets: MaskingTarget[], facts: TargetFacts[]): TablePlan[] {
  const plans = new Map<string, TablePlan>();
  targets.forEach((target, i) => {
    const key = JSON.stringify([target.schema, target.table]);
    const plan = plans.get(key) ?? { schema: target.schema, table: target.table, columns: [] };
    plan.columns.push({ ...target, type: facts[i]?.type ?? "text" });
    plans.set(key, plan);
  });
  return [...plans.values()];
}

/** How many tables the targets touch. */
export function tableCount(targets: Array<Pick<MaskingTarget, "schema" | "table">>): number {
  return new Set(targets.map((t) => JSON.stringify([t.schema, t.table]))).size;
}

/**
 * Masks the targets of one database (already checked with inspectTargets), all or nothing.
 * Each UPDATE runs as the table's owner, so the table's own triggers never run as the platform's
 * superuser; row security is off, so a policy that would hide rows fails the run instead.
 */
export async function maskDatabase(
  client: pg.Client,
  targets: MaskingTarget[],
  onProgress: (progress: TableProgress) => void,
): Promise<void> {
  const facts = await inspectTargets(client, targets);
  const plans = tablePlans(targets, facts);
  await client.query("BEGIN");
  try {
    await client.query("SET CONSTRAINTS ALL DEFERRED");
    await client.query("SET LOCAL row_security = off");
    for (const [index, plan] of plans.entries()) {
      await maskTable(client, plan, (rowsDone, rowsTotal) =>
        onProgress({ schema: plan.schema, table: plan.table, index, rowsDone, rowsTotal }),
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

async function maskTable(
  client: pg.Client,
  plan: TablePlan,
  onRows: (done: number, total: number) => void,
): Promise<void> {
  const relation = `${quoteIdent(plan.schema)}.${quoteIdent(plan.table)}`;
  const { rows } = await client.query<{ kind: string; owner: string }>(
    `SELECT c.relkind AS kind, pg_catalog.pg_get_userbyid(c.relowner) AS owner
     FROM pg_catalog.pg_class c WHERE c.oid = $1::regclass`,
    [relation],
  );
  const { kind, owner } = rows[0] as { kind: string; owner: string };
  const only = kind === "r" ? "ONLY " : "";
  const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${only}${relation}`);
  const total = Number(counted.rows[0]?.n ?? 0);
  const assignments = plan.columns
    .map((c) => `${quoteIdent(c.column)} = CAST(${c.expression} AS ${c.type})`)
    .join(", ");
  // Unqualified names in a rule (a type in NULL::card) are looked up in the table's schema.
  await client.query(`SET LOCAL search_path TO ${quoteIdent(plan.schema)}, public`);
  onRows(0, total);
  if (kind !== "r") {
    // A partitioned table: one UPDATE through its parent.
    await asOwner(client, owner, () => client.query(`UPDATE ${relation} SET ${assignments}`));
    onRows(total, total);
    return;
  }
  // The cursor's snapshot predates every UPDATE: it lists each original row exactly once.
  await client.query(
    `DECLARE anon_emulator_rows NO SCROLL CURSOR FOR SELECT ctid FROM ONLY ${relation}`,
  );
  let done = 0;
  for (;;) {
    const batch = await client.query<{ ctid: string }>(
      `FETCH ${batchRows} FROM anon_emulator_rows`,
    );
    if (batch.rows.length === 0) break;
    await asOwner(client, owner, () =>
      client.query(`UPDATE ONLY ${relation} SET ${assignments} WHERE ctid = ANY ($1::tid[])`, [
        batch.rows.map((row) => row.ctid),
      ]),
    );
    done += batch.rows.length;
    onRows(done, Math.max(total, done));
  }
  await client.query("CLOSE anon_emulator_rows");
}

async function asOwner<T>(client: pg.Client, owner: string, work: () => Promise<T>): Promise<T> {
  await client.query(`SET LOCAL ROLE ${quoteIdent(owner)}`);
  const result = await work();
  await client.query("SET LOCAL ROLE NONE");
  return result;
}

/** A column of one of a branch's databases to mask, as a masking rule names it. */
export interface MaskingColumn extends MaskingTarget {
  database: string;
}

export interface MaskingProgress {
  database: string;
  schema: string;
  table: string;
  /** 1-based position of the table among every table the run masks, and their number. */
  tableNumber: number;
  tables: number;
  rowsDone: number;
  rowsTotal: number;
}
