import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";
import { frozenSeed, type Loose, type TestEmulator } from "../../support/helpers.ts";
import { bundle, deployed, functionsPath, getFunction } from "./functions-fixture.ts";

// Functions survive a restart from the same data directory: the function, its deployments (the
// code kept as the zip in the data directory, unpacked again), its trigger with its schedule
// armed again, and what it printed; its URL answers again.

const dataDir = mkdtempSync(join(tmpdir(), "emulator-functions-kept-"));
const seed = frozenSeed(undefined, { time_scale: 0, operation_ms: 20 });
const running: Emulator[] = [];

afterAll(async () => {
  for (const emulator of running) await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<TestEmulator & { main: string }> {
  const emulator = await startEmulator({ seed, dataDir, opMs: 20, port: 0 });
  running.push(emulator);
  const api = async (method: string, path: string, options: { body?: unknown } = {}) => {
    const answer = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.personal}`,
        "content-type": "application/json",
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
  const env = { emulator, keys: emulator.keys, projectId: emulator.projectId, api } as Loose;
  const { body } = await api("GET", `/projects/${emulator.projectId}/branches`);
  return { ...env, main: body.branches.find((b: Loose) => b.default).id };
}

describe("functions across a restart", () => {
  test("the function, its deployment, its trigger and its URL come back; deployment ids go on", async () => {
    const first = await start();
    const fn = await deployed(first, first.main, "hello", {
      zip: await bundle("hello"),
      environment: { GREETING: "kept" },
    });
    const trigger = await first.api(
      "POST",
      `/projects/${first.projectId}/branches/${first.main}/triggers`,
      {
        body: {
          type: "schedule",
          function_slug: "hello",
          name: "nightly",
          function_path: "/tick",
          schedule: { cron: "0 3 * * *" },
        },
      },
    );
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(201);
    const echoed = await fetch(`${fn.invocation_url}echo/path`);
    expect(echoed.status).toBe(200);
    await first.emulator.stop();

    const second = await start();
    const back = await getFunction(second, second.main, "hello");
    expect(back.active_deployment?.id).toBe(fn.active_deployment.id);
    expect(back.invocation_url.replace(/:\d+\//, "/")).toBe(
      fn.invocation_url.replace(/:\d+\//, "/"),
    );
    const answer = await fetch(`${back.invocation_url}echo/path`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Loose).path).toBe("/echo/path");
    const triggers = await second.api(
      "GET",
      `/projects/${second.projectId}/branches/${second.main}/triggers`,
    );
    expect(triggers.body.triggers.map((t: Loose) => [t.name, Boolean(t.next_run_at)])).toEqual([
      ["nightly", true],
    ]);
    const again = await deployed(second, second.main, "hello", { zip: await bundle("hello") });
    expect(again.current_deployment.id).toBe(fn.active_deployment.id + 1);
    await waitUntil("the new deployment serves", async () => {
      const current = await second.api("GET", `${functionsPath(second, second.main)}/hello`);
      return current.body.function.active_deployment?.id === again.current_deployment.id;
    });
  }, 120_000);
});
