import { z } from "zod";
import {
  createDatabase,
  deleteDatabase,
  requireDatabase,
  updateDatabase,
} from "../../services/roles-databases/databases.ts";
import type { Branch, Database, Operation } from "../../state/records/records.ts";
import { databaseView } from "../../views/roles-and-databases.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { withOperations } from "./with-operations.ts";

const createRequest = z.object({
  database: z.object({ name: z.string(), owner_name: z.string() }),
});

const updateRequest = z.object({
  database: z.object({ name: z.string().optional(), owner_name: z.string().optional() }),
});

function answer(
  ctx: RequestContext,
  branch: Branch,
  database: Database,
  operations: Operation[],
  status = 200,
): Reply {
  return withOperations(ctx, { database: databaseView(branch, database) }, operations, status);
}

function listDatabases(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return {
    status: 200,
    body: { databases: [...branch.databases.values()].map((d) => databaseView(branch, d)) },
  };
}

function getDatabase(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const database = requireDatabase(branch, ctx.params.database_name);
  return { status: 200, body: { database: databaseView(branch, database) } };
}

function createDatabaseRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const { database: input } = parseBody(createRequest, ctx.body);
  const { database, operations } = createDatabase(ctx.platform, project, branch, input);
  return answer(ctx, branch, database, operations, 201);
}

function updateDatabaseRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const database = requireDatabase(branch, ctx.params.database_name);
  const { database: input } = parseBody(updateRequest, ctx.body);
  const operations = updateDatabase(ctx.platform, project, branch, database, input);
  return answer(ctx, branch, database, operations);
}

function deleteDatabaseRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const deleted = deleteDatabase(ctx.platform, project, branch, ctx.params.database_name ?? "");
  if (!deleted) return { status: 204 };
  return answer(ctx, branch, deleted.database, deleted.operations);
}

const databasesPath = "/projects/{project_id}/branches/{branch_id}/databases";

export const databaseRoutes: Route[] = [
  { method: "GET", template: databasesPath, handler: listDatabases },
  { method: "POST", template: databasesPath, handler: createDatabaseRoute },
  { method: "GET", template: `${databasesPath}/{database_name}`, handler: getDatabase },
  { method: "PATCH", template: `${databasesPath}/{database_name}`, handler: updateDatabaseRoute },
  { method: "DELETE", template: `${databasesPath}/{database_name}`, handler: deleteDatabaseRoute },
];
