import { createTwoFilesPatch, OMIT_HEADERS } from "diff";
import type { DataPlane } from "../../../data-plane/data-plane.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Project } from "../../state/records/records.ts";
import { branchRef } from "../shared/data-plane-requests.ts";

/**
 * Neon's schema endpoints, from the branch's real data: a database's schema (pg_dump
 * --schema-only, or its tables) and the diff of two branches' schemas. Neither wakes nor creates
 * a compute (the data plane reads on a server of its own when none runs).
 */

function requireDatabaseOn(branch: Branch, name: string): void {
  if (!branch.databases.has(name)) {
    throw notFound(`database ${name} not found on branch ${branch.id}`);
  }
}

/** A failed read of real data: the platform's error shape, pg_dump's own words. */
async function reading<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(500, "INTERNAL_ERROR", `could not read the schema of ${what}: ${reason}`);
  }
}

function dumpOf(platform: Platform, project: Project, branch: Branch, dbName: string) {
  return reading(`database ${dbName} on branch ${branch.id}`, () =>
    platform.dataPlane.dumpSchema(branchRef(project, branch), dbName),
  );
}

/** The database's schema as SQL (pg_dump --schema-only). */
export function schemaSql(
  platform: Platform,
  project: Project,
  branch: Branch,
  dbName: string,
): Promise<string> {
  requireDatabaseOn(branch, dbName);
  return dumpOf(platform, project, branch, dbName);
}

/** The database's tables, as Neon's JSON schema lists them. */
export function schemaTables(
  platform: Platform,
  project: Project,
  branch: Branch,
  dbName: string,
): ReturnType<DataPlane["describeTables"]> {
  requireDatabaseOn(branch, dbName);
  return reading(`database ${dbName} on branch ${branch.id}`, () =>
    platform.dataPlane.describeTables(branchRef(project, branch), dbName),
  );
}

/** The branch to compare with: the one named, or the branch's parent. */
export function baseBranchOf(project: Project, branch: Branch, baseId: string | null): Branch {
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

/** The diff of the base's schema to the branch's, for one database. */
export async function schemaComparison(
  platform: Platform,
  project: Project,
  branch: Branch,
  base: Branch,
  dbName: string,
): Promise<string> {
  requireDatabaseOn(branch, dbName);
  requireDatabaseOn(base, dbName);
  const [baseSql, branchSql] = await Promise.all([
    dumpOf(platform, project, base, dbName),
    dumpOf(platform, project, branch, dbName),
  ]);
  return schemaDiff(dbName, baseSql, branchSql);
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
