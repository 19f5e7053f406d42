import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../../../emulator/src/index.ts";
import { waitUntil } from "../../../../support/wait.ts";
import { frozenSeed, type Loose } from "../../../support/helpers.ts";

// Everything the control plane holds survives a stop and a start on the same data directory,
// with real servers: asked back through the API, and the rows through a real Postgres client.

const dataDir = mkdtempSync(join(tmpdir(), "emulator-reopen-"));
const seed = frozenSeed(undefined, { time_scale: 1, operation_ms: 20 });
const started: Emulator[] = [];

afterAll(async () => {
  for (const emulator of started) await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<Emulator> {
  const emulator = await startEmulator({ seed, dataDir, opMs: 20 });
  started.push(emulator);
  return emulator;
}

function client(emulator: Emulator) {
  const call = async (method: string, path: string, body?: unknown): Promise<Loose> => {
    const answer = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.personal}`,
        "content-type": "application/json",
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
  const settled = (projectId: string) =>
    waitUntil("every operation has settled", async () => {
      const { body } = await call("GET", `/projects/${projectId}/operations`);
      return body.operations.every((op: Loose) => ["finished", "failed"].includes(op.status));
    });
  return { call, settled };
}

describe("a restart from the same data directory", () => {
  test("brings back projects, branches, computes, roles, databases, keys, credentials, snapshots, operations and the clock; rows too", async () => {
    const first = await start();
    const api = client(first);
    const project = first.projectId;
    const branch = await api.call("POST", `/projects/${project}/branches`, {
      branch: { name: "persist-test", protected: true },
      endpoints: [{ type: "read_write" }],
    });
    expect(branch.status).toBe(201);
    const branchId = branch.body.branch.id;
    await api.settled(project);
    const expiring = await api.call("POST", `/projects/${project}/branches`, {
      branch: { name: "expiring", expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(expiring.status).toBe(201);
    await api.settled(project);
    const role = await api.call("POST", `/projects/${project}/branches/${branchId}/roles`, {
      role: { name: "reporter" },
    });
    expect(role.status).toBe(201);
    await api.settled(project);
    const database = await api.call("POST", `/projects/${project}/branches/${branchId}/databases`, {
      database: { name: "reports", owner_name: "reporter" },
    });
    expect(database.status).toBe(201);
    await api.settled(project);
    const key = await api.call("POST", "/api_keys", { key_name: "made-later" });
    expect(key.status).toBe(200);
    const credential = await api.call(
      "POST",
      `/projects/${project}/branches/${branchId}/credentials`,
      { name: "ci", scopes: ["storage:read"], principal_type: "user" },
    );
    expect(credential.status).toBeLessThan(300);
    const main = (await api.call("GET", `/projects/${project}/branches`)).body.branches.find(
      (b: Loose) => b.default,
    ).id;
    const snapshot = await api.call("POST", `/projects/${project}/branches/${main}/snapshot`);
    expect(snapshot.status, JSON.stringify(snapshot.body)).toBeLessThan(300);
    await api.settled(project);
    const uri = await api.call(
      "GET",
      `/projects/${project}/connection_uri?branch_id=${branchId}&database_name=reports&role_name=reporter`,
    );
    const rows = new pg.Client({ connectionString: uri.body.uri });
    await rows.connect();
    await rows.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('survives')");
    await rows.end();
    const before = {
      branches: (await api.call("GET", `/projects/${project}/branches`)).body.branches,
      operations: (await api.call("GET", `/projects/${project}/operations`)).body.operations,
      credentials: (await api.call("GET", `/projects/${project}/branches/${branchId}/credentials`))
        .body,
      keys: (await api.call("GET", "/api_keys")).body,
      snapshots: (await api.call("GET", `/projects/${project}/snapshots`)).body,
    };
    const admin = (emulator: Emulator, method: string, path: string, body?: unknown) =>
      fetch(`${emulator.adminUrl}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((answer) => answer.json() as Promise<Loose>);
    const advanced = Date.parse(
      (await admin(first, "POST", "/clock", { advance_ms: 600_000 })).now,
    );
    const proxyPort = first.proxy?.port;
    const apiPort = new URL(first.origin).port;
    expect(statSync(join(dataDir, "emulator-state.json")).mode & 0o777).toBe(0o600);
    await first.stop();

    const second = await start();
    expect(second.proxy?.port, "the proxy's port is kept").toBe(proxyPort);
    expect(new URL(second.origin).port, "the API's port is kept").toBe(apiPort);
    const again = client(second);
    const branches = (await again.call("GET", `/projects/${project}/branches`)).body.branches;
    const byId = (list: Loose[]) => Object.fromEntries(list.map((b: Loose) => [b.id, b]));
    const kept = byId(before.branches);
    for (const restored of branches) {
      const was = kept[restored.id];
      expect(was, `branch ${restored.name} was there before`).toBeDefined();
      for (const field of [
        "name",
        "parent_id",
        "created_at",
        "protected",
        "expires_at",
        "default",
      ]) {
        expect(restored[field], `${restored.name}'s ${field}`).toEqual(was[field]);
      }
    }
    expect(branches.length).toBe(before.branches.length);
    const operations = (await again.call("GET", `/projects/${project}/operations`)).body.operations;
    expect(operations.map((op: Loose) => op.id)).toEqual(
      expect.arrayContaining(before.operations.map((op: Loose) => op.id)),
    );
    const endpoints = (await again.call("GET", `/projects/${project}/endpoints`)).body.endpoints;
    expect(endpoints.every((e: Loose) => e.current_state === "idle")).toBe(true);
    expect(
      (await again.call("GET", `/projects/${project}/branches/${branchId}/credentials`)).body,
    ).toEqual(before.credentials);
    // Their last use moves with each request: the keys themselves are the same.
    const named = (keys: Loose[]) => keys.map((k: Loose) => [k.id, k.name, k.created_at]);
    expect(named((await again.call("GET", "/api_keys")).body)).toEqual(named(before.keys));
    expect((await again.call("GET", `/projects/${project}/snapshots`)).body).toEqual(
      before.snapshots,
    );
    const roles = (await again.call("GET", `/projects/${project}/branches/${branchId}/roles`)).body;
    expect(roles.roles.map((r: Loose) => r.name)).toContain("reporter");
    // The compute was suspended by the restart: the connection wakes it, the rows are there.
    const uriAgain = await again.call(
      "GET",
      `/projects/${project}/connection_uri?branch_id=${branchId}&database_name=reports&role_name=reporter`,
    );
    expect(uriAgain.body.uri).toBe(uri.body.uri);
    const reader = new pg.Client({ connectionString: uriAgain.body.uri });
    await reader.connect();
    const read = await reader.query("SELECT note FROM kept");
    await reader.end();
    expect(read.rows).toEqual([{ note: "survives" }]);
    // The clock never goes back; the expiry timer is armed again and fires on it.
    expect(Date.parse((await admin(second, "GET", "/clock")).now)).toBeGreaterThanOrEqual(advanced);
    const expiringId = expiring.body.branch.id;
    await admin(second, "POST", "/clock", { advance_ms: 2 * 3_600_000 });
    await waitUntil("the expiring branch is deleted at its expires_at", async () => {
      const { body } = await again.call("GET", `/projects/${project}/branches`);
      return !body.branches.some((b: Loose) => b.id === expiringId);
    });
  });
});

describe("data no branch owns", () => {
  test("is reported at start, and removed with prune", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-orphans-"));
    try {
      const lines: string[] = [];
      const options = { seed, dataDir: dir, opMs: 20, port: 0, log: "changes" as const };
      const first = await startEmulator({ ...options, logTo: (line) => lines.push(line) });
      await first.stop();
      const orphan = join(dir, "branches", first.projectId, "br-left-behind-00000000");
      mkdirSync(orphan, { recursive: true });
      writeFileSync(join(orphan, "PG_VERSION"), "17\n");
      const second = await startEmulator({ ...options, logTo: (line) => lines.push(line) });
      await second.stop();
      expect(
        lines.some((line) =>
          line.includes(`${first.projectId}/br-left-behind-00000000; --prune removes them`),
        ),
      ).toBe(true);
      expect(existsSync(orphan)).toBe(true);
      const third = await startEmulator({
        ...options,
        prune: true,
        logTo: (line) => lines.push(line),
      });
      await third.stop();
      expect(existsSync(orphan)).toBe(false);
      expect(lines.some((line) => line.includes("no branch owned (--prune)"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
