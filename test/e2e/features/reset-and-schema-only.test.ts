import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pushEvent } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  branchById,
  defaultBranch,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// `reset` and `branch-type: schema-only`, through dist/ against real PostgreSQL servers.

let world: World;
let main: { id: string; uri: string };

beforeAll(async () => {
  world = await startWorld();
  main = await defaultBranch(world);
  await query(main.uri, "CREATE TABLE items (name text); INSERT INTO items VALUES ('before')");
});
afterAll(async () => {
  await world?.stop();
});

const names = async (uri: string | undefined) =>
  (await query<{ name: string }>(uri, "SELECT name FROM items ORDER BY name")).map((r) => r.name);

describe("reset: true", () => {
  test("a reused branch gets its parent's latest rows, and loses its own", async () => {
    const inputs = { ...URI_INPUTS, keep: "true", reset: "true" };
    const since = await world.admin.lastSeq();
    const first = await world.job({ event: pr("opened", 801), inputs });
    succeeded(first.main);
    expect(first.main.outputs.result).toBe("created");
    // A branch created just now is a fresh copy: nothing to reset.
    const fresh = await requestsSince(world, since);
    expect(fresh.filter((r) => r.route.endsWith("/restore"))).toEqual([]);
    expect(first.main.summary).not.toContain("reset to the latest state");

    const url = first.main.outputs["database-url"];
    await query(
      url,
      "CREATE TABLE pr_only (id int); INSERT INTO pr_only VALUES (1); INSERT INTO items VALUES ('on the PR')",
    );
    await query(main.uri, "INSERT INTO items VALUES ('main after the PR')");
    expect(await names(url)).toEqual(["before", "on the PR"]);

    const rerunSince = await world.admin.lastSeq();
    const rerun = await world.job({ event: pr("synchronize", 801), inputs });
    succeeded(rerun.main);
    expect(rerun.main.outputs.result).toBe("reused");
    expect(rerun.main.outputs["endpoint-id"]).toBe(first.main.outputs["endpoint-id"]);
    const branchId = rerun.main.outputs["branch-id"] ?? "";
    const restores = (await requestsSince(world, rerunSince)).filter((r) =>
      r.route.endsWith("/restore"),
    );
    expect(restores.map((r) => [r.route, r.status, r.request_body])).toEqual([
      [
        `POST /projects/${world.emulator.projectId}/branches/${branchId}/restore`,
        200,
        { source_branch_id: main.id },
      ],
    ]);

    const again = rerun.main.outputs["database-url"];
    expect(await names(again)).toEqual(["before", "main after the PR"]);
    await expect(query(again, "SELECT * FROM pr_only")).rejects.toThrow(/pr_only" does not exist/);
    // Main is as it was.
    expect(await names(main.uri)).toEqual(["before", "main after the PR"]);

    // The summary and the comment say so, and list the restore's operation, finished.
    expect(rerun.main.summary).toContain(
      `| Data | reset to the latest state of its parent (\`${main.id}\`) |`,
    );
    expect(rerun.main.summary).toMatch(/`apply_storage_config` `[0-9a-f]{8}` \| finished/);
    const comment = world.github.comments(OWNER, REPO, 801)[0]?.body ?? "";
    expect(comment).toContain("reset to the latest state of its parent");
    expect(comment).toContain("was reset to its parent's latest state");
    // The branch still expires (a restore restarts the interval; the action moved it first).
    expect(rerun.main.outputs["expires-at"]).toBe((await branchById(world, branchId)).expires_at);
  });

  test("without reset, a re-run leaves the branch's data alone", async () => {
    const inputs = { ...URI_INPUTS, keep: "true" };
    const first = await world.job({ event: pr("opened", 803), inputs });
    succeeded(first.main);
    await query(first.main.outputs["database-url"], "INSERT INTO items VALUES ('on 803')");
    const since = await world.admin.lastSeq();
    const rerun = await world.job({ event: pr("synchronize", 803), inputs });
    succeeded(rerun.main);
    expect((await requestsSince(world, since)).filter((r) => r.route.endsWith("/restore"))).toEqual(
      [],
    );
    expect(await names(rerun.main.outputs["database-url"])).toContain("on 803");
    expect(rerun.main.summary).not.toContain("| Data |");
  });

  test("a branch without a parent cannot be reset: one line, nothing changed", async () => {
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const step = await world.step("main", {
      event: pushEvent(),
      inputs: { branch: "main", reset: "true" },
    });
    expect(step.failed).toBe(true);
    expect(step.commands.errors.map((e) => e.message)).toEqual([
      `Input "reset": branch main (${main.id}) has no parent to reset from`,
    ]);
    const routes = (await requestsSince(world, since)).map((r) => r.method);
    expect(routes).toEqual(["GET"]);
  });
});

describe("branch-type: schema-only", () => {
  test("a created branch has the parent's tables without their rows", async () => {
    const { main: step } = await world.job({
      event: pr("opened", 802),
      inputs: { ...URI_INPUTS, keep: "true", "branch-type": "schema-only" },
    });
    succeeded(step);
    expect(step.outputs.result).toBe("created");
    const url = step.outputs["database-url"];
    expect(await query(url, "SELECT count(*)::int AS n FROM items")).toEqual([{ n: 0 }]);
    expect(
      await query(
        url,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'items'",
      ),
    ).toEqual([{ column_name: "name" }]);
    const branch = await branchById(world, step.outputs["branch-id"] ?? "");
    expect(branch.init_source).toBe("schema-only");
    expect(step.summary).toContain("| Data | the parent's schema, without its rows |");
    // The parent keeps its rows.
    expect((await names(main.uri)).length).toBeGreaterThan(0);
  });
});
