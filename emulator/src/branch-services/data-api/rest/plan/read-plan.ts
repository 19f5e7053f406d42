import { parseSelect, type SelectItem } from "../request/query-grammar.ts";
import {
  findRelationship,
  isToOne,
  type QualifiedName,
  type Relationship,
} from "../schema-cache/relationships.ts";
import { type Table, tableKey } from "../schema-cache/schema-cache.ts";
import { applyQueryParams } from "./read-params.ts";
import { finishPlan } from "./read-passes.ts";
import {
  type JoinCondition,
  planField,
  qualifierOf,
  type ReadPlan,
  type ReadPlanResult,
  type ReadRequest,
  sourceName,
} from "./read-plan-types.ts";

export * from "./read-plan-types.ts";

/** `select`, `*` when absent or empty. */
export function parseSelectParam(text: string | null): SelectItem[] {
  return parseSelect(text === null || text === "" ? "*" : text);
}

/**
 * PostgREST's readPlan: the tree of the select, the query parameters placed on its nodes, each
 * child's relationship (aliases and join conditions), then PostgREST's later passes.
 */
export function planRead(request: ReadRequest): ReadPlanResult {
  const root = newNode(request.root, request.rootTable, request.root.name, 0);
  root.select = [];
  addItems(request, root, request.select);
  const rootConditions = applyQueryParams(request, root);
  if (request.action !== "read") {
    // A mutation's or a call's rows are read from the CTE under the resource's name.
    root.from = { schema: "", name: sourceName };
    root.fromAlias = request.root.name;
  }
  addRelationships(request, root, undefined);
  finishPlan(request, root);
  return { plan: root, rootConditions };
}

function newNode(
  from: QualifiedName,
  table: Table | undefined,
  relName: string,
  depth: number,
): ReadPlan {
  return {
    from,
    table,
    select: [],
    where: [],
    order: [],
    relName,
    relAggAlias: "",
    joinConditions: [],
    relSelect: [],
    depth,
    children: [],
  };
}

function addItems(request: ReadRequest, node: ReadPlan, items: SelectItem[]): void {
  for (const item of items) {
    if (item.kind === "field") {
      node.select.push({
        ...planField(node.table, item.field.name, item.field.json),
        ...(item.cast !== undefined ? { cast: item.cast } : {}),
        ...(item.aggregate !== undefined ? { aggregate: item.aggregate } : {}),
        ...(item.aggregateCast !== undefined ? { aggregateCast: item.aggregateCast } : {}),
        ...(item.alias !== undefined ? { alias: item.alias } : {}),
      });
      continue;
    }
    // As PostgREST, fields are resolved against the table the embedding names, before its
    // relationship is found.
    const from = { schema: request.schema, name: item.name };
    const named = request.cache.tables.get(tableKey(from.schema, from.name));
    const child = newNode(from, named, item.name, node.depth + 1);
    if (item.alias !== undefined) child.relAlias = item.alias;
    if (item.hint !== undefined) child.relHint = item.hint;
    if (item.joinType !== undefined) child.joinType = item.joinType;
    if (item.spread) child.spread = { kind: "to-one" };
    addItems(request, child, item.select);
    node.children.push(child);
  }
}

/** PostgREST's addRels: each child's relationship, aliases and join conditions. */
function addRelationships(
  request: ReadRequest,
  node: ReadPlan,
  parent: ReadPlan | undefined,
): void {
  if (parent) {
    const origin = node.depth === 1 ? (parent.fromAlias ?? parent.from.name) : parent.from.name;
    const r = findRelationship(
      request.cache.relationships,
      request.schema,
      origin,
      node.relName,
      node.relHint,
    );
    const alias = `${r.foreignTable.name}_${node.depth}`;
    node.from = r.foreignTable;
    node.table = request.cache.tables.get(tableKey(r.foreignTable.schema, r.foreignTable.name));
    node.relToParent = r;
    node.relAggAlias = `${r.table.name}_${node.relAlias ?? node.relName}_${node.depth}`;
    if (node.spread && !isToOne(r)) node.spread = { kind: "to-many", extraSelect: [], order: [] };
    const parentQualifier = qualifierOf(parent);
    if (r.cardinality.kind === "M2M") {
      node.joinConditions = joinConditions(r, undefined, parentQualifier);
    } else if (r.cardinality.kind === "computed") {
      node.fromAlias = alias;
      node.computedArgument = parent.fromAlias ?? r.table.name;
    } else {
      node.fromAlias = alias;
      node.joinConditions = joinConditions(r, alias, parentQualifier);
    }
  }
  for (const child of node.children) addRelationships(request, child, node);
}

/** PostgREST's getJoinConditions. */
function joinConditions(
  r: Relationship,
  alias: string | undefined,
  parent: QualifiedName,
): JoinCondition[] {
  const card = r.cardinality;
  const own: QualifiedName = alias !== undefined ? { schema: "", name: alias } : r.foreignTable;
  if (card.kind === "computed") return [];
  if (card.kind === "M2M") {
    return [
      ...card.targetColumns.map(
        ([targetColumn, junctionColumn]): JoinCondition => ({
          left: [card.junction, junctionColumn],
          right: [r.foreignTable, targetColumn],
        }),
      ),
      ...card.sourceColumns.map(
        ([sourceColumn, junctionColumn]): JoinCondition => ({
          left: [card.junction, junctionColumn],
          right: [parent, sourceColumn],
        }),
      ),
    ];
  }
  return card.columns.map(([column, foreignColumn]) => ({
    left: [own, foreignColumn],
    right: [parent, column],
  }));
}
