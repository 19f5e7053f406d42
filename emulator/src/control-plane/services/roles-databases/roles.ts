import { badRequest, conflict, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { newPassword } from "../../state/records/ids.ts";
import type { Branch, Operation, Project, Role } from "../../state/records/records.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { applyConfig, nameError } from "./branch-config.ts";

/** A branch's roles: each change reaches its data through one apply_config operation. */

/** Names Neon keeps for itself, and names Postgres does not allow for a role. */
const reservedRoleNames = new Set([
  "cloud_admin",
  "neon_superuser",
  "public",
  "none",
  "current_role",
  "current_user",
  "session_user",
]);

export function requireRole(branch: Branch, name: string | undefined): Role {
  const role = name !== undefined ? branch.roles.get(name) : undefined;
  if (!role) throw notFound(`role ${name} not found on branch ${branch.id}`);
  return role;
}

export function createRole(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: { name: string; no_login?: boolean | undefined },
): { role: Role; operations: Operation[] } {
  const { name } = input;
  const invalid = nameError("role", name);
  if (invalid) throw badRequest(invalid);
  if (reservedRoleNames.has(name) || name.startsWith("pg_")) {
    throw badRequest(
      `role name "${name}" is reserved (cloud_admin, neon_superuser, names starting with pg_ and Postgres' own role names cannot be used)`,
    );
  }
  if (input.no_login) {
    throw badRequest(
      "the emulator creates login roles only: no_login: true is not supported (leave it out or pass false)",
    );
  }
  if (branch.roles.has(name)) {
    throw conflict(`role "${name}" already exists on branch ${branch.id}`);
  }
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  const role: Role = {
    name,
    password: newPassword(),
    protected: false,
    created_at: now,
    updated_at: now,
  };
  branch.roles.set(name, role);
  const operations = applyConfig(platform, project, branch, {
    createRoles: [{ name, password: role.password }],
  });
  return { role, operations };
}

/** Undefined when there is no such role: as Neon documents, that answers 204. */
export function deleteRole(
  platform: Platform,
  project: Project,
  branch: Branch,
  roleName: string,
): { role: Role; operations: Operation[] } | undefined {
  const role = branch.roles.get(roleName);
  if (!role) return undefined;
  if (role.protected) {
    throw badRequest(`role ${role.name} is protected by the system and cannot be deleted`);
  }
  const owned = [...branch.databases.values()]
    .filter((d) => d.owner_name === role.name)
    .map((d) => d.name);
  if (owned.length > 0) {
    throw conflict(
      `role ${role.name} owns ${owned.length === 1 ? "database" : "databases"} ${owned.join(", ")} on branch ${branch.id}; delete ${owned.length === 1 ? "it" : "them"} or give ${owned.length === 1 ? "it" : "them"} another owner (PATCH …/databases/{database_name} with owner_name) first`,
    );
  }
  assertUnlocked(platform.operations, project);
  branch.roles.delete(role.name);
  const operations = applyConfig(platform, project, branch, { dropRoles: [role.name] });
  return { role, operations };
}

/** The new password is in effect once the operation has finished; until then the old one works. */
export function resetPassword(
  platform: Platform,
  project: Project,
  branch: Branch,
  role: Role,
): Operation[] {
  assertUnlocked(platform.operations, project);
  role.password = newPassword();
  role.updated_at = platform.clock.now();
  return applyConfig(platform, project, branch, {
    setPasswords: [{ name: role.name, password: role.password }],
  });
}
