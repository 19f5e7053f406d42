import { badRequest } from "../../errors.ts";
import {
  baseBranchOf,
  schemaComparison,
  schemaSql,
  schemaTables,
} from "../../services/branches/schema.ts";
import { enumParam } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

/**
 * Neon's schema endpoints: `GET …/schema` (pg_dump --schema-only, or its tables as JSON) and
 * `GET …/compare_schema` (a unified diff of two dumps).
 */

function requireDbName(ctx: RequestContext): string {
  const name = ctx.query.get("db_name");
  if (name === null || name === "") {
    throw badRequest("query parameter db_name is required: the database whose schema to read");
  }
  return name;
}

/** No history is kept, so only the latest state can be read (as restore answers). */
function refusePointInTime(ctx: RequestContext, names: string[]): void {
  const given = names.filter((name) => ctx.query.has(name));
  if (given.length > 0) {
    throw badRequest(
      `the emulator keeps no history and reads a branch's latest schema only: ${given.join(" and ")} ${given.length > 1 ? "are" : "is"} not supported`,
    );
  }
}

async function getSchema(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const dbName = requireDbName(ctx);
  refusePointInTime(ctx, ["lsn", "timestamp"]);
  const format = enumParam(ctx.query, "format", ["sql", "json"] as const, "sql");
  if (format === "json") {
    const tables = await schemaTables(ctx.platform, project, branch, dbName);
    return { status: 200, body: { json: { tables } } };
  }
  const sql = await schemaSql(ctx.platform, project, branch, dbName);
  return { status: 200, body: { sql } };
}

async function compareSchema(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const dbName = requireDbName(ctx);
  refusePointInTime(ctx, ["lsn", "timestamp", "base_lsn", "base_timestamp"]);
  const base = baseBranchOf(project, branch, ctx.query.get("base_branch_id"));
  const diff = await schemaComparison(ctx.platform, project, branch, base, dbName);
  return { status: 200, body: { diff } };
}

export const schemaRoutes: Route[] = [
  {
    method: "GET",
    template: "/projects/{project_id}/branches/{branch_id}/schema",
    handler: getSchema,
  },
  {
    method: "GET",
    template: "/projects/{project_id}/branches/{branch_id}/compare_schema",
    handler: compareSchema,
  },
];
