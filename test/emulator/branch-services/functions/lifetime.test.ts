import { existsSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { createNeonClient } from "@neon/sdk";
import { zipSync } from "fflate";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";
import { type Loose, type TestEmulator, useEmulator } from "../../support/helpers.ts";
import { mainBranch, spawnEmulator } from "../../support/spawned-emulator.ts";
import { deployed, functionsPath, isAlive, processes } from "./functions-fixture.ts";

// Nothing a function runs outlives what the docs say: its process group goes on DELETE, on a
// redeploy and with the emulator, a killed one too, even while the function never yields; a
// deleted function's files go, and a function made again with its slug starts afresh.

const source = `
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
export default async function (request) {
  switch (new URL(request.url).pathname) {
    case "/spawn":
      return new Response(String(spawn("sleep", ["600"], { stdio: "ignore" }).pid));
    case "/folder":
      return Response.json({ cwd: process.cwd(), files: readdirSync(".").sort() });
    case "/spin":
      console.log("spinning from now on");
      while (true) {}
    default:
      return new Response("ok");
  }
}`;
const bundleOf = (files: Record<string, string>) =>
  zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)])),
  );
const zip = bundleOf({ "index.mjs": source });

const seed = { ...builtInSeed(), limits: { enabled: false } };
const env = useEmulator({ seed, opMs: 50, postgres: true });
let main = "";
/** Every process a test saw started: none may be left running, whatever the test's outcome. */
const started: number[] = [];

beforeAll(async () => {
  main = await mainBranch(env);
});
afterAll(() => {
  // Only what is still ours: a pid that ended may belong to another process by now.
  const ours = (pid: number) => {
    const args = commandOf(pid).split("\0");
    return (
      args.join(" ").startsWith("sleep 600") || args.some((a) => a.endsWith("function-host.mjs"))
    );
  };
  for (const pid of started.filter((pid) => running(pid) && ours(pid))) {
    process.kill(pid, "SIGKILL");
  }
});

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

/**
 * The process runs: it exists and is not a zombie. A killed process whose parent died waits for
 * init to reap it, which here takes up to a second or so; killed is what counts.
 */
function running(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}

async function spawnIn(url: string): Promise<number> {
  const pid = Number(await (await fetch(`${url}spawn`)).text());
  started.push(pid);
  expect(running(pid)).toBe(true);
  return pid;
}

test("a redeploy and DELETE stop the function's process group: what it started goes with it", async () => {
  const fn = await deployed(env, main, "spawner", { zip });
  const first = await spawnIn(fn.invocation_url);
  await deployed(env, main, "spawner", { zip });
  const second = await spawnIn(fn.invocation_url);
  await waitUntil("the first deployment's group is gone", () => !running(first), {
    timeoutMs: 5000,
  });
  expect(running(second)).toBe(true);
  expect((await env.api("DELETE", `${functionsPath(env, main)}/spawner`)).status).toBe(204);
  await waitUntil("the deleted function's group is gone", () => !running(second), {
    timeoutMs: 5000,
  });
});

test("a deleted function's files go; made again, its slug starts in a new, empty folder with a new deployment id", async () => {
  const first = await deployed(env, main, "again", {
    zip: bundleOf({ "index.mjs": source, "stale.txt": "left by the first function" }),
  });
  const before = (await (await fetch(`${first.invocation_url}folder`)).json()) as Loose;
  expect(before.files).toEqual(["index.mjs", "stale.txt"]);
  expect((await env.api("DELETE", `${functionsPath(env, main)}/again`)).status).toBe(204);
  expect(existsSync(before.cwd)).toBe(false);
  const again = await deployed(env, main, "again", { zip });
  expect(again.current_deployment.id).not.toBe(first.current_deployment.id);
  const after = (await (await fetch(`${again.invocation_url}folder`)).json()) as Loose;
  expect(after.files).toEqual(["index.mjs"]);
  expect(after.cwd).not.toBe(before.cwd);
});

test("a killed emulator (SIGKILL) leaves no function process, even one spinning in while (true), and no function's files", async () => {
  const spawned = await spawnEmulator();
  try {
    const branch = await mainBranch(spawned.env);
    const fn = await deployed(spawned.env, branch, "spinner", { zip });
    const folder = (await (await fetch(`${fn.invocation_url}folder`)).json()) as Loose;
    // <the emulator's temporary directory>/<branch>/<slug>/<deployment>
    const functionsRoot = dirname(dirname(dirname(folder.cwd)));
    expect(existsSync(functionsRoot)).toBe(true);
    const grandchild = await spawnIn(fn.invocation_url);
    const host = (await processes(spawned.env)).find((p) => p.slug === "spinner")?.pid ?? -1;
    started.push(host);
    void fetch(`${fn.invocation_url}spin`).catch(() => undefined);
    await spinning(spawned.env, branch);
    spawned.child.kill("SIGKILL");
    await waitUntil(
      "the function's process, what it started and its files are gone",
      () => !running(host) && !running(grandchild) && !existsSync(functionsRoot),
      { timeoutMs: 5000 },
    );
  } finally {
    spawned.child.kill("SIGKILL");
    await spawned.exited;
  }
});

/** Waits until the function printed that it entered its loop (a write to a pipe: synchronous). */
async function spinning(env: TestEmulator, branchId: string): Promise<void> {
  const neon = createNeonClient({
    apiKey: env.keys.personal,
    baseUrl: env.emulator.baseUrl,
    retries: 0,
  });
  await waitUntil("the function is spinning", async () => {
    const answer = await neon.logs
      .query({ projectId: env.projectId, branchId, source: "function", body_contains: "spinning" })
      .all();
    return (answer.data ?? []).length > 0;
  });
}
