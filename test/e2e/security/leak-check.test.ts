import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { builtInSeed, type Seed } from "../../../emulator/src/index.ts";
import { startWorld, type World } from "../../support/world.ts";

/** A fixture action that writes a given text to one channel of a run. */
const LEAKY_ACTION = join(dirname(fileURLToPath(import.meta.url)), "leaky-action", "action.yml");
const MAIN_PASSWORD = "npg_emulatorMainPassword";

async function runLeaky(world: World, channel: string, leak: string): Promise<void> {
  const run = await world.step("main", { actionYml: LEAKY_ACTION, inputs: { channel, leak } });
  expect(run.failed, run.log.join("\n")).toBe(false);
}

/** Runs the fixture in a world of its own; answers what the world's leak check found. */
async function leaksOf(
  runs: Array<[channel: string, leak: (world: World) => string]>,
  before?: (world: World) => Promise<void>,
) {
  const world = await startWorld();
  let leaked: string[] = [];
  try {
    await before?.(world);
    for (const [channel, leak] of runs) await runLeaky(world, channel, leak(world));
    leaked = await world.leaks();
  } finally {
    const stopped = world.stop();
    if (leaked.length > 0) await expect(stopped).rejects.toThrow(/secrets leaked/);
    else await stopped;
  }
  return leaked;
}

const apiKey = (world: World) => world.apiKey;

async function resetSeed(world: World, seed: Seed): Promise<void> {
  const answer = await fetch(`${world.emulator.adminUrl}/reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(seed),
  });
  expect(answer.status).toBe(200);
}

test.each(["stdout", "stderr", "output", "state", "summary", "comment"])(
  "the leak check finds the API key written to %s",
  async (channel) => {
    const leaked = await leaksOf([[channel, apiKey]]);
    expect(leaked).toHaveLength(1);
    expect(leaked[0]).toMatch(/^emulatororganizationkey/);
  },
);

test("the leak check finds a role password, and another key of the platform", async () => {
  expect(await leaksOf([["summary", () => MAIN_PASSWORD]])).toEqual([MAIN_PASSWORD]);
  expect(await leaksOf([["stdout", (world) => world.emulator.keys.project]])).toHaveLength(1);
});

test("a connection URI is allowed in its masked output, and found anywhere else", async () => {
  const uri = "postgresql://app:Zq8vX2mK7pL4@ep-x.example.test/app?sslmode=require";
  expect(await leaksOf([["url-output", () => uri]])).toEqual([]);
  expect(
    await leaksOf([
      ["url-output", () => uri],
      ["state", () => uri],
    ]),
  ).toEqual([uri]);
});

test("clean runs and ::add-mask:: commands are not leaks", async () => {
  expect(
    await leaksOf([
      ["none", apiKey],
      ["mask", apiKey],
      ["mask", () => MAIN_PASSWORD],
    ]),
  ).toEqual([]);
});

test("a password the platform handed out is found after its branch was deleted", async () => {
  const password = "npg_deletedBranchPassword7";
  const leaked = await leaksOf([["stdout", () => password]], async (world) => {
    const seed = builtInSeed();
    seed.projects?.[0]?.branches?.push({
      id: "br-gone-1",
      name: "gone",
      password,
      computes: [{ type: "read_write" }],
    });
    await resetSeed(world, seed);
    const project = `/projects/${world.emulator.projectId}`;
    const uri = await world.api(
      "GET",
      `${project}/connection_uri?branch_id=br-gone-1&role_name=neondb_owner&database_name=neondb`,
    );
    expect(uri.status).toBe(200);
    expect((await world.api("DELETE", `${project}/branches/br-gone-1`)).status).toBe(200);
  });
  expect(leaked).toEqual([password]);
});
