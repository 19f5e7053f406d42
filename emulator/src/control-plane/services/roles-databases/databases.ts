import { badRequest, conflict, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Database, Operation, Project } from "../../state/records/records.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { applyConfig, nameError } from "./branch-config.ts";

/** A branch's databases: each change reaches its data through one apply_config operation. */

/** Every server has these already; a database of the branch cannot take their names. */
const reservedDatabaseNames = new Set(["postgres", "template0", "template1"]);

export function requireDatabase(branch: Branch, name: string | undefined): Database {
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

export function createDatabase(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: { name: string; owner_name: string },
): { database: Database; operations: Operation[] } {
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
  return { database, operations };
}

/** A new name or owner; a request that changes neither starts no operation. */
export function updateDatabase(
  platform: Platform,
  project: Project,
  branch: Branch,
  database: Database,
  input: { name?: string | undefined; owner_name?: string | undefined },
): Operation[] {
  const renamed = input.name !== undefined && input.name !== database.name;
  const newOwner = input.owner_name !== undefined && input.owner_name !== database.owner_name;
  if (renamed && input.name !== undefined) checkName(branch, input.name);
  if (newOwner && input.owner_name !== undefined) checkOwner(branch, input.owner_name);
  if (!renamed && !newOwner) return [];
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
  return applyConfig(platform, project, branch, {
    alterDatabases: [
      {
        name: oldName,
        ...(renamed ? { newName: database.name } : {}),
        ...(newOwner ? { owner: database.owner_name } : {}),
      },
    ],
  });
}

/** Undefined when there is no such database: as Neon documents, that answers 204. */
export function deleteDatabase(
  platform: Platform,
  project: Project,
  branch: Branch,
  databaseName: string,
): { database: Database; operations: Operation[] } | undefined {
  const database = branch.databases.get(databaseName);
  if (!database) return undefined;
  assertUnlocked(platform.operations, project);
  branch.databases.delete(database.name);
  const operations = applyConfig(platform, project, branch, { dropDatabases: [database.name] });
  return { database, operations };
}
