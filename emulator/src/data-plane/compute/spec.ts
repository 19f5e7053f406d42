import type pg from "pg";
import { quoteIdent, quoteLiteral } from "../postgres/admin-sql.ts";

/**
 * Roles and databases are the control plane's record; a change is applied to the branch's
 * data as Neon's compute_ctl applies its spec, on the branch's running server.
 */
export interface SpecChange {
  createRoles?: Array<{ name: string; password: string }>;
  setPasswords?: Array<{ name: string; password: string }>;
  dropRoles?: string[];
  createDatabases?: Array<{ name: string; owner: string }>;
  /** Renames (`newName`) and/or gives to another owner (`owner`) the database called `name`. */
  alterDatabases?: Array<{ name: string; newName?: string; owner?: string }>;
  dropDatabases?: string[];
}

/** Neon's roles are members of neon_superuser, which may create roles and databases. */
export const neonSuperuser = "neon_superuser";

export async function applySpec(client: pg.Client, change: SpecChange): Promise<void> {
  if (change.createRoles?.length) {
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [neonSuperuser]);
    if (!exists.rowCount) {
      await client.query(`CREATE ROLE ${neonSuperuser} NOLOGIN CREATEDB CREATEROLE`);
      // As Neon's compute_ctl grants it: its roles read every statement's statistics.
      await client.query(`GRANT pg_monitor TO ${neonSuperuser} WITH ADMIN OPTION`);
    }
  }
  for (const role of change.createRoles ?? []) {
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role.name]);
    const verb = exists.rowCount ? "ALTER" : "CREATE";
    await client.query(
      `${verb} ROLE ${quoteIdent(role.name)} WITH LOGIN CREATEDB CREATEROLE PASSWORD ${quoteLiteral(role.password)}`,
    );
    await client.query(`GRANT ${neonSuperuser} TO ${quoteIdent(role.name)} WITH ADMIN OPTION`);
  }
  for (const role of change.setPasswords ?? []) {
    await client.query(
      `ALTER ROLE ${quoteIdent(role.name)} WITH PASSWORD ${quoteLiteral(role.password)}`,
    );
  }
  for (const database of change.createDatabases ?? []) {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      database.name,
    ]);
    if (!exists.rowCount) {
      await client.query(
        `CREATE DATABASE ${quoteIdent(database.name)} OWNER ${quoteIdent(database.owner)}`,
      );
    }
  }
  for (const database of change.alterDatabases ?? []) {
    await alterDatabase(client, database);
  }
  for (const name of change.dropDatabases ?? []) {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
  for (const name of change.dropRoles ?? []) {
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [name]);
    if (exists.rowCount) await client.query(`DROP ROLE ${quoteIdent(name)}`);
  }
}

/**
 * Before a role goes, what it owns in one database goes to neon_superuser, and its grants there
 * go (run in every database: ownership and grants are per database).
 */
export async function releaseRoles(client: pg.Client, names: string[]): Promise<void> {
  for (const name of names) {
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [name]);
    if (!exists.rowCount) continue;
    await client.query(`REASSIGN OWNED BY ${quoteIdent(name)} TO ${neonSuperuser}`);
    await client.query(`DROP OWNED BY ${quoteIdent(name)}`);
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  return Boolean(found.rowCount);
}

async function alterDatabase(
  client: pg.Client,
  database: { name: string; newName?: string; owner?: string },
): Promise<void> {
  let name = database.name;
  if (database.newName !== undefined && database.newName !== name) {
    // Renamed already (a change applied twice): nothing to do but use the new name.
    const renamed =
      !(await databaseExists(client, name)) && (await databaseExists(client, database.newName));
    if (!renamed) await renameDatabase(client, name, database.newName);
    name = database.newName;
  }
  if (database.owner !== undefined) {
    await client.query(`ALTER DATABASE ${quoteIdent(name)} OWNER TO ${quoteIdent(database.owner)}`);
  }
}

/** A database in use cannot be renamed: its sessions end first, as a compute's restart would. */
async function renameDatabase(client: pg.Client, name: string, newName: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    try {
      await client.query(`ALTER DATABASE ${quoteIdent(name)} RENAME TO ${quoteIdent(newName)}`);
      return;
    } catch (error) {
      // 55006 object_in_use: a client connected between the two statements.
      if ((error as { code?: string }).code !== "55006" || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** A schema-only branch keeps its parent's schema and none of its rows. */
export const emptyAllTables = `
DO $$
DECLARE
  tables text;
  seq record;
BEGIN
  SELECT string_agg(format('%I.%I', n.nspname, c.relname), ', ') INTO tables
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_%';
  IF tables IS NOT NULL THEN
    EXECUTE 'TRUNCATE TABLE ' || tables || ' CASCADE';
  END IF;
  FOR seq IN SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LOOP
    EXECUTE 'ALTER SEQUENCE ' || seq.name || ' RESTART';
  END LOOP;
END $$;`;
