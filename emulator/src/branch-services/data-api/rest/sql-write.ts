import { badBody, columnNotFound, RestError } from "./errors.ts";
import type { Condition } from "./query-grammar.ts";
import type { ReadNode } from "./read-plan.ts";
import type { Table } from "./schema-cache.ts";
import {
  type BodyShape,
  bodyExpression,
  conditionSql,
  ident,
  qualified,
  type SqlContext,
  selectParts,
} from "./sql.ts";

/**
 * Inserts, upserts, updates and deletes, each one statement: the rows come from the JSON body as
 * one bound parameter per row, read with `json_populate_record` into the table's row type, as
 * PostgREST reads them.
 */

export type Returning = "minimal" | "headers-only" | "representation";

export interface WriteOptions {
  returning: Returning;
  shape: BodyShape;
  /** The node that shapes a representation (its select and embeds), rooted at the table. */
  representation: ReadNode;
}

/** The statement around the write: the bare write, or a CTE whose rows are shaped and counted. */
function around(ctx: SqlContext, write: string, table: Table, options: WriteOptions): string {
  if (options.returning === "minimal") return write;
  if (options.returning === "headers-only") {
    const pk = table.pk.map((c) => `${ident("pgrst_w")}.${ident(c)}`).join(", ") || "NULL";
    return `${write} RETURNING ${pk}`;
  }
  const parts = selectParts(ctx, options.representation, table.name);
  return `WITH pgrst_source AS (${write} RETURNING ${ident("pgrst_w")}.*) SELECT NULL::bigint AS total, pg_catalog.count(_postgrest_t) AS page, ${bodyExpression(options.shape)} AS body FROM (SELECT ${parts.list || "NULL AS pgrst_none"} FROM pgrst_source AS ${ident(table.name)} ${parts.joins}) AS _postgrest_t`;
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

export function insertStatement(
  ctx: SqlContext,
  table: Table,
  body: unknown,
  input: {
    columns: string[] | undefined;
    missingDefault: boolean;
    onConflict: string[] | undefined;
    resolution: "merge-duplicates" | "ignore-duplicates" | undefined;
  },
  options: WriteOptions,
): { sql: string; rows: number } {
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
  const target = `${qualified(table)} AS ${ident("pgrst_w")}`;
  let write: string;
  if (columns.length === 0) {
    // Every column takes its default.
    if (objects.length !== 1)
      throw badBody("Rows without any column can only be inserted one at a time");
    write = `INSERT INTO ${target} DEFAULT VALUES`;
  } else {
    const values = objects.map((row) => {
      const param = ctx.params.add(JSON.stringify(row));
      const record = `json_populate_record(NULL::${qualified(table)}, ${param}::json)`;
      const cells = columns.map((c) =>
        Object.hasOwn(row, c)
          ? `(${record}).${ident(c)}`
          : input.missingDefault
            ? "DEFAULT"
            : "NULL",
      );
      return `(${cells.join(", ")})`;
    });
    write = `INSERT INTO ${target} (${columns.map(ident).join(", ")}) VALUES ${values.join(", ")}`;
  }
  if (input.resolution !== undefined) {
    const conflict = input.onConflict ?? table.pk;
    checkColumns(table, conflict);
    if (conflict.length === 0 && input.resolution === "merge-duplicates") {
      throw new RestError(
        400,
        "PGRST102",
        `An upsert on ${table.name} needs on_conflict: the table has no primary key`,
      );
    }
    const targetCols = conflict.length > 0 ? ` (${conflict.map(ident).join(", ")})` : "";
    if (input.resolution === "ignore-duplicates") write += ` ON CONFLICT${targetCols} DO NOTHING`;
    else {
      const updates = columns.filter((c) => !conflict.includes(c));
      write +=
        updates.length > 0
          ? ` ON CONFLICT${targetCols} DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(", ")}`
          : ` ON CONFLICT${targetCols} DO NOTHING`;
    }
  }
  return { sql: around(ctx, write, table, options), rows: objects.length };
}

function whereOf(ctx: SqlContext, table: Table, conditions: Condition[]): string {
  const where = conditions.map((c) => conditionSql(ctx, table, "pgrst_w", c));
  return where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
}

export function updateStatement(
  ctx: SqlContext,
  table: Table,
  body: unknown,
  conditions: Condition[],
  options: WriteOptions,
): string | undefined {
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
  const write = `UPDATE ${qualified(table)} AS ${ident("pgrst_w")} SET ${sets}${whereOf(ctx, table, conditions)}`;
  return around(ctx, write, table, options);
}

export function deleteStatement(
  ctx: SqlContext,
  table: Table,
  conditions: Condition[],
  options: WriteOptions,
): string {
  const write = `DELETE FROM ${qualified(table)} AS ${ident("pgrst_w")}${whereOf(ctx, table, conditions)}`;
  return around(ctx, write, table, options);
}
