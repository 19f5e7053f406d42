import { quoteIdent, quoteLiteral } from "../../../data-plane/postgres/admin-sql.ts";

/**
 * A database made ready for Neon's Data API, as Neon does it: the roles `authenticator` (the
 * service's login), `anonymous` and `authenticated`; with `add_default_grants`, every right on
 * the public schema's tables for `authenticated`; unless `skip_auth_schema`, the `auth` schema
 * whose `auth.session()` and `auth.user_id()` read the verified token's claims. Neon gets these
 * from `pg_session_jwt`; here they are plain SQL functions over `request.jwt.claims`, which the
 * Data API sets for each request's transaction. The data plane runs the statements
 * (`runAdminSql`), as the platform's superuser, in the branch's database.
 */
export interface DataApiSetup {
  authenticatorPassword: string;
  owner: string;
  addDefaultGrants: boolean;
  skipAuthSchema: boolean;
}

export function dataApiSetupSql(setup: DataApiSetup): string[] {
  const owner = quoteIdent(setup.owner);
  const statements = [
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticator') THEN CREATE ROLE authenticator LOGIN NOINHERIT; END IF;
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'anonymous') THEN CREATE ROLE anonymous NOLOGIN; END IF;
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN CREATE ROLE authenticated NOLOGIN; END IF;
    END $$`,
    `ALTER ROLE authenticator WITH LOGIN NOINHERIT PASSWORD ${quoteLiteral(setup.authenticatorPassword)}`,
    "GRANT anonymous, authenticated TO authenticator",
    `GRANT anonymous, authenticated TO ${owner}`,
    "GRANT USAGE ON SCHEMA public TO anonymous, authenticated",
  ];
  if (setup.addDefaultGrants) {
    statements.push(
      "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO authenticated",
      "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO authenticated",
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO authenticated`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO authenticated`,
    );
  }
  if (!setup.skipAuthSchema) {
    statements.push(
      "CREATE SCHEMA IF NOT EXISTS auth",
      "GRANT USAGE ON SCHEMA auth TO anonymous, authenticated",
      `CREATE OR REPLACE FUNCTION auth.session() RETURNS jsonb LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('request.jwt.claims', true), '')::jsonb $$`,
      `CREATE OR REPLACE FUNCTION auth.user_id() RETURNS text LANGUAGE sql STABLE AS $$ SELECT auth.session() ->> 'sub' $$`,
      "GRANT EXECUTE ON FUNCTION auth.session(), auth.user_id() TO PUBLIC",
    );
  }
  return statements;
}
