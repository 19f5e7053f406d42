import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createNeonClient } from "@neon/sdk";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import {
  builtInSeed,
  seedLoader,
  seedSummary,
  startEmulator,
} from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";
import { type Loose, useEmulator } from "../../support/helpers.ts";
import {
  bundle,
  deploy,
  deployed,
  functionsPath,
  getFunction,
  isAlive,
  processes,
  settledDeployment,
} from "./functions-fixture.ts";

// Neon Functions on a branch: deployments of the zip @neon/config-runtime's bundler makes, in
// @neon/sdk 6's shapes; the active deployment runs in a Node process of its own, started on the
// first invocation of its URL on the proxy's port, with the branch's DATABASE_URL.

const invocationTimeoutMs = 1500;
const seed = { ...builtInSeed(), limits: { enabled: false } };
const env = useEmulator({ seed, opMs: 50, postgres: true, functions: { invocationTimeoutMs } });

let main = "";
let zip: Uint8Array;
let hello: Loose;
const secret = "write-only-secret-value-7f3a9c";

beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  zip = await bundle("hello");
  hello = await deployed(env, main, "hello", { zip, environment: { SECRET_TOKEN: secret } });
});

describe("the control plane", () => {
  test("a deployment answers pending, then completes; the function shows it current and active", async () => {
    const { status, body } = await deploy(env, main, "second", { zip });
    expect(status).toBe(201);
    expect(body.deployment).toMatchObject({
      id: 1,
      status: "pending",
      runtime: "nodejs24",
      memory_mib: 2048,
    });
    const fn = await settledDeployment(env, main, "second", 1);
    expect(fn).toMatchObject({
      slug: "second",
      name: "second",
      invocation_url: `http://127.0.0.1:${env.emulator.proxy?.port}/fn/${main}-second/`,
      current_deployment: { id: 1, status: "completed" },
      active_deployment: { id: 1, status: "completed" },
    });
    const listed = await env.api("GET", functionsPath(env, main));
    expect(listed.body.functions.map((f: Loose) => f.slug).sort()).toEqual(["hello", "second"]);
  });

  test("a zip without index.mjs fails with the reason; the previous deployment stays active", async () => {
    const noEntry = zipSync({ "main.js": new TextEncoder().encode("export default () => 1;") });
    const { body } = await deploy(env, main, "hello", { zip: noEntry });
    const fn = await settledDeployment(env, main, "hello", body.deployment.id);
    expect(fn.current_deployment.status).toBe("failed");
    expect(fn.current_deployment.error).toMatch(/no index\.mjs or index\.js at its root/);
    expect(fn.active_deployment.id).toBe(hello.active_deployment.id);
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
  });

  test("environment values are write-only: names shown, values nowhere in the API or its log", async () => {
    const fn = await getFunction(env, main, "hello");
    expect(fn.active_deployment.environment).toEqual(["SECRET_TOKEN"]);
    const everything = JSON.stringify([
      fn,
      (await env.api("GET", functionsPath(env, main))).body,
      (await env.admin("GET", "/requests")).body,
      await env.state(),
    ]);
    expect(everything).not.toContain(secret);
    const seen = (await (await fetch(`${fn.invocation_url}env`)).json()) as Loose;
    expect(seen).toMatchObject({
      secret,
      branch: "main",
      hasDatabaseUrl: true,
      selfUrl: fn.invocation_url,
    });
    const gateway = await env.api("GET", `/projects/${env.projectId}/branches/${main}/ai_gateway`);
    expect(seen.aiGatewayUrl).toBe(gateway.body.base_url);
    // Only what Neon injects and the deployment's environment (besides what Node sets itself and
    // the other functions' URLs, which depend on what exists when the process started).
    const own = (name: string) =>
      !name.startsWith("NODE_") && !/^NEON_FUNCTION_(?!HELLO_)/.test(name);
    expect(seen.variables.filter(own)).toEqual([
      "AWS_ACCESS_KEY_ID",
      "AWS_ENDPOINT_URL_S3",
      "AWS_REGION",
      "AWS_SECRET_ACCESS_KEY",
      "DATABASE_URL",
      "DATABASE_URL_UNPOOLED",
      "NEON_AI_GATEWAY_BASE_URL",
      "NEON_AI_GATEWAY_TOKEN",
      "NEON_BRANCH",
      "NEON_FUNCTION_HELLO_BASE_URL",
      "SECRET_TOKEN",
    ]);
  });

  test("PATCH renames; null falls back to the slug; the first deployment must bring a zip", async () => {
    const renamed = await env.api("PATCH", `${functionsPath(env, main)}/second`, {
      body: { name: "Second one" },
    });
    expect(renamed.body.function.name).toBe("Second one");
    const cleared = await env.api("PATCH", `${functionsPath(env, main)}/second`, {
      body: { name: null },
    });
    expect(cleared.body.function.name).toBe("second");
    const noZip = await deploy(env, main, "newone", { environment: { A: "b" } });
    expect(noZip.status).toBe(400);
    expect(noZip.body.message).toMatch(/must include zip/);
    const badRuntime = await deploy(env, main, "newone", { zip, runtime: "nodejs18" });
    expect(badRuntime.status).toBe(400);
  });
});

describe("invocations", () => {
  test("method, path, query, headers and body pass; the answer's status and headers come back", async () => {
    const answer = await fetch(`${hello.invocation_url}echo/path?x=1&y=two`, {
      method: "POST",
      headers: { "x-test-header": "from the test" },
      body: "a body",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-from-function")).toBe("yes");
    expect(await answer.json()).toEqual({
      method: "POST",
      path: "/echo/path",
      query: "?x=1&y=two",
      header: "from the test",
      body: "a body",
    });
  });

  test("over https on the same port", async () => {
    const answer = await fetch(`${hello.invocation_url.replace(/^http:/, "https:")}echo/path`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Loose).path).toBe("/echo/path");
  });

  test("the answer streams: its first part arrives before the function finishes", async () => {
    const answer = await fetch(`${hello.invocation_url}stream`);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("first\n");
    expect(await (await fetch(`${hello.invocation_url}release`)).text()).toBe("released");
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toBe("second\n");
  });

  test("DATABASE_URL is the branch's database", async () => {
    const answer = await fetch(`${hello.invocation_url}sql`, {
      method: "POST",
      body: "SELECT 41 + 1 AS answer",
    });
    const { status, body } = (await answer.json()) as Loose;
    expect(status).toBe(200);
    expect(body.rows).toEqual([{ answer: 42 }]);
  });

  test("a function that throws answers 500 and keeps serving", async () => {
    const thrown = await fetch(`${hello.invocation_url}throw`);
    expect(thrown.status).toBe(500);
    expect(await thrown.text()).toBe("Internal Server Error");
    expect((await fetch(`${hello.invocation_url}echo/path`)).status).toBe(200);
  });

  test("a function that hangs is cut off with 504 and keeps serving", async () => {
    const started = Date.now();
    const hung = await fetch(`${hello.invocation_url}hang`);
    expect(hung.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(invocationTimeoutMs - 100);
    expect((await fetch(`${hello.invocation_url}echo/path`)).status).toBe(200);
  });

  test("an unknown function answers 404; one with no completed deployment 503", async () => {
    expect((await fetch(hello.invocation_url.replace("-hello/", "-nosuch/"))).status).toBe(404);
    const noEntry = zipSync({ "main.js": new TextEncoder().encode("") });
    const { body } = await deploy(env, main, "broken", { zip: noEntry });
    const fn = await settledDeployment(env, main, "broken", body.deployment.id);
    expect((await fetch(fn.invocation_url)).status).toBe(503);
  });
});

describe("logs", () => {
  test("what a function printed comes back through queryProjectBranchLogs, source function", async () => {
    const mark = `mark-${Date.now()}`;
    expect(await (await fetch(`${hello.invocation_url}print?mark=${mark}`)).text()).toBe("printed");
    const neon = createNeonClient({
      apiKey: env.keys.personal,
      baseUrl: env.emulator.baseUrl,
      retries: 0,
    });
    const ids = { projectId: env.projectId, branchId: main };
    let logs: Loose[] = [];
    await waitUntil("the printed lines are in the logs", async () => {
      const answer = await neon.logs
        .query({ ...ids, source: "function", since: "1h", body_contains: mark })
        .all();
      logs = (answer.data ?? []) as Loose[];
      return logs.length === 2;
    });
    expect(logs.map((l) => [l.message, l.severity_text, l.service_name, l.source]).sort()).toEqual([
      [`an error line: ${mark}`, "error", "hello", "function"],
      [`printed by the function: ${mark}`, "info", "hello", "function"],
    ]);
    const errorsOnly = await neon.logs
      .query({ ...ids, minimum_severity: "error", body_contains: mark })
      .all();
    expect((errorsOnly.data as Loose[]).map((l) => l.message)).toEqual([`an error line: ${mark}`]);
    const storageOnly = await neon.logs
      .query({ ...ids, source: "storage", body_contains: mark })
      .all();
    expect(storageOnly.data).toEqual([]);
    const fields = await neon.logs.fields(ids);
    expect(fields.data).toContain("service_name");
  });
});

describe("processes", () => {
  test("one per branch and function, started on first invocation, stopped by the function's deletion", async () => {
    const fn = await deployed(env, main, "doomed", { zip });
    expect((await processes(env)).some((p) => p.slug === "doomed")).toBe(false);
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
    const running = (await processes(env)).find((p) => p.slug === "doomed");
    expect(running?.branch_id).toBe(main);
    expect(isAlive(running?.pid ?? -1)).toBe(true);
    const deleted = await env.api("DELETE", `${functionsPath(env, main)}/doomed`);
    expect(deleted.status).toBe(204);
    expect((await processes(env)).some((p) => p.slug === "doomed")).toBe(false);
    expect(isAlive(running?.pid ?? -1)).toBe(false);
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(404);
    expect((await env.api("GET", `${functionsPath(env, main)}/doomed`)).status).toBe(404);
  });

  test("a new deployment's first invocation starts its process; the previous one's exits", async () => {
    await deployed(env, main, "renewed", { zip });
    const fn = await getFunction(env, main, "renewed");
    const pidOf = async () => (await processes(env)).find((p) => p.slug === "renewed")?.pid ?? -1;
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
    const before = await pidOf();
    await deployed(env, main, "renewed", { zip });
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
    const after = await pidOf();
    expect(after).not.toBe(before);
    expect(isAlive(after)).toBe(true);
    expect((await processes(env)).filter((p) => p.slug === "renewed")).toHaveLength(1);
    await waitUntil("the previous deployment's process exited", () => !isAlive(before));
  });

  test("an idle process stops (the next invocation starts another); the emulator's stop leaves none", async () => {
    const emulator = await startEmulator({ seed, opMs: 50, functions: { idleStopMs: 300 } });
    let pid = -1;
    try {
      const base = `${emulator.baseUrl}/projects/${emulator.projectId}`;
      const auth = { authorization: `Bearer ${emulator.keys.personal}` };
      const branches = (await (await fetch(`${base}/branches`, { headers: auth })).json()) as Loose;
      const branchId = branches.branches.find((b: Loose) => b.default).id;
      const form = new FormData();
      form.set("zip", new Blob([zip]), "bundle.zip");
      form.set("runtime", "nodejs24");
      const posted = await fetch(`${base}/branches/${branchId}/functions/hello/deployments`, {
        method: "POST",
        headers: auth,
        body: form,
      });
      expect(posted.status).toBe(201);
      let fn: Loose;
      await waitUntil("the deployment completed", async () => {
        const answer = await fetch(`${base}/branches/${branchId}/functions/hello`, {
          headers: auth,
        });
        fn = ((await answer.json()) as Loose).function;
        return fn.current_deployment.status === "completed";
      });
      expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
      const running = async (): Promise<Loose[]> =>
        ((await (await fetch(`${emulator.adminUrl}/state`)).json()) as Loose).services.functions
          .processes;
      const first = (await running())[0].pid;
      expect(isAlive(first)).toBe(true);
      await waitUntil(
        "the idle process stopped",
        async () => (await running()).length === 0 && !isAlive(first),
      );
      expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
      pid = (await running())[0].pid;
      expect(pid).not.toBe(first);
      expect(isAlive(pid)).toBe(true);
    } finally {
      await emulator.stop();
    }
    expect(isAlive(pid)).toBe(false);
  });

  test("a killed emulator (SIGKILL) leaves no function process", async () => {
    const cli = join(import.meta.dirname, "../../../../emulator/src/cli.ts");
    const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once("line", resolve);
      child.once("exit", (code) => reject(new Error(`emulator exited with ${code}`)));
    });
    const baseUrl = first.replace("emulator listening on ", "");
    const { keys, projectId } = seedSummary(seedLoader(undefined)(undefined));
    const auth = { authorization: `Bearer ${keys.personal}` };
    const base = `${baseUrl}/projects/${projectId}`;
    const branches = (await (await fetch(`${base}/branches`, { headers: auth })).json()) as Loose;
    const branchId = branches.branches.find((b: Loose) => b.default).id;
    const form = new FormData();
    form.set("zip", new Blob([zip]), "bundle.zip");
    const posted = await fetch(`${base}/branches/${branchId}/functions/hello/deployments`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(posted.status).toBe(201);
    let fn: Loose;
    await waitUntil("the deployment completed", async () => {
      const answer = await fetch(`${base}/branches/${branchId}/functions/hello`, { headers: auth });
      fn = ((await answer.json()) as Loose).function;
      return fn.current_deployment.status === "completed";
    });
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
    const state = (await (
      await fetch(`${baseUrl.replace("/api/v2", "/__emulator")}/state`)
    ).json()) as Loose;
    const pid: number = state.services.functions.processes[0].pid;
    expect(isAlive(pid)).toBe(true);
    child.kill("SIGKILL");
    await waitUntil("the function's process is gone", () => !isAlive(pid), { timeoutMs: 5000 });
  });
});
