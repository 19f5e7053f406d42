import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import {
  type ApiResponse,
  finishedOperations,
  type Loose,
  useEmulator,
} from "../support/helpers.ts";

// Real PostgreSQL behind the emulator, on a running clock; every answer is checked against
// Neon's OpenAPI document after the file (useEmulator).
const env = useEmulator({ seed: builtInSeed(), opMs: 50, postgres: true });

let projectId = "";
let branchId = "";
let computeId = "";

const branchPath = (branch = branchId) => `/projects/${projectId}/branches/${branch}`;

function call(method: string, path: string, body?: unknown): Promise<ApiResponse> {
  return env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
}

const waitForOperations = (operations: Loose[]) => finishedOperations(env, projectId, operations);

/** A change answers with one apply_config operation on the branch, then waits for it. */
async function expectApplyConfig(response: ApiResponse, status: number): Promise<void> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.operations).toEqual([
    expect.objectContaining({
      action: "apply_config",
      branch_id: branchId,
      endpoint_id: computeId,
    }),
  ]);
  await waitForOperations(response.body.operations);
}

async function connectionUri(role: string, database: string): Promise<string> {
  const query = new URLSearchParams({
    branch_id: branchId,
    role_name: role,
    database_name: database,
  });
  const { status, body } = await call("GET", `/projects/${projectId}/connection_uri?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.uri;
}

/** Runs one query on a fresh connection with the real pg client. */
async function queryOne(uri: string, sql: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: uri });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const result = await client.query(sql);
    return result.rows[0] ?? {};
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function connectError(uri: string): Promise<{ code?: string; message: string }> {
  try {
    await queryOne(uri, "SELECT 1");
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error("the connection was expected to fail");
}

beforeAll(async () => {
  projectId = env.projectId;
  const branches = await call("GET", `/projects/${projectId}/branches`);
  branchId = branches.body.branches.find((b: Loose) => b.default).id;
  const endpoints = await call("GET", `${branchPath()}/endpoints`);
  computeId = endpoints.body.endpoints.find((e: Loose) => e.type === "read_write").id;
});

describe("roles and databases on real PostgreSQL", () => {
  let firstPassword = "";

  test("the seed's role and database are listed; the list has no passwords", async () => {
    const roles = await call("GET", `${branchPath()}/roles`);
    expect(roles.status).toBe(200);
    expect(roles.body.roles).toEqual([
      expect.objectContaining({ branch_id: branchId, name: "neondb_owner", protected: false }),
    ]);
    expect(roles.body.roles[0].password).toBeUndefined();
    const databases = await call("GET", `${branchPath()}/databases`);
    expect(databases.status).toBe(200);
    expect(databases.body.databases).toEqual([
      expect.objectContaining({ branch_id: branchId, name: "neondb", owner_name: "neondb_owner" }),
    ]);
  });

  test("a created role is listed at once and logs in once apply_config has finished", async () => {
    const created = await call("POST", `${branchPath()}/roles`, { role: { name: "app_user" } });
    expect(created.status).toBe(201);
    expect(created.body.role).toMatchObject({ branch_id: branchId, name: "app_user" });
    expect(created.body.role.password).toEqual(expect.any(String));
    firstPassword = created.body.role.password;

    const listed = await call("GET", `${branchPath()}/roles`);
    expect(listed.body.roles.map((r: Loose) => r.name)).toEqual(["neondb_owner", "app_user"]);
    expect(listed.body.roles.every((r: Loose) => r.password === undefined)).toBe(true);
    await expectApplyConfig(created, 201);

    const got = await call("GET", `${branchPath()}/roles/app_user`);
    expect(got.status).toBe(200);
    expect(got.body.role).toMatchObject({ name: "app_user", branch_id: branchId });
    expect(got.body.role.password).toBeUndefined();

    const uri = await connectionUri("app_user", "neondb");
    expect(decodeURIComponent(new URL(uri).password)).toBe(firstPassword);
    const row = await queryOne(uri, "SELECT current_user AS who, current_database() AS db");
    expect(row).toEqual({ who: "app_user", db: "neondb" });
  });

  test("reveal_password answers the role's password", async () => {
    const { status, body } = await call("GET", `${branchPath()}/roles/app_user/reveal_password`);
    expect(status).toBe(200);
    expect(body).toEqual({ password: firstPassword });
  });

  test("reset_password: a new password; after the operation the old one fails, the new one works", async () => {
    const oldUri = await connectionUri("app_user", "neondb");
    const reset = await call("POST", `${branchPath()}/roles/app_user/reset_password`);
    expect(reset.status).toBe(200);
    expect(reset.body.role).toMatchObject({ name: "app_user", branch_id: branchId });
    const newPassword = reset.body.role.password;
    expect(newPassword).toEqual(expect.any(String));
    expect(newPassword).not.toBe(firstPassword);
    await expectApplyConfig(reset, 200);

    const failure = await connectError(oldUri);
    expect(failure.code).toBe("28P01");
    expect(failure.message).toContain('password authentication failed for user "app_user"');

    const newUri = await connectionUri("app_user", "neondb");
    expect(decodeURIComponent(new URL(newUri).password)).toBe(newPassword);
    expect(await queryOne(newUri, "SELECT current_user AS who")).toEqual({ who: "app_user" });
    const revealed = await call("GET", `${branchPath()}/roles/app_user/reveal_password`);
    expect(revealed.body).toEqual({ password: newPassword });
  });

  test("a database owned by the new role: created, listed, connected to", async () => {
    const created = await call("POST", `${branchPath()}/databases`, {
      database: { name: "app_db", owner_name: "app_user" },
    });
    expect(created.status).toBe(201);
    expect(created.body.database).toMatchObject({
      branch_id: branchId,
      name: "app_db",
      owner_name: "app_user",
    });
    expect(created.body.database.id).toEqual(expect.any(Number));
    const listed = await call("GET", `${branchPath()}/databases`);
    expect(listed.body.databases.map((d: Loose) => d.name)).toEqual(["neondb", "app_db"]);
    await expectApplyConfig(created, 201);

    const got = await call("GET", `${branchPath()}/databases/app_db`);
    expect(got.status).toBe(200);
    expect(got.body.database).toEqual(created.body.database);

    const owner = await queryOne(
      await connectionUri("app_user", "app_db"),
      "SELECT current_database() AS db, pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()",
    );
    expect(owner).toEqual({ db: "app_db", owner: "app_user" });
  });

  test("deleting a role that owns a database answers 409 naming the database", async () => {
    const { status, body } = await call("DELETE", `${branchPath()}/roles/app_user`);
    expect(status).toBe(409);
    expect(body.message).toContain("app_db");
    expect((await call("GET", `${branchPath()}/roles/app_user`)).status).toBe(200);
  });

  test("PATCH renames the database (ALTER DATABASE … RENAME); the old name is gone", async () => {
    const oldUri = await connectionUri("app_user", "app_db");
    const patched = await call("PATCH", `${branchPath()}/databases/app_db`, {
      database: { name: "app_db_renamed" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.database).toMatchObject({ name: "app_db_renamed", owner_name: "app_user" });
    expect((await call("GET", `${branchPath()}/databases/app_db`)).status).toBe(404);
    const listed = await call("GET", `${branchPath()}/databases`);
    expect(listed.body.databases.map((d: Loose) => d.name)).toEqual(["neondb", "app_db_renamed"]);
    await expectApplyConfig(patched, 200);

    const row = await queryOne(
      await connectionUri("app_user", "app_db_renamed"),
      "SELECT current_database() AS db",
    );
    expect(row).toEqual({ db: "app_db_renamed" });
    const failure = await connectError(oldUri);
    expect(failure.code).toBe("3D000");
    expect(failure.message).toBe('database "app_db" does not exist');
  });

  test("PATCH gives the database another owner (ALTER DATABASE … OWNER TO)", async () => {
    const patched = await call("PATCH", `${branchPath()}/databases/app_db_renamed`, {
      database: { owner_name: "neondb_owner" },
    });
    expect(patched.body.database).toMatchObject({
      name: "app_db_renamed",
      owner_name: "neondb_owner",
    });
    await expectApplyConfig(patched, 200);
    const row = await queryOne(
      await connectionUri("neondb_owner", "app_db_renamed"),
      "SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()",
    );
    expect(row).toEqual({ owner: "neondb_owner" });

    const unchanged = await call("PATCH", `${branchPath()}/databases/app_db_renamed`, {
      database: { owner_name: "neondb_owner" },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.operations).toEqual([]);
  });

  test("a deleted database is gone: connecting answers the server's 'does not exist'", async () => {
    const uri = await connectionUri("app_user", "app_db_renamed");
    const deleted = await call("DELETE", `${branchPath()}/databases/app_db_renamed`);
    expect(deleted.body.database).toMatchObject({ name: "app_db_renamed" });
    expect((await call("GET", `${branchPath()}/databases/app_db_renamed`)).status).toBe(404);
    await expectApplyConfig(deleted, 200);

    const failure = await connectError(uri);
    expect(failure.code).toBe("3D000");
    expect(failure.message).toBe('database "app_db_renamed" does not exist');
    expect((await call("DELETE", `${branchPath()}/databases/app_db_renamed`)).status).toBe(204);
  });

  test("a deleted role can no longer log in", async () => {
    const uri = await connectionUri("app_user", "neondb");
    const deleted = await call("DELETE", `${branchPath()}/roles/app_user`);
    expect(deleted.body.role).toMatchObject({ name: "app_user", branch_id: branchId });
    expect(deleted.body.role.password).toBeUndefined();
    expect((await call("GET", `${branchPath()}/roles/app_user`)).status).toBe(404);
    await expectApplyConfig(deleted, 200);

    const failure = await connectError(uri);
    expect(failure.code).toBe("28P01");
    expect((await call("DELETE", `${branchPath()}/roles/app_user`)).status).toBe(204);
  });

  test("a change while another one runs answers 423", async () => {
    const first = await call("POST", `${branchPath()}/roles`, { role: { name: "busy_one" } });
    expect(first.status).toBe(201);
    const second = await call("POST", `${branchPath()}/roles`, { role: { name: "busy_two" } });
    expect(second.status).toBe(423);
    expect((await call("GET", `${branchPath()}/roles/busy_two`)).status).toBe(404);
    await expectApplyConfig(first, 201);
    await expectApplyConfig(await call("DELETE", `${branchPath()}/roles/busy_one`), 200);
  });

  test("a role created while the compute is suspended works once a connection wakes it", async () => {
    const suspended = await call("POST", `/projects/${projectId}/endpoints/${computeId}/suspend`);
    expect(suspended.status).toBe(200);
    await waitForOperations(suspended.body.operations);
    const idle = await call("GET", `/projects/${projectId}/endpoints/${computeId}`);
    expect(idle.body.endpoint.current_state).toBe("idle");

    const created = await call("POST", `${branchPath()}/roles`, { role: { name: "sleeper" } });
    await expectApplyConfig(created, 201);
    const still = await call("GET", `/projects/${projectId}/endpoints/${computeId}`);
    expect(still.body.endpoint.current_state).toBe("idle");

    const row = await queryOne(
      await connectionUri("sleeper", "neondb"),
      "SELECT current_user AS who",
    );
    expect(row).toEqual({ who: "sleeper" });
    const woken = await call("GET", `/projects/${projectId}/endpoints/${computeId}`);
    expect(woken.body.endpoint.current_state).toBe("active");
  });
});

describe("refusals", () => {
  const longName = "x".repeat(64);

  test("an unknown branch answers 404 on every route", async () => {
    const missing = branchPath("br-missing-branch-00000000");
    const requests: Array<[string, string, unknown?]> = [
      ["GET", `${missing}/roles`],
      ["POST", `${missing}/roles`, { role: { name: "someone" } }],
      ["GET", `${missing}/roles/neondb_owner`],
      ["DELETE", `${missing}/roles/neondb_owner`],
      ["GET", `${missing}/roles/neondb_owner/reveal_password`],
      ["POST", `${missing}/roles/neondb_owner/reset_password`],
      ["GET", `${missing}/databases`],
      ["POST", `${missing}/databases`, { database: { name: "d", owner_name: "neondb_owner" } }],
      ["GET", `${missing}/databases/neondb`],
      ["PATCH", `${missing}/databases/neondb`, { database: { name: "other" } }],
      ["DELETE", `${missing}/databases/neondb`],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toContain("br-missing-branch-00000000");
    }
  });

  test("an unknown role or database answers 404", async () => {
    for (const [method, path] of [
      ["GET", `${branchPath()}/roles/nobody`],
      ["GET", `${branchPath()}/roles/nobody/reveal_password`],
      ["POST", `${branchPath()}/roles/nobody/reset_password`],
      ["GET", `${branchPath()}/databases/nothing`],
    ] as const) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const patched = await call("PATCH", `${branchPath()}/databases/nothing`, {
      database: { name: "something" },
    });
    expect(patched.status).toBe(404);
  });

  test("a database owner that is not a role of the branch answers 404", async () => {
    const created = await call("POST", `${branchPath()}/databases`, {
      database: { name: "orphan", owner_name: "nobody" },
    });
    expect(created.status).toBe(404);
    expect(created.body.message).toContain("nobody");
    const patched = await call("PATCH", `${branchPath()}/databases/neondb`, {
      database: { owner_name: "nobody" },
    });
    expect(patched.status).toBe(404);
    expect((await call("GET", `${branchPath()}/databases/orphan`)).status).toBe(404);
  });

  test("duplicate names answer 409", async () => {
    const role = await call("POST", `${branchPath()}/roles`, { role: { name: "neondb_owner" } });
    expect(role.status).toBe(409);
    const database = await call("POST", `${branchPath()}/databases`, {
      database: { name: "neondb", owner_name: "neondb_owner" },
    });
    expect(database.status).toBe(409);
  });

  test("renaming a database to a taken name answers 409", async () => {
    const created = await call("POST", `${branchPath()}/databases`, {
      database: { name: "taken", owner_name: "neondb_owner" },
    });
    await expectApplyConfig(created, 201);
    const patched = await call("PATCH", `${branchPath()}/databases/taken`, {
      database: { name: "neondb" },
    });
    expect(patched.status).toBe(409);
    await expectApplyConfig(await call("DELETE", `${branchPath()}/databases/taken`), 200);
  });

  test("reserved and over-long names and malformed bodies answer 400", async () => {
    for (const name of ["cloud_admin", "neon_superuser", "pg_monitor", "pg_anything", longName]) {
      const response = await call("POST", `${branchPath()}/roles`, { role: { name } });
      expect(response.status, name).toBe(400);
    }
    for (const name of ["postgres", "template1", longName]) {
      const response = await call("POST", `${branchPath()}/databases`, {
        database: { name, owner_name: "neondb_owner" },
      });
      expect(response.status, name).toBe(400);
    }
    const bodies: Array<[string, string, unknown]> = [
      ["POST", `${branchPath()}/roles`, {}],
      ["POST", `${branchPath()}/roles`, { role: {} }],
      ["POST", `${branchPath()}/databases`, { database: { name: "no_owner" } }],
      ["PATCH", `${branchPath()}/databases/neondb`, { database: { name: longName } }],
    ];
    for (const [method, path, body] of bodies) {
      expect((await call(method, path, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  test("a 63-byte role name is accepted", async () => {
    const name = `r${"é".repeat(31)}`;
    expect(Buffer.byteLength(name)).toBe(63);
    const created = await call("POST", `${branchPath()}/roles`, { role: { name } });
    await expectApplyConfig(created, 201);
    const got = await call("GET", `${branchPath()}/roles/${encodeURIComponent(name)}`);
    expect(got.body.role.name).toBe(name);
    expect(
      await queryOne(await connectionUri(name, "neondb"), "SELECT current_user AS who"),
    ).toEqual({ who: name });
  });
});
