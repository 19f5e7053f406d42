import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createNeonClient } from "@neon/sdk";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { waitUntil } from "../../support/wait.ts";
import { type Loose, useEmulator } from "../support/helpers.ts";

/**
 * Snapshots hold a branch's real data of their moment: Neon's SDK and Neon's CLI (`neon` 6)
 * take them while the branch's server writes, and restoring one gives those rows back, on a new
 * branch or in place of the branch, through the same compute. Every answer is checked against
 * Neon's OpenAPI document after the file (useEmulator).
 */
const run = promisify(execFile);
const cli = join(import.meta.dirname, "../../../node_modules/neon/dist/cli.js");
const dataDir = await mkdtemp(join(tmpdir(), "snapshots-test-"));
let configDir: string;
// Registered first, so it runs last: after useEmulator's hook has stopped the emulator.
afterAll(async () => {
  if (configDir) await rm(configDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 100,
  postgres: true,
  dataDir,
});

const project = () => `/projects/${env.projectId}`;

async function api(method: string, path: string, body?: unknown) {
  const answer = await env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

/** Until no operation of the project is scheduling or running, polling as a client does. */
async function settled(projectId = env.projectId): Promise<void> {
  await waitUntil(
    `no operation of ${projectId} scheduling or running`,
    async () => {
      const { body } = await api("GET", `/projects/${projectId}/operations?limit=100`);
      return body.operations.every((op: Loose) => ["finished", "failed"].includes(op.status));
    },
    { timeoutMs: 30_000 },
  );
}

async function branchNamed(name: string): Promise<Loose> {
  const { body } = await api("GET", `${project()}/branches`);
  return body.branches.find((b: Loose) => b.name === name);
}

async function uriOf(branchId: string): Promise<string> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  expect(body.uri, JSON.stringify(body)).toBeTypeOf("string");
  return body.uri;
}

async function query(uri: string, sql: string): Promise<Loose[]> {
  const client = new pg.Client({ connectionString: uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const itemsOf = async (uri: string) =>
  (await query(uri, "SELECT v FROM items ORDER BY id")).map((row) => row.v);

/** Runs Neon's CLI as a user would, key in NEON_API_KEY; the JSON it printed. */
async function neon<T = Loose>(...args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      ...args,
      ...["--project-id", env.projectId, "--api-host", env.emulator.baseUrl],
      ...["--config-dir", configDir, "--no-analytics", "--no-color", "--output", "json"],
    ],
    {
      env: { ...process.env, NEON_API_KEY: env.keys.organization, NO_UPDATE_NOTIFIER: "1" },
      timeout: 120_000,
    },
  );
  return JSON.parse(stdout) as T;
}

const snapshotDir = (id: string) => join(dataDir, "snapshots", env.projectId, id);

let mainUri: string;

beforeAll(async () => {
  configDir = await mkdtemp(join(tmpdir(), "neon-cli-config-"));
  mainUri = await uriOf((await branchNamed("main")).id);
  await query(
    mainUri,
    "CREATE TABLE items (id serial PRIMARY KEY, v text); INSERT INTO items (v) VALUES ('one'), ('two')",
  );
});

describe("snapshots with Neon's SDK", () => {
  test("a snapshot of the running branch, restored to a new branch, has the rows of its moment", async () => {
    const sdk = createNeonClient({ apiKey: env.keys.organization, baseUrl: env.emulator.baseUrl });
    const main = await branchNamed("main");
    const created = await sdk.snapshots.create({
      projectId: env.projectId,
      branchId: main.id,
      name: "sdk-before",
    });
    expect(created.error).toBeUndefined();
    const snapshot = created.data as Loose;
    expect(snapshot).toMatchObject({ name: "sdk-before", source_branch_id: main.id, manual: true });
    expect(snapshot.id).toMatch(/^snap-[a-z]+-[a-z]+-[a-z0-9]{8}$/);
    await settled();
    expect(existsSync(join(snapshotDir(snapshot.id), "PG_VERSION"))).toBe(true);

    await query(
      mainUri,
      "DELETE FROM items WHERE v = 'one'; INSERT INTO items (v) VALUES ('three')",
    );
    const listed = await sdk.snapshots.list({ projectId: env.projectId });
    const inList = (listed.data as Loose[]).find((s) => s.id === snapshot.id);
    expect(inList.lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

    const restored = await sdk.snapshots.restore({
      projectId: env.projectId,
      snapshotId: snapshot.id,
      name: "sdk-recovered",
      finalize: false,
    });
    expect(restored.error).toBeUndefined();
    const branch = restored.data as Loose;
    expect(branch).toMatchObject({
      name: "sdk-recovered",
      restore_status: "restored",
      restored_from: snapshot.id,
    });
    expect(branch.parent_id).toBeUndefined();
    await settled();
    const endpoint = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: branch.id, type: "read_write" },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    await settled();

    expect(await itemsOf(await uriOf(branch.id))).toEqual(["one", "two"]);
    expect(await itemsOf(mainUri)).toEqual(["two", "three"]);
  });

  test("update renames and sets the expiration; delete removes the snapshot and its data", async () => {
    const sdk = createNeonClient({ apiKey: env.keys.organization, baseUrl: env.emulator.baseUrl });
    const main = await branchNamed("main");
    const { data: snapshot } = (await sdk.snapshots.create({
      projectId: env.projectId,
      branchId: main.id,
      name: "short-lived",
    })) as Loose;
    await settled();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
    const updated = await sdk.snapshots.update({
      projectId: env.projectId,
      snapshotId: snapshot.id,
      name: "renamed",
      expiresAt,
    });
    expect(updated.data).toMatchObject({ id: snapshot.id, name: "renamed", expires_at: expiresAt });
    expect(existsSync(snapshotDir(snapshot.id))).toBe(true);

    const deleted = await api("DELETE", `${project()}/snapshots/${snapshot.id}`);
    expect(deleted.status).toBe(202);
    expect(deleted.body.operations.map((op: Loose) => op.action)).toEqual(["delete_timeline"]);
    await settled();
    expect(existsSync(snapshotDir(snapshot.id))).toBe(false);
    const listed = await sdk.snapshots.list({ projectId: env.projectId });
    expect((listed.data as Loose[]).map((s) => s.id)).not.toContain(snapshot.id);
  });
});

describe("snapshots with Neon's CLI", () => {
  test("create, list, restore --target-branch main --finalize: main has the snapshot's rows on its own compute", async () => {
    const before = await itemsOf(mainUri);
    const main = await branchNamed("main");
    const computeBefore = (await api("GET", `${project()}/branches/${main.id}/endpoints`)).body
      .endpoints[0];
    const snapshot = await neon("snapshots", "create", "--branch", "main", "--name", "cli-snap");
    expect(snapshot).toMatchObject({ name: "cli-snap", source_branch_id: main.id });
    await settled();
    await query(mainUri, "INSERT INTO items (v) VALUES ('after the snapshot')");

    const listed = await neon<Loose[]>("snapshots", "list");
    expect(listed.map((s) => s.name)).toContain("cli-snap");

    const restored = await neon(
      "snapshots",
      "restore",
      "cli-snap",
      "--target-branch",
      "main",
      "--finalize",
    );
    expect(restored.restored_branch).toMatchObject({
      name: "main",
      default: true,
      restore_status: "finalized",
      restored_from: snapshot.id,
      restored_as: main.id,
    });
    expect(restored.operations.map((op: Loose) => op.action)).toEqual([
      "create_branch",
      "apply_config",
    ]);
    await settled();

    // The same compute, the same connection string: the snapshot's rows.
    expect(await itemsOf(mainUri)).toEqual(before);
    const now = await branchNamed("main");
    expect(now.id).toBe(restored.restored_branch.id);
    const endpoints = (await api("GET", `${project()}/branches/${now.id}/endpoints`)).body
      .endpoints;
    expect(endpoints.map((e: Loose) => e.id)).toEqual([computeBefore.id]);
    // The branch as it was lives on as "main (old)", without a compute: give it one to look.
    const old = await branchNamed("main (old)");
    expect(old).toMatchObject({ id: main.id, default: false });
    expect((await api("GET", `${project()}/branches/${old.id}/endpoints`)).body.endpoints).toEqual(
      [],
    );
    const endpoint = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: old.id, type: "read_write" },
    });
    expect(endpoint.status).toBe(201);
    await settled();
    expect(await itemsOf(await uriOf(old.id))).toEqual([...before, "after the snapshot"]);
  });

  test("restore un-finalized to preview, then `snapshots finalize` swaps it in and names the old branch", async () => {
    const main = await branchNamed("main");
    const snapshot = await neon(
      "snapshots",
      "create",
      "--branch",
      "main",
      "--name",
      "preview-snap",
    );
    await settled();
    await query(mainUri, "UPDATE items SET v = v || ' (changed)'");
    const changed = await itemsOf(mainUri);

    const restored = await neon("snapshots", "restore", snapshot.id, "--target-branch", main.id);
    const preview = restored.restored_branch;
    expect(preview).toMatchObject({ restore_status: "restored", default: false });
    await settled();
    expect(await itemsOf(mainUri)).toEqual(changed);

    const finalized = await neon(
      "snapshots",
      "finalize",
      preview.id,
      "--name",
      "main-before-preview",
    );
    expect(finalized.map((op: Loose) => op.action)).toEqual(["apply_config"]);
    await settled();
    expect(await itemsOf(mainUri)).toEqual(changed.map((v: string) => v.replace(" (changed)", "")));
    expect(await branchNamed("main")).toMatchObject({
      id: preview.id,
      restore_status: "finalized",
    });
    expect(await branchNamed("main-before-preview")).toMatchObject({ id: main.id });
  });
});

describe("snapshot data goes with its project and with a reset", () => {
  test("a deleted project's snapshots are gone, data included; a reset clears the rest", async () => {
    const created = await api("POST", "/projects", { project: { name: "short" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = created.body.project.id;
    const otherMain = created.body.branch.id;
    await settled(other);
    const snap = await api("POST", `/projects/${other}/branches/${otherMain}/snapshot`);
    expect(snap.status, JSON.stringify(snap.body)).toBe(200);
    await settled(other);
    const dir = join(dataDir, "snapshots", other, snap.body.snapshot.id);
    expect(existsSync(join(dir, "PG_VERSION"))).toBe(true);
    expect((await api("DELETE", `/projects/${other}`)).status).toBe(200);
    await expect.poll(() => existsSync(dir)).toBe(false);

    const kept = (await env.state()).projects[0].snapshots as Loose[];
    expect(kept.length).toBeGreaterThan(0);
    await env.reset({ ...builtInSeed(), limits: { enabled: false } });
    expect(existsSync(join(dataDir, "snapshots"))).toBe(false);
    expect((await env.state()).projects[0].snapshots).toEqual([]);
  });
});
