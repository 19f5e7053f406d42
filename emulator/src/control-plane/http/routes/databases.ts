import { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { assertUnlocked, operationView } from "../../state/operation-engine.ts";
import type { Branch, Database, Operation } from "../../state/records.ts";
import { databaseView } from "../../views/neon-shapes.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { applyConfig, nameError, requireBranch } from "./roles.ts";

/** Every server has these already; a database of the branch cannot take their names. */
const reservedDatabaseNames = new Set(["postgres", "template0", "template1"]);

const createRequest = z.object({
  database: z.object({ name: z.string(), owner_name: z.string() }),
});

const updateRequest = z.object({
  database: z.object({ name: z.string().optional(), owner_name: z.string().optional() }),
});

function requireDatabase(branch: Branch, name: string | undefined): Database {
  const database = name !== undefined ? branch.databases.get(name) : undefined;
  if (!database) throw notFound(`database ${name} not found on branch ${branch.id}`);
  return database;
}

function checkName(branch: Branch, name: string): void {
  const invalid = nameError("database", name);
  if (invalid) throw badRequest(invalid);
  if (reservedDatabaseNames.has(name)) {
    throw badRequest(`database name "${name}" is reserved (postgres, template0, template1)`);
  }
  if (branch.databases.has(name)) {
    throw conflict(`database "${name}" already exists on branch ${branch.id}`);
  }
}

/** The owner is one of the branch's roles (Neon: "database owner not found"). */
function checkOwner(branch: Branch, owner: string): void {
  if (!branch.roles.has(owner)) {
    throw notFound(
      `database owner not found: role ${owner} does not exist on branch ${branch.id} (create it with POST …/branches/${branch.id}/roles first)`,
    );
  }
}

function answer(
  ctx: RequestContext,
  branch: Branch,
  database: Database,
  operations: Operation[],
  status = 200,
): Reply {
  const now = ctx.platform.clock.now();
  return {
    status,
    body: {
      database: databaseView(branch, database),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
}

function listDatabases(ctx: RequestContext): Reply {
  const { branch } = requireBranch(ctx);
  return {
    status: 200,
    body: { databases: [...branch.databases.values()].map((d) => databaseView(branch, d)) },
  };
}

function getDatabase(ctx: RequestContext): Reply {
  const { branch } = requireBranch(ctx);
  const database = requireDatabase(branch, ctx.params.database_name);
  return { status: 200, body: { database: databaseView(branch, database) } };
}

function createDatabase(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const { database: input } = parseBody(createRequest, ctx.body);
  checkName(branch, input.name);
  checkOwner(branch, input.owner_name);
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  const database: Database = {
    id: platform.newDatabaseId(),
    name: input.name,
    owner_name: input.owner_name,
    created_at: now,
    updated_at: now,
  };
  branch.databases.set(database.name, database);
  const operations = applyConfig(platform, project, branch, {
    createDatabases: [{ name: database.name, owner: database.owner_name }],
  });
  return answer(ctx, branch, database, operations, 201);
}

function updateDatabase(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const database = requireDatabase(branch, ctx.params.database_name);
  const { database: input } = parseBody(updateRequest, ctx.body);
  const renamed = input.name !== undefined && input.name !== database.name;
  const newOwner = input.owner_name !== undefined && input.owner_name !== database.owner_name;
  if (renamed && input.name !== undefined) checkName(branch, input.name);
  if (newOwner && input.owner_name !== undefined) checkOwner(branch, input.owner_name);
  if (!renamed && !newOwner) return answer(ctx, branch, database, []);
  assertUnlocked(platform.operations, project);

  const oldName = database.name;
  if (renamed && input.name !== undefined) {
    const newName = input.name;
    database.name = newName;
    // Same place in the branch's order: the first database stays the branch's default one.
    branch.databases = new Map(
      [...branch.databases].map(([name, d]) => (name === oldName ? [newName, d] : [name, d])),
    );
  }
  if (newOwner && input.owner_name !== undefined) database.owner_name = input.owner_name;
  database.updated_at = platform.clock.now();
  const operations = applyConfig(platform, project, branch, {
    alterDatabases: [
      {
        name: oldName,
        ...(renamed ? { newName: database.name } : {}),
        ...(newOwner ? { owner: database.owner_name } : {}),
      },
    ],
  });
  return answer(ctx, branch, database, operations);
}

function deleteDatabase(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const database = branch.databases.get(ctx.params.database_name ?? "");
  // As Neon documents: a database that does not exist (or no longer does) answers 204.
  if (!database) return { status: 204 };
  assertUnlocked(platform.operations, project);
  branch.databases.delete(database.name);
  const operations = applyConfig(platform, project, branch, { dropDatabases: [database.name] });
  return answer(ctx, branch, database, operations);
}

const databasesPath = "/projects/{project_id}/branches/{branch_id}/databases";

export const databaseRoutes: Route[] = [
  { method: "GET", template: databasesPath, handler: listDatabases },
  { method: "POST", template: databasesPath, handler: createDatabase },
  { method: "GET", template: `${databasesPath}/{database_name}`, handler: getDatabase },
  { method: "PATCH", template: `${databasesPath}/{database_name}`, handler: updateDatabase },
  { method: "DELETE", template: `${databasesPath}/{database_name}`, handler: deleteDatabase },
];
