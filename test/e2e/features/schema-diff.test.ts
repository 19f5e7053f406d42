import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { commentMarker } from "../../../src/github/comment.ts";
import { parseSections } from "../../../src/github/comment-sections.ts";
import { decode, expectInert, splitFences } from "../../support/inert-markdown.ts";
import type { StepResult } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  defaultBranch,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// Input `schema-diff`: the post step, after the job's migrations, diffs the PR branch's schema
// against its parent's through the platform's schema endpoints and writes it into the sticky
// comment and its job summary. Through dist/, against the emulator's real PostgreSQL servers.

let world: World;
let main: { id: string; uri: string };

beforeAll(async () => {
  world = await startWorld();
  main = await defaultBranch(world);
  await query(
    main.uri,
    "CREATE TABLE orders (id serial PRIMARY KEY, item text NOT NULL, note text, placed_at timestamptz, total numeric(10,2))",
  );
  await createDatabase(main.id, "analytics");
});
afterAll(async () => {
  await world?.stop();
});

async function createDatabase(branchId: string, name: string): Promise<void> {
  await waitForIdleProject(world);
  const answer = await world.api(
    "POST",
    `/projects/${world.emulator.projectId}/branches/${branchId}/databases`,
    { database: { name, owner_name: "neondb_owner" } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await waitForIdleProject(world);
}

async function uriOf(branchId: string): Promise<string> {
  const answer = await world.api<{ uri: string }>(
    "GET",
    `/projects/${world.emulator.projectId}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  return answer.body.uri;
}

function sectionsOf(number: number) {
  const comments = world.github.comments(OWNER, REPO, number);
  expect(comments).toHaveLength(1);
  return parseSections(comments[0]?.body ?? "", commentMarker(`preview/pr-${number}`));
}

const warningsOf = (step: StepResult) => step.commands.warnings.map((w) => w.message);

/** The schema reads of a run, with their query parameters (sorted). */
const schemaRoutes = (routes: Array<{ route: string; query: string }>) =>
  routes
    .filter((r) => /\/(schema|compare_schema|databases)$/.test(r.route))
    .map(
      (r) =>
        `${r.route}?${[...new URLSearchParams(r.query)]
          .map(([k, v]) => `${k}=${v}`)
          .sort()
          .join("&")}`,
    );

describe("schema-diff (default true) on a pull_request", () => {
  test("after the job's migration, every database against the parent: in the comment and the summary, before the delete", async () => {
    const opened = pr("opened", 901);
    const mainStep = await world.step("main", { event: opened });
    succeeded(mainStep);
    const branchId = mainStep.outputs["branch-id"] ?? "";
    // No extra request in main: the diff is the post step's.
    expect(mainStep.log.join("\n")).not.toMatch(/schema/i);

    // The job's migration, then a database only the PR has, and one only main has.
    await query(
      await uriOf(branchId),
      "ALTER TABLE orders ADD COLUMN coupon text; ALTER TABLE orders DROP COLUMN note; ALTER TABLE orders ALTER COLUMN total TYPE numeric(12,2); CREATE INDEX orders_item ON orders (item); CREATE TABLE carts (id int)",
    );
    await createDatabase(branchId, "reports");
    await createDatabase(main.id, "legacy");

    const since = await world.admin.lastSeq();
    const post = await world.step("post", { event: opened, state: mainStep.state });
    succeeded(post);
    expect(warningsOf(post)).toEqual([]);
    expect(post.log).toContain(
      `Schema of neondb against ${main.id}: 1 table added, 1 table changed, 1 column added, 1 column dropped, 1 column type changed, 1 index added (2 that lose data)`,
    );

    const sections = sectionsOf(901);
    expect(sections.get("report")?.content).toContain("### Preview compute created");
    const diff = sections.get("schema-diff");
    expect(diff?.digest).toMatch(/^[0-9a-f]{64}$/);
    const rows = (diff?.content ?? "").split("\n").filter((line) => line.startsWith("| "));
    expect(rows).toEqual([
      "| Database | Changes |",
      "| --- | --- |",
      "| analytics | no schema changes |",
      "| legacy | **⚠️ database dropped** (only on the parent) |",
      "| neondb | 1 table added, 1 table changed, 1 column added, **⚠️ 1 column dropped**, **⚠️ 1 column type changed**, 1 index added |",
      "| reports | database added (only on this branch), empty |",
    ]);
    expect(diff?.content).toContain("- neondb: column orders.note dropped");
    expect(diff?.content).toContain(
      "- neondb: column orders.total type changed (numeric(10,2) → numeric(12,2))",
    );
    expect(diff?.content).toContain("<details><summary>neondb: ");
    expect(diff?.content).toMatch(/^\+ {4}coupon text$/m);
    expect(post.summary).toContain("### Schema changes");
    expect(post.summary).toMatch(/^\+ {4}coupon text$/m);

    // Every database read through the platform, all of it before the compute was deleted.
    const routes = await requestsSince(world, since);
    const deleteAt = routes.findIndex((r) => r.method === "DELETE");
    const lastSchemaRead = routes.findLastIndex((r) => /\/(schema|compare_schema)$/.test(r.path));
    expect(lastSchemaRead).toBeGreaterThan(-1);
    expect(deleteAt).toBeGreaterThan(lastSchemaRead);
    const project = `/projects/${world.emulator.projectId}/branches`;
    expect(schemaRoutes(routes).sort()).toEqual(
      [
        `GET ${project}/${branchId}/compare_schema?base_branch_id=${main.id}&db_name=analytics`,
        `GET ${project}/${branchId}/compare_schema?base_branch_id=${main.id}&db_name=neondb`,
        `GET ${project}/${branchId}/databases?`,
        `GET ${project}/${branchId}/schema?db_name=reports`,
        `GET ${project}/${main.id}/databases?`,
        `GET ${project}/${main.id}/schema?db_name=legacy`,
      ].sort(),
    );
    expect(await world.computesOn(branchId)).toEqual([]);
  });

  test("keep: true: a re-run reuses the compute and still diffs; an unchanged diff leaves the comment alone; the close keeps the last diff", async () => {
    const inputs = { ...URI_INPUTS, keep: "true" };
    const first = await world.job({ event: pr("opened", 902), inputs });
    succeeded(first.post);
    expect(first.main.outputs.result).toBe("created");
    // `database` given: only that database.
    const rows = (sectionsOf(902).get("schema-diff")?.content ?? "")
      .split("\n")
      .filter((line) => line.startsWith("| "));
    expect(rows).toEqual([
      "| Database | Changes |",
      "| --- | --- |",
      "| neondb | no schema changes |",
    ]);

    await query(first.main.outputs["database-url"], "ALTER TABLE orders ADD COLUMN gift boolean");
    const second = await world.job({ event: pr("synchronize", 902), inputs });
    expect(second.main.outputs.result).toBe("reused");
    succeeded(second.post);
    expect(second.post.log.join("\n")).toContain("PR comment updated with the schema diff");
    const after = sectionsOf(902).get("schema-diff");
    expect(after?.content).toContain("| neondb | 1 table changed, 1 column added |");

    // Nothing changed since: main rewrites its report, the post step writes nothing.
    const third = await world.step("main", { event: pr("synchronize", 902), inputs });
    succeeded(third);
    world.github.clearRequests();
    const thirdPost = await world.step("post", {
      event: pr("synchronize", 902),
      inputs,
      state: third.state,
    });
    succeeded(thirdPost);
    expect(thirdPost.log.join("\n")).toContain("PR comment unchanged: the schema diff is the same");
    expect(
      world.github.requests().filter((r) => r.method !== "GET" && r.path !== "/graphql"),
    ).toEqual([]);
    expect(sectionsOf(902).get("schema-diff")).toEqual(after);

    // The PR closes: the report says the compute is gone, the last diff stays.
    const closed = await world.job({ event: pr("closed", 902), inputs });
    succeeded(closed.main);
    const final = sectionsOf(902);
    expect(final.get("report")?.content).toContain("### Preview compute removed");
    expect(final.get("schema-diff")).toEqual(after);
  });

  test("a provision re-run keeps the previous diff until its post step replaces it", async () => {
    const inputs = { ...URI_INPUTS, keep: "true" };
    const first = await world.job({ event: pr("opened", 906), inputs });
    succeeded(first.post);
    const before = sectionsOf(906).get("schema-diff");
    const rerun = await world.step("main", { event: pr("synchronize", 906), inputs });
    succeeded(rerun);
    const sections = sectionsOf(906);
    expect(sections.get("report")?.content).toContain("### Preview compute reused");
    expect(sections.get("schema-diff")).toEqual(before);
  });
});

describe("a diff that cannot be taken is a warning, never a failed job or a skipped delete", () => {
  test("the platform answers 500 until the step's timeout", async () => {
    await world.admin.addFaults({ method: "GET", path: "*/compare_schema", status: 500 });
    try {
      const { main: mainStep, post } = await world.job({
        event: pr("opened", 903),
        inputs: { timeout: "3" },
      });
      succeeded(mainStep);
      expect(post.exitCode).toBe(0);
      // One per database this PR's branch shares with main (it was copied from main).
      const warnings = warningsOf(post);
      expect(warnings.length).toBeGreaterThan(0);
      for (const warning of warnings)
        expect(warning, warnings.join("\n")).toMatch(
          /^Could not compare the schema of database \w+: GET \/projects\/\S+\/compare_schema still failing when the 3s timeout ran out/,
        );
      expect(warnings.join("\n")).toContain("database neondb:");
      expect(warnings.join("\n")).toContain("(HTTP 500): injected fault");
      const content = sectionsOf(903).get("schema-diff")?.content ?? "";
      expect(content).toMatch(/\| neondb \| ⚠️ could not be compared: GET /);
      expect(post.log.join("\n")).toContain(`Deleted compute ${mainStep.outputs["endpoint-id"]}`);
      expect(await world.computesOn(mainStep.outputs["branch-id"] ?? "")).toEqual([]);
    } finally {
      await world.admin.clearFaults();
    }
  });

  test("no answer at all: the diff gives up at the step's timeout and the delete still runs", async () => {
    await world.admin.addFaults({ method: "GET", path: "*/databases", delay_ms: 30_000 });
    try {
      const { main: mainStep, post } = await world.job({
        event: pr("opened", 904),
        inputs: { timeout: "2" },
      });
      succeeded(mainStep);
      expect(post.exitCode).toBe(0);
      expect(post.durationMs).toBeLessThan(15_000);
      expect(warningsOf(post).join("\n")).toMatch(
        /Could not take the schema diff of preview\/pr-904: /,
      );
      expect(sectionsOf(904).get("schema-diff")?.content).toContain(
        "> ⚠️ The schema diff could not be taken: ",
      );
      expect(await world.computesOn(mainStep.outputs["branch-id"] ?? "")).toEqual([]);
    } finally {
      await world.admin.clearFaults();
    }
  });

  test("after a main that failed, the post step has nothing to diff", async () => {
    const since = await world.admin.lastSeq();
    const { main: mainStep, post } = await world.job({
      event: pr("opened", 905),
      inputs: { "create-branch": "false" },
    });
    expect(mainStep.failed).toBe(true);
    succeeded(post);
    expect(warningsOf(post)).toEqual([]);
    expect(schemaRoutes(await requestsSince(world, since))).toEqual([]);
    expect(world.github.comments(OWNER, REPO, 905)).toEqual([]);
  });

  test("schema-diff: false takes no diff", async () => {
    const since = await world.admin.lastSeq();
    const { post } = await world.job({
      event: pr("opened", 907),
      inputs: { "schema-diff": "false" },
    });
    succeeded(post);
    expect(schemaRoutes(await requestsSince(world, since))).toEqual([]);
    expect(sectionsOf(907).get("schema-diff")).toBeUndefined();
  });
});

// Names are the database's: whatever they hold, the comment, the job summary and the log show
// them as text. Real pg_dump output of hostile objects, through dist/ and the loopback GitHub.
describe("hostile schema, table, column, type, function and database names", () => {
  const GONE = "gone <img src=x> @org/team | `x`";
  const DATABASE = "db\n::warning::injected <img src=x> @org/team |`x`-->";
  const MIGRATION = `
    CREATE SCHEMA "s <img src=x> @org/team | \`x\`";
    CREATE TABLE public."a; Type: @org/team <img src=x> | x" (id int, "<img src=x>" text, "\`|@org/team" int);
    CREATE TABLE "s <img src=x> @org/team | \`x\`"."--> <!-- t" (id int);
    CREATE TABLE public."x; Type: INDEX; Schema: evil" ("new
line" text);
    CREATE TYPE public."\`|<img src=x> @org/team" AS ENUM ('a');
    CREATE DOMAIN public."@org/team <b>money</b> | x" AS numeric(14,2);
    CREATE FUNCTION public."f; Type: TABLE; Schema: evil"("<img src=x>" text) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;
    CREATE INDEX "i; Type: TABLE; Schema: public" ON public.orders (item);
    ALTER TABLE public.orders RENAME COLUMN note TO "#1 @org/team <img src=x> | \`note\`";
    ALTER TABLE public.orders ALTER COLUMN total TYPE public."@org/team <b>money</b> | x";
    ALTER TABLE public.orders ADD COLUMN "naïve ✓ 表 \u202eevil" public."\`|<img src=x> @org/team";
    DROP TABLE public."${GONE}";`;

  test("the comment and the job summary show them as text; the log cannot be fooled", async () => {
    await query(main.uri, `CREATE TABLE public."${GONE}" (id int)`);
    const opened = pr("opened", 908);
    const mainStep = await world.step("main", { event: opened });
    succeeded(mainStep);
    const branchId = mainStep.outputs["branch-id"] ?? "";
    await query(await uriOf(branchId), MIGRATION);
    await createDatabase(branchId, DATABASE);

    const post = await world.step("post", { event: opened, state: mainStep.state });
    succeeded(post);
    // The database's name in a log line did not start a workflow command of its own.
    expect(warningsOf(post)).toEqual([]);
    expect(post.log.join("\n")).toContain(`Schema of db\\n::warning::injected <img src=x>`);

    const body = world.github.comments(OWNER, REPO, 908)[0]?.body ?? "";
    expectInert(body, [2, 3]);
    const diff = sectionsOf(908).get("schema-diff")?.content ?? "";
    for (const markdown of [diff, post.summary]) {
      expectInert(markdown, [2]);
      const read = decode(splitFences(markdown).prose);
      expect(read).toContain(
        "| neondb | 3 tables added, **⚠️ 1 table dropped**, 1 table changed, 2 columns added, **⚠️ 1 column dropped**, **⚠️ 1 column type changed**, 1 index added, 1 function added, 1 type added, 1 domain added, 1 schema added |",
      );
      expect(read).toContain(
        "| db ::warning::injected <img src=x> @org/team |`x`--> | database added (only on this branch), empty |",
      );
      expect(read).toContain(`- neondb: table ${GONE} dropped\n`);
      expect(read).toContain("- neondb: column orders.note dropped\n");
      expect(read).toContain(
        '- neondb: column orders.total type changed (numeric(10,2) → public."@org/team <b>money</b> | x")\n',
      );
    }
    // The diff itself, in its block, is pg_dump's text as it is.
    const lines = splitFences(diff).blocks.flatMap((block) => block.body);
    expect(lines).toContain(
      "+-- Name: a; Type: @org/team <img src=x> | x; Type: TABLE; Schema: public; Owner: neondb_owner",
    );
  });
});
