import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { succeeded } from "../../support/world-helpers.ts";

// A PR whose neon.ts declares a function: the action has Neon's engine bundle it from the PR's
// code (esbuild, fetched from the npm registry for such runs only) and deploy it to the PR
// branch, waits for the build, and hands out its URL; a later push deploys the new code; a
// function whose build fails fails the run in one line with the build's error.

let world: World;
const workspaces: string[] = [];
/** The runner's tool cache, kept between this file's jobs as a self-hosted runner keeps it. */
let toolCache = "";
beforeAll(async () => {
  world = await startWorld();
  toolCache = mkdtempSync(join(tmpdir(), "functions-preview-tools-"));
});
afterAll(async () => {
  for (const dir of [...workspaces, toolCache]) rmSync(dir, { recursive: true, force: true });
  await world?.stop();
});
/** A run that installs Neon's engine from the npm registry may take a loaded machine a minute. */
const jobOptions = () => ({ env: { RUNNER_TOOL_CACHE: toolCache }, timeoutMs: 150_000 });
const installs = (log: string[]) =>
  log.filter((line) => line.includes("Installing @neon/config-runtime"));

const NEON_TS = `import { defineConfig } from "@neon/config/v1";
export default defineConfig({
  functions: { hello: { name: "Hello", source: "./functions/hello.ts" } },
});
`;

function workspaceWith(greeting: string): string {
  const cwd = mkdtempSync(join(tmpdir(), "functions-preview-"));
  workspaces.push(cwd);
  writeFileSync(join(cwd, "neon.ts"), NEON_TS);
  mkdirSync(join(cwd, "functions"));
  writeFileSync(
    join(cwd, "functions/hello.ts"),
    `const greeting: string = ${JSON.stringify(greeting)};\nexport default async function hello(): Promise<Response> {\n  return new Response(greeting);\n}\n`,
  );
  return cwd;
}

test("the PR's function is bundled, deployed to the PR branch and handed out; a later push deploys the new code", {
  timeout: 180_000,
}, async () => {
  const cwd = workspaceWith("hello from the PR");
  const main = await world.step("main", { event: pr("opened", 3301), cwd, ...jobOptions() });
  succeeded(main);
  expect(installs(main.log)).toHaveLength(1);
  const urls = JSON.parse(main.outputs["function-urls"] ?? "{}") as Record<string, string>;
  const branchId = main.outputs["branch-id"] ?? "";
  expect(Object.keys(urls)).toEqual(["hello"]);
  expect(urls.hello).toContain(branchId);
  expect(main.summary).toContain("neon.ts: function hello created (Neon's engine)");
  expect(main.summary).toContain("Function hello");
  expect(await (await fetch(urls.hello ?? "")).text()).toBe("hello from the PR");

  writeFileSync(
    join(cwd, "functions/hello.ts"),
    `export default async function hello(): Promise<Response> {\n  return new Response("the next push");\n}\n`,
  );
  const again = await world.step("main", { event: pr("synchronize", 3301), cwd, ...jobOptions() });
  succeeded(again);
  // The engine stays in the tool cache: the next job on the runner loads it from there.
  expect(installs(again.log)).toEqual([]);
  expect(again.summary).toContain("neon.ts: function hello updated (Neon's engine)");
  expect(await (await fetch(urls.hello ?? "")).text()).toBe("the next push");
});

test("a function that does not build fails the run in one line with the bundler's error", {
  timeout: 180_000,
}, async () => {
  const cwd = workspaceWith("unused");
  writeFileSync(join(cwd, "functions/hello.ts"), "export default async function (: Response {\n");
  const main = await world.step("main", { event: pr("opened", 3302), cwd, ...jobOptions() });
  expect(main.failed).toBe(true);
  expect(main.commands.errors).toHaveLength(1);
  const error = main.commands.errors[0]?.message ?? "";
  expect(error).toMatch(/^neon\.ts.*hello/);
  expect(error).not.toContain("\n");
});
