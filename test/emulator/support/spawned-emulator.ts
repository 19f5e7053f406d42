import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { seedLoader, seedSummary } from "../../../emulator/src/index.ts";
import type { Loose, TestEmulator } from "./helpers.ts";

const cli = join(import.meta.dirname, "../../../emulator/src/cli.ts");

export interface SpawnedEmulator {
  child: ChildProcess;
  /** Enough of a TestEmulator for branch-services/functions/functions-fixture.ts: the API, the admin state, the keys. */
  env: TestEmulator;
  exited: Promise<void>;
}

/**
 * `npm run emulator` in a process of its own (the built-in seed, real servers), for what the
 * test process must survive: the emulator killed, or dying.
 */
export async function spawnEmulator(): Promise<SpawnedEmulator> {
  // --quiet: only the first line is read, and the log would fill the tests' output.
  const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50", "--quiet"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  const baseUrl = first.replace("emulator listening on ", "");
  const adminUrl = baseUrl.replace("/api/v2", "/__emulator");
  const { keys, projectId } = seedSummary(seedLoader(undefined)(undefined));
  const call = async (url: string, init: RequestInit) => {
    const answer = await fetch(url, init);
    const text = await answer.text();
    return {
      status: answer.status,
      body: text ? JSON.parse(text) : undefined,
      headers: answer.headers,
    };
  };
  const env = {
    emulator: { baseUrl, adminUrl },
    keys,
    projectId,
    api: (method: string, path: string, options: { body?: unknown } = {}) =>
      call(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${keys.personal}`, "content-type": "application/json" },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    admin: (method: string, path: string, body?: unknown) =>
      call(`${adminUrl}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    state: async (): Promise<Loose> => (await (await fetch(`${adminUrl}/state`)).json()) as Loose,
  } as unknown as TestEmulator;
  return { child, env, exited };
}

/** The project's default branch. */
export async function mainBranch(env: TestEmulator): Promise<string> {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  return body.branches.find((branch: Loose) => branch.default).id;
}
