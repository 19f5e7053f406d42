import { iso } from "../state/clock/clock.ts";
import type { Branch, Database, Role } from "../state/records/records.ts";

export function roleView(branch: Branch, role: Role, options: { password?: boolean } = {}) {
  return {
    branch_id: branch.id,
    name: role.name,
    ...(options.password === false ? {} : { password: role.password }),
    protected: role.protected,
    created_at: iso(role.created_at),
    updated_at: iso(role.updated_at),
  };
}

export function databaseView(branch: Branch, database: Database) {
  return {
    id: database.id,
    branch_id: branch.id,
    name: database.name,
    owner_name: database.owner_name,
    created_at: iso(database.created_at),
    updated_at: iso(database.updated_at),
  };
}
