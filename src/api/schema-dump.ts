import type { ApiClient } from "./http.ts";
import {
  branchSchemaResponseSchema,
  databasesResponseSchema,
  schemaComparisonSchema,
} from "./responses.ts";

// The platform's schema endpoints: a branch's databases, one database's `pg_dump --schema-only`
// text, and the unified diff of two branches' dumps of one database.

export async function listDatabaseNames(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<string[]> {
  const answer = await client.send("GET", `/projects/${projectId}/branches/${branchId}/databases`, {
    schema: databasesResponseSchema(),
  });
  return answer.databases.map((database) => database.name);
}

export async function getSchemaDump(
  client: ApiClient,
  projectId: string,
  branchId: string,
  database: string,
): Promise<string> {
  const answer = await client.send("GET", `/projects/${projectId}/branches/${branchId}/schema`, {
    schema: branchSchemaResponseSchema(),
    query: { db_name: database },
  });
  return answer.sql;
}

/** The diff of `baseBranchId`'s schema of `database` against `branchId`'s ("" when the same). */
export async function compareSchema(
  client: ApiClient,
  projectId: string,
  params: { branchId: string; baseBranchId: string; database: string },
): Promise<string> {
  const answer = await client.send(
    "GET",
    `/projects/${projectId}/branches/${params.branchId}/compare_schema`,
    {
      schema: schemaComparisonSchema(),
      query: { db_name: params.database, base_branch_id: params.baseBranchId },
    },
  );
  return answer.diff ?? "";
}
