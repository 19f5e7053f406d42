import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// `migrate` runs the PR's code inside the action's step (issue 41): it gets what a `run:` step
// gets, never the action's inputs or the runner's tokens for actions; and what it appends to the
// step's GITHUB_STATE cannot send the API key anywhere but `api-host`.

let world: World;
const scratch = mkdtempSync(join(tmpdir(), "pr-code-in-the-job-"));
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** What the runner gives a node action and never a `run:` step, with values to look for. */
const ACTIONS_SERVICES = {
  ACTIONS_RUNTIME_TOKEN: "runtime-token-4f1d8e2a9b",
  ACTIONS_RUNTIME_URL: "http://127.0.0.1:9/runtime-4f1d8e2a9b/",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc-token-4f1d8e2a9b",
  ACTIONS_ID_TOKEN_REQUEST_URL: "http://127.0.0.1:9/oidc-4f1d8e2a9b?api-version=2.0",
  ACTIONS_CACHE_URL: "http://127.0.0.1:9/cache-4f1d8e2a9b/",
  ACTIONS_RESULTS_URL: "http://127.0.0.1:9/results-4f1d8e2a9b/",
};

test("migrate sees the job's environment as a run: step does: no input, no token or URL of the runner's services", async () => {
  const dump = join(scratch, "migrate-env");
  const main = await world.step("main", {
    event: pr("opened", 4101),
    inputs: { ...URI_INPUTS, migrate: `env -0 > '${dump}'` },
    env: ACTIONS_SERVICES,
  });
  succeeded(main);
  const text = readFileSync(dump, "utf8");
  const seen = new Map(
    text
      .split("\0")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const names = [...seen.keys()];
  expect(names.filter((name) => name.startsWith("INPUT_"))).toEqual([]);
  expect(names.filter((name) => name in ACTIONS_SERVICES)).toEqual([]);
  for (const secret of [world.apiKey, world.github.token, ...Object.values(ACTIONS_SERVICES)])
    expect(text).not.toContain(secret);
  // The rest of the job's environment is there, and the branch's URI.
  expect(seen.get("DATABASE_URL")).toBe(main.outputs["database-url"]);
  expect(seen.get("GITHUB_REPOSITORY")).toBe("octo-org/app");
  expect(seen.get("GITHUB_STATE")).toMatch(/save_state_/);
});

test("a host migrate appends to GITHUB_STATE never gets the API key: the post step warns and deletes nothing", async () => {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    received.push(`${request.method} ${request.url} ${request.headers.authorization ?? ""}`);
    response.writeHead(404, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const elsewhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const event = pr("opened", 4102);
    const { projectId } = world.emulator;
    const forged = (fields: Record<string, unknown>) =>
      JSON.stringify({ projectId, apiHost: elsewhere, branchId: "br-forged-1", ...fields });
    const appended = [
      `owned-api-host=${elsewhere}`,
      `schema-diff-target=${forged({ branchName: "preview/pr-4102" })}`,
      `minted-credential=${forged({ name: "forged", lifetime: "job" })}`,
    ];
    const migrate = appended.map((line) => `echo '${line}' >> "$GITHUB_STATE"`).join("\n");
    const inputs = { ...URI_INPUTS, migrate };
    const main = await world.step("main", { event, inputs });
    succeeded(main);
    // The runner takes the last value of a key: main's own were overwritten.
    expect(main.state["owned-api-host"]).toBe(elsewhere);
    const branchId = main.outputs["branch-id"] ?? "";

    const post = await world.step("post", { event, inputs, state: main.state });
    succeeded(post);
    expect(received).toEqual([]);
    const warnings = post.commands.warnings.map((warning) => warning.message);
    for (const key of ["owned-api-host", "schema-diff-target", "minted-credential"])
      expect(warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^State ${key} names API host ${elsewhere}/, not this step's api-host ${world.emulator.baseUrl}: `,
          ),
        ),
      );
    // Nothing the state records is trusted: the compute main made stays, for the PR's close or the sweep.
    expect(await world.computesOn(branchId)).toHaveLength(1);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
