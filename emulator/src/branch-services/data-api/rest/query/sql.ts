import type { PlanOrder } from "../plan/read-plan-types.ts";
import type { AggregateFunction, Condition, Filter, JsonStep } from "../request/query-grammar.ts";
import type { QualifiedName } from "../schema-cache/relationships.ts";
import type { SchemaCache, Table } from "../schema-cache/schema-cache.ts";

/**
 * The fragments of a request's one SQL statement (PostgREST's SqlFragment.hs). Identifiers are
 * quoted; every value a client sent is a bound parameter ($n); casts and aggregate names come
 * from the grammar's closed sets.
 */

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (t: { schema: string; name: string }) =>
  `${ident(t.schema)}.${ident(t.name)}`;
/** A table (`"s"."t"`) or an alias (`"a"`, when the schema is ""). */
export const fromQi = (q: QualifiedName) => (q.schema === "" ? ident(q.name) : qualified(q));
export const aliasOf = (name: string): QualifiedName => ({ schema: "", name });

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
}

export const newContext = (cache: SchemaCache): SqlContext => ({ cache, params: new Params() });

export interface FieldRefSql {
  name: string;
  json: JsonStep[];
  toJson?: boolean;
  fullRow?: boolean;
}

/** PostgREST's pgFmtField: a column of `q` (or `q.*`, or `q` as a whole row), then its JSON path. */
export function fieldSql(ctx: SqlContext, q: QualifiedName, field: FieldRefSql): string {
  if (field.fullRow) return ident(q.name);
  const column = field.name === "*" ? `${fromQi(q)}.*` : `${fromQi(q)}.${ident(field.name)}`;
  let sql = field.toJson && field.json.length > 0 ? `to_jsonb(${column})` : column;
  for (const step of field.json) {
    const key = /^[+-]?\d+$/.test(step.key)
      ? `${ctx.params.add(Number(step.key))}::int`
      : `${ctx.params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  return sql;
}

export const applyCast = (cast: string | undefined, sql: string) =>
  cast === undefined ? sql : `CAST( ${sql} AS ${cast} )`;

export const applyAggregate = (
  aggregate: AggregateFunction | undefined,
  cast: string | undefined,
  sql: string,
) => (aggregate === undefined ? sql : applyCast(cast, `${aggregate.toUpperCase()}(${sql})`));

export const asAlias = (alias: string | undefined) =>
  alias === undefined ? "" : ` AS ${ident(alias)}`;

const jsonTypes = new Set(["json", "jsonb"]);

/** A filter's or order's field on a node: JSON paths go through to_jsonb on non-JSON columns. */
export function nodeField(table: Table | undefined, name: string, json: JsonStep[]): FieldRefSql {
  const column = table?.columns.find((c) => c.name === name);
  return { name, json, toJson: !(column && jsonTypes.has(column.type)) };
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

function filterSql(ctx: SqlContext, q: QualifiedName, table: Table | undefined, filter: Filter) {
  const { op } = filter;
  let lhs = fieldSql(ctx, q, nodeField(table, filter.field.name, filter.field.json));
  let sql: string;
  if (op === "is") {
    const word = (filter.value as string).toLowerCase();
    sql = `${lhs} IS ${word === "not_null" ? "NOT NULL" : word.toUpperCase()}`;
  } else if (op === "in") {
    sql = `${lhs} = ANY(${ctx.params.add(filter.value)})`;
  } else if (op in tsQuery) {
    const column = table?.columns.find((c) => c.name === filter.field.name);
    const language =
      filter.language !== undefined ? `${ctx.params.add(filter.language)}::regconfig, ` : "";
    // PostgREST's to_tsvector on a column that is not a tsvector.
    if (filter.field.json.length > 0 || (column && column.type !== "tsvector")) {
      lhs = `to_tsvector(${language}${lhs})`;
    }
    sql = `${lhs} @@ ${tsQuery[op]}(${language}${ctx.params.add(filter.value)})`;
  } else if (filter.modifier !== undefined) {
    const values = (filter.value as string[]).map((v) => likeValue(op, v));
    sql = `${lhs} ${comparison[op]} ${filter.modifier.toUpperCase()}(${ctx.params.add(values)})`;
  } else {
    sql = `${lhs} ${comparison[op]} ${ctx.params.add(likeValue(op, filter.value as string))}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

/** A condition on the node's rows (`q`); `nullEmbed` says how a null-embed filter is written. */
export function conditionSql(
  ctx: SqlContext,
  q: QualifiedName,
  table: Table | undefined,
  c: Condition,
  nullEmbed: (aggAlias: string, negate: boolean) => string = (aggAlias, negate) =>
    `${ident(aggAlias)} IS ${negate ? "" : "NOT "}DISTINCT FROM NULL`,
): string {
  if (c.kind === "filter") return filterSql(ctx, q, table, c.filter);
  if (c.kind === "null-embed") return nullEmbed(c.aggAlias, c.negate);
  const joined = c.items
    .map((item) => `(${conditionSql(ctx, q, table, item, nullEmbed)})`)
    .join(` ${c.op.toUpperCase()} `);
  return c.negate ? `NOT (${joined})` : `(${joined})`;
}

/** PostgREST's orderF: a related term orders by the embedded to-one's join alias. */
export function orderSql(
  ctx: SqlContext,
  q: QualifiedName,
  table: Table | undefined,
  order: PlanOrder[],
): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    const expr =
      term.relationAlias !== undefined
        ? fieldSql(
            ctx,
            aliasOf(term.relationAlias),
            nodeField(undefined, term.field.name, term.field.json),
          )
        : fieldSql(ctx, q, nodeField(table, term.field.name, term.field.json));
    const direction = term.direction === "desc" ? " DESC" : term.direction === "asc" ? " ASC" : "";
    const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : "";
    return `${expr}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

export function pageSql(ctx: SqlContext, limit: number | undefined, offset: number | undefined) {
  let sql = "";
  if (limit !== undefined) sql += ` LIMIT ${ctx.params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` OFFSET ${ctx.params.add(offset)}`;
  return sql;
}
