import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commentMarker } from "../../../src/github/comment.ts";
import { parseSections } from "../../../src/github/comment-sections.ts";
import { withConnection } from "../../../src/migration-impact/connection.ts";
import { comparePlans } from "../../../src/query-impact/compare-plans.ts";
import {
  parentReadProblem,
  readParentStatements,
} from "../../../src/query-impact/parent-statements.ts";
import { planStatements } from "../../../src/query-impact/plan-statements.ts";
import { expectInert } from "../../support/inert-markdown.ts";
import { waitFor } from "../../support/wait.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { defaultBranch, query, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// Query impact: production's statements (the parent's pg_stat_statements, filled by a workload
// sent as an ORM sends it: parameterised, extended protocol) planned on the preview before and
// after the job's migration, through dist/, on the emulator's real PostgreSQL servers.

let world: World;
const scratch = mkdtempSync(join(tmpdir(), "query-impact-"));

/** Production's app: each statement sent with parameters (Parse/Bind/Execute), a few times. */
const WORKLOAD: Array<[string, unknown[]]> = [
  ["SELECT id, name FROM users WHERE email = $1", ["user7@example.test"]],
  ["SELECT count(*) FROM users WHERE name = $1", ["user 7"]],
  ["UPDATE users SET name = $2 WHERE id = $1", [7, "user 7"]],
  ["SELECT id FROM orders WHERE user_id = $1", [7]],
];

beforeAll(async () => {
  world = await startWorld();
  const main = await defaultBranch(world);
  await query(
    main.uri,
    `CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
     CREATE TABLE users (id int PRIMARY KEY, email text NOT NULL, name text);
     INSERT INTO users SELECT n, 'user' || n || '@example.test', 'user ' || n FROM generate_series(1, 200000) n;
     CREATE INDEX users_email ON users (email);
     CREATE TABLE orders (id int PRIMARY KEY, user_id int);
     INSERT INTO orders SELECT n, n % 500 FROM generate_series(1, 2000) n;
     ANALYZE`,
  );
  const client = new pg.Client({ connectionString: main.uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    for (let round = 0; round < 3; round++)
      for (const [text, values] of WORKLOAD) await client.query({ text, values });
  } finally {
    await client.end();
  }
}, 120_000);
afterAll(async () => {
  await world?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** main with query-impact, the job's migration, then post: the section and the outputs. */
async function run(number: number, migration: string, inputs: Record<string, string> = {}) {
  const event = pr("opened", number);
  const all = { ...URI_INPUTS, "query-impact": "parent", ...inputs };
  const main = await world.step("main", { event, inputs: all, cwd: scratch });
  succeeded(main);
  await query(main.outputs["database-url"], migration);
  const post = await world.step("post", { event, inputs: all, state: main.state, cwd: scratch });
  const comments = world.github.comments(OWNER, REPO, number);
  const sections = parseSections(comments[0]?.body ?? "", commentMarker(`preview/pr-${number}`));
  return { main, post, section: sections.get("query-impact")?.content ?? "" };
}

describe("query impact, planned before and after the migration", () => {
  test("a renamed column breaks the statements that use it, and only those: high, and the gate fails", async () => {
    const { main, post, section } = await run(
      971,
      "ALTER TABLE users RENAME COLUMN name TO full_name",
      { "migration-gate": "high" },
    );
    expect(main.log.join("\n")).toMatch(
      /Query impact: \d+ statements from the parent branch's pg_stat_statements planned before the migrations/,
    );
    expect(post.outputs["query-risk"]).toBe("high");
    // The catalog sees a rename (low: the old name breaks code); the statements tell which.
    expect(post.outputs["migration-risk"]).toBe("low");
    expect(post.failed).toBe(true);
    expect(post.log.join("\n")).toContain(
      'migration-gate: query-risk is high, at or above high: see "Query impact"',
    );
    expect(section).toContain("### Query impact: ⚠️ statements break");
    const breaking = section.split("\n").filter((line) => line.includes("(42703)"));
    expect(breaking).toHaveLength(3);
    expect(breaking.join("\n")).toContain("WHERE email = $1");
    expect(breaking.join("\n")).toContain("SET name = $2");
    expect(section).not.toMatch(/orders WHERE user&#95;id[^\n]*42703/);
    expectInert(section, [3]);
  });

  test("a dropped index turns the lookup into a sequential scan of 200,000 rows: low", async () => {
    const { post, section } = await run(972, "DROP INDEX users_email");
    succeeded(post);
    expect(post.outputs["query-risk"]).toBe("low");
    expect(section).toContain("### Query impact: slower plans or missing indexes");
    const row = section.split("\n").find((line) => line.includes("WHERE email = $1")) ?? "";
    expect(row).toMatch(
      /Index Scan on public\.users using users&#95;email .* → Seq Scan on public\.users \(rows 1, cost \d+\)/,
    );
  });

  test("a safe migration flags nothing, and a statements file is planned as well", async () => {
    writeFileSync(
      join(scratch, "queries.sql"),
      "-- the app's lookups\nSELECT id FROM users WHERE email = $1;\nSELECT id FROM orders WHERE user_id = $1;\n",
    );
    const { post, section } = await run(973, "ALTER TABLE users ADD COLUMN nickname text", {
      "query-impact": "queries.sql",
    });
    succeeded(post);
    expect(post.outputs["query-risk"]).toBe("none");
    expect(section).toContain("### Query impact: nothing breaks or slows down");
    expect(section).toContain("Statements from queries.sql");
    expect(section).toContain("2 statements checked, 2 unchanged.");
  });
});

describe("the PR's own new statements, from the preview's pg_stat_statements", () => {
  test("a new query reading 200,000 rows without an index is pointed out: the table, its filter's column, its rows", async () => {
    const event = pr("opened", 974);
    const inputs = { ...URI_INPUTS, "query-impact": "parent" };
    const main = await world.step("main", { event, inputs, cwd: scratch });
    succeeded(main);
    const uri = main.outputs["database-url"];
    await query(uri, "ALTER TABLE users ADD COLUMN nickname text");
    // The PR's code, as its tests run it: a lookup on the new column, and one production runs.
    const client = new pg.Client({ connectionString: uri });
    client.on("error", () => undefined);
    await client.connect();
    try {
      await client.query({ text: "SELECT id FROM users WHERE nickname = $1", values: ["n7"] });
      await client.query({ text: WORKLOAD[0]?.[0] ?? "", values: WORKLOAD[0]?.[1] ?? [] });
    } finally {
      await client.end();
    }
    const post = await world.step("post", { event, inputs, state: main.state, cwd: scratch });
    succeeded(post);
    expect(post.outputs["query-risk"]).toBe("low");
    const comments = world.github.comments(OWNER, REPO, 974);
    const sections = parseSections(comments[0]?.body ?? "", commentMarker("preview/pr-974"));
    const section = sections.get("query-impact")?.content ?? "";
    expect(section).toContain("**The PR's new statements without an index**");
    const rows = section.split("\n").filter((line) => line.startsWith("| SELECT id FROM users"));
    expect(rows).toEqual([
      "| SELECT id FROM users WHERE nickname = $1 | public.users | nickname | 200,000 |",
    ]);
    expectInert(section, [4]);
  });
});

/** A project of that major (14: PREPARE and EXPLAIN EXECUTE; 17: GENERIC_PLAN), its URI once it answers. */
async function projectOf(major: number): Promise<string> {
  const created = await world.api<{ project: { id: string }; branch: { id: string } }>(
    "POST",
    "/projects",
    { project: { name: `plans-${major}`, pg_version: major } },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { project, branch } = created.body;
  const { body } = await world.api<{ uri: string }>(
    "GET",
    `/projects/${project.id}/connection_uri?branch_id=${branch.id}&role_name=neondb_owner&database_name=neondb`,
  );
  return waitFor(
    `PostgreSQL ${major} answers`,
    () =>
      query(body.uri, "SELECT 1").then(
        () => body.uri,
        () => undefined,
      ),
    { timeoutMs: 60_000, intervalMs: 200 },
  );
}

describe.each([14, 17])("planning on PostgreSQL %i", (major) => {
  test("generic plans of long and many-parameter statements, never executed; a changed type breaks a comparison; no pg_stat_statements is one line", async () => {
    const uri = await projectOf(major);
    const [version] = await query<{ server_version: string }>(uri, "SHOW server_version");
    expect(version?.server_version).toMatch(new RegExp(`^${major}\\.`));
    await query(
      uri,
      `CREATE TABLE items (id int PRIMARY KEY, code text, qty int);
       INSERT INTO items SELECT n, 'c' || n, n FROM generate_series(1, 1000) n; ANALYZE items`,
    );
    const columns = Array.from({ length: 700 }, (_, i) => `qty + ${i} AS q${i}`).join(", ");
    const long = `SELECT ${columns} FROM items WHERE id = $1`;
    const many = `SELECT id FROM items WHERE id IN (${Array.from({ length: 100 }, (_, i) => `$${i + 1}`).join(", ")})`;
    const statements = [
      long,
      many,
      "SELECT id FROM items WHERE lower(code) = $1",
      "DELETE FROM items WHERE qty > $1",
    ];
    expect(long.length).toBeGreaterThan(10_000);
    const before = await withConnection(uri, (run) => planStatements(run, statements));
    expect(
      before.every((outcome) => "plan" in outcome),
      JSON.stringify(before),
    ).toBe(true);
    // Planned, not run: the DELETE removed nothing.
    expect(await query(uri, "SELECT count(*)::int AS n FROM items")).toEqual([{ n: 1000 }]);

    await query(uri, "ALTER TABLE items ALTER COLUMN code TYPE int USING id");
    const after = await withConnection(uri, (run) => planStatements(run, statements));
    const compared = comparePlans(
      statements.map((text) => ({ text })),
      before,
      after,
    );
    expect(compared.breaking.map((b) => [b.statement.text, b.sqlstate])).toEqual([
      ["SELECT id FROM items WHERE lower(code) = $1", "42883"],
    ]);

    // This database never created the extension: a clear line, not a failure.
    const problem = await withConnection(uri, (run) => readParentStatements(run, 50)).then(
      () => "read",
      (error: { message?: string; code?: string }) => parentReadProblem(error),
    );
    expect(problem).toBe(
      "the parent's database has no pg_stat_statements view: run CREATE EXTENSION pg_stat_statements there (Neon's computes load the library)",
    );
  });
});
