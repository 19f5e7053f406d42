import type { SchemaCache } from "../schema-cache/schema-cache.ts";
import type { Visible } from "./openapi-privileges.ts";

/**
 * The root's description, as PostgREST serves it: Swagger 2.0, one path per table and function;
 * with `visible` (`follow-privileges`) only what the request's role may use, else everything
 * (`ignore-privileges`).
 */

function jsonType(pgType: string): { type: string; format: string } {
  const base = pgType.replace(/\(.*\)/, "");
  if (base.endsWith("[]")) return { type: "array", format: pgType };
  if (["integer", "smallint", "bigint"].includes(base)) return { type: "integer", format: pgType };
  if (["numeric", "real", "double precision"].includes(base))
    return { type: "number", format: pgType };
  if (base === "boolean") return { type: "boolean", format: pgType };
  if (base === "json" || base === "jsonb") return { type: "object", format: pgType };
  return { type: "string", format: pgType };
}

export function openApiDocument(
  cache: SchemaCache,
  schema: string,
  target: { branchId: string; database: string },
  visible?: Visible,
) {
  const tables = [...cache.tables.values()].filter(
    (t) => t.schema === schema && (!visible || visible.tables.has(t.name)),
  );
  const columnsOf = (t: (typeof tables)[number]) => {
    const allowed = visible?.tables.get(t.name)?.columns;
    return allowed ? t.columns.filter((c) => allowed.has(c.name)) : t.columns;
  };
  const may = (t: (typeof tables)[number], change: "insert" | "update" | "delete") =>
    t.insertable && (!visible || visible.tables.get(t.name)?.[change] === true);
  const definitions = Object.fromEntries(
    tables.map((t) => [
      t.name,
      {
        type: "object",
        required: columnsOf(t)
          .filter((c) => !c.nullable && !c.hasDefault)
          .map((c) => c.name),
        properties: Object.fromEntries(
          columnsOf(t).map((c) => [
            c.name,
            {
              ...jsonType(c.type),
              ...(t.pk.includes(c.name)
                ? { description: "Note:\nThis is a Primary Key.<pk/>" }
                : {}),
            },
          ]),
        ),
      },
    ]),
  );
  const paths: Record<string, unknown> = {
    "/": {
      get: {
        tags: ["Introspection"],
        summary: "OpenAPI description (this document)",
        produces: ["application/openapi+json", "application/json"],
        responses: { "200": { description: "OK" } },
      },
    },
  };
  for (const t of tables) {
    const ok = {
      description: "OK",
      schema: { type: "array", items: { $ref: `#/definitions/${t.name}` } },
    };
    paths[`/${t.name}`] = {
      get: { tags: [t.name], responses: { "200": ok, "206": { description: "Partial Content" } } },
      ...(may(t, "insert")
        ? { post: { tags: [t.name], responses: { "201": { description: "Created" } } } }
        : {}),
      ...(may(t, "update")
        ? { patch: { tags: [t.name], responses: { "204": { description: "No Content" } } } }
        : {}),
      ...(may(t, "delete")
        ? { delete: { tags: [t.name], responses: { "204": { description: "No Content" } } } }
        : {}),
    };
  }
  const functions = cache.functions.filter(
    (fn) => fn.schema === schema && (!visible || visible.functions.has(fn.name)),
  );
  for (const f of functions) {
    paths[`/rpc/${f.name}`] = {
      post: {
        tags: [`(rpc) ${f.name}`],
        parameters: [
          {
            in: "body",
            name: "args",
            required: true,
            schema: {
              type: "object",
              properties: Object.fromEntries(f.args.map((a) => [a.name, jsonType(a.type)])),
            },
          },
        ],
        responses: { "200": { description: "OK" } },
      },
    };
  }
  return {
    swagger: "2.0",
    info: {
      title: `Data API of database ${target.database} on branch ${target.branchId}`,
      description: "PostgREST-compatible (Neon Data API, emulated)",
      version: "12.2",
    },
    basePath: "/",
    schemes: ["http", "https"],
    consumes: ["application/json", "application/vnd.pgrst.object+json", "text/csv"],
    produces: ["application/json", "application/vnd.pgrst.object+json", "text/csv"],
    paths,
    definitions,
  };
}
