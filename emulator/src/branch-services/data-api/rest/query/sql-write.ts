import { badBody, columnNotFound } from "../core/errors.ts";
import type { Condition } from "../request/query-grammar.ts";
import type { Table } from "../schema-cache/schema-cache.ts";
import { conditionSql, ident, qualified, type SqlContext } from "./sql.ts";

/**
 * Inserts, upserts, updates and deletes, each the `pgrst_source` CTE of the request's one
 * statement: the rows come from the JSON body as one bound parameter per row, read with
 * `json_populate_record` into the table's row type; every written row is RETURNed for the
 * representation, the count and the Location.
 */

export interface WriteCte {
  /** `pgrst_source AS (…)`, maybe after a CTE of its own. */
  cte: string;
  /** For a merge upsert: how many rows it inserted rather than updated. */
  insertedFrom?: string;
}

function checkColumns(table: Table, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.some((c) => c.name === column)) throw columnNotFound(table.name, column);
  }
}

/** `columns=` as postgrest-js sends it (`"a","b"`) or plain (`a,b`). */
export function parseColumnsParam(text: string): string[] {
  return text
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "")
    .map((c) => (c.startsWith('"') && c.endsWith('"') ? c.slice(1, -1) : c));
}

const returningAll = (table: Table) => `RETURNING ${qualified(table)}.*`;

export function insertCte(
  ctx: SqlContext,
  table: Table,
  body: unknown,
  input: {
    columns: string[] | undefined;
    missingDefault: boolean;
    onConflict: string[] | undefined;
    resolution: "merge-duplicates" | "ignore-duplicates" | undefined;
  },
): WriteCte {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((r) => r === null || typeof r !== "object" || Array.isArray(r))) {
    throw badBody("Empty or invalid json: every row must be a JSON object");
  }
  const objects = rows as Array<Record<string, unknown>>;
  let columns = input.columns;
  if (columns === undefined) {
    columns = Object.keys(objects[0] ?? {});
    const same = (o: Record<string, unknown>) => {
      const keys = Object.keys(o);
      return keys.length === columns?.length && keys.every((k) => columns?.includes(k));
    };
    if (!objects.every(same)) throw badBody("All object keys must match");
  }
  checkColumns(table, columns);
  let write: string;
  if (columns.length === 0) {
    if (objects.length !== 1)
      throw badBody("Rows without any column can only be inserted one at a time");
    write = `INSERT INTO ${qualified(table)} DEFAULT VALUES`;
  } else if (input.missingDefault) {
    write = insertWithDefaults(ctx, table, columns, objects);
  } else {
    const values = objects.map((row) => {
      const param = ctx.params.add(JSON.stringify(row));
      const record = `json_populate_record(NULL::${qualified(table)}, ${param}::json)`;
      const cells = (columns as string[]).map((c) =>
        Object.hasOwn(row, c) ? `(${record}).${ident(c)}` : "NULL",
      );
      return `(${cells.join(", ")})`;
    });
    write = `INSERT INTO ${qualified(table)} (${columns.map(ident).join(", ")}) VALUES ${values.join(", ")}`;
  }
  const conflict = input.onConflict ?? table.pk;
  if (input.resolution === undefined || conflict.length === 0) {
    return { cte: `pgrst_source AS (${write} ${returningAll(table)})` };
  }
  checkColumns(table, conflict);
  const target = ` ON CONFLICT(${conflict.map(ident).join(", ")})`;
  if (input.resolution === "ignore-duplicates" || columns.length === 0) {
    return { cte: `pgrst_source AS (${write}${target} DO NOTHING ${returningAll(table)})` };
  }
  // PostgREST sets every given column, the conflict's too; xmax = 0 marks a row inserted.
  const sets = columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(", ");
  const names = table.columns.map((c) => ident(c.name)).join(", ");
  return {
    cte: `pgrst_mutation AS (${write}${target} DO UPDATE SET ${sets} ${returningAll(table)}, (${qualified(table)}.xmax = 0) AS pgrst_inserted), pgrst_source AS (SELECT ${names} FROM pgrst_mutation)`,
    insertedFrom: "(SELECT pg_catalog.count(*) FROM pgrst_mutation WHERE pgrst_inserted)",
  };
}

/**
 * `Prefer: missing=default`, as PostgREST's fromJsonBodyF: each row is the inserted columns'
 * defaults (from the schema cache) overridden by the row's own keys, so every default is
 * evaluated for every row (an identity's sequence advances for a row that gives its own id).
 */
function insertWithDefaults(
  ctx: SqlContext,
  table: Table,
  columns: string[],
  objects: Array<Record<string, unknown>>,
): string {
  const defaults = columns.flatMap((name) => {
    const expression = table.columns.find((c) => c.name === name)?.default;
    return expression ? [`${ctx.params.add(name)}::text, ${expression}`] : [];
  });
  const rows = objects.map((row) => `(${ctx.params.add(JSON.stringify(row))}::jsonb)`).join(", ");
  const picked = columns.map((c) => `pgrst_row.${ident(c)}`).join(", ");
  return `INSERT INTO ${qualified(table)} (${columns.map(ident).join(", ")}) SELECT ${picked} FROM (VALUES ${rows}) AS pgrst_body(j), LATERAL jsonb_populate_record(NULL::${qualified(table)}, jsonb_build_object(${defaults.join(", ")}) || pgrst_body.j) AS pgrst_row`;
}

function whereOf(ctx: SqlContext, table: Table, conditions: Condition[]): string {
  const where = conditions.map((c) => conditionSql(ctx, table, table, c));
  return where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
}

/** An UPDATE; undefined for a body without columns (nothing to change). */
export function updateCte(
  ctx: SqlContext,
  table: Table,
  body: unknown,
  conditions: Condition[],
): WriteCte | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badBody("Empty or invalid json: PATCH takes one JSON object");
  }
  const row = body as Record<string, unknown>;
  const columns = Object.keys(row);
  if (columns.length === 0) return undefined;
  checkColumns(table, columns);
  const param = ctx.params.add(JSON.stringify(row));
  const record = `json_populate_record(NULL::${qualified(table)}, ${param}::json)`;
  const sets = columns.map((c) => `${ident(c)} = (${record}).${ident(c)}`).join(", ");
  return {
    cte: `pgrst_source AS (UPDATE ${qualified(table)} SET ${sets}${whereOf(ctx, table, conditions)} ${returningAll(table)})`,
  };
}

export function deleteCte(ctx: SqlContext, table: Table, conditions: Condition[]): WriteCte {
  return {
    cte: `pgrst_source AS (DELETE FROM ${qualified(table)}${whereOf(ctx, table, conditions)} ${returningAll(table)})`,
  };
}
