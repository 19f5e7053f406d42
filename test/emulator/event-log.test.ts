import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scrubbed } from "../../emulator/src/event-log.ts";
import { builtInSeed, startEmulator } from "../../emulator/src/index.ts";
import { waitFor, waitUntil } from "../support/wait.ts";
import { type Loose, useEmulator } from "./support/helpers.ts";

// The emulator's log (emulator/src/event-log.ts): a readable line per state-changing request,
// operation settled, compute started, suspended or stopped, function failure, and one at the
// stop saying where the data is; never a secret. In code it is captured with `logTo`; the CLI
// writes it to stderr (stdout's first line is the address tools read).

const lines: string[] = [];
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
  log: "requests",
  logTo: (line) => lines.push(line),
});
const timeOfDay = /^\d\d:\d\d:\d\d\.\d{3} /;

let main = "";
beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
});

/** The lines from `from` on, without their time of day. */
const since = (from: number) =>
  lines.slice(from).map((line) => {
    expect(line).toMatch(timeOfDay);
    return line.replace(timeOfDay, "");
  });

async function settled(operations: Loose[]) {
  await waitUntil("the operations settled", async () => {
    for (const op of operations) {
      const { body } = await env.api("GET", `/projects/${env.projectId}/operations/${op.id}`);
      if (body.operation.status !== "finished" && body.operation.status !== "failed") return false;
    }
    return true;
  });
}

test("a branch created: its request, its operations' finish and its compute's start", async () => {
  const from = lines.length;
  const { status, body } = await env.api("POST", `/projects/${env.projectId}/branches`, {
    body: { branch: { name: "logged" }, endpoints: [{ type: "read_write" }] },
  });
  expect(status).toBe(201);
  await settled(body.operations);
  const branchId = body.branch.id;
  const computeId = body.endpoints[0].id;
  await waitFor("the compute's line", () =>
    since(from).find((line) => line.startsWith(`compute ${computeId} started`)),
  );
  const logged = since(from);
  expect(logged[0]).toMatch(
    new RegExp(`^POST /api/v2/projects/${env.projectId}/branches 201 \\d+ms$`),
  );
  expect(logged).toContainEqual(
    expect.stringMatching(
      new RegExp(`^operation create_branch finished in \\d+ms \\(branch ${branchId}\\)$`),
    ),
  );
  const started = logged.findIndex((line) =>
    new RegExp(
      `^operation start_compute finished in \\d+ms \\(branch ${branchId}, endpoint ${computeId}\\)$`,
    ).test(line),
  );
  expect(started).toBeGreaterThan(0);
  expect(logged[started + 1]).toBe(`compute ${computeId} started (branch ${branchId})`);

  // Suspended, then deleted with its branch while it serves again.
  const suspendFrom = lines.length;
  const suspended = await env.api(
    "POST",
    `/projects/${env.projectId}/endpoints/${computeId}/suspend`,
  );
  await settled(suspended.body.operations);
  await waitFor("the suspend line", () =>
    since(suspendFrom).find(
      (line) => line === `compute ${computeId} suspended (branch ${branchId})`,
    ),
  );
  const woken = await env.api("POST", `/projects/${env.projectId}/endpoints/${computeId}/start`);
  await settled(woken.body.operations);
  const deleteFrom = lines.length;
  const deleted = await env.api("DELETE", `/projects/${env.projectId}/branches/${branchId}`);
  expect(deleted.status).toBe(200);
  await settled(deleted.body.operations);
  expect(since(deleteFrom)).toContain(
    `compute ${computeId} stopped (deleted) (branch ${branchId})`,
  );
});

test("an operation that fails: its line has the error, and the chain's rest is failed too", async () => {
  const fault = await env.admin("POST", "/faults", {
    rules: [{ fail_operation: "create_branch" }],
  });
  expect(fault.status, JSON.stringify(fault.body)).toBe(200);
  const from = lines.length;
  const { status, body } = await env.api("POST", `/projects/${env.projectId}/branches`, {
    body: { endpoints: [{ type: "read_write" }] },
  });
  expect(status).toBe(201);
  await settled(body.operations);
  const branchId = body.branch.id;
  const computeId = body.endpoints[0].id;
  const logged = since(from);
  expect(logged).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^operation create_branch failed in \\d+ms \\(branch ${branchId}\\): create_branch failed: injected by the emulator's fail_operation fault$`,
      ),
    ),
  );
  expect(logged).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^operation start_compute failed \\(branch ${branchId}, endpoint ${computeId}\\): not run: create_branch \\S+ failed$`,
      ),
    ),
  );
  await env.admin("DELETE", "/faults");
});

test("reads are logged with `requests` (--log), their query's names without values", async () => {
  const from = lines.length;
  await env.api(
    "GET",
    `/projects/${env.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
  );
  expect(since(from)).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^GET /api/v2/projects/${env.projectId}/connection_uri\\?role_name=…&database_name=… 200 \\d+ms$`,
      ),
    ),
  );
});

describe("a function's failures", () => {
  const secret = "write-only-secret-value-1b2c3d";
  const source = `
    if (process.env.FAIL_AT_IMPORT === "yes") throw new Error("broken at import: " + process.env.SECRET_TOKEN);
    export default (request) => {
      if (new URL(request.url).pathname === "/exit") process.exit(3);
      return new Response("ok");
    };`;
  const zip = zipSync({ "index.mjs": new TextEncoder().encode(source) });

  async function deployed(slug: string, environment: Record<string, string>) {
    const form = new FormData();
    form.set("zip", new Blob([zip], { type: "application/zip" }), "bundle.zip");
    form.set("runtime", "nodejs24");
    form.set("environment", JSON.stringify(environment));
    const path = `/projects/${env.projectId}/branches/${main}/functions/${slug}`;
    const answer = await fetch(`${env.emulator.baseUrl}${path}/deployments`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.keys.personal}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    return waitFor(`${slug} built`, async () => {
      const { body } = await env.api("GET", path);
      const status = body.function?.current_deployment?.status;
      return status === "completed" || status === "failed" ? body.function : undefined;
    });
  }

  test("one that throws as it loads: a line with the error, its variables' values cut out", async () => {
    const from = lines.length;
    const fn = await deployed("broken", { FAIL_AT_IMPORT: "yes", SECRET_TOKEN: secret });
    const answer = await fetch(fn.invocation_url);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const line = await waitFor("the function's failure line", () =>
      since(from).find((each) => each.startsWith("functions: function broken")),
    );
    expect(line).toBe(
      `functions: function broken (deployment 1) on branch ${main}: its process did not start: broken at import: [redacted]`,
    );
    expect(lines.join("\n")).not.toContain(secret);
  });

  test("one whose process exits: a line with its exit code", async () => {
    const from = lines.length;
    const fn = await deployed("exits", {});
    expect((await fetch(fn.invocation_url)).status).toBe(200);
    await fetch(`${fn.invocation_url}exit`).catch(() => undefined);
    const line = await waitFor("the exit line", () =>
      since(from).find((each) => each.startsWith("functions: function exits")),
    );
    expect(line).toBe(
      `functions: function exits (deployment 1) on branch ${main}: its process exited (code 3) without being asked to`,
    );
  });

  test("a failed build: a line with the reason", async () => {
    const from = lines.length;
    const form = new FormData();
    const noEntry = zipSync({ "main.js": new TextEncoder().encode("export default 1;") });
    form.set("zip", new Blob([noEntry], { type: "application/zip" }), "bundle.zip");
    const path = `/projects/${env.projectId}/branches/${main}/functions/nobuild/deployments`;
    const answer = await fetch(`${env.emulator.baseUrl}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.keys.personal}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    const line = await waitFor("the build's line", () =>
      since(from).find((each) => each.startsWith("functions: function nobuild")),
    );
    expect(line).toMatch(
      /^functions: function nobuild \(deployment 1\) on branch \S+: build failed: the bundle has no index\.mjs or index\.js at its root/,
    );
  });
});

test("no key, token, password or connection URI in any line", async () => {
  const from = lines.length;
  const secrets: string[] = [...Object.values(env.keys)];
  const uri = await env.api(
    "GET",
    `/projects/${env.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
  );
  secrets.push(uri.body.uri);
  const revealed = await env.api(
    "GET",
    `/projects/${env.projectId}/branches/${main}/roles/neondb_owner/reveal_password`,
  );
  secrets.push(revealed.body.password);
  const role = await env.api("POST", `/projects/${env.projectId}/branches/${main}/roles`, {
    body: { role: { name: "logged_role" } },
  });
  expect(role.status).toBe(201);
  secrets.push(role.body.role.password);
  await settled(role.body.operations);
  const key = await env.api("POST", "/api_keys", { body: { key_name: "logged" } });
  expect(key.status).toBe(200);
  secrets.push(key.body.key);
  const credential = await env.api(
    "POST",
    `/projects/${env.projectId}/branches/${main}/credentials`,
    { body: { scopes: ["storage:read"], principal_type: "user", name: "logged" } },
  );
  expect(credential.status, JSON.stringify(credential.body)).toBeLessThan(300);
  const made = credential.body.credential ?? credential.body;
  for (const field of ["api_token", "s3_secret_access_key"]) {
    if (typeof made[field] === "string") secrets.push(made[field]);
  }
  // A secret in a query string stays out of the line too.
  await env.api("GET", `/projects/${env.projectId}/branches?password=${secrets[0]}`);
  expect(since(from).length).toBeGreaterThan(5);
  // The three seed keys, the URI, two passwords, the new key, the credential's two secrets.
  expect(secrets.filter((each) => typeof each === "string" && each.length >= 8)).toHaveLength(9);
  const all = lines.join("\n");
  for (const each of secrets) expect(all).not.toContain(each);
  expect(all).not.toMatch(/postgres(ql)?:\/\/[^\s[]/);
});

test("scrubbed: what an error message may carry never leaves in a line", () => {
  expect(
    scrubbed(
      "connect failed: postgresql://neondb_owner:npg_abcdef123@127.0.0.1:5432/neondb password=hunter22 Bearer abc.def",
    ),
  ).toBe(
    "connect failed: postgresql://[redacted]@127.0.0.1:5432/neondb password=[redacted] Bearer [redacted]",
  );
  expect(scrubbed(`key ${"a1".repeat(32)} and nt_live_0123456789ab_ff and nsk_live_00ff`)).toBe(
    "key [redacted] and [redacted] and [redacted]",
  );
});

test("in code: reads (a GET, a logs query sent as POST) say nothing; the stop's line says the state was in memory (postgres: false); `off` says nothing", async () => {
  const captured: string[] = [];
  const emulator = await startEmulator({
    postgres: false,
    log: "changes",
    logTo: (line) => captured.push(line),
  });
  const headers = {
    authorization: `Bearer ${emulator.keys.personal}`,
    "content-type": "application/json",
  };
  const branches = `${emulator.baseUrl}/projects/${emulator.projectId}/branches`;
  const listed = (await (await fetch(branches, { headers })).json()) as Loose;
  const logs = await fetch(`${branches}/${listed.branches[0].id}/logs/query`, {
    method: "POST",
    headers,
    body: JSON.stringify({ source: "function" }),
  });
  expect(logs.status).toBe(200);
  await emulator.stop();
  expect(captured.map((line) => line.replace(timeOfDay, ""))).toEqual([
    "emulator stopped; its state was in memory only (--no-postgres) and is gone",
  ]);
  const silent: string[] = [];
  const quiet = await startEmulator({ postgres: false, logTo: (line) => silent.push(line) });
  await fetch(`${quiet.baseUrl}/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${quiet.keys.personal}` },
    body: "{}",
  });
  await quiet.stop();
  expect(silent).toEqual([]);
});

describe("the CLI", () => {
  const cli = join(import.meta.dirname, "../../emulator/src/cli.ts");
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "emulator-log-"));
    // Run as root, the servers run as an unprivileged user, which must reach --data-dir.
    await chmod(dir, 0o755);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function run(args: string[]) {
    const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const stdout: string[] = [];
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    createInterface({ input: child.stdout }).on("line", (line) => stdout.push(line));
    let gone = false;
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => {
        gone = true;
        resolve(code);
      }),
    );
    const first = waitFor(
      "the first line",
      () => {
        if (gone && stdout.length === 0) throw new Error(`the emulator exited: ${stderr}`);
        return stdout[0];
      },
      { timeoutMs: 60_000 },
    );
    return { child, exited, first, stdout, stderr: () => stderr };
  }

  async function stop(child: ChildProcess, exited: Promise<number | null>) {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }

  /** The log's lines on stderr, without their time of day. */
  const logLines = (stderr: string) =>
    stderr
      .split("\n")
      .filter((line) => timeOfDay.test(line))
      .map((line) => line.replace(timeOfDay, ""));

  const key = builtInSeed().api_keys?.find((k) => k.type === "personal")?.token ?? "";
  const projectId = builtInSeed().projects?.[0]?.id ?? "";

  async function postAndGet(baseUrl: string) {
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const posted = await fetch(`${baseUrl}/projects/${projectId}/branches`, {
      method: "POST",
      headers,
      body: JSON.stringify({ branch: { name: "from-cli" } }),
    });
    expect(posted.status).toBe(201);
    expect((await fetch(`${baseUrl}/projects`, { headers })).status).toBe(200);
  }

  test("by default: state changes on stderr, not reads; the stop says where the data is kept", async () => {
    const dataDir = join(dir, "data");
    const { child, exited, first, stdout, stderr } = run(["--data-dir", dataDir]);
    const baseUrl = (await first).replace("emulator listening on ", "");
    expect(stdout[0]).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+\/api\/v2$/);
    await postAndGet(baseUrl);
    await waitFor("the create_branch line", () =>
      logLines(stderr()).find((line) => line.startsWith("operation create_branch finished")),
    );
    await stop(child, exited);
    const logged = logLines(stderr());
    expect(logged).toContainEqual(
      expect.stringMatching(new RegExp(`^POST /api/v2/projects/${projectId}/branches 201 \\d+ms$`)),
    );
    expect(logged.filter((line) => line.startsWith("GET "))).toEqual([]);
    expect(logged.at(-1)).toBe(
      `emulator stopped; its data is kept in ${dataDir} (--data-dir ${dataDir} starts from it)`,
    );
    expect(stdout.join("\n")).not.toMatch(timeOfDay);
    expect(stderr()).not.toContain(key);
  });

  test("--log: reads too", async () => {
    const { child, exited, first, stderr } = run(["--no-postgres", "--log"]);
    const baseUrl = (await first).replace("emulator listening on ", "");
    await postAndGet(baseUrl);
    await waitFor("the GET line", () =>
      logLines(stderr()).find((line) => /^GET \/api\/v2\/projects 200 \d+ms$/.test(line)),
    );
    await stop(child, exited);
    expect(logLines(stderr()).at(-1)).toBe(
      "emulator stopped; its state was in memory only (--no-postgres) and is gone",
    );
  });

  test("--quiet: the addresses only on stdout, no log line at all", async () => {
    const { child, exited, first, stdout, stderr } = run(["--quiet"]);
    const baseUrl = (await first).replace("emulator listening on ", "");
    await postAndGet(baseUrl);
    await waitFor("the operations settled", async () => {
      const state = (await (
        await fetch(`${baseUrl.replace("/api/v2", "")}/__emulator/state`)
      ).json()) as { projects: { operations: { status: string }[] }[] };
      const busy = state.projects.some((p) =>
        p.operations.some((op) => op.status === "scheduling" || op.status === "running"),
      );
      return busy ? undefined : true;
    });
    await stop(child, exited);
    expect(stdout).toHaveLength(2);
    expect(stdout[1]).toMatch(/^postgres proxy on 127\.0\.0\.1:\d+$/);
    expect(logLines(stderr())).toEqual([]);
  });

  test("--help explains each flag on a line of its own", async () => {
    const child = spawn(process.execPath, [cli, "--help"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    await new Promise((resolve) => child.once("exit", resolve));
    for (const flag of [
      "--port N",
      "--seed FILE",
      "--op-ms N",
      "--pg-port N",
      "--endpoint-port N",
      "--data-dir DIR",
      "--no-postgres",
      "--ai-gateway-upstream URL",
      "--quiet",
      "--log",
      "--help",
    ]) {
      expect(
        out
          .split("\n")
          .filter((line) => line.trimStart().match(/^(-h, )?--/) && line.includes(flag)),
      ).toHaveLength(1);
    }
  });
});
