import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import {
  defaultBranch,
  query,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

/**
 * The promise users care about most: the action's database-url reaches the PR branch's own
 * data, through a real PostgreSQL server, never the parent's.
 */
let world: World;
let mainUri: string;

async function connectError(uri: string | undefined): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  try {
    await query(uri, "SELECT 1");
  } catch (error) {
    return { message: (error as Error).message, ms: performance.now() - started };
  }
  throw new Error("the connection succeeded");
}

beforeAll(async () => {
  world = await startWorld();
  mainUri = (await defaultBranch(world)).uri;
  await query(
    mainUri,
    "CREATE TABLE customers (name text); INSERT INTO customers VALUES ('from main')",
  );
});
afterAll(async () => {
  await world?.stop();
});

describe("the action's database-url reaches the PR branch's own data", () => {
  test("a PR sees main's rows, its migration stays on the PR, main's later writes stay on main", async () => {
    const first = await world.job({
      event: pr("opened", 301),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    expect(first.main.failed, first.main.log.join("\n")).toBe(false);
    const url = first.main.outputs["database-url"];
    expect(await query(url, "SELECT name FROM customers")).toEqual([{ name: "from main" }]);

    await query(url, "CREATE TABLE pr_only (id int); INSERT INTO pr_only VALUES (1)");
    await query(mainUri, "INSERT INTO customers VALUES ('main after the PR')");
    await expect(query(mainUri, "SELECT * FROM pr_only")).rejects.toThrow(
      /pr_only" does not exist/,
    );
    expect(await query(url, "SELECT name FROM customers")).toEqual([{ name: "from main" }]);
    // The pooled URI, as the platform gave it, reaches the same branch.
    expect(
      await query(
        first.main.outputs["database-url-pooled"],
        "SELECT count(*)::int AS n FROM pr_only",
      ),
    ).toEqual([{ n: 1 }]);

    const rerun = await world.job({
      event: pr("synchronize", 301),
      inputs: { ...URI_INPUTS, keep: "true", "compute-size": "1" },
    });
    expect(rerun.main.outputs.result).toBe("reused");
    expect(rerun.main.outputs["endpoint-id"]).toBe(first.main.outputs["endpoint-id"]);
    const again = rerun.main.outputs["database-url"];
    expect(await query(again, "SELECT id FROM pr_only")).toEqual([{ id: 1 }]);
    expect(await query(again, "SHOW max_connections")).toEqual([{ max_connections: "450" }]);
  });

  test("after the post step deletes the compute the URL fails at once; a later compute still has the PR's data", async () => {
    const first = await world.job({ event: pr("opened", 302), inputs: URI_INPUTS });
    expect(first.post.failed, first.post.log.join("\n")).toBe(false);
    const url = first.main.outputs["database-url"];
    const gone = await connectError(url);
    expect(gone.message).toContain(first.main.outputs["endpoint-id"]);
    expect(gone.message).toMatch(/could not be found/);
    expect(gone.ms).toBeLessThan(2000);

    const second = await world.job({
      event: pr("synchronize", 302),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    expect(second.main.outputs.result).toBe("created");
    await query(
      second.main.outputs["database-url"],
      "CREATE TABLE survives (v text); INSERT INTO survives VALUES ('kept')",
    );
    await world.api(
      "DELETE",
      `/projects/${world.emulator.projectId}/endpoints/${second.main.outputs["endpoint-id"]}`,
    );

    const third = await world.job({
      event: pr("synchronize", 302),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    expect(third.main.outputs.result).toBe("created");
    expect(third.main.outputs["endpoint-id"]).not.toBe(second.main.outputs["endpoint-id"]);
    expect(await query(third.main.outputs["database-url"], "SELECT v FROM survives")).toEqual([
      { v: "kept" },
    ]);
  });

  test("a moved compute serves its new branch's data", async () => {
    const holder = await world.api<{ branch: { id: string }; endpoints: Array<{ id: string }> }>(
      "POST",
      `/projects/${world.emulator.projectId}/branches`,
      { branch: { name: "pool-303" }, endpoints: [{ type: "read_write" }] },
    );
    const endpointId = holder.body.endpoints[0]?.id ?? "";
    const holderUri = await world.api<{ uri: string }>(
      "GET",
      `/projects/${world.emulator.projectId}/connection_uri?branch_id=${holder.body.branch.id}&role_name=neondb_owner&database_name=neondb`,
    );
    await waitForIdleProject(world);
    await query(holderUri.body.uri, "CREATE TABLE pool_only (v int)");

    const { main } = await world.job({
      event: pr("opened", 303),
      inputs: { ...URI_INPUTS, "endpoint-id": endpointId, keep: "true" },
    });
    expect(main.failed, main.log.join("\n")).toBe(false);
    expect(main.outputs.result).toBe("moved");
    const url = main.outputs["database-url"];
    expect(await query(url, "SELECT name FROM customers ORDER BY name")).toContainEqual({
      name: "from main",
    });
    await expect(query(url, "SELECT * FROM pool_only")).rejects.toThrow(
      /pool_only" does not exist/,
    );
  });
});
