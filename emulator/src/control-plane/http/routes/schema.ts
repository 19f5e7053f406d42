import { createTwoFilesPatch, OMIT_HEADERS } from "diff";
import type { BranchRef } from "../../../data-plane/data-plane.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Project } from "../../state/records.ts";
import { enumParam } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { requireBranch } from "./roles.ts";

/**
 * Neon's schema endpoints, from the branch's real data: `GET …/schema` (pg_dump --schema-only,
 * or its tables as JSON) and `GET …/compare_schema` (a unified diff of two dumps). Neither wakes
 * nor creates a compute (the data plane reads on a server of its own when none runs).
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

function requireDatabaseOn(branch: Branch, name: string): void {
  if (!branch.databases.has(name)) {
    throw notFound(`database ${name} not found on branch ${branch.id}`);
  }
}

const refOf = (project: Project, branch: Branch): BranchRef => ({
  projectId: project.id,
  branchId: branch.id,
});

/** A failed read of real data: the platform's error shape, pg_dump's own words. */
async function reading<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(500, "INTERNAL_ERROR", `could not read the schema of ${what}: ${reason}`);
  }
}

async function getSchema(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requireBranch(ctx);
  const dbName = requireDbName(ctx);
  refusePointInTime(ctx, ["lsn", "timestamp"]);
  const format = enumParam(ctx.query, "format", ["sql", "json"] as const, "sql");
  requireDatabaseOn(branch, dbName);
  const { dataPlane } = ctx.platform;
  const what = `database ${dbName} on branch ${branch.id}`;
  if (format === "json") {
    const tables = await reading(what, () =>
      dataPlane.describeTables(refOf(project, branch), dbName),
    );
    return { status: 200, body: { json: { tables } } };
  }
  const sql = await reading(what, () => dataPlane.dumpSchema(refOf(project, branch), dbName));
  return { status: 200, body: { sql } };
}

function baseBranchOf(ctx: RequestContext, project: Project, branch: Branch): Branch {
  const baseId = ctx.query.get("base_branch_id");
  if (baseId !== null && baseId !== "") {
    const base = project.branches.get(baseId);
    if (!base) throw notFound(`base branch ${baseId} not found in project ${project.id}`);
    return base;
  }
  const parent = branch.parent_id ? project.branches.get(branch.parent_id) : undefined;
  if (!parent) {
    throw badRequest(
      `branch ${branch.id} has no parent to compare with: give base_branch_id, the branch to compare its schema with`,
    );
  }
  return parent;
}

/**
 * The diff Neon documents (guides/schema-diff): `--- a/<db>` / `+++ b/<db>`, hunks with three
 * lines of context, the base's dump first; nothing at all when the dumps are the same. The
 * headers are written here: the `diff` package would quote a name with non-ASCII characters
 * the way Git does.
 */
export function schemaDiff(database: string, base: string, compared: string): string {
  if (base === compared) return "";
  const hunks = createTwoFilesPatch(database, database, base, compared, undefined, undefined, {
    context: 3,
    headerOptions: OMIT_HEADERS,
  });
  return `--- a/${database}\n+++ b/${database}\n${hunks}`;
}

async function compareSchema(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requireBranch(ctx);
  const dbName = requireDbName(ctx);
  refusePointInTime(ctx, ["lsn", "timestamp", "base_lsn", "base_timestamp"]);
  const base = baseBranchOf(ctx, project, branch);
  requireDatabaseOn(branch, dbName);
  requireDatabaseOn(base, dbName);
  const [baseSql, branchSql] = await Promise.all([
    dumpOf(ctx.platform, project, base, dbName),
    dumpOf(ctx.platform, project, branch, dbName),
  ]);
  return { status: 200, body: { diff: schemaDiff(dbName, baseSql, branchSql) } };
}

function dumpOf(platform: Platform, project: Project, branch: Branch, dbName: string) {
  return reading(`database ${dbName} on branch ${branch.id}`, () =>
    platform.dataPlane.dumpSchema(refOf(project, branch), dbName),
  );
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
