import { RestError } from "../core/errors.ts";
import type { AggregateFunction, Condition } from "../request/query-grammar.ts";
import { isToOne } from "../schema-cache/relationships.ts";
import {
  notEmbedded,
  type PlanField,
  planField,
  type ReadPlan,
  type ReadRequest,
  type RelSelect,
  type SpreadField,
} from "./read-plan-types.ts";

/**
 * The passes PostgREST's readPlan makes once relationships are found, in its order: expand `*`
 * where aggregates need explicit columns, name aggregates and JSON paths, tie related orders
 * and null-embed filters to their joins, say how each child shows in its parent, refuse
 * aggregates when `db_aggregates_enabled` is off, hoist a to-one spread's aggregates to where
 * they group, order a to-many spread's arrays, and cap each embedded page at `db_max_rows`.
 */
export function finishPlan(request: ReadRequest, root: ReadPlan): void {
  expandStars(root, false);
  walk(root, addAliases);
  walk(root, addRelatedOrders);
  walk(root, addNullEmbedFilters);
  addRelSelects(root);
  if (!request.aggregatesEnabled) walk(root, refuseAggregates);
  hoistSpreadAggregates(root);
  walk(root, addToManyOrderSelects);
  if (request.action !== "mutate" && request.maxRows !== undefined) {
    const max = request.maxRows;
    for (const child of root.children) walk(child, (n) => capRange(n, max));
  }
}

function walk(node: ReadPlan, visit: (node: ReadPlan) => void): void {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

const isStar = (f: PlanField) => f.name === "*" && f.json.length === 0 && !f.fullRow;

/** PostgREST's expandStars: `*` as the table's columns under an aggregate or a to-many spread. */
function expandStars(node: ReadPlan, ancestorsAggregate: boolean): void {
  const aggregating =
    ancestorsAggregate ||
    node.select.some((f) => f.aggregate !== undefined) ||
    node.spread?.kind === "to-many";
  const spread = node.spread !== undefined;
  const counted = (f: PlanField) =>
    f.aggregate === undefined || (spread && f.aggregate === "count");
  if (aggregating && node.select.some((f) => counted(f) && isStar(f))) {
    const columns = node.table?.columns ?? [];
    node.select = node.select.flatMap((f): PlanField[] => {
      if (!isStar(f)) return [f];
      if (f.aggregate === undefined) return columns.map((c) => planField(node.table, c.name, []));
      if (spread && f.aggregate === "count") return [{ ...f, fullRow: true }];
      return [f];
    });
  }
  for (const child of node.children) expandStars(child, aggregating);
}

const isIndex = (key: string) => /^[+-]?\d+$/.test(key);

/** PostgREST's addAliases: a spread's aggregate by its function, a JSON path by its last key. */
function addAliases(node: ReadPlan): void {
  node.select = node.select.map((f) => {
    if (f.alias !== undefined) return f;
    if (f.aggregate !== undefined) return node.spread ? { ...f, alias: f.aggregate } : f;
    const last = f.json[f.json.length - 1];
    if (!last) return f;
    if (!isIndex(last.key)) return { ...f, alias: last.key };
    const key = [...f.json].reverse().find((s) => !isIndex(s.key))?.key;
    return { ...f, alias: key ?? f.name };
  });
}

const shownName = (child: ReadPlan) => child.relAlias ?? child.relName;

/** PostgREST's addRelatedOrders: `order=rel(col)` on an embedded to-one resource only. */
function addRelatedOrders(node: ReadPlan): void {
  node.order = node.order.map((term) => {
    if (term.relation === undefined) return term;
    const child = node.children.find((c) => shownName(c) === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!child.relToParent || !isToOne(child.relToParent)) {
      throw new RestError(
        400,
        "PGRST118",
        `A related order on '${shownName(child)}' is not possible`,
        {
          details: `'${node.from.name}' and '${shownName(child)}' do not form a many-to-one or one-to-one relationship`,
        },
      );
    }
    return { ...term, relationAlias: child.relAggAlias };
  });
}

/** PostgREST's addNullEmbedFilters: `rel=is.null` (or not) on an embedded resource tests its join. */
function addNullEmbedFilters(node: ReadPlan): void {
  const rewrite = (condition: Condition): Condition => {
    if (condition.kind === "logic") return { ...condition, items: condition.items.map(rewrite) };
    if (condition.kind !== "filter") return condition;
    const { filter } = condition;
    const child = node.children.find((c) => shownName(c) === filter.field.name);
    const isNull = filter.op === "is" && String(filter.value).toLowerCase() === "null";
    if (!child || filter.field.json.length > 0 || !isNull) return condition;
    return { kind: "null-embed", negate: filter.negate, aggAlias: child.relAggAlias };
  };
  node.where = node.where.map(rewrite);
}

/** PostgREST's addRelSelects: each child as a JSON object or array in its parent, or spread. */
function addRelSelects(node: ReadPlan): void {
  for (const child of node.children) addRelSelects(child);
  node.relSelect = node.children.map((child): RelSelect => {
    if (child.spread) {
      return { kind: "spread", fields: spreadFields(child), aggAlias: child.relAggAlias };
    }
    return {
      kind: "embed",
      name: shownName(child),
      aggAlias: child.relAggAlias,
      object: child.relToParent !== undefined && isToOne(child.relToParent),
      empty: selectsNothing(child),
    };
  });
}

/** `rel()`: an embedding with no fields, nor any below it, is joined but not shown. */
const selectsNothing = (node: ReadPlan): boolean =>
  node.select.length === 0 && node.children.every(selectsNothing);

function spreadFields(node: ReadPlan): SpreadField[] {
  return [
    ...node.select.map((f) => ({ name: f.alias ?? f.name })),
    ...node.relSelect.flatMap((r) => (r.kind === "embed" ? [{ name: r.name }] : r.fields)),
  ];
}

function refuseAggregates(node: ReadPlan): void {
  if (node.select.some((f) => f.aggregate !== undefined)) {
    throw new RestError(400, "PGRST123", "Use of aggregate functions is not allowed");
  }
}

interface Hoisted {
  aggAlias: string;
  name: string;
  aggregate: AggregateFunction;
  aggregateCast?: string;
  alias?: string;
}

/**
 * PostgREST's hoistSpreadAggFunctions: an aggregate inside a to-one spread is computed in the
 * nearest node that is not one (the top level or a JSON embedding), grouped by its other columns.
 */
function hoistSpreadAggregates(node: ReadPlan): Hoisted[] {
  const fromChildren = node.children.flatMap(hoistSpreadAggregates);
  const toOneSpread = node.spread?.kind === "to-one";
  const own: Hoisted[] = [];
  if (node.depth > 0 && toOneSpread) {
    node.select = node.select.map((f) => {
      if (f.aggregate === undefined) return f;
      own.push({
        aggAlias: node.relAggAlias,
        name: f.alias ?? f.name,
        aggregate: f.aggregate,
        ...(f.aggregateCast !== undefined ? { aggregateCast: f.aggregateCast } : {}),
        ...(f.alias !== undefined ? { alias: f.alias } : {}),
      });
      const { aggregate: _a, aggregateCast: _c, ...plain } = f;
      return plain;
    });
  }
  if (toOneSpread) {
    return [...own, ...fromChildren.map((h) => ({ ...h, aggAlias: node.relAggAlias }))];
  }
  if (node.children.length > 0) {
    node.relSelect = node.relSelect.map((r) => {
      if (r.kind !== "spread") return r;
      return {
        ...r,
        fields: r.fields.map((s) => {
          const h = fromChildren.find((x) => x.aggAlias === r.aggAlias && x.name === s.name);
          if (!h) return s;
          return {
            ...s,
            aggregate: h.aggregate,
            ...(h.aggregateCast !== undefined ? { aggregateCast: h.aggregateCast } : {}),
            ...(h.alias !== undefined ? { alias: h.alias } : {}),
          };
        }),
      };
    });
  }
  return own;
}

/** PostgREST's addToManyOrderSelects: a to-many spread's order moves into its arrays. */
function addToManyOrderSelects(node: ReadPlan): void {
  if (node.spread?.kind !== "to-many") return;
  const aggregated =
    node.select.some((f) => f.aggregate !== undefined) ||
    node.relSelect.some((r) => r.kind === "spread" && r.fields.some((f) => f.aggregate));
  if (aggregated) {
    throw new RestError(400, "PGRST127", "Feature not implemented", {
      details: "Aggregates are not implemented for one-to-many or many-to-many spreads.",
    });
  }
  const spread = node.spread;
  node.order.forEach((term, i) => {
    const alias = `${node.relAggAlias}_${term.field.name}_${i + 1}`;
    spread.extraSelect.push({
      ...(term.relationAlias !== undefined ? { relationAlias: term.relationAlias } : {}),
      field: { ...planField(node.table, term.field.name, term.field.json), alias },
    });
    const { relation: _r, relationAlias: _a, ...rest } = term;
    spread.order.push({ ...rest, field: { name: alias, json: [] } });
  });
  node.order = [];
}

function capRange(node: ReadPlan, max: number): void {
  node.limit = node.limit === undefined ? max : Math.min(node.limit, max);
}
