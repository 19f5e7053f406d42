import { zipSync } from "fflate";
import { afterAll, beforeAll, expect, test } from "vitest";
import { waitUntil } from "../../../support/wait.ts";
import type { Loose } from "../../support/helpers.ts";
import { mainBranch, type SpawnedEmulator, spawnEmulator } from "../../support/spawned-emulator.ts";
import { deployed } from "./functions-fixture.ts";

// What a function prints is bounded: a line is kept up to 64 KiB (the rest of it dropped up to
// its newline), and a branch's logs up to 10,000 lines and 8 MiB. The emulator runs in a
// process of its own: a function's output must never take it down.

const source = `
export default async function (request) {
  const url = new URL(request.url);
  switch (url.pathname) {
    case "/huge": {
      const mebibyte = Buffer.alloc(1024 * 1024, "x");
      for (let i = 0; i < 600; i++) process.stdout.write(mebibyte);
      process.stdout.write("\\nafter the huge line\\n");
      return new Response("written");
    }
    case "/lines": {
      const line = "y".repeat(60 * 1024);
      for (let i = 0; i < 200; i++) console.log(\`line \${i} \${line}\`);
      return new Response("printed");
    }
    default:
      return new Response("ok");
  }
}`;

let spawned: SpawnedEmulator;
let branch = "";
let url = "";

beforeAll(async () => {
  spawned = await spawnEmulator();
  branch = await mainBranch(spawned.env);
  const zip = zipSync({ "index.mjs": Buffer.from(source) });
  url = (await deployed(spawned.env, branch, "printer", { zip })).invocation_url;
});
afterAll(async () => {
  spawned.child.kill("SIGTERM");
  await spawned.exited;
});

/** The branch's function logs, oldest first; those that hold `text` when told. */
async function logs(text?: string): Promise<Loose[]> {
  const { status, body } = await spawned.env.api(
    "POST",
    `/projects/${spawned.env.projectId}/branches/${branch}/logs/query`,
    { body: { source: "function", sort_order: "asc", limit: 100_000, body_contains: text } },
  );
  expect(status).toBe(200);
  return body.logs;
}

test("a 600 MiB line without a newline is cut at 64 KiB, the rest dropped; the emulator lives on", async () => {
  expect(await (await fetch(`${url}huge`)).text()).toBe("written");
  await waitUntil(
    "the line after the huge one is in the logs",
    async () => (await logs("after the huge line")).length > 0,
  );
  const records = await logs();
  const at = records.findIndex((record) => record.message === "after the huge line");
  expect(records[at - 1]?.message).toBe("x".repeat(64 * 1024));
  expect(records[at - 1]?.attributes).toEqual({ stream: "stdout", truncated: true });
  expect(spawned.child.exitCode).toBeNull();
  expect((await fetch(url)).status).toBe(200);
});

test("a branch keeps at most 8 MiB of log lines: the oldest go first", async () => {
  expect(await (await fetch(`${url}lines`)).text()).toBe("printed");
  await waitUntil("the last line is in the logs", async () => (await logs("line 199 ")).length > 0);
  const records = await logs();
  const bytes = records.reduce((sum, record) => sum + Buffer.byteLength(record.message), 0);
  expect(bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  expect(bytes).toBeGreaterThan(7 * 1024 * 1024);
  expect(records.some((record) => record.message.startsWith("line 0 "))).toBe(false);
});
