import { parseError } from "../core/errors.ts";
import {
  type Condition,
  parseField,
  parseFilter,
  parseLogic,
  parseOrder,
} from "../request/query-grammar.ts";
import { notEmbedded, type ReadPlan, type ReadRequest } from "./read-plan-types.ts";

/**
 * The query parameters that are not `select`: filters, `or`/`and` trees, `order`, `limit` and
 * `offset`, each on the node its dotted path names (`books.pages=gt.100`, `books.order=…`), as
 * PostgREST's addFilters, addOrders, addRanges and addLogicTrees place them. A mutation's
 * top-level filters are its WHERE, not its representation's: they are returned apart.
 */

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

export function applyQueryParams(request: ReadRequest, root: ReadPlan): Condition[] {
  const rootConditions: Condition[] = [];
  const mutating = request.action === "mutate";
  for (const [key, value] of request.entries) {
    if (key === "select" || key === "columns" || key === "on_conflict") continue;
    const arrow = key.indexOf("->");
    const prefix = arrow < 0 ? key : key.slice(0, arrow);
    const segments = prefix.split(".");
    const last = (segments.pop() ?? "") + (arrow < 0 ? "" : key.slice(arrow));
    let negate = false;
    if ((last === "or" || last === "and") && segments[segments.length - 1] === "not") {
      segments.pop();
      negate = true;
    }
    const atRoot = segments.length === 0;
    const node = nodeAt(root, segments);
    const what = `filter (${key}=${value})`;
    const toWhere = (condition: Condition) => {
      if (atRoot && mutating) rootConditions.push(condition);
      else node.where.push(condition);
    };
    if (last === "order") {
      node.order = parseOrder(value);
    } else if (last === "limit" || last === "offset") {
      if (!/^\d+$/.test(value))
        throw parseError(`${last} parameter (${value})`, "expecting a non-negative integer");
      if (!mutating) node[last] = Number(value);
    } else if (last === "or" || last === "and") {
      toWhere(parseLogic(last, negate, value, what));
    } else {
      if (atRoot && reservedRoot.has(last)) continue;
      const field = parseField(last, what);
      toWhere({ kind: "filter", filter: parseFilter(field, value, what) });
    }
  }
  return rootConditions;
}

/** The node an embedded path (`child.grandchild`) names, by name or alias (PostgREST's updateNode). */
function nodeAt(root: ReadPlan, path: string[]): ReadPlan {
  let node = root;
  for (const step of path) {
    const next = node.children.find((c) => c.relName === step || c.relAlias === step);
    if (!next) throw notEmbedded(step);
    node = next;
  }
  return node;
}
