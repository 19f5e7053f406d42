import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../emulator/src/index.ts";
import { type Loose, settledOperations, useEmulator } from "./support/helpers.ts";

/**
 * Every failure of the real work ends in a consistent state: the operation failed, the branch
 * as it was (or gone), its compute serving again if it was, nothing half made left on disk.
 * The failures come from the admin API's data-plane fault rules.
 */
const readyTimeoutMs = 3000;
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
  serverReadyTimeoutMs: readyTimeoutMs,
});

async function api(method: string, path: string, body?: unknown) {
  const answer = await env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

const project = () => `/projects/${env.projectId}`;

/** Each operation once it has finished or failed; a test fails if one is still running after 50 s. */
const settle = (operations: Array<{ id: string }>) =>
  settledOperations(env, env.projectId, operations);

async function arm(fault: string) {
  const armed = await env.admin("POST", "/faults", { rules: [{ data_plane: fault }] });
  expect(armed.status, JSON.stringify(armed.body)).toBe(200);
}

async function uriOf(branchId: string, endpointId: string): Promise<string> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&endpoint_id=${endpointId}&role_name=neondb_owner&database_name=neondb`,
  );
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

async function createBranch(name: string, endpoints: Loose[] = [{ type: "read_write" }]) {
  const created = await api("POST", `${project()}/branches`, { branch: { name }, endpoints });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const operations = await settle(created.body.operations);
  return { ...created.body, operations };
}

async function servers(): Promise<Array<{ compute_id: string; pid: number }>> {
  return (await env.state()).servers;
}

/** Whether any process runs on this path (a server's `-D` argument). */
function processesOn(path: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(join("/proc", entry, "cmdline"), "utf8").split("\0");
      if (args.some((arg) => arg.startsWith(path))) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Every path under `dir`, relative to it. */
function tree(dir: string, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    found.push(path);
    if (entry.isDirectory() && prefix.split("/").length < 4) {
      found.push(...tree(join(dir, entry.name), path));
    }
  }
  return found;
}

let root: string;
let mainId: string;

beforeAll(async () => {
  const [server] = await servers();
  const args = readFileSync(`/proc/${server?.pid}/cmdline`, "utf8").split("\0");
  const dataDir = args[args.indexOf("-D") + 1] ?? "";
  root = dataDir.split("/branches/")[0] ?? "";
  const { body } = await api("GET", `${project()}/branches`);
  mainId = body.branches.find((b: Loose) => b.default).id;
});

/** What a failure may leave behind: half-made copies and standbys. */
function leftovers(): string[] {
  return tree(root).filter(
    (path) =>
      path.endsWith(".restoring") ||
      path.endsWith(".previous") ||
      (path.startsWith("replicas/") && path.split("/").length === 2),
  );
}

describe("a server that never says it is ready", () => {
  test("its start fails after the timeout, the server is stopped, and the next start works", async () => {
    const { branch, endpoints } = await createBranch("never-ready");
    const endpoint = endpoints[0].id;
    await settle((await api("POST", `${project()}/endpoints/${endpoint}/suspend`)).body.operations);
    await arm("start_never_ready");
    const started = Date.now();
    const start = await api("POST", `${project()}/endpoints/${endpoint}/start`);
    const [failed] = await settle(start.body.operations);
    expect(failed).toMatchObject({ action: "start_compute", status: "failed" });
    expect(failed.error).toContain(`did not report ready within ${readyTimeoutMs} ms`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(readyTimeoutMs);
    const { body } = await api("GET", `${project()}/endpoints/${endpoint}`);
    expect(body.endpoint.current_state).toBe("idle");
    expect(body.endpoint.pending_state).toBeUndefined();
    expect((await servers()).map((s) => s.compute_id)).not.toContain(endpoint);
    expect(processesOn(join(root, "branches", env.projectId, branch.id))).toEqual([]);

    // The branch's work is not stuck behind it: the next start serves.
    const again = await api("POST", `${project()}/endpoints/${endpoint}/start`);
    expect((await settle(again.body.operations)).map((op) => op.status)).toEqual(["finished"]);
    expect(await query(await uriOf(branch.id, endpoint), "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});

describe("a restore that fails", () => {
  async function branchWithState(name: string) {
    const { branch, endpoints } = await createBranch(name);
    const endpoint = endpoints[0].id;
    const uri = await uriOf(branch.id, endpoint);
    await query(uri, "CREATE TABLE mine (v text); INSERT INTO mine VALUES ('before')");
    const role = await api("POST", `${project()}/branches/${branch.id}/roles`, {
      role: { name: `${name}_role` },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    await settle(role.body.operations);
    return { branch, endpoint, uri };
  }

  async function expectAsBefore(name: string, branchId: string, endpoint: string, uri: string) {
    const { body } = await api("GET", `${project()}/branches/${branchId}`);
    expect(body.branch.parent_id).toBe(mainId);
    expect(body.branch.last_reset_at).toBeUndefined();
    const roles = await api("GET", `${project()}/branches/${branchId}/roles`);
    expect(roles.body.roles.map((r: Loose) => r.name)).toContain(`${name}_role`);
    // Serving again without being woken: the server runs before anyone connects.
    expect((await servers()).map((s) => s.compute_id)).toContain(endpoint);
    expect(await query(uri, "SELECT v FROM mine")).toEqual([{ v: "before" }]);
    expect(leftovers()).toEqual([]);
  }

  test("a failed copy: the branch, its roles and its compute as before, nothing on disk", async () => {
    const { branch, endpoint, uri } = await branchWithState("restore-copy");
    await arm("copy_fails");
    const restore = await api("POST", `${project()}/branches/${branch.id}/restore`, {
      source_branch_id: mainId,
    });
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    const [failed] = await settle(restore.body.operations);
    expect(failed).toMatchObject({ action: "apply_storage_config", status: "failed" });
    expect(failed.error).toContain("copy_fails");
    await expectAsBefore("restore-copy", branch.id, endpoint, uri);

    // The branch is usable: the same restore goes through now.
    const again = await api("POST", `${project()}/branches/${branch.id}/restore`, {
      source_branch_id: mainId,
    });
    expect((await settle(again.body.operations)).map((op) => op.status)).toEqual(["finished"]);
    await expect(query(uri, "SELECT v FROM mine")).rejects.toThrow(/does not exist/);
  });

  test("a restored server that never gets ready: the data as it was, served again, no preserved branch", async () => {
    const { branch, endpoint, uri } = await branchWithState("restore-start");
    await arm("start_never_ready");
    const restore = await api("POST", `${project()}/branches/${branch.id}/restore`, {
      source_branch_id: mainId,
      preserve_under_name: "restore-start-before",
    });
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    const [failed] = await settle(restore.body.operations);
    expect(failed).toMatchObject({ action: "apply_storage_config", status: "failed" });
    expect(failed.error).toContain("did not report ready");
    const listed = await api("GET", `${project()}/branches?search=restore-start-before`);
    expect(listed.body.branches).toEqual([]);
    await expectAsBefore("restore-start", branch.id, endpoint, uri);
  });
});

describe("a branch creation that fails", () => {
  test("the operation failed, the branch and its compute are gone, no data is left, the name is free", async () => {
    await arm("copy_fails");
    const created = await api("POST", `${project()}/branches`, {
      branch: { name: "create-fails" },
      endpoints: [{ type: "read_write" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [create, start] = await settle(created.body.operations);
    expect(create).toMatchObject({ action: "create_branch", status: "failed" });
    expect(create.error).toContain("copy_fails");
    expect(start).toMatchObject({ action: "start_compute", status: "failed" });
    const branchId = created.body.branch.id;
    expect((await api("GET", `${project()}/branches/${branchId}`)).status).toBe(404);
    const endpoint = created.body.endpoints[0].id;
    expect((await api("GET", `${project()}/endpoints/${endpoint}`)).status).toBe(404);
    expect(tree(root).filter((path) => path.includes(branchId))).toEqual([]);

    const retry = await createBranch("create-fails");
    expect(retry.operations.map((op: Loose) => op.status)).toEqual(["finished", "finished"]);
    const uri = await uriOf(retry.branch.id, retry.endpoints[0].id);
    expect(await query(uri, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});

describe("a standby that fails", () => {
  test("its start fails, its copy is removed, and it starts on the next try", async () => {
    await arm("standby_fails");
    const added = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: mainId, type: "read_only" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const endpoint = added.body.endpoint.id;
    const [failed] = await settle(added.body.operations);
    expect(failed).toMatchObject({ action: "start_compute", status: "failed" });
    expect(failed.error).toContain("exited before it was ready");
    expect(leftovers()).toEqual([]);
    expect((await servers()).map((s) => s.compute_id)).not.toContain(endpoint);

    const again = await api("POST", `${project()}/endpoints/${endpoint}/start`);
    expect((await settle(again.body.operations)).map((op) => op.status)).toEqual(["finished"]);
    expect(await query(await uriOf(mainId, endpoint), "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await api("DELETE", `${project()}/endpoints/${endpoint}`);
  });
});
