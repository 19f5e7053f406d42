import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// `export-env` with a neon.ts that declares a function: NEON_FUNCTION_<SLUG>_BASE_URL is the
// function's own URL, the one `function-urls` hands out, and a later step reaches the function
// through it (issue 41: it was the bare origin of the platform's front door).

let world: World;
const cwd = mkdtempSync(join(tmpdir(), "export-env-functions-"));
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  rmSync(cwd, { recursive: true, force: true });
  await world?.stop();
});

test("NEON_FUNCTION_HELLO_BASE_URL is the function-urls entry, and the function answers there", {
  timeout: 180_000,
}, async () => {
  writeFileSync(
    join(cwd, "neon.ts"),
    `import { defineConfig } from "@neon/config/v1";
export default defineConfig({
  functions: { hello: { name: "Hello", source: "./functions/hello.ts" } },
});
`,
  );
  mkdirSync(join(cwd, "functions"));
  writeFileSync(
    join(cwd, "functions/hello.ts"),
    `export default async function hello(): Promise<Response> {\n  return new Response("hello through the exported URL");\n}\n`,
  );
  const main = await world.step("main", {
    event: pr("opened", 4103),
    cwd,
    inputs: { ...URI_INPUTS, "export-env": "true" },
    // It installs Neon's engine from the npm registry: a loaded machine may take a minute.
    timeoutMs: 150_000,
  });
  succeeded(main);
  const urls = JSON.parse(main.outputs["function-urls"] ?? "{}") as Record<string, string>;
  expect(urls.hello).toBeTruthy();
  expect(main.env.NEON_FUNCTION_HELLO_BASE_URL).toBe(urls.hello);
  const answer = await fetch(main.env.NEON_FUNCTION_HELLO_BASE_URL ?? "");
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("hello through the exported URL");
});
