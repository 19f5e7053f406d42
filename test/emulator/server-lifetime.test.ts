import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startEmulator } from "../../emulator/src/index.ts";
import { waitUntil } from "../support/wait.ts";
import { branchS3, createBucket } from "./support/object-storage-fixture.ts";
import { mainBranch, spawnEmulator } from "./support/spawned-emulator.ts";

/** Nothing the emulator starts outlives it: no server process, no data directory. */
const cli = join(import.meta.dirname, "../../emulator/src/cli.ts");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "emulator-lifetime-"));
  // Run as root, the servers run as an unprivileged user, which must reach --data-dir.
  await chmod(dir, 0o755);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface ServerInfo {
  pid: number;
}

async function stateOf(adminUrl: string) {
  return (await (await fetch(`${adminUrl}/state`)).json()) as { servers: ServerInfo[] };
}

function dataDirOf(pid: number): string {
  const args = execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
  return /-D (\S+)/.exec(args)?.[1] ?? "";
}

function startCli(args: string[]) {
  const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = createInterface({ input: child.stdout });
  const first = new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  return { child, first };
}

test("stop() stops every server and removes the data directory", async () => {
  const emulator = await startEmulator({ opMs: 50 });
  const { servers } = await stateOf(emulator.adminUrl);
  expect(servers.length).toBeGreaterThan(0);
  const pids = servers.map((s) => s.pid);
  const root = dataDirOf(pids[0] ?? 0).split("/branches/")[0] ?? "";
  expect(existsSync(root)).toBe(true);
  await emulator.stop();
  expect(pids.filter(alive)).toEqual([]);
  expect(existsSync(root)).toBe(false);
});

test("a killed emulator (SIGKILL) leaves no server running for more than a few seconds, and no data: no branch's, no object's", async () => {
  const spawned = await spawnEmulator();
  try {
    const { servers } = (await spawned.env.state()) as { servers: ServerInfo[] };
    const pids = servers.map((s) => s.pid);
    const root = dataDirOf(pids[0] ?? 0).split("/branches/")[0] ?? "";
    expect(pids.length).toBeGreaterThan(0);
    const main = await mainBranch(spawned.env);
    await createBucket(spawned.env, main, "kept-nowhere");
    const s3 = await branchS3(spawned.env, main);
    await s3.send(new PutObjectCommand({ Bucket: "kept-nowhere", Key: "a.txt", Body: "blob" }));
    const blobs = (await spawned.env.state()).services.object_storage.root as string;
    expect(existsSync(blobs)).toBe(true);
    spawned.child.kill("SIGKILL");
    await waitUntil("every server stopped", () => pids.every((pid) => !alive(pid)), {
      timeoutMs: 5000,
    });
    await waitUntil(
      "the data and the blobs removed",
      () => !existsSync(root) && !existsSync(blobs),
      {
        timeoutMs: 3000,
      },
    );
  } finally {
    spawned.child.kill("SIGKILL");
    await spawned.exited;
  }
});

/** Processes whose environment carries `marker`: whatever a process started with it, and theirs. */
function processesMarked(marker: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test("a --pg-port already in use: a clear error, exit 1, and nothing it started still running", async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const port = (taken.address() as { port: number }).port;
  const probe = randomUUID();
  try {
    const child = spawn(process.execPath, [cli, "--port", "0", "--pg-port", String(port)], {
      env: { ...process.env, EMULATOR_LIFETIME_PROBE: probe },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    // At once: the failed start opened nothing that could still be running (initdb, a server).
    expect(processesMarked(`EMULATOR_LIFETIME_PROBE=${probe}`)).toEqual([]);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `emulator failed to start: --pg-port ${port}: the Postgres proxy cannot listen on 127.0.0.1:${port}: the port is already in use; choose another port, or leave --pg-port out for a free one`,
    );
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

test("SIGTERM stops the servers; --data-dir keeps the data for the next start", async () => {
  const dataDir = join(dir, "kept");
  const run = async () => {
    const { child, first } = startCli(["--data-dir", dataDir]);
    const baseUrl = (await first).replace("emulator listening on ", "");
    const state = await stateOf(baseUrl.replace("/api/v2", "/__emulator"));
    return { child, baseUrl, pids: state.servers.map((s) => s.pid) };
  };
  const uriFrom = async (baseUrl: string) => {
    const key = "emulatororganizationkey0000000000000000000000000000000000000002";
    const response = await fetch(
      `${baseUrl}/projects/shiny-wind-02883412/connection_uri?role_name=neondb_owner&database_name=neondb`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    return ((await response.json()) as { uri: string }).uri;
  };
  const first = await run();
  const client = new pg.Client({ connectionString: await uriFrom(first.baseUrl) });
  await client.connect();
  await client.query(
    "CREATE TABLE survives_restart (v text); INSERT INTO survives_restart VALUES ('yes')",
  );
  await client.end();
  first.child.kill("SIGTERM");
  expect(await new Promise((resolve) => first.child.once("exit", resolve))).toBe(0);
  expect(first.pids.filter(alive)).toEqual([]);
  expect(existsSync(dataDir)).toBe(true);

  const second = await run();
  try {
    const again = new pg.Client({ connectionString: await uriFrom(second.baseUrl) });
    await again.connect();
    expect((await again.query("SELECT v FROM survives_restart")).rows).toEqual([{ v: "yes" }]);
    await again.end();
  } finally {
    second.child.kill("SIGTERM");
    await new Promise((resolve) => second.child.once("exit", resolve));
  }
});

test("the connection URI works as it is with psql, where psql is installed", async (context) => {
  const psql = spawnSync("psql", ["--version"]);
  if (psql.status !== 0) context.skip();
  const emulator = await startEmulator({ opMs: 50 });
  try {
    const key = emulator.keys.organization;
    const response = await fetch(
      `${emulator.baseUrl}/projects/${emulator.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    const { uri } = (await response.json()) as { uri: string };
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn("psql", [
        uri,
        "-At",
        "-c",
        "SELECT current_user || ' ' || current_database()",
      ]);
      let text = "";
      child.stdout.on("data", (chunk) => {
        text += chunk;
      });
      child.stderr.on("data", (chunk) => {
        text += chunk;
      });
      child.once("error", reject);
      child.once("close", () => resolve(text.trim()));
    });
    expect(out).toBe("neondb_owner neondb");
  } finally {
    await emulator.stop();
  }
});

test("as a normal user the emulator runs its servers itself", async (context) => {
  // Run as root here (CI): start it as `nobody`, where that user can read this checkout.
  if (process.getuid?.() !== 0) context.skip();
  const nobody = { uid: 65534, gid: 65534 };
  const readable = spawnSync(
    process.execPath,
    ["-e", `require("fs").readFileSync(${JSON.stringify(cli)})`],
    nobody,
  );
  if (readable.status !== 0) context.skip();
  const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50"], {
    ...nobody,
    env: { ...process.env, HOME: tmpdir() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  try {
    const adminUrl = first.replace("emulator listening on ", "").replace("/api/v2", "/__emulator");
    const { servers } = await stateOf(adminUrl);
    expect(servers.length).toBeGreaterThan(0);
    const owner = execFileSync("ps", ["-o", "uid=", "-p", String(servers[0]?.pid)], {
      encoding: "utf8",
    });
    expect(Number(owner.trim())).toBe(nobody.uid);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
});
