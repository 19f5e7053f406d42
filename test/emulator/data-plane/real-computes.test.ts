import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { type Loose, settledOperations, useEmulator } from "../support/helpers.ts";

/**
 * Every compute runs a real PostgreSQL server and each branch owns real data. Answers are
 * checked against Neon's OpenAPI document after the file (useEmulator).
 */
const opMs = 150;
// Tests poll operations quickly: the per-route rate limit is not what they are about.
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs,
  postgres: true,
});

type Json = Loose;

async function api(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const answer = await env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

const project = () => `/projects/${env.projectId}`;

const settle = (operations: Array<{ id: string }>) =>
  settledOperations(env, env.projectId, operations);

async function uriOf(branchId: string, endpointId?: string): Promise<string> {
  const endpoint = endpointId ? `&endpoint_id=${endpointId}` : "";
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb${endpoint}`,
  );
  return body.uri;
}

async function query(uri: string, sql: string): Promise<Json[]> {
  const client = new pg.Client({ connectionString: uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createBranch(name: string, extra: Json = {}, endpoints = [{ type: "read_write" }]) {
  const created = await api("POST", `${project()}/branches`, {
    branch: { name, ...extra },
    endpoints,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await settle(created.body.operations);
  return { branch: created.body.branch, endpoint: created.body.endpoints[0] };
}

let mainId: string;
let mainEndpoint: string;
let mainUri: string;

beforeAll(async () => {
  const { body } = await api("GET", `${project()}/branches`);
  mainId = body.branches.find((b: Json) => b.default).id;
  const endpoints = await api("GET", `${project()}/endpoints`);
  mainEndpoint = endpoints.body.endpoints[0].id;
  mainUri = await uriOf(mainId);
  await query(
    mainUri,
    "CREATE TABLE items (id serial PRIMARY KEY, v text); INSERT INTO items (v) VALUES ('one'), ('two')",
  );
});

describe("storage per branch", () => {
  test("a new branch is a copy of its parent at that moment; later writes stay apart", async () => {
    const { branch, endpoint } = await createBranch("copy-1");
    await query(mainUri, "INSERT INTO items (v) VALUES ('after the branch')");
    const childUri = await uriOf(branch.id, endpoint.id);
    expect(await query(childUri, "SELECT v FROM items ORDER BY id")).toEqual([
      { v: "one" },
      { v: "two" },
    ]);
    await query(childUri, "INSERT INTO items (v) VALUES ('child only')");
    expect(
      await query(mainUri, "SELECT count(*)::int AS n FROM items WHERE v = 'child only'"),
    ).toEqual([{ n: 0 }]);
  });

  test("schema-only: the parent's tables, none of its rows", async () => {
    const { branch, endpoint } = await createBranch("schema-1", { init_source: "schema-only" });
    expect(branch.init_source).toBe("schema-only");
    const uri = await uriOf(branch.id, endpoint.id);
    expect(await query(uri, "SELECT count(*)::int AS n FROM items")).toEqual([{ n: 0 }]);
    expect(await query(uri, "INSERT INTO items (v) VALUES ('x') RETURNING id")).toEqual([
      { id: 1 },
    ]);
  });

  test("data outlives computes: delete the compute, create another, the rows are there", async () => {
    const { branch, endpoint } = await createBranch("outlives-1");
    await query(
      await uriOf(branch.id, endpoint.id),
      "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')",
    );
    expect((await api("DELETE", `${project()}/endpoints/${endpoint.id}`)).status).toBe(200);
    const again = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: branch.id, type: "read_write" },
    });
    await settle(again.body.operations);
    expect(again.body.endpoint.id).not.toBe(endpoint.id);
    expect(await query(await uriOf(branch.id), "SELECT v FROM kept")).toEqual([
      { v: "still here" },
    ]);
  });

  test("restore to the parent replaces the branch's data with the parent's current data", async () => {
    const { branch, endpoint } = await createBranch("restore-1");
    const uri = await uriOf(branch.id, endpoint.id);
    await query(uri, "DELETE FROM items; CREATE TABLE scratch (v int)");
    await query(mainUri, "INSERT INTO items (v) VALUES ('newest on main')");
    const restored = await api("POST", `${project()}/branches/${branch.id}/restore`, {
      source_branch_id: mainId,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    await settle(restored.body.operations);
    const rows = await query(uri, "SELECT v FROM items ORDER BY id");
    expect(rows).toContainEqual({ v: "newest on main" });
    await expect(query(uri, "SELECT * FROM scratch")).rejects.toThrow(/does not exist/);
  });

  test("restore with preserve_under_name: the data as it was lives on in the preserved branch", async () => {
    const { branch, endpoint } = await createBranch("preserve-1");
    const uri = await uriOf(branch.id, endpoint.id);
    await query(
      uri,
      "CREATE TABLE before_restore (v text); INSERT INTO before_restore VALUES ('old')",
    );
    const restored = await api("POST", `${project()}/branches/${branch.id}/restore`, {
      source_branch_id: mainId,
      preserve_under_name: "preserve-1-before",
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    await settle(restored.body.operations);
    await expect(query(uri, "SELECT * FROM before_restore")).rejects.toThrow(/does not exist/);
    const preservedId = restored.body.branch.parent_id;
    const compute = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: preservedId, type: "read_write" },
    });
    expect(compute.status, JSON.stringify(compute.body)).toBe(201);
    await settle(compute.body.operations);
    const preservedUri = await uriOf(preservedId, compute.body.endpoint.id);
    expect(await query(preservedUri, "SELECT v FROM before_restore")).toEqual([{ v: "old" }]);
  });
});

describe("a compute is a real PostgreSQL server", () => {
  test("sizes set max_connections from the CU table and temp_file_limit from the max CU; a resize restarts", async () => {
    const { branch, endpoint } = await createBranch("sizes-1");
    const uri = await uriOf(branch.id, endpoint.id);
    expect(await query(uri, "SHOW max_connections")).toEqual([{ max_connections: "112" }]);
    expect(await query(uri, "SHOW temp_file_limit")).toEqual([{ temp_file_limit: "20GB" }]);
    const client = new pg.Client({ connectionString: uri });
    const dropped = new Promise<Error>((resolve) => client.on("error", resolve));
    await client.connect();
    for (const [cu, expected, temp] of [
      [1, "450", "20GB"],
      [2, "901", "30GB"],
    ] as const) {
      const resized = await api("PATCH", `${project()}/endpoints/${endpoint.id}`, {
        endpoint: { autoscaling_limit_min_cu: cu, autoscaling_limit_max_cu: cu },
      });
      await settle(resized.body.operations);
      expect(await query(uri, "SHOW max_connections")).toEqual([{ max_connections: expected }]);
      expect(await query(uri, "SHOW temp_file_limit")).toEqual([{ temp_file_limit: temp }]);
    }
    expect((await dropped).message).toMatch(/terminating connection due to administrator command/);
  });

  test("restart really restarts: an open connection gets the server's own termination error", async () => {
    const { branch, endpoint } = await createBranch("restart-1");
    const client = new pg.Client({ connectionString: await uriOf(branch.id, endpoint.id) });
    client.on("error", () => undefined);
    await client.connect();
    const before = await client.query("SELECT pg_postmaster_start_time() AS t");
    const failed = client.query("SELECT pg_sleep(30)").catch((error: Error) => error);
    const restarted = await api("POST", `${project()}/endpoints/${endpoint.id}/restart`);
    expect(restarted.status).toBe(200);
    expect(((await failed) as Error).message).toMatch(
      /terminating connection due to administrator command/,
    );
    await settle(restarted.body.operations);
    const after = await query(
      await uriOf(branch.id, endpoint.id),
      "SELECT pg_postmaster_start_time() AS t",
    );
    expect(after[0]?.t.getTime()).toBeGreaterThan(before.rows[0].t.getTime());
  });

  test("a read_only compute serves the branch's data and refuses writes with Postgres's error", async () => {
    const added = await api("POST", `${project()}/endpoints`, {
      endpoint: { branch_id: mainId, type: "read_only" },
    });
    expect(added.status).toBe(201);
    await settle(added.body.operations);
    const uri = await uriOf(mainId, added.body.endpoint.id);
    expect(await query(uri, "SELECT v FROM items WHERE v = 'one'")).toEqual([{ v: "one" }]);
    await expect(query(uri, "INSERT INTO items (v) VALUES ('no')")).rejects.toThrow(
      "cannot execute INSERT in a read-only transaction",
    );
    await api("DELETE", `${project()}/endpoints/${added.body.endpoint.id}`);
  });

  test("operations take at least --op-ms, and as long as the real work", async () => {
    const { endpoint } = await createBranch("timing-1");
    const ops = (await api("GET", `${project()}/operations?limit=50`)).body.operations.filter(
      (op: Json) => op.endpoint_id === endpoint.id || op.action === "create_branch",
    );
    for (const op of ops.filter((o: Json) => o.status === "finished")) {
      expect(op.total_duration_ms).toBeGreaterThanOrEqual(opMs);
    }
  });
});

describe("the proxy", () => {
  test("a connection to an idle compute wakes it through start_compute and then goes on", async () => {
    const { branch, endpoint } = await createBranch("wake-1");
    const suspended = await api("POST", `${project()}/endpoints/${endpoint.id}/suspend`);
    await settle(suspended.body.operations);
    expect(
      (await api("GET", `${project()}/endpoints/${endpoint.id}`)).body.endpoint.current_state,
    ).toBe("idle");
    expect(
      (await env.state()).servers.map((s: { compute_id: string }) => s.compute_id),
    ).not.toContain(endpoint.id);
    expect(await query(await uriOf(branch.id, endpoint.id), "SELECT 1 AS one")).toEqual([
      { one: 1 },
    ]);
    const after = await api("GET", `${project()}/endpoints/${endpoint.id}`);
    expect(after.body.endpoint.current_state).toBe("active");
    const ops = (await api("GET", `${project()}/operations?limit=20`)).body.operations;
    expect(ops.find((op: Json) => op.endpoint_id === endpoint.id)?.action).toBe("start_compute");
  });

  test("every connection resets the inactivity timer (last_active moves)", async () => {
    const before = (await api("GET", `${project()}/endpoints/${mainEndpoint}`)).body.endpoint
      .last_active;
    // A second later on the platform's clock, without waiting for it.
    await env.advance(1000);
    await query(mainUri, "SELECT 1");
    const after = (await api("GET", `${project()}/endpoints/${mainEndpoint}`)).body.endpoint
      .last_active;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(before) + 1000);
  });

  test("an unknown or deleted endpoint gets a Postgres error naming it, at once", async () => {
    const unknown = mainUri.replace(mainEndpoint, "ep-no-such-thing-123456");
    const started = performance.now();
    await expect(query(unknown, "SELECT 1")).rejects.toThrow(
      /ep-no-such-thing-123456 could not be found/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    const { branch, endpoint } = await createBranch("deleted-1");
    const uri = await uriOf(branch.id, endpoint.id);
    await api("DELETE", `${project()}/endpoints/${endpoint.id}`);
    await expect(query(uri, "SELECT 1")).rejects.toThrow(
      new RegExp(`${endpoint.id} could not be found`),
    );
  });

  test("past max_connections clients get the server's own error", async () => {
    const { branch, endpoint } = await createBranch("full-1");
    const uri = await uriOf(branch.id, endpoint.id);
    const clients: pg.Client[] = [];
    try {
      for (let i = 0; i < 112; i++) {
        const client = new pg.Client({ connectionString: uri });
        client.on("error", () => undefined);
        clients.push(client);
      }
      await Promise.all(clients.map((c) => c.connect()));
      await expect(query(uri, "SELECT 1")).rejects.toThrow(/too many clients already/);
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    }
  });
});

// Last: it moves the clock an hour, so the other computes idle.
describe("branch expiry", () => {
  test("an expired branch goes with its servers, as a deleted one does", async () => {
    const now = Date.parse((await env.state()).now);
    const expiresAt = new Date(now + 3_600_000).toISOString();
    const { branch, endpoint } = await createBranch("expiry-1", { expires_at: expiresAt });
    await query(await uriOf(branch.id, endpoint.id), "SELECT 1");
    const running = (await env.state()).servers.map((s: Json) => s.compute_id);
    expect(running).toContain(endpoint.id);
    await env.advance(3_600_000);
    const ops = await api("GET", `${project()}/operations?limit=50`);
    const deletion = ops.body.operations.filter(
      (op: Json) => op.branch_id === branch.id && op.action === "delete_timeline",
    );
    expect(deletion).toHaveLength(1);
    await settle(deletion);
    expect((await api("GET", `${project()}/branches/${branch.id}`)).status).toBe(404);
    expect((await env.state()).servers.map((s: Json) => s.compute_id)).not.toContain(endpoint.id);
  });
});
