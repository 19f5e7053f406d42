import {
  type PlanField,
  qualifierOf,
  type ReadPlan,
  type RelSelect,
  type SpreadField,
} from "../plan/read-plan-types.ts";
import {
  aliasOf,
  applyAggregate,
  applyCast,
  asAlias,
  conditionSql,
  fieldSql,
  fromQi,
  ident,
  orderSql,
  pageSql,
  type SqlContext,
} from "./sql.ts";

/**
 * A read plan as SQL, as PostgREST's QueryBuilder writes it (readPlanToQuery,
 * readPlanToCountQuery): each node one SELECT; each embedded resource a lateral join whose
 * subquery is its node's SELECT (a JSON object, a JSON array aggregated under the join's alias,
 * or a spread's columns); aggregates grouped by the node's other columns.
 */

const starField: PlanField = { name: "*", json: [], toJson: false, fullRow: false };

function selectItemSql(ctx: SqlContext, q: ReturnType<typeof qualifierOf>, f: PlanField) {
  return `${applyAggregate(f.aggregate, f.aggregateCast, applyCast(f.cast, fieldSql(ctx, q, f)))}${asAlias(f.alias)}`;
}

const fullSelName = (aggAlias: string, name: string) =>
  name === "*" ? `${ident(aggAlias)}.*` : `${ident(aggAlias)}.${ident(name)}`;

const spreadItemSql = (aggAlias: string, s: SpreadField) =>
  `${applyAggregate(s.aggregate, s.aggregateCast, fullSelName(aggAlias, s.name))}${asAlias(s.alias)}`;

function relSelectSql(r: RelSelect): string[] {
  const agg = ident(r.aggAlias);
  if (r.kind === "spread") return r.fields.map((s) => spreadItemSql(r.aggAlias, s));
  if (r.empty) return [];
  return r.object
    ? [`row_to_json(${agg}.*)::jsonb AS ${ident(r.name)}`]
    : [`COALESCE( ${agg}.${agg}, '[]') AS ${ident(r.name)}`];
}

function joinSql(ctx: SqlContext, r: RelSelect, child: ReadPlan): string {
  const agg = ident(r.aggAlias);
  const inner = child.joinType === "inner";
  const lateral = (sub: string, on: string) =>
    ` ${inner ? "INNER" : "LEFT"} JOIN LATERAL ( ${sub} ) AS ${agg} ON ${on}`;
  const subquery = readPlanQuery(ctx, child);
  const aggregated = `SELECT json_agg(${agg})::jsonb AS ${agg}`;
  const over = ` FROM (${subquery} ) AS ${agg}`;
  const on = inner ? `${agg} IS NOT NULL` : "TRUE";
  if (r.kind === "embed")
    return r.object ? lateral(subquery, "TRUE") : lateral(aggregated + over, on);
  const spread = child.spread;
  if (spread?.kind !== "to-many") return lateral(subquery, "TRUE");
  const arrays = r.fields.map(
    (s) =>
      `COALESCE(json_agg(${fullSelName(r.aggAlias, s.name)} ${orderSql(ctx, aliasOf(r.aggAlias), undefined, spread.order).trim()}),'[]')::jsonb AS ${ident(s.alias ?? s.name)}`,
  );
  return lateral([aggregated, ...arrays].join(", ") + over, on);
}

/** PostgREST's groupF: with an aggregate, every other selected column (and embedding) groups. */
function groupSql(ctx: SqlContext, node: ReadPlan): string {
  const q = qualifierOf(node);
  const aggregated =
    node.select.some((f) => f.aggregate !== undefined) ||
    node.relSelect.some((r) => r.kind === "spread" && r.fields.some((s) => s.aggregate));
  if (!aggregated) return "";
  const terms = [
    ...node.select
      .filter((f) => f.aggregate === undefined)
      .map((f) => (f.alias !== undefined ? ident(f.alias) : fieldSql(ctx, q, f))),
    ...node.relSelect.flatMap((r) =>
      r.kind === "embed"
        ? [ident(r.name)]
        : r.fields
            .filter((s) => s.aggregate === undefined)
            .map((s) => `${ident(r.aggAlias)}.${ident(s.alias ?? s.name)}`),
    ),
  ];
  return terms.length === 0 ? "" : ` GROUP BY ${terms.join(", ")}`;
}

function fromSql(node: ReadPlan): string {
  const r = node.relToParent;
  const card = r?.cardinality;
  // A computed relationship's rows are its function's, called with the parent's row.
  const source =
    card?.kind === "computed" && r
      ? `${fromQi(card.function)}(${ident(node.computedArgument ?? r.table.name)}::${fromQi(r.table)})`
      : fromQi(node.from);
  return ` FROM ${source}${asAlias(node.fromAlias)}${card?.kind === "M2M" ? `, ${fromQi(card.junction)}` : ""}`;
}

const joinConditionSql = (node: ReadPlan) =>
  node.joinConditions.map(
    (j) => `${fromQi(j.left[0])}.${ident(j.left[1])} = ${fromQi(j.right[0])}.${ident(j.right[1])}`,
  );

export function readPlanQuery(ctx: SqlContext, node: ReadPlan): string {
  const q = qualifierOf(node);
  const fields = node.select.length === 0 && node.children.length === 0 ? [starField] : node.select;
  const selects = fields.map((f) => selectItemSql(ctx, q, f));
  const extra =
    node.spread?.kind === "to-many"
      ? node.spread.extraSelect.map((e) =>
          selectItemSql(ctx, e.relationAlias !== undefined ? aliasOf(e.relationAlias) : q, e.field),
        )
      : [];
  const joinSelects = node.relSelect.flatMap(relSelectSql);
  const joins = node.relSelect.map((r, i) => joinSql(ctx, r, node.children[i] as ReadPlan));
  const where = [
    ...node.where.map((c) => conditionSql(ctx, q, node.table, c)),
    ...joinConditionSql(node),
  ];
  return (
    `SELECT ${[...selects, ...extra, ...joinSelects].join(", ")}${fromSql(node)}${joins.join("")}` +
    (where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "") +
    groupSql(ctx, node) +
    orderSql(ctx, q, node.table, node.order) +
    pageSql(ctx, node.limit, node.offset)
  );
}

/**
 * PostgREST's readPlanToCountQuery: the top level's rows without their page, embeddings or
 * columns; an inner-joined embedding (and a null-embed filter) as an EXISTS.
 */
export function countQuery(ctx: SqlContext, node: ReadPlan): string {
  const q = qualifierOf(node);
  const childCount = (aggAlias: string) => {
    const child = node.children.find((c) => c.relAggAlias === aggAlias);
    return child ? `EXISTS (${countQuery(ctx, child)} )` : "TRUE";
  };
  const where = [
    ...node.where.map((c) =>
      conditionSql(
        ctx,
        q,
        node.table,
        c,
        (aggAlias, negate) => `${negate ? "" : "NOT "}${childCount(aggAlias)}`,
      ),
    ),
    ...joinConditionSql(node),
    ...node.children
      .filter((c) => c.joinType === "inner")
      .map((c) => `EXISTS (${countQuery(ctx, c)} )`),
  ];
  return `SELECT 1${fromSql(node)}${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""}`;
}
