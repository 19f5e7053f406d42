import type { Condition, FieldRef, Filter, OrderTerm } from "./query-grammar.ts";
import type { ReadNode } from "./read-plan.ts";
import { computedField, type SchemaCache, type Table } from "./schema-cache.ts";

/**
 * The one SQL statement of a request. Identifiers come only from the schema cache and are
 * quoted; every value a client sent is a bound parameter ($n).
 */

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (t: { schema: string; name: string }) =>
  `${ident(t.schema)}.${ident(t.name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface SqlContext {
  cache: SchemaCache;
  params: Params;
  aliases: number;
}

export const newContext = (cache: SchemaCache): SqlContext => ({
  cache,
  params: new Params(),
  aliases: 0,
});

const nextAlias = (ctx: SqlContext) => `pgrst_${++ctx.aliases}`;

/** A column or computed field of the table under `alias`, then its JSON path. */
export function fieldSql(ctx: SqlContext, table: Table, alias: string, field: FieldRef): string {
  const computed = table.columns.some((c) => c.name === field.name)
    ? undefined
    : computedField(ctx.cache, table, field.name);
  let sql = computed
    ? `${qualified(computed)}(${ident(alias)})`
    : `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key)
      ? `${ctx.params.add(Number(step.key))}::int`
      : `${ctx.params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${key})`;
  }
  return sql;
}

const comparison: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "LIKE",
  ilike: "ILIKE",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxl: "&>",
  nxr: "&<",
  adj: "-|-",
  isdistinct: "IS DISTINCT FROM",
};

const tsQuery: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};

const likeValue = (op: string, v: string) =>
  op === "like" || op === "ilike" ? v.replaceAll("*", "%") : v;

function filterSql(ctx: SqlContext, table: Table, alias: string, filter: Filter): string {
  const lhs = fieldSql(ctx, table, alias, filter.field);
  const { op } = filter;
  let sql: string;
  if (op === "is") {
    const word = (filter.value as string).toLowerCase();
    sql = `${lhs} IS ${word === "not_null" ? "NOT NULL" : word.toUpperCase()}`;
  } else if (op === "in") {
    sql = `${lhs} = ANY(${ctx.params.add(filter.value)})`;
  } else if (op in tsQuery) {
    const language =
      filter.language !== undefined ? `${ctx.params.add(filter.language)}::regconfig, ` : "";
    sql = `${lhs} @@ ${tsQuery[op]}(${language}${ctx.params.add(filter.value)})`;
  } else if (filter.modifier !== undefined) {
    const values = (filter.value as string[]).map((v) => likeValue(op, v));
    sql = `${lhs} ${comparison[op]} ${filter.modifier.toUpperCase()}(${ctx.params.add(values)})`;
  } else {
    sql = `${lhs} ${comparison[op]} ${ctx.params.add(likeValue(op, filter.value as string))}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

export function conditionSql(ctx: SqlContext, table: Table, alias: string, c: Condition): string {
  if (c.kind === "filter") return filterSql(ctx, table, alias, c.filter);
  const joined = c.items
    .map((item) => `(${conditionSql(ctx, table, alias, item)})`)
    .join(` ${c.op.toUpperCase()} `);
  return c.negate ? `NOT (${joined})` : `(${joined})`;
}

function orderSql(
  ctx: SqlContext,
  node: ReadNode,
  alias: string,
  children: Map<ReadNode, string>,
): string {
  if (node.order.length === 0) return "";
  const terms = node.order.map((term: OrderTerm) => {
    let expr: string;
    if (term.relation !== undefined) {
      const child = node.children.find((c) => c.name === term.relation) as ReadNode;
      expr = `(SELECT ${fieldSql(ctx, child.table, "pgrst_order", term.field)} FROM ${qualified(child.table)} AS "pgrst_order" WHERE ${joinCondition(child, "pgrst_order", alias)})`;
      void children;
    } else {
      expr = fieldSql(ctx, node.table, alias, term.field);
    }
    const direction = term.direction === "desc" ? " DESC" : term.direction === "asc" ? " ASC" : "";
    const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : "";
    return `${expr}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

/** The condition tying a child's rows (under `alias`) to its parent's row (under `parentAlias`). */
function joinCondition(
  child: ReadNode,
  alias: string,
  parentAlias: string,
  junctionAlias?: string,
): string {
  const r = child.relationship;
  if (!r) return "TRUE";
  if (r.kind === "many-to-one") {
    return r.fk.refColumns
      .map(
        (col, i) =>
          `${ident(alias)}.${ident(col)} = ${ident(parentAlias)}.${ident(r.fk.columns[i] as string)}`,
      )
      .join(" AND ");
  }
  if (r.kind === "one-to-many") {
    return r.fk.columns
      .map(
        (col, i) =>
          `${ident(alias)}.${ident(col)} = ${ident(parentAlias)}.${ident(r.fk.refColumns[i] as string)}`,
      )
      .join(" AND ");
  }
  const j = junctionAlias ?? "";
  return r.sourceFk.columns
    .map(
      (col, i) =>
        `${ident(j)}.${ident(col)} = ${ident(parentAlias)}.${ident(r.sourceFk.refColumns[i] as string)}`,
    )
    .join(" AND ");
}

export interface SelectParts {
  list: string;
  joins: string;
}

/**
 * The select list of a node's rows under `alias`, and the lateral joins of its embedded
 * resources (one per child: a JSON object, a JSON array, or a spread's columns).
 */
export function selectParts(ctx: SqlContext, node: ReadNode, alias: string): SelectParts {
  const list: string[] = [];
  const joins: string[] = [];
  for (const column of node.columns) {
    if (column.kind === "field") {
      let expr = fieldSql(ctx, node.table, alias, column.field);
      if (column.cast !== undefined) expr = `CAST(${expr} AS ${column.cast})`;
      list.push(`${expr} AS ${ident(column.output)}`);
      continue;
    }
    const child = column.node;
    const childAlias = nextAlias(ctx);
    const joined = `${childAlias}_e`;
    const inner = childQuery(ctx, child, childAlias, alias);
    const join = child.inner ? "INNER JOIN LATERAL" : "LEFT JOIN LATERAL";
    if (child.spread) {
      joins.push(`${join} (${inner.sql}) AS ${ident(joined)} ON TRUE`);
      for (const name of inner.outputs)
        list.push(`${ident(joined)}.${ident(name)} AS ${ident(name)}`);
    } else if (child.relationship?.kind === "many-to-one") {
      joins.push(
        `${join} (SELECT row_to_json("pgrst_row") AS body FROM (${inner.sql}) AS "pgrst_row") AS ${ident(joined)} ON TRUE`,
      );
      list.push(`${ident(joined)}.body AS ${ident(child.name)}`);
    } else {
      const having = child.inner ? " HAVING pg_catalog.count(*) > 0" : "";
      joins.push(
        `${join} (SELECT coalesce(json_agg("pgrst_row"), '[]') AS body FROM (${inner.sql}) AS "pgrst_row"${having}) AS ${ident(joined)} ON TRUE`,
      );
      list.push(`${ident(joined)}.body AS ${ident(child.name)}`);
    }
  }
  return { list: list.length > 0 ? list.join(", ") : "", joins: joins.join(" ") };
}

function outputsOf(node: ReadNode): string[] {
  return node.columns.flatMap((c) =>
    c.kind === "field" ? [c.output] : c.node.spread ? outputsOf(c.node) : [c.node.name],
  );
}

function childQuery(ctx: SqlContext, child: ReadNode, alias: string, parentAlias: string) {
  const r = child.relationship;
  const junctionAlias = `${alias}_j`;
  const from =
    r?.kind === "many-to-many"
      ? `${qualified(child.table)} AS ${ident(alias)} INNER JOIN ${qualified(r.junction)} AS ${ident(junctionAlias)} ON ${r.targetFk.columns
          .map(
            (col, i) =>
              `${ident(junctionAlias)}.${ident(col)} = ${ident(alias)}.${ident(r.targetFk.refColumns[i] as string)}`,
          )
          .join(" AND ")}`
      : `${qualified(child.table)} AS ${ident(alias)}`;
  const parts = selectParts(ctx, child, alias);
  const where = [
    joinCondition(child, alias, parentAlias, junctionAlias),
    ...child.conditions.map((c) => conditionSql(ctx, child.table, alias, c)),
  ];
  const order = orderSql(ctx, child, alias, new Map());
  const page = pageSql(ctx, child.limit, child.offset);
  return {
    sql: `SELECT ${parts.list || "NULL AS pgrst_none"} FROM ${from} ${parts.joins} WHERE ${where.join(" AND ")}${order}${page}`,
    outputs: outputsOf(child),
  };
}

function pageSql(ctx: SqlContext, limit: number | undefined, offset: number | undefined): string {
  let sql = "";
  if (limit !== undefined) sql += ` LIMIT ${ctx.params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` OFFSET ${ctx.params.add(offset)}`;
  return sql;
}

export type BodyShape = "array" | "object" | "none";

export function bodyExpression(shape: BodyShape, row = "_postgrest_t"): string {
  if (shape === "object") return `coalesce((json_agg(${row}) -> 0)::text, '')`;
  if (shape === "none") return "NULL::text";
  return `coalesce(json_agg(${row}), '[]')::text`;
}

export interface ReadStatement {
  sql: string;
  values: unknown[];
}

/**
 * A read: `WITH pgrst_source AS (<rows>) SELECT total, page, body` in one statement, as PostgREST
 * builds it; `total` only with `Prefer: count=exact`.
 */
export function readStatement(
  ctx: SqlContext,
  root: ReadNode,
  source: { from: string; alias: string },
  options: {
    count: "exact" | "planned" | "estimated" | undefined;
    shape: BodyShape;
    limit?: number;
    offset?: number;
  },
): ReadStatement {
  const parts = selectParts(ctx, root, source.alias);
  const where = root.conditions.map((c) => conditionSql(ctx, root.table, source.alias, c));
  const whereSql = where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
  const order = orderSql(ctx, root, source.alias, new Map());
  const body = `FROM ${source.from} ${parts.joins}${whereSql}`;
  const page = pageSql(ctx, options.limit, options.offset);
  // planned and estimated counts are the exact count here (no planner statistics to mimic).
  const total =
    options.count !== undefined ? `(SELECT pg_catalog.count(*) ${body})` : "NULL::bigint";
  const sql = `WITH pgrst_source AS (SELECT ${parts.list || "NULL AS pgrst_none"} ${body}${order}${page}) SELECT ${total} AS total, pg_catalog.count(_postgrest_t) AS page, ${bodyExpression(options.shape)} AS body FROM pgrst_source AS _postgrest_t`;
  return { sql, values: ctx.params.values };
}

export { outputsOf };
