import { RestError } from "../core/errors.ts";
import type {
  AggregateFunction,
  Condition,
  JsonStep,
  OrderTerm,
  SelectItem,
} from "../request/query-grammar.ts";
import type { QualifiedName, Relationship } from "../schema-cache/relationships.ts";
import type { SchemaCache, Table } from "../schema-cache/schema-cache.ts";

/**
 * A read request resolved as PostgREST's planner does (Plan.hs, readPlan): a tree of nodes, one
 * per resource (the root, then each embedded or spread one), with what each selects, filters,
 * orders and pages, how it joins its parent, and the aliases its SQL uses. Nothing here is SQL;
 * tables and relationships come from the schema cache, columns are left to Postgres to resolve
 * (so an unknown one is its own 42703, as PostgREST answers).
 */

/** A selected field: a column (or `*`, or the whole row), maybe cast and aggregated. */
export interface PlanField {
  name: string;
  json: JsonStep[];
  /** `to_jsonb(col)` before a JSON path on a column that is not json or jsonb. */
  toJson: boolean;
  /** The node's whole row (`count()` of a spread): `COUNT(<alias>)`. */
  fullRow: boolean;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
  alias?: string;
}

/** An order term; `relation` is the alias of an embedded to-one resource's join. */
export interface PlanOrder extends OrderTerm {
  relationAlias?: string;
}

export interface SpreadField {
  name: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
  alias?: string;
}

/** How a child shows in its parent's select list (PostgREST's RelSelectField). */
export type RelSelect =
  | { kind: "embed"; name: string; aggAlias: string; object: boolean; empty: boolean }
  | { kind: "spread"; fields: SpreadField[]; aggAlias: string };

export type Spread =
  | { kind: "to-one" }
  | {
      kind: "to-many";
      /** Order columns, selected under aliases so the aggregated arrays can be ordered. */
      extraSelect: Array<{ relationAlias?: string; field: PlanField }>;
      order: PlanOrder[];
    };

/** `left = right`, each a column of a qualifier (a table, or an alias when schema is ""). */
export interface JoinCondition {
  left: [QualifiedName, string];
  right: [QualifiedName, string];
}

export interface ReadPlan {
  from: QualifiedName;
  fromAlias?: string;
  /** The schema cache's table for `from` (columns, types), when there is one. */
  table: Table | undefined;
  select: PlanField[];
  where: Condition[];
  order: PlanOrder[];
  limit?: number;
  offset?: number;
  relName: string;
  relAlias?: string;
  relAggAlias: string;
  relHint?: string;
  joinType?: "inner" | "left";
  relToParent?: Relationship;
  /** A computed relationship's argument: the parent's row (its alias, or its table's name). */
  computedArgument?: string;
  joinConditions: JoinCondition[];
  spread?: Spread;
  relSelect: RelSelect[];
  depth: number;
  children: ReadPlan[];
}

export type ReadAction = "read" | "mutate" | "call";

export interface ReadRequest {
  cache: SchemaCache;
  schema: string;
  /** The resource read: a table or view, or (RPC) the function's rows under its name. */
  root: QualifiedName;
  rootTable: Table | undefined;
  action: ReadAction;
  select: SelectItem[];
  /** Query parameters: filters, `or`/`and`, `order`, `limit`, `offset` (top level and embedded). */
  entries: Array<[string, string]>;
  maxRows: number | undefined;
  aggregatesEnabled: boolean;
}

export interface ReadPlanResult {
  plan: ReadPlan;
  /** The top level's filters for a mutation's WHERE (PostgREST's qsFiltersRoot). */
  rootConditions: Condition[];
}

export const sourceName = "pgrst_source";

const jsonTypes = new Set(["json", "jsonb"]);

/** PostgREST's resolveTypeOrUnknown: a JSON path on a non-JSON (or unknown) column goes through to_jsonb. */
export function planField(table: Table | undefined, name: string, json: JsonStep[]): PlanField {
  const column = table?.columns.find((c) => c.name === name);
  return {
    name,
    json,
    toJson: json.length > 0 && !(column && jsonTypes.has(column.type)),
    fullRow: false,
  };
}

/** The name a node's columns are qualified with: its alias, or its table. */
export function qualifierOf(node: ReadPlan): QualifiedName {
  return node.fromAlias !== undefined ? { schema: "", name: node.fromAlias } : node.from;
}

/** PostgREST's NotEmbedded (PGRST108). */
export const notEmbedded = (name: string) =>
  new RestError(400, "PGRST108", `'${name}' is not an embedded resource in this request`, {
    hint: `Verify that '${name}' is included in the 'select' query parameter.`,
  });
