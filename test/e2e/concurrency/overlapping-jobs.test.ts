import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { StepResult } from "../../support/runner/index.ts";
import { waitUntil } from "../../support/wait.ts";
import { pr, startWorld, type World } from "../../support/world.ts";
import {
  apartFromFleet,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// Two jobs of one PR that overlap (two quick pushes, a re-run, matrix jobs): job A creates the
// compute, job B reuses it while A's job is still running. Neither post step may delete the
// compute while the other job still uses it; the last one to finish deletes it.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

interface Compute {
  id: string;
  name?: string;
}

async function computeOf(id: string): Promise<Compute | undefined> {
  const answer = await world.api<{ endpoint: Compute }>(
    "GET",
    `/projects/${world.emulator.projectId}/endpoints/${id}`,
  );
  return answer.status === 404 ? undefined : answer.body.endpoint;
}

/** A test job's open connection, as its test suite holds one while it runs. */
async function connect(main: StepResult): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: main.outputs["database-url"] });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

async function stillServes(client: pg.Client, main: StepResult): Promise<void> {
  const held = await client.query<{ one: number }>("SELECT 1 AS one");
  expect(held.rows).toEqual([{ one: 1 }]);
  const fresh = await connect(main);
  try {
    expect((await fresh.query("SELECT 2 AS two")).rows).toEqual([{ two: 2 }]);
  } finally {
    await fresh.end();
  }
}

function post(main: StepResult, number: number, inputs: Record<string, string> = {}) {
  return world.step("post", {
    event: pr("synchronize", number),
    inputs: { ...URI_INPUTS, "schema-diff": "false", ...inputs },
    state: main.state,
  });
}

/** Job A's main creates the compute; job B's main, started before A's post step, reuses it. */
async function overlappingMains(number: number) {
  const inputs = { ...URI_INPUTS, "schema-diff": "false" };
  const a = await world.step("main", { event: pr("opened", number), inputs });
  succeeded(a);
  const b = await world.step("main", { event: pr("synchronize", number), inputs });
  succeeded(b);
  expect(a.outputs.result).toBe("created");
  expect(b.outputs.result).toBe("reused");
  const endpointId = a.outputs["endpoint-id"] ?? "";
  expect(b.outputs["endpoint-id"]).toBe(endpointId);
  return { a, b, endpointId };
}

/** The claims in the compute's name: A's from the create, B's added by its reuse. */
async function claimsOn(endpointId: string): Promise<string[]> {
  const name = (await computeOf(endpointId))?.name ?? "";
  return name.startsWith("pc-run-") ? name.slice("pc-run-".length).split("-") : [];
}

describe("overlapping jobs of one PR", () => {
  test("A's post step while B still queries leaves the compute; B's post step deletes it", async () => {
    const { a, b, endpointId } = await overlappingMains(1301);
    const claims = await claimsOn(endpointId);
    const client = await connect(b);
    try {
      const firstPost = await post(a, 1301);
      succeeded(firstPost);
      await stillServes(client, b);
      expect(await computeOf(endpointId)).toBeDefined();
      expect(firstPost.stdout).not.toContain("Deleted compute");
      expect(firstPost.stdout).toContain(`Left compute ${endpointId} in place`);
      expect(claims).toHaveLength(2);
      expect(await claimsOn(endpointId)).toEqual(claims.slice(1));
    } finally {
      await client.end();
    }
    const lastPost = await post(b, 1301);
    succeeded(lastPost);
    expect(lastPost.stdout).toContain(`Deleted compute ${endpointId} (the last job holding it)`);
    expect(await computeOf(endpointId)).toBeUndefined();
  });

  test("B's post step while A still queries leaves the compute; A's post step deletes it", async () => {
    const { a, b, endpointId } = await overlappingMains(1302);
    const claims = await claimsOn(endpointId);
    const client = await connect(a);
    try {
      const firstPost = await post(b, 1302);
      succeeded(firstPost);
      await stillServes(client, a);
      expect(await computeOf(endpointId)).toBeDefined();
      expect(firstPost.stdout).toContain(`Left compute ${endpointId} in place`);
      // B's claim is gone from the ledger; A's, the first, still holds the compute.
      expect(claims).toHaveLength(2);
      expect(await claimsOn(endpointId)).toEqual(claims.slice(0, 1));
    } finally {
      await client.end();
    }
    const lastPost = await post(a, 1302);
    succeeded(lastPost);
    expect(lastPost.stdout).toContain(`Deleted compute ${endpointId} (created by this job)`);
    expect(await computeOf(endpointId)).toBeUndefined();
  });

  test("keep: true takes an ephemeral compute over; a kept preview is never claimed (3 requests and the fleet line's 1)", async () => {
    const number = 1303;
    const a = await world.step("main", { event: pr("opened", number), inputs: URI_INPUTS });
    succeeded(a);
    const endpointId = a.outputs["endpoint-id"] ?? "";
    const kept = await world.step("main", {
      event: pr("synchronize", number),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    succeeded(kept);
    expect(kept.outputs.result).toBe("reused");
    // The creator's post step no longer deletes it: a keep: true run wants it to stay.
    const creatorPost = await post(a, number);
    succeeded(creatorPost);
    expect(await computeOf(endpointId)).toBeDefined();
    expect(creatorPost.stdout).toContain(`Left compute ${endpointId} in place`);
    expect((await computeOf(endpointId))?.name).toMatch(/^pc-keep-[a-z0-9]{6}$/);

    // A later plain re-run on the kept preview: today's 3 requests (and the report's fleet
    // line's 1), no claim, nothing renamed.
    await waitForIdleProject(world);
    const name = (await computeOf(endpointId))?.name;
    const since = await world.admin.lastSeq();
    const rerun = await world.step("main", { event: pr("synchronize", number) });
    succeeded(rerun);
    expect(rerun.outputs.result).toBe("reused");
    const project = `/projects/${world.emulator.projectId}`;
    const branchId = a.outputs["branch-id"] ?? "";
    // The expiration PATCH is sent when a second has passed since the last run's (whole seconds).
    const requests = apartFromFleet(await requestsSince(world, since), world.emulator.projectId);
    expect(requests.fleet).toEqual([`GET ${project}`]);
    const routes = requests.rest.map((r) => r.route);
    expect(routes.filter((route) => route !== `PATCH ${project}/branches/${branchId}`)).toEqual([
      `GET ${project}/branches`,
      `GET ${project}/branches/${branchId}/endpoints`,
    ]);
    expect(routes.length).toBeLessThanOrEqual(3);
    expect(rerun.state["owned-endpoint-id"]).toBeUndefined();
    expect((await computeOf(endpointId))?.name).toBe(name);
    const rerunPost = await post(rerun, number);
    succeeded(rerunPost);
    expect(rerunPost.stdout).toContain("nothing to delete");
    expect(await computeOf(endpointId)).toBeDefined();
  });
});

test("a claim another job's write dropped during main is put back at its end", async () => {
  const number = 1304;
  const inputs = { ...URI_INPUTS, "schema-diff": "false" };
  const a = await world.step("main", { event: pr("opened", number), inputs });
  succeeded(a);
  const endpointId = a.outputs["endpoint-id"] ?? "";
  const [claimOfA] = await claimsOn(endpointId);
  // B's connection URI read is held: by then B has claimed the compute, and its end is to come.
  await world.admin.addFaults({
    method: "GET",
    path: "/projects/*/connection_uri",
    delay_ms: 1500,
    times: 1,
  });
  const running = world.step("main", { event: pr("synchronize", number), inputs });
  await waitUntil(
    "both jobs claim the compute",
    async () => (await claimsOn(endpointId)).length === 2,
  );
  // Another job's write, from a read taken before B's claim: the ledger loses B's claim.
  await waitForIdleProject(world);
  const dropped = await world.api(
    "PATCH",
    `/projects/${world.emulator.projectId}/endpoints/${endpointId}`,
    {
      endpoint: { name: `pc-run-${claimOfA}` },
    },
  );
  expect(dropped.status).toBe(200);
  const b = await running;
  succeeded(b);
  expect(b.stdout).toContain("putting it back");
  expect(await claimsOn(endpointId)).toHaveLength(2);
  // So A's post step still leaves it to B.
  const firstPost = await post(a, number);
  succeeded(firstPost);
  expect(await computeOf(endpointId)).toBeDefined();
  const lastPost = await post(b, number);
  succeeded(lastPost);
  expect(await computeOf(endpointId)).toBeUndefined();
});
