import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  defaultBranch,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
} from "../../support/world-helpers.ts";

// on-parent-change, through dist/ against real PostgreSQL servers: a PR's branch whose parent
// gained a table since it was made.

let world: World;
let main: { id: string; uri: string };

beforeAll(async () => {
  world = await startWorld();
  main = await defaultBranch(world);
});
afterAll(async () => {
  await world?.stop();
});

const tables = async (uri: string | undefined) =>
  (
    await query<{ name: string }>(
      uri,
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
  ).map((r) => r.name);

describe("on-parent-change", () => {
  test("report (default): the post step's schema diff lists the parent's new table; nothing restored", async () => {
    const inputs = { ...URI_INPUTS, keep: "true" };
    const first = await world.job({ event: pr("opened", 851), inputs });
    succeeded(first.main);
    await query(main.uri, "CREATE TABLE ledger851 (id int)");

    const since = await world.admin.lastSeq();
    const rerun = await world.job({ event: pr("synchronize", 851), inputs });
    succeeded(rerun.main);
    const routes = (await requestsSince(world, since)).map((r) => r.route);
    expect(routes.filter((r) => r.endsWith("/restore"))).toEqual([]);
    const line =
      /The parent's schema changed since this branch was made (under a minute|\d+ minutes?) ago: it has table public\.ledger851, which the branch lacked\. Set on-parent-change: reset/;
    const comment = world.github.comments(OWNER, REPO, 851)[0]?.body ?? "";
    expect(comment).toMatch(line);
    expect(rerun.post.summary).toMatch(line);
    // The parent's table is the parent's change, not a table the PR dropped.
    for (const text of [comment, rerun.post.summary]) {
      expect(text).toMatch(/\| neondb \| no schema changes \|/);
      expect(text).not.toMatch(/table dropped|lose data/);
    }
    expect(await tables(rerun.main.outputs["database-url"])).not.toContain("ledger851");
  });

  test("reset: the preview gets the parent's new table, and the report says it reset", async () => {
    const inputs = { ...URI_INPUTS, "on-parent-change": "reset" };
    const first = await world.job({ event: pr("opened", 852), inputs });
    succeeded(first.main);
    await query(main.uri, "CREATE TABLE ledger852 (id int)");

    // The main step alone: the preview is read before a post step would remove its compute.
    const rerun = await world.step("main", { event: pr("synchronize", 852), inputs });
    succeeded(rerun);
    expect(await tables(rerun.outputs["database-url"])).toContain("ledger852");
    const comment = world.github.comments(OWNER, REPO, 852)[0]?.body ?? "";
    expect(comment).toMatch(
      /The parent's schema changed since this branch was made (under a minute|\d+ minutes?) ago: it has table public\.ledger852/,
    );
    expect(comment).toContain("Reset the branch to its parent's current state");
  });
});
