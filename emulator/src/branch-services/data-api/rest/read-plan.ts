import { parseError, RestError, undefinedColumn } from "./errors.ts";
import {
  type Condition,
  type FieldRef,
  type OrderTerm,
  parseField,
  parseFilter,
  parseLogic,
  parseOrder,
  parseSelect,
  type SelectItem,
} from "./query-grammar.ts";
import { findRelationship, isToOne, type Relationship } from "./relationships.ts";
import { computedField, type SchemaCache, type Table } from "./schema-cache.ts";

/**
 * A read request resolved against the schema cache: the table, the columns it shows (and their
 * names in the answer), the resources it embeds, its filters, order and page. Nothing here is
 * SQL yet; every name in it was found in the cache.
 */
export interface ReadNode {
  table: Table;
  /** The relationship to the parent; undefined at the root. */
  relationship?: Relationship;
  /** The name this node's answer has in its parent's rows. */
  name: string;
  inner: boolean;
  spread: boolean;
  columns: OutputColumn[];
  children: ReadNode[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export type OutputColumn =
  | { kind: "field"; field: FieldRef; output: string; cast?: string }
  | { kind: "embed"; node: ReadNode };

/** Query parameters that are not filters. */
const reservedRoot = new Set([
  "select",
  "columns",
  "on_conflict",
  "limit",
  "offset",
  "order",
  "or",
  "and",
]);

/** The field names a node may filter or order on: its columns and computed fields. */
export function checkField(cache: SchemaCache, table: Table, field: FieldRef): void {
  if (table.columns.some((c) => c.name === field.name)) return;
  if (computedField(cache, table, field.name)) return;
  throw undefinedColumn(table.name, field.name);
}

export function buildReadNode(
  cache: SchemaCache,
  table: Table,
  items: SelectItem[],
  name: string,
): ReadNode {
  const node: ReadNode = {
    table,
    name,
    inner: false,
    spread: false,
    columns: [],
    children: [],
    conditions: [],
    order: [],
  };
  for (const item of items) {
    if (item.kind === "star") {
      for (const column of table.columns) {
        node.columns.push({
          kind: "field",
          field: { name: column.name, json: [] },
          output: column.name,
        });
      }
    } else if (item.kind === "field") {
      checkField(cache, table, item.field);
      const last = item.field.json[item.field.json.length - 1];
      node.columns.push({
        kind: "field",
        field: item.field,
        output: item.alias ?? last?.key ?? item.field.name,
        ...(item.cast !== undefined ? { cast: item.cast } : {}),
      });
    } else {
      const relationship = findRelationship(cache, table, item.name, item.hint);
      if (item.spread && !isToOne(relationship)) {
        throw new RestError(
          400,
          "PGRST119",
          `A spread operation on '${item.name}' is not possible`,
          {
            details:
              "'" +
              table.name +
              "' and '" +
              item.name +
              "' do not form a many-to-one or one-to-one relationship",
          },
        );
      }
      const child = buildReadNode(
        cache,
        relationship.target,
        item.select.length > 0 ? item.select : [],
        item.alias ?? item.name,
      );
      child.relationship = relationship;
      child.inner = item.inner;
      child.spread = item.spread;
      node.children.push(child);
      node.columns.push({ kind: "embed", node: child });
    }
  }
  return node;
}

/** The node an embedded path (`child.grandchild`) names, by alias or name. */
function nodeAt(root: ReadNode, path: string[], key: string): ReadNode {
  let node = root;
  for (const step of path) {
    const next = node.children.find((c) => c.name === step);
    if (!next) {
      throw parseError(
        `filter (${key})`,
        `"${step}" is not an embedded resource of the request; embed it in select first`,
      );
    }
    node = next;
  }
  return node;
}

export interface ParamSplit {
  /** Query parameters left for filters (RPC GET takes its arguments out first). */
  entries: Array<[string, string]>;
}

/** Applies filters, `or`/`and`, `order`, `limit` and `offset` (top level and embedded). */
export function applyQuery(
  cache: SchemaCache,
  root: ReadNode,
  entries: Array<[string, string]>,
): void {
  for (const [key, value] of entries) {
    if (key === "select" || key === "columns" || key === "on_conflict") continue;
    const arrow = key.indexOf("->");
    const prefix = arrow < 0 ? key : key.slice(0, arrow);
    const segments = prefix.split(".");
    let last = (segments.pop() ?? "") + (arrow < 0 ? "" : key.slice(arrow));
    let negate = false;
    if ((last === "or" || last === "and") && segments[segments.length - 1] === "not") {
      segments.pop();
      negate = true;
    }
    const node = nodeAt(root, segments, key);
    const what = `filter (${key}=${value})`;
    if (last === "order") {
      node.order = parseOrder(value);
      for (const term of node.order) {
        if (term.relation !== undefined) {
          const related = node.children.find((c) => c.name === term.relation);
          if (!related?.relationship || !isToOne(related.relationship)) {
            throw parseError(
              `order parameter (${value})`,
              `"${term.relation}" is not an embedded to-one resource of the request`,
            );
          }
          checkField(cache, related.table, term.field);
        } else {
          checkField(cache, node.table, term.field);
        }
      }
    } else if (last === "limit" || last === "offset") {
      if (!/^\d+$/.test(value))
        throw parseError(`${last} parameter (${value})`, "expecting a non-negative integer");
      node[last] = Number(value);
    } else if (last === "or" || last === "and") {
      const condition = parseLogic(last, negate, value, what);
      checkCondition(cache, node.table, condition);
      node.conditions.push(condition);
    } else {
      if (segments.length === 0 && reservedRoot.has(last)) continue;
      const field = parseField(last, what);
      const filter = parseFilter(field, value, what);
      checkField(cache, node.table, field);
      node.conditions.push({ kind: "filter", filter });
    }
    last = "";
  }
}

function checkCondition(cache: SchemaCache, table: Table, condition: Condition): void {
  if (condition.kind === "filter") checkField(cache, table, condition.filter.field);
  else for (const item of condition.items) checkCondition(cache, table, item);
}

export function parseSelectParam(text: string | null): SelectItem[] {
  return parseSelect(text === null || text === "" ? "*" : text);
}
