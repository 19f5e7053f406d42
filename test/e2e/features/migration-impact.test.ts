import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commentMarker } from "../../../src/github/comment.ts";
import { parseSections } from "../../../src/github/comment-sections.ts";
import { expectInert } from "../../support/inert-markdown.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { defaultBranch, query, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// The post step's migration impact: main takes the PR branch's catalog once it is ready, the
// job's migration runs, post takes it again and reports what the migration did to the tables.
// Through dist/, on the emulator's real PostgreSQL servers, with a table of 200,000 rows.

let world: World;
const scratch = mkdtempSync(join(tmpdir(), "migration-impact-"));
const RUN_SQL = join(import.meta.dirname, "../../fixtures/migration-impact/run-sql.ts");

beforeAll(async () => {
  world = await startWorld();
  const main = await defaultBranch(world);
  await query(
    main.uri,
    `CREATE TABLE users (id int PRIMARY KEY, name text);
     INSERT INTO users SELECT n, 'user ' || n FROM generate_series(1, 200000) n;
     CREATE TABLE accounts (id int PRIMARY KEY, email text NOT NULL, note text, owner_id int);
     INSERT INTO accounts SELECT n, 'user' || n || '@example.test', 'note ' || n, n FROM generate_series(1, 200000) n;
     CREATE TABLE events (id int, kind text, amount int);
     INSERT INTO events SELECT n, 'k' || (n % 7), n % 1000 FROM generate_series(1, 20000) n;
     CREATE TABLE "old_log|<b>@x" (id int);
     INSERT INTO "old_log|<b>@x" SELECT generate_series(1, 500);
     ANALYZE`,
  );
});
afterAll(async () => {
  await world?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** main, the job's migration (each string its own statement list), then post. */
async function runWithMigration(number: number, migration: string[]) {
  const event = pr("opened", number);
  const main = await world.step("main", { event, inputs: URI_INPUTS });
  succeeded(main);
  for (const sql of migration) await query(main.outputs["database-url"], sql);
  const post = await world.step("post", { event, inputs: URI_INPUTS, state: main.state });
  succeeded(post);
  const comments = world.github.comments(OWNER, REPO, number);
  const sections = parseSections(comments[0]?.body ?? "", commentMarker(`preview/pr-${number}`));
  const impact = sections.get("migration-impact")?.content ?? "";
  const rows = impact.split("\n").filter((line) => line.startsWith("| public."));
  return { main, post, impact, rows };
}

/** main with `migrate`, then post: the report of what it did, with its locks. */
async function runMigrate(number: number, migrate: string, more: Record<string, string> = {}) {
  const event = pr("opened", number);
  const inputs = { ...URI_INPUTS, migrate, ...more };
  const main = await world.step("main", { event, inputs });
  const post = await world.step("post", { event, inputs, state: main.state });
  succeeded(post);
  const comments = world.github.comments(OWNER, REPO, number);
  const sections = parseSections(comments[0]?.body ?? "", commentMarker(`preview/pr-${number}`));
  const impact = sections.get("migration-impact")?.content ?? "";
  const rows = impact.split("\n").filter((line) => line.startsWith("| public."));
  return { main, post, impact, rows };
}

/** How long the row says `mode` was held: "N ms" under a second, "N.N s" from one on. */
function heldMs(row: string, mode: string): number {
  const held = new RegExp(`\\| ${mode}, (\\d+ ms|[\\d.]+ s) \\|`).exec(row)?.[1] ?? "";
  return held.endsWith(" ms") ? Number.parseInt(held, 10) : Number.parseFloat(held) * 1000;
}

const rowOf = (rows: string[], table: string) =>
  rows.find((row) => row.startsWith(`| public.${table} |`)) ?? "";

describe("migration impact, from the catalog before and after", () => {
  test("rewrites, scans, a blocking index, a backfill and dropped data: high, worst first, with the safer patterns", async () => {
    const { main, post, impact, rows } = await runWithMigration(951, [
      `ALTER TABLE accounts ALTER COLUMN id TYPE bigint;
       ALTER TABLE accounts ADD COLUMN token text DEFAULT md5(random()::text);
       ALTER TABLE accounts DROP COLUMN note`,
      `ALTER TABLE events ADD CONSTRAINT amount_positive CHECK (amount >= 0);
       ALTER TABLE events ALTER COLUMN kind SET NOT NULL;
       CREATE INDEX events_kind ON events (kind);
       UPDATE events SET amount = amount + 1`,
      `DROP TABLE "old_log|<b>@x"`,
    ]);
    expect(main.log.join("\n")).toMatch(
      /Migration impact: catalog of neondb taken before the migrations \(\d+ ms\)/,
    );
    expect(post.outputs["migration-risk"]).toBe("high");
    expect(impact).toContain("### Migration impact: ⚠️ high risk");
    // Worst first, the largest of them first; events' scans and index build are "low": the
    // catalog cannot tell whether they blocked writes.
    expect(rows.map((row) => row.split(" | ").slice(0, 2).join(" | "))).toEqual([
      "| public.accounts | **⚠️ high**",
      "| public.old&#95;log&#124;&lt;b&gt;&#64;&#8203;x | **⚠️ high**",
      "| public.events | low",
    ]);
    const accounts = rowOf(rows, "accounts");
    expect(accounts).toMatch(
      /\*\*⚠️ high\*\* \| rewritten \(ACCESS EXCLUSIVE\): 200,000 rows, [\d.]+ MB written/,
    );
    expect(accounts).toContain("column id type integer → bigint");
    expect(accounts).toMatch(
      /column note dropped with the data of 200,000 rows \(about [\d.]+ MB\)/,
    );
    expect(accounts).toContain("column token added");
    expect(accounts).toContain("avoid the rewrite");
    const events = rowOf(rows, "events");
    expect(events).toContain(
      "CHECK amount&#95;positive validated by a full scan (ACCESS EXCLUSIVE if added at once; SHARE UPDATE EXCLUSIVE if added NOT VALID, then validated)",
    );
    expect(events).toContain(
      "column kind SET NOT NULL, validated by a full scan (ACCESS EXCLUSIVE)",
    );
    expect(events).toMatch(/index events&#95;kind built \([\d.]+ kB\), concurrently: unknown/);
    expect(events).toContain("20,000 rows updated");
    expect(events).toContain("NOT VALID, then VALIDATE CONSTRAINT");
    expect(events).toContain("CREATE INDEX CONCURRENTLY");
    expect(events).toContain("in batches");
    expect(rows[1]).toMatch(/\*\*⚠️ high\*\* \| dropped with 500 rows, [\d.]+ kB \|/);
    expectInert(impact, [5]);
    expect(post.summary).toContain("### Migration impact: ⚠️ high risk");
  });

  test("a nullable column, a new table, a NOT VALID constraint: no risky change", async () => {
    const { post, impact, rows } = await runWithMigration(952, [
      `ALTER TABLE accounts ADD COLUMN nickname text;
       CREATE TABLE carts (id bigint PRIMARY KEY, account_id int);
       ALTER TABLE events ADD CONSTRAINT amount_small CHECK (amount < 100000) NOT VALID`,
    ]);
    expect(post.outputs["migration-risk"]).toBe("none");
    expect(impact).toContain("### Migration impact: no risky change");
    expect(rowOf(rows, "accounts")).toContain(
      "| safe | column nickname added (metadata only, no rewrite)",
    );
    expect(rowOf(rows, "carts")).toContain("| safe | created");
    expect(rowOf(rows, "events")).toContain(
      "| safe | constraint amount&#95;small added NOT VALID (no scan)",
    );
  });

  test("a concurrent index and NOT VALID then VALIDATE in one job cannot be told from blocking ones by the catalog: low, said so", async () => {
    const { post, rows } = await runWithMigration(953, [
      "CREATE INDEX CONCURRENTLY accounts_email ON accounts (email)",
      "ALTER TABLE events ADD CONSTRAINT amount_small CHECK (amount < 100000) NOT VALID",
      "ALTER TABLE events VALIDATE CONSTRAINT amount_small",
    ]);
    expect(post.outputs["migration-risk"]).toBe("low");
    expect(rowOf(rows, "accounts")).toMatch(
      /\| low \| index accounts&#95;email built \([\d.]+ MB\), concurrently: unknown \|/,
    );
    expect(rowOf(rows, "events")).toContain(
      "| low | CHECK amount&#95;small validated by a full scan (ACCESS EXCLUSIVE if added at once; SHARE UPDATE EXCLUSIVE if added NOT VALID, then validated)",
    );
  });

  test("migrate through psql -f: a rewrite and a blocking index build, each lock timed", async () => {
    const file = join(scratch, "961.sql");
    writeFileSync(
      file,
      "ALTER TABLE accounts ALTER COLUMN id TYPE bigint;\nCREATE INDEX accounts_email ON accounts (email);\n",
    );
    const { main, post, impact, rows } = await runMigrate(
      961,
      `psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f ${file}`,
    );
    succeeded(main);
    expect(main.log.join("\n")).toMatch(
      /migrate exited with 0 after \d+ ms; \d+ lock samples, one every \d+ ms or less/,
    );
    expect(post.outputs["migration-risk"]).toBe("high");
    expect(impact).toMatch(
      /its locks, sampled every \d+ ms or less while it ran \([\d.]+ m?s\) on a compute of 0\.25 CU/,
    );
    expect(impact).toContain(
      "| Table | Risk | What happened | Strongest lock, held | Size before | Safer pattern |",
    );
    const accounts = rowOf(rows, "accounts");
    expect(accounts).toMatch(/\| \*\*⚠️ high\*\* \| rewritten \(ACCESS EXCLUSIVE\)/);
    expect(accounts).toMatch(
      /index accounts&#95;email built \([\d.]+ MB\) \(SHARE: writes blocked\)/,
    );
    // Measured, not assumed: a rewrite of 200,000 rows holds it for more than one sample.
    expect(heldMs(accounts, "ACCESS EXCLUSIVE")).toBeGreaterThanOrEqual(25);
    expectInert(impact, [6]);
    // The log in phases, as the runner folds them: a failing run opens at the phase that failed.
    expect(main.commands.groups).toEqual([
      "Inputs",
      "Branch",
      "Compute",
      "Services",
      "Report",
      "Migration",
    ]);
    expect(post.commands.groups).toEqual([
      "Inputs",
      "Schema diff",
      "Migration impact",
      "Cleanup",
      "Cost",
    ]);
  });

  test("migrate: a foreign key without NOT VALID on the large table, its lock on both tables timed", async () => {
    const file = join(scratch, "965.sql");
    writeFileSync(
      file,
      "ALTER TABLE accounts ADD CONSTRAINT accounts_owner FOREIGN KEY (owner_id) REFERENCES users;\n",
    );
    const { main, post, impact, rows } = await runMigrate(
      965,
      `psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f ${file}`,
    );
    succeeded(main);
    expect(post.outputs["migration-risk"]).toBe("high");
    // users' writes waited while accounts was scanned, but the catalog shows no change of its own.
    expect(rows).toHaveLength(1);
    const accounts = rowOf(rows, "accounts");
    expect(accounts).toMatch(/^\| public\.accounts \| \*\*⚠️ high\*\* \| /);
    expect(accounts).toContain(
      "FOREIGN KEY accounts&#95;owner validated by a full scan (SHARE ROW EXCLUSIVE on it and on public.users)",
    );
    // The scan of 200,000 rows against as many keys, measured under ADD FOREIGN KEY's own lock.
    expect(heldMs(accounts, "SHARE ROW EXCLUSIVE")).toBeGreaterThanOrEqual(25);
    expect(accounts).toContain("200,000 rows");
    expect(accounts).toContain(
      "ADD CONSTRAINT … NOT VALID, then VALIDATE CONSTRAINT in a later step (it does not block writes)",
    );
    expectInert(impact, [6]);
  });

  test("migrate through node-postgres: the safe patterns, timed, raise no alarm", async () => {
    const statements = [
      "CREATE INDEX CONCURRENTLY accounts_email ON accounts (email)",
      "ALTER TABLE accounts ADD CONSTRAINT email_short CHECK (length(email) < 200) NOT VALID",
      "ALTER TABLE accounts VALIDATE CONSTRAINT email_short",
      "ALTER TABLE accounts ADD COLUMN nickname text",
    ];
    const { main, post, rows } = await runMigrate(
      962,
      `node ${RUN_SQL} ${statements.map((sql) => `'${sql}'`).join(" ")}`,
      // The emulator's certificate is its own: node-postgres would verify it.
      { ssl: "omit" },
    );
    succeeded(main);
    expect(post.outputs["migration-risk"]).toBe("none");
    const accounts = rowOf(rows, "accounts");
    expect(accounts).toMatch(/^\| public\.accounts \| safe \| /);
    expect(accounts).toContain(
      "CHECK email&#95;short validated by a full scan (SHARE UPDATE EXCLUSIVE)",
    );
    expect(accounts).toMatch(/index accounts&#95;email built \([\d.]+ MB\) CONCURRENTLY/);
    // ADD COLUMN's ACCESS EXCLUSIVE is brief: too brief for a sample (said so), or a sample or
    // two on a loaded machine; either way measured, never assumed.
    expect(accounts).toMatch(
      /\| ACCESS EXCLUSIVE, (under \d+ ms \(no sample caught it\)|\d+ ms|[\d.]+ s)/,
    );
  });

  test("migrate through Drizzle's migrator: a backfill of every row, then SET NOT NULL, in one transaction", async () => {
    const { main, post, rows } = await runMigrate(
      964,
      `node ${join(import.meta.dirname, "../../fixtures/migration-impact/run-drizzle.ts")}`,
      { ssl: "omit" },
    );
    succeeded(main);
    const accounts = rowOf(rows, "accounts");
    expect(post.outputs["migration-risk"]).toBe("high");
    expect(accounts).toMatch(/^\| public\.accounts \| \*\*⚠️ high\*\* \| /);
    expect(accounts).toContain("column display&#95;name added");
    expect(accounts).toContain(
      "column display&#95;name SET NOT NULL, validated by a full scan (ACCESS EXCLUSIVE)",
    );
    expect(accounts).toMatch(
      /200,000 rows updated \(ROW EXCLUSIVE, and each row's lock until commit\)/,
    );
    // The backfill ran in the transaction that then took ACCESS EXCLUSIVE: held until commit.
    expect(heldMs(accounts, "ACCESS EXCLUSIVE")).toBeGreaterThan(0);
    expect(accounts).toContain("in batches");
  });

  test("a failed migrate fails the step with its own output and exit code; post still reports", async () => {
    const { main, post, impact } = await runMigrate(
      963,
      `node ${RUN_SQL} 'ALTER TABLE events ADD COLUMN flag boolean'; echo "migration broke" >&2; exit 3`,
      { ssl: "omit" },
    );
    expect(main.failed).toBe(true);
    expect(main.exitCode).toBe(3);
    expect(main.log.join("\n")).toContain("migration broke");
    expect(main.commands.errors.map((e) => e.message)).toContain(
      'Input "migrate": the command failed with exit code 3 (its output is above)',
    );
    expect(post.outputs["migration-risk"]).toBe("none");
    expect(impact).toContain("column flag added (metadata only, no rewrite)");
  });

  test("migration-gate: high fails the job on a rewrite, after the compute is deleted; the PR's label accepts it", async () => {
    const gated = async (number: number, labels: string[]) => {
      const event = pr("opened", number);
      (event.payload.pull_request as Record<string, unknown>).labels = labels.map((name) => ({
        name,
      }));
      const inputs = { ...URI_INPUTS, "migration-gate": "high" };
      const main = await world.step("main", { event, inputs });
      succeeded(main);
      await query(
        main.outputs["database-url"],
        "ALTER TABLE accounts ALTER COLUMN email TYPE varchar(200)",
      );
      const post = await world.step("post", { event, inputs, state: main.state });
      return { post, branchId: main.outputs["branch-id"] ?? "" };
    };
    const blocked = await gated(966, ["db"]);
    expect(blocked.post.failed).toBe(true);
    expect(blocked.post.commands.errors.map((e) => e.message)).toEqual([
      'migration-gate: migration-risk is high, at or above high: see "Migration impact" in the PR comment or the job summary. Change the migration, or accept it with the PR label migration-risk-accepted (the run must see it: list labeled in the workflow\'s pull_request types)',
    ]);
    expect(await world.computesOn(blocked.branchId)).toEqual([]);

    const accepted = await gated(967, ["migration-risk-accepted"]);
    succeeded(accepted.post);
    expect(accepted.post.log).toContain(
      "migration-gate: migration-risk is high, accepted by the PR's label migration-risk-accepted",
    );
  });

  test("no secret in any log, state, summary or comment of these runs", async () => {
    expect(await world.leaks()).toEqual([]);
  });
});
