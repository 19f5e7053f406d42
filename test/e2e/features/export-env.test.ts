import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runScriptStep } from "../../support/runner/index.ts";
import { pr, startWorld, type World } from "../../support/world.ts";
import { succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// `export-env`: Neon's variables for the job's later steps, read back there by an app through
// `@neondatabase/env`'s parseEnv, as it would start in CI without a .env file.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

const APP = join(import.meta.dirname, "fixtures", "neon-env-app.ts");

test("a later step's parseEnv finds NEON_BRANCH and both URIs, and connects through each", async () => {
  const main = await world.step("main", {
    event: pr("opened", 961),
    inputs: { ...URI_INPUTS, "export-env": "true", keep: "true" },
  });
  succeeded(main);
  expect(Object.keys(main.env).sort()).toEqual([
    "DATABASE_URL",
    "DATABASE_URL_UNPOOLED",
    "NEON_BRANCH",
  ]);
  expect(main.env.NEON_BRANCH).toBe("preview/pr-961");
  expect(main.env.DATABASE_URL).toBe(main.outputs["database-url-pooled"]);
  expect(main.env.DATABASE_URL_UNPOOLED).toBe(main.outputs["database-url"]);
  // Masked as the outputs are: the runner hides them in every later step's log.
  expect(main.commands.masks).toEqual(
    expect.arrayContaining([main.env.DATABASE_URL, main.env.DATABASE_URL_UNPOOLED]),
  );

  const later = await runScriptStep(APP, { env: main.env, path: main.path });
  expect(later.exitCode, later.stderr).toBe(0);
  const endpoint = main.outputs["endpoint-id"];
  expect(JSON.parse(later.stdout)).toEqual({
    branch: "preview/pr-961",
    pooled: { options: `endpoint=${endpoint}-pooler`, database: "neondb" },
    unpooled: { options: `endpoint=${endpoint}`, database: "neondb" },
  });
});

test("without export-env nothing is exported, and parseEnv in a later step says what is missing", async () => {
  const main = await world.step("main", {
    event: pr("opened", 962),
    inputs: { ...URI_INPUTS, keep: "true" },
  });
  succeeded(main);
  expect(main.env).toEqual({});
  const later = await runScriptStep(APP, { env: main.env, path: main.path });
  expect(later.exitCode).not.toBe(0);
  expect(later.stderr).toContain("DATABASE_URL");
});
