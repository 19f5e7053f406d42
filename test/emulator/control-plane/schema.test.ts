import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { everyObjectSchema } from "../../fixtures/schemas.ts";
import { finishedOperations, type Loose, useEmulator } from "../support/helpers.ts";

/**
 * Neon's schema endpoints on real data: `GET …/schema` (pg_dump --schema-only, PostgreSQL 18's
 * as WebAssembly, talking to the branch's real server) and `GET …/compare_schema`. Answers are
 * checked against Neon's OpenAPI document after the file (useEmulator).
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 100,
  postgres: true,
});

const project = () => `/projects/${env.projectId}`;

async function api(method: string, path: string, body?: unknown) {
  const answer = await env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

const settle = (operations: Array<{ id: string }>) =>
  finishedOperations(env, env.projectId, operations);

async function run(branchId: string, database: string, sql: string): Promise<void> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=${database}`,
  );
  const client = new pg.Client({ connectionString: body.uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function schemaOf(branchId: string, database: string): Promise<string> {
  const answer = await api("GET", `${project()}/branches/${branchId}/schema?db_name=${database}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(Object.keys(answer.body)).toEqual(["sql"]);
  return answer.body.sql;
}

async function compare(branchId: string, query: string) {
  return api("GET", `${project()}/branches/${branchId}/compare_schema?${query}`);
}

/** What a user could notice of a compute: its state, its activity, its server. */
async function computeTrace(branchId: string) {
  const state = await env.state();
  const mine = state.projects.find((p: Loose) => p.id === env.projectId);
  return {
    computes: mine.computes
      .filter((c: Loose) => c.branch_id === branchId)
      .map((c: Loose) => ({
        id: c.id,
        state: c.current_state,
        last_active: c.last_active,
        last_activity_at: c.last_activity_at,
        restart_count: c.restart_count,
      })),
    starts: mine.operations.filter(
      (op: Loose) => op.branch_id === branchId && op.action === "start_compute",
    ).length,
    servers: state.servers
      .filter((s: Loose) => s.branch_id === branchId)
      .map((s: Loose) => `${s.compute_id}:${s.pid}`),
  };
}

async function createBranch(name: string, endpoints: Loose[] = []) {
  const created = await api("POST", `${project()}/branches`, { branch: { name }, endpoints });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await settle(created.body.operations);
  return created.body.branch.id as string;
}

let mainId: string;
let mainSql: string;

beforeAll(async () => {
  const { body } = await api("GET", `${project()}/branches`);
  mainId = body.branches.find((b: Loose) => b.default).id;
  await run(mainId, "neondb", everyObjectSchema);
  mainSql = await schemaOf(mainId, "neondb");
});

describe("GET …/schema", () => {
  test("pg_dump --schema-only text: every kind of object, PostgreSQL 18's pg_dump", () => {
    expect(mainSql).toContain("-- Dumped by pg_dump version 18.");
    expect(mainSql).toMatch(/-- Dumped from database version 17\./);
    for (const expected of [
      "CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;",
      "CREATE SCHEMA billing;",
      "CREATE TYPE public.mood AS ENUM (",
      "CREATE DOMAIN public.positive_amount AS numeric(12,2)",
      "CREATE TABLE public.accounts (",
      "ALTER TABLE public.accounts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (",
      "CREATE SEQUENCE public.posts_id_seq",
      "CREATE SEQUENCE public.ticket_numbers",
      "\nPARTITION BY RANGE (happened_at);",
      "ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2025",
      "CREATE VIEW public.published_posts AS",
      "CREATE MATERIALIZED VIEW public.invoice_totals AS",
      "CREATE FUNCTION billing.account_total(who bigint) RETURNS numeric",
      "CREATE TRIGGER accounts_touch BEFORE UPDATE ON public.accounts",
      "CREATE INDEX posts_published_idx ON public.posts USING btree (published_at) WHERE published;",
      "CREATE INDEX posts_lower_title_idx ON public.posts USING btree (lower(title));",
      "ADD CONSTRAINT invoices_account_fk FOREIGN KEY (account_id) REFERENCES public.accounts(id);",
      "CONSTRAINT name_not_blank CHECK ((btrim((name)::text) <> ''::text))",
      "ALTER TABLE public.posts ENABLE ROW LEVEL SECURITY;",
      "CREATE POLICY posts_visible ON public.posts FOR SELECT USING (published);",
      "COMMENT ON COLUMN public.accounts.email IS 'Case-insensitive, unique';",
      "ALTER TABLE public.accounts OWNER TO neondb_owner;",
    ]) {
      expect(mainSql).toContain(expected);
    }
    // psql's \restrict lines (pg_dump 17.6+) would differ on every dump; the text is plain SQL.
    expect(mainSql).not.toMatch(/^\\/m);
  });

  test("round trip: the dump applied to an empty database dumps identically", async () => {
    const created = await api("POST", `${project()}/branches/${mainId}/databases`, {
      database: { name: "restored", owner_name: "neondb_owner" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await settle(created.body.operations);
    // Plain SQL, no psql meta-command: one simple query of node-postgres applies it whole.
    expect(mainSql).not.toMatch(/^\\/m);
    await run(mainId, "restored", mainSql);
    expect(await schemaOf(mainId, "restored")).toBe(mainSql);
    const dropped = await api("DELETE", `${project()}/branches/${mainId}/databases/restored`);
    await settle(dropped.body.operations);
  });

  test("format=json: the tables with their columns and keys", async () => {
    const { status, body } = await api(
      "GET",
      `${project()}/branches/${mainId}/schema?db_name=neondb&format=json`,
    );
    expect(status).toBe(200);
    const tables = body.json.tables;
    expect(tables.map((t: Loose) => `${t.schema}.${t.name}`)).toEqual([
      "billing.invoices",
      "public.accounts",
      "public.events",
      "public.events_2025",
      "public.events_2026",
      "public.posts",
    ]);
    const posts = tables.find((t: Loose) => t.name === "posts");
    expect(posts.columns.slice(0, 3)).toEqual([
      { name: "id", type: "integer", nullable: false, generated: false },
      { name: "account_id", type: "bigint", nullable: false, generated: false },
      { name: "ticket", type: "integer", nullable: false, generated: false },
    ]);
    expect(posts.constraints).toContainEqual({
      type: "foreign_key",
      name: "posts_account_id_fkey",
      columns: ["account_id"],
      referenced_table: { schema: "public", table: "accounts", columns: ["id"] },
    });
    expect(posts.constraints).toContainEqual({
      type: "unique",
      name: "posts_account_id_title_key",
      columns: ["account_id", "title"],
    });
    const accounts = tables.find((t: Loose) => t.name === "accounts");
    expect(accounts.columns).toContainEqual({
      name: "search",
      type: "tsvector",
      nullable: true,
      generated: true,
    });
    expect(accounts.columns).toContainEqual({
      name: "name",
      type: "character varying(120)",
      nullable: false,
      generated: false,
    });
  });

  test("bad requests: no db_name, lsn or timestamp (no history), an unknown format or database", async () => {
    const path = `${project()}/branches/${mainId}/schema`;
    const cases: Array<[string, number, RegExp]> = [
      ["", 400, /db_name is required/],
      ["?db_name=neondb&lsn=0/1EC5378", 400, /keeps no history.*lsn is not supported/],
      ["?db_name=neondb&timestamp=2025-01-01T00:00:00Z", 400, /timestamp is not supported/],
      ["?db_name=neondb&format=yaml", 400, /format=yaml must be one of sql, json/],
      ["?db_name=nope", 404, /database nope not found on branch/],
    ];
    for (const [query, status, message] of cases) {
      const answer = await api("GET", `${path}${query}`);
      expect(answer.status, query).toBe(status);
      expect(Object.keys(answer.body).sort()).toEqual(["code", "message", "request_id"]);
      expect(answer.body.message).toMatch(message);
    }
    expect(
      (await api("GET", `${project()}/branches/br-none-12345678/schema?db_name=neondb`)).status,
    ).toBe(404);
  });
});

describe("no compute is woken or created", () => {
  test("running compute: read on its server, its state and activity untouched", async () => {
    const before = await computeTrace(mainId);
    expect(before.computes).toHaveLength(1);
    expect(before.computes[0].state).toBe("active");
    expect(await schemaOf(mainId, "neondb")).toBe(mainSql);
    expect(await computeTrace(mainId)).toEqual(before);
  });

  test("idle compute: read on a server of the platform's own; the compute stays idle", async () => {
    const branchId = await createBranch("schema-idle", [{ type: "read_write" }]);
    const { body } = await api("GET", `${project()}/branches/${branchId}/endpoints`);
    const endpointId = body.endpoints[0].id;
    const suspended = await api("POST", `${project()}/endpoints/${endpointId}/suspend`);
    await settle(suspended.body.operations);
    const before = await computeTrace(branchId);
    expect(before.computes[0].state).toBe("idle");
    expect(before.servers).toEqual([]);

    expect(await schemaOf(branchId, "neondb")).toBe(mainSql);
    const diff = await compare(branchId, "db_name=neondb");
    expect(diff).toEqual({ status: 200, body: { diff: "" } });
    expect(await computeTrace(branchId)).toEqual(before);
  });

  test("no compute at all: none is created", async () => {
    const branchId = await createBranch("schema-none");
    const before = await computeTrace(branchId);
    expect(before).toEqual({ computes: [], starts: 0, servers: [] });
    expect(await schemaOf(branchId, "neondb")).toBe(mainSql);
    expect(await computeTrace(branchId)).toEqual(before);
    const endpoints = await api("GET", `${project()}/branches/${branchId}/endpoints`);
    expect(endpoints.body.endpoints).toEqual([]);
  });

  test("reads queue with other work on the branch: concurrent reads and a restore all succeed", async () => {
    const branchId = await createBranch("schema-busy");
    await run(mainId, "neondb", "CREATE TABLE busy_marker (id int)");
    const [restore, first, second, json] = await Promise.all([
      api("POST", `${project()}/branches/${branchId}/restore`, { source_branch_id: mainId }),
      schemaOf(branchId, "neondb"),
      schemaOf(branchId, "neondb"),
      api("GET", `${project()}/branches/${branchId}/schema?db_name=neondb&format=json`),
    ]);
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    await settle(restore.body.operations);
    const restored = await schemaOf(branchId, "neondb");
    expect(restored).toContain("CREATE TABLE public.busy_marker");
    // Each read saw the branch's data before the restore or after it, never half of it.
    expect([mainSql, restored]).toContain(first);
    expect([mainSql, restored]).toContain(second);
    expect(json.status).toBe(200);
    await run(mainId, "neondb", "DROP TABLE busy_marker");
  });
});

describe("GET …/compare_schema", () => {
  let childId: string;

  beforeAll(async () => {
    childId = await createBranch("schema-child", [{ type: "read_write" }]);
  });

  test("identical schemas: an empty diff", async () => {
    expect(await compare(childId, "db_name=neondb")).toEqual({ status: 200, body: { diff: "" } });
  });

  test("a migration on the branch: a unified diff against the parent, --- a/<db> +++ b/<db>", async () => {
    await run(
      childId,
      "neondb",
      "ALTER TABLE posts ADD COLUMN slug text; DROP INDEX posts_lower_title_idx; CREATE TABLE tags (id int PRIMARY KEY)",
    );
    const { status, body } = await compare(childId, "db_name=neondb");
    expect(status).toBe(200);
    const lines: string[] = body.diff.split("\n");
    expect(lines.slice(0, 2)).toEqual(["--- a/neondb", "+++ b/neondb"]);
    expect(lines[2]).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    expect(lines).toContain("+    slug text");
    expect(lines).toContain(
      "-CREATE INDEX posts_lower_title_idx ON public.posts USING btree (lower(title));",
    );
    expect(lines).toContain("+CREATE TABLE public.tags (");
    // Three lines of context around each change.
    const first = lines.findIndex((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
    expect(lines.slice(first - 3, first).every((line) => line.startsWith(" "))).toBe(true);

    // base_branch_id turns it around: the child as the base, main compared with it.
    const reverse = await compare(mainId, `db_name=neondb&base_branch_id=${childId}`);
    expect(reverse.status).toBe(200);
    expect(reverse.body.diff).toContain("-    slug text");
    expect(reverse.body.diff).toContain("+CREATE INDEX posts_lower_title_idx");
  });

  test("errors: a database on one side only, a root branch without a base, history, unknown base", async () => {
    const created = await api("POST", `${project()}/branches/${childId}/databases`, {
      database: { name: "child_only", owner_name: "neondb_owner" },
    });
    await settle(created.body.operations);
    const cases: Array<[string, string, number, RegExp]> = [
      [childId, "db_name=child_only", 404, /database child_only not found on branch br-/],
      [childId, "db_name=nope", 404, /database nope not found/],
      [mainId, "db_name=neondb", 400, /has no parent to compare with: give base_branch_id/],
      [childId, "db_name=neondb&base_lsn=0/1", 400, /base_lsn is not supported/],
      [childId, "db_name=neondb&timestamp=2025-01-01T00:00:00Z", 400, /timestamp is not supported/],
      [childId, "db_name=neondb&base_branch_id=br-none-12345678", 404, /base branch br-none/],
      [childId, "", 400, /db_name is required/],
    ];
    for (const [branchId, query, status, message] of cases) {
      const answer = await compare(branchId, query);
      expect(answer.status, query).toBe(status);
      expect(Object.keys(answer.body).sort()).toEqual(["code", "message", "request_id"]);
      expect(answer.body.message).toMatch(message);
    }
  });
});
