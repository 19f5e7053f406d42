import { RestError } from "../core/errors.ts";
import type { DbFunction, SchemaCache, Table } from "../schema-cache/schema-cache.ts";
import { ident, qualified, type SqlContext } from "./sql.ts";

/**
 * `rpc/<name>`: the function PostgREST would call for these argument names, and its call with
 * each argument bound as a parameter and cast to the argument's declared type (from the catalog).
 */

export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
): DbFunction {
  const match = cache.functions.find(
    (f) =>
      f.schema === schema &&
      f.name === name &&
      given.every((g) => f.args.some((a) => a.name === g)) &&
      f.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (match) return match;
  const list = [...given].sort().join(", ");
  throw new RestError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name}${given.length > 0 ? `(${list})` : ""} in the schema cache`,
    {
      details: `Searched for the function ${schema}.${name}${given.length > 0 ? ` with parameters ${list}` : " without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: null,
    },
  );
}

function argumentValue(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && type.endsWith("[]")) {
    return value.map((v) => (v !== null && typeof v === "object" ? JSON.stringify(v) : v));
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `"schema"."fn"("a" := $1::type, …)`. */
export function callSql(ctx: SqlContext, fn: DbFunction, args: Record<string, unknown>): string {
  const named = fn.args
    .filter((a) => Object.hasOwn(args, a.name))
    .map(
      (a) =>
        `${ident(a.name)} := ${ctx.params.add(argumentValue(args[a.name], a.type))}::${a.type}`,
    );
  return `${qualified(fn)}(${named.join(", ")})`;
}

/** PostgREST's callPlanToQuery: the call as the rows of `pgrst_source`. */
export function callQuery(call: string, scalar: boolean): string {
  return scalar
    ? `SELECT pgrst_call.pgrst_scalar FROM (SELECT ${call} pgrst_scalar) pgrst_call`
    : `SELECT pgrst_call.* FROM ${call} pgrst_call`;
}

/** The table a function's rows can be read as (for select, filters and embedding), when it returns rows. */
export function rowsTable(cache: SchemaCache, fn: DbFunction): Table | undefined {
  if (fn.returnsTable)
    return cache.tables.get(`${fn.returnsTable.schema}\u0000${fn.returnsTable.name}`);
  if (fn.outColumns.length > 0) {
    return {
      schema: fn.schema,
      name: fn.name,
      kind: "f",
      isView: false,
      rowType: 0,
      columns: fn.outColumns,
      pk: [],
      insertable: false,
    };
  }
  return undefined;
}
