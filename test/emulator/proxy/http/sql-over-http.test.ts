import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";
import { awaitOperations, type Loose, useEmulator } from "../../support/helpers.ts";

/**
 * SQL over HTTP (`POST /sql` on the proxy's port) spoken by hand, as Neon's serverless driver
 * speaks it, against real servers: routing, authentication, wake-up, answers, errors, limits,
 * CORS and the pooling of connections to the compute. The driver itself: test/e2e/neon-tools/.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 100,
  postgres: true,
});

type Json = Loose;
const project = () => `/projects/${env.projectId}`;
const endpointUrl = () => env.emulator.neonConfig?.fetchEndpoint ?? "";

async function api(method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await env.api(method, `${project()}${path}`, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return answer.body ?? {};
}

const settle = (operations: Array<{ id: string }>) =>
  awaitOperations(env, env.projectId, operations);

interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

/** One SQL-over-HTTP request with the driver's headers (raw text, array mode) unless told. */
async function post(
  connectionString: string,
  body: unknown,
  headers: Record<string, string> = {},
  url = endpointUrl(),
): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Neon-Connection-String": connectionString,
      "Neon-Raw-Text-Output": "true",
      "Neon-Array-Mode": "true",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

let mainUri: string;
let mainEndpoint: string;
let password: string;

beforeAll(async () => {
  const { branches } = await api("GET", "/branches");
  const main = branches.find((b: Json) => b.default);
  mainUri = (
    await api(
      "GET",
      `/connection_uri?branch_id=${main.id}&role_name=neondb_owner&database_name=neondb`,
    )
  ).uri;
  mainEndpoint = new URL(mainUri).searchParams.get("options")?.replace("endpoint=", "") ?? "";
  password = decodeURIComponent(new URL(mainUri).password);
});

/** The connection string Neon's console gives: the endpoint is the host's first label. */
const neonStyle = (endpoint = mainEndpoint, pw = password) =>
  `postgresql://neondb_owner:${encodeURIComponent(pw)}@${endpoint}.us-east-2.aws.neon.emulator.test/neondb?sslmode=require`;

const neonErrorKeys = [
  "message",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "severity",
  "where",
  "table",
  "column",
  "schema",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
];

/** The backend serving a request: the same pid means the same pooled connection. */
async function backendPid(uri: string): Promise<string> {
  const answer = await post(uri, { query: "SELECT pg_backend_pid()", params: [] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.rows[0][0];
}

async function tcpRows(sql: string): Promise<Json[]> {
  const client = new pg.Client({ connectionString: mainUri });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("routing and authentication", () => {
  test("the endpoint comes from the host's first label, or from options=endpoint=…", async () => {
    for (const uri of [neonStyle(), mainUri, neonStyle(`${mainEndpoint}-pooler`)]) {
      const answer = await post(uri, { query: "SELECT current_user, current_database()" });
      expect(answer.status, uri.replace(password, "…")).toBe(200);
      expect(answer.body.rows).toEqual([["neondb_owner", "neondb"]]);
    }
  });

  test("an unknown or deleted endpoint gets Neon's error at once; no endpoint at all, Neon's hint", async () => {
    const started = performance.now();
    const unknown = await post(neonStyle("ep-no-such-thing-123456"), { query: "SELECT 1" });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/ep-no-such-thing-123456 could not be found/);
    expect(Object.keys(unknown.body)).toEqual(neonErrorKeys);

    const created = await api("POST", "/branches", {
      branch: { name: "http-deleted" },
      endpoints: [{ type: "read_write" }],
    });
    await settle(created.operations);
    const endpointId = created.endpoints[0].id;
    expect((await post(neonStyle(endpointId), { query: "SELECT 1" })).status).toBe(200);
    await settle((await api("DELETE", `/endpoints/${endpointId}`)).operations);
    const deleted = await post(neonStyle(endpointId), { query: "SELECT 1" });
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toContain(`${endpointId} could not be found`);

    const noEndpoint = await post(mainUri.replace(/\?.*$/, ""), { query: "SELECT 1" });
    expect(noEndpoint.status).toBe(400);
    expect(noEndpoint.body.message).toMatch(/^Endpoint ID is not specified/);
  });

  test("a wrong password or an unknown role is refused; a reset password stops working at once", async () => {
    for (const uri of [
      neonStyle(mainEndpoint, "not-the-password"),
      neonStyle().replace("neondb_owner:", "nobody:"),
    ]) {
      const answer = await post(uri, { query: "SELECT 1" });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^password authentication failed for user '/);
    }
    const missing = await post(neonStyle().replace(/:[^:@]*@/, "@"), { query: "SELECT 1" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("missing authentication credentials: required password");

    const { branches } = await api("GET", "/branches");
    const main = branches.find((b: Json) => b.default);
    const created = await api("POST", `/branches/${main.id}/roles`, { role: { name: "rotated" } });
    await settle(created.operations);
    const first = created.role.password as string;
    const uriWith = (pw: string) =>
      neonStyle(mainEndpoint, pw).replace("neondb_owner:", "rotated:");
    const pooledPid = await backendPid(uriWith(first));
    expect(await backendPid(uriWith(first))).toBe(pooledPid);

    const reset = await api("POST", `/branches/${main.id}/roles/rotated/reset_password`);
    const old = await post(uriWith(first), { query: "SELECT 1" });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe("password authentication failed for user 'rotated'");
    await settle(reset.operations);
    const renewedPid = await backendPid(uriWith(reset.role.password));
    // A new login with the new password; the connection that logged in with the old one is closed.
    expect(renewedPid).not.toBe(pooledPid);
    const sessions = await tcpRows(
      `SELECT pid FROM pg_stat_activity WHERE usename = 'rotated' AND pid = ${Number(pooledPid)}`,
    );
    expect(sessions).toEqual([]);

    await settle((await api("DELETE", `/branches/${main.id}/roles/rotated`)).operations);
    const gone = await post(uriWith(reset.role.password), { query: "SELECT 1" });
    expect(gone.status).toBe(400);
    await waitUntil(
      "no session of the deleted role",
      async () =>
        (await tcpRows("SELECT pid FROM pg_stat_activity WHERE usename = 'rotated'")).length === 0,
    );
  });

  test("a query wakes an idle compute and resets its inactivity timer", async () => {
    const created = await api("POST", "/branches", {
      branch: { name: "http-wake" },
      endpoints: [{ type: "read_write" }],
    });
    await settle(created.operations);
    const endpointId = created.endpoints[0].id;
    const pid = await backendPid(neonStyle(endpointId));
    await settle((await api("POST", `/endpoints/${endpointId}/suspend`)).operations);
    expect((await api("GET", `/endpoints/${endpointId}`)).endpoint.current_state).toBe("idle");

    const woken = await post(neonStyle(endpointId), { query: "SELECT 41 + 1" });
    expect(woken.status, JSON.stringify(woken.body)).toBe(200);
    expect(woken.body.rows).toEqual([["42"]]);
    const { endpoint } = await api("GET", `/endpoints/${endpointId}`);
    expect(endpoint.current_state).toBe("active");
    const { operations } = await api("GET", "/operations?limit=20");
    expect(operations.find((op: Json) => op.endpoint_id === endpointId)?.action).toBe(
      "start_compute",
    );
    // The suspended server's pooled connection was not lent again.
    expect(await backendPid(neonStyle(endpointId))).not.toBe(pid);

    // A second later on the platform's clock, without waiting for it.
    await env.advance(1000);
    await post(neonStyle(endpointId), { query: "SELECT 1" });
    const later = (await api("GET", `/endpoints/${endpointId}`)).endpoint;
    expect(Date.parse(later.last_active)).toBeGreaterThanOrEqual(
      Date.parse(endpoint.last_active) + 1000,
    );
  });

  test("a restarted compute: the next query logs in to the new server", async () => {
    const before = await backendPid(neonStyle());
    expect(await backendPid(neonStyle())).toBe(before);
    await settle((await api("POST", `/endpoints/${mainEndpoint}/restart`)).operations);
    const after = await backendPid(neonStyle());
    expect(after).not.toBe(before);
    expect(await backendPid(neonStyle())).toBe(after);
  });
});

describe("answers", () => {
  test("one query: Neon's keys, seven per field, rows of text values or null", async () => {
    const answer = await post(neonStyle(), {
      query: "SELECT $1::int AS n, $2::text AS t, NULL::jsonb AS j, now() AS at",
      params: ["7", "seven"],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(Object.keys(answer.body)).toEqual([
      "fields",
      "rows",
      "command",
      "rowCount",
      "rowAsArray",
    ]);
    expect(answer.body.command).toBe("SELECT");
    expect(answer.body.rowCount).toBe(1);
    expect(answer.body.rowAsArray).toBe(true);
    expect(answer.body.fields[0]).toEqual({
      name: "n",
      dataTypeID: 23,
      tableID: 0,
      columnID: 0,
      dataTypeSize: 4,
      dataTypeModifier: -1,
      format: "text",
    });
    expect(answer.body.fields.map((f: Json) => f.dataTypeID)).toEqual([23, 25, 3802, 1184]);
    const [row] = answer.body.rows;
    expect(row.slice(0, 3)).toEqual(["7", "seven", null]);
    expect(row[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+\+00$/);
  });

  test("objects without array mode; a table's columns carry its oid and their numbers", async () => {
    await post(neonStyle(), {
      query: "CREATE TABLE IF NOT EXISTS http_items (id int PRIMARY KEY, name text)",
    });
    const inserted = await post(neonStyle(), {
      query: "INSERT INTO http_items VALUES (1, 'a'), (2, 'b') ON CONFLICT DO NOTHING",
    });
    expect(inserted.body).toMatchObject({ command: "INSERT", fields: [], rows: [] });
    const answer = await post(
      neonStyle(),
      { query: "SELECT id, name, name AS id FROM http_items ORDER BY 1" },
      { "Neon-Array-Mode": "false" },
    );
    expect(answer.body.rowAsArray).toBe(false);
    // Two columns of one name are two keys, as Neon writes them: JSON keeps the last.
    expect(answer.body.rows).toEqual([
      { id: "a", name: "a" },
      { id: "b", name: "b" },
    ]);
    const [oid] = (await tcpRows("SELECT 'http_items'::regclass::oid AS oid")).map((r) => r.oid);
    expect(answer.body.fields[0]).toMatchObject({ tableID: oid, columnID: 1 });
    expect(answer.body.fields[1]).toMatchObject({ tableID: oid, columnID: 2 });
    const ddl = await post(neonStyle(), { query: "CREATE TEMP TABLE t (x int)" });
    expect(ddl.body).toMatchObject({ command: "CREATE", rowCount: null });
  });

  test("parameters are untyped text: JSON numbers, booleans, objects and arrays become Postgres text", async () => {
    const answer = await post(neonStyle(), {
      query:
        "SELECT $1::int + 1, $2::boolean, $3::jsonb ->> 'a', $4::int[], $5::text[], $6::text IS NULL, $7 || '!'",
      params: [41, true, { a: "b" }, [1, null, 3], ['x"y', "z"], null, "untyped"],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toEqual([
      ["42", "t", "b", "{1,NULL,3}", '{"x\\"y",z}', "t", "untyped!"],
    ]);
  });

  test("the extended protocol: two commands in one query fail as on Neon", async () => {
    const answer = await post(neonStyle(), { query: "SELECT 1; SELECT 2" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: "cannot insert multiple commands into a prepared statement",
      code: "42601",
      severity: "ERROR",
    });
  });

  test("without Neon-Raw-Text-Output, values are JSON by type, as Neon converts them", async () => {
    const answer = await post(
      neonStyle(),
      {
        query:
          "SELECT true, 2::int2, 3::int4, 4::int8, 1.5::float8, 'NaN'::float4, 2.50::numeric, '{\"a\":[1]}'::jsonb, ARRAY[1,NULL]::int[], ARRAY['a b','\"q\"']::text[], ARRAY[[true],[false]], '{}'::int[]",
      },
      { "Neon-Raw-Text-Output": "false" },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toEqual([
      [
        true,
        2,
        3,
        "4",
        1.5,
        "NaN",
        "2.50",
        { a: [1] },
        [1, null],
        ["a b", '"q"'],
        [[true], [false]],
        [],
      ],
    ]);
  });

  test("Postgres errors: 400 with every Neon key, Postgres's own fields filled in", async () => {
    await post(neonStyle(), {
      query: "CREATE TABLE IF NOT EXISTS http_unique (id int PRIMARY KEY)",
    });
    await post(neonStyle(), { query: "INSERT INTO http_unique VALUES (1) ON CONFLICT DO NOTHING" });
    const duplicate = await post(neonStyle(), {
      query: "INSERT INTO http_unique VALUES ($1)",
      params: ["1"],
    });
    expect(duplicate.status).toBe(400);
    expect(Object.keys(duplicate.body)).toEqual(neonErrorKeys);
    expect(duplicate.body).toMatchObject({
      code: "23505",
      severity: "ERROR",
      detail: "Key (id)=(1) already exists.",
      schema: "public",
      table: "http_unique",
      constraint: "http_unique_pkey",
      routine: "_bt_check_unique",
    });
    const syntax = await post(neonStyle(), { query: "SELEC 1" });
    expect(syntax.body).toMatchObject({ code: "42601", position: "1", hint: null });
  });
});

describe("batches: one transaction", () => {
  test("results in order; the Neon-Batch-* headers set the transaction and come back", async () => {
    const answer = await post(
      neonStyle(),
      {
        queries: [
          { query: "SHOW transaction_isolation", params: [] },
          { query: "SHOW transaction_read_only" },
          { query: "SHOW transaction_deferrable" },
          { query: "SELECT $1::int * 2 AS doubled", params: [21], arrayMode: false },
        ],
      },
      {
        "Neon-Batch-Isolation-Level": "Serializable",
        "Neon-Batch-Read-Only": "true",
        "Neon-Batch-Deferrable": "true",
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["results"]);
    expect(answer.body.results.map((r: Json) => r.rows)).toEqual([
      [["serializable"]],
      [["on"]],
      [["on"]],
      [{ doubled: "42" }],
    ]);
    expect(answer.headers.get("neon-batch-isolation-level")).toBe("Serializable");
    expect(answer.headers.get("neon-batch-read-only")).toBe("true");
    expect(answer.headers.get("neon-batch-deferrable")).toBe("true");

    const defaults = await post(neonStyle(), {
      queries: [
        { query: "SHOW transaction_isolation" },
        { query: "SELECT txid_current_if_assigned() IS NULL" },
      ],
    });
    expect(defaults.body.results.map((r: Json) => r.rows)).toEqual([[["read committed"]], [["t"]]]);

    const bad = await post(neonStyle(), { queries: [] }, { "Neon-Batch-Isolation-Level": "Chaos" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("invalid isolation level");
  });

  test("a failed batch rolls back and answers only the error; a read-only one refuses writes", async () => {
    await post(neonStyle(), { query: "CREATE TABLE IF NOT EXISTS http_batch (v text)" });
    const failed = await post(neonStyle(), {
      queries: [
        { query: "INSERT INTO http_batch VALUES ('lost')" },
        { query: "SELECT 1 / 0" },
        { query: "INSERT INTO http_batch VALUES ('never')" },
      ],
    });
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ code: "22012", message: "division by zero" });
    expect(failed.body.results).toBeUndefined();
    expect(await tcpRows("SELECT v FROM http_batch")).toEqual([]);

    const readOnly = await post(
      neonStyle(),
      { queries: [{ query: "INSERT INTO http_batch VALUES ('no')" }] },
      { "Neon-Batch-Read-Only": "true" },
    );
    expect(readOnly.body).toMatchObject({ code: "25006" });
    const committed = await post(neonStyle(), {
      queries: [
        { query: "INSERT INTO http_batch VALUES ('kept')" },
        { query: "SELECT count(*) FROM http_batch" },
      ],
    });
    expect(committed.body.results[1].rows).toEqual([["1"]]);
    expect(await tcpRows("SELECT v FROM http_batch")).toEqual([{ v: "kept" }]);
  });
});

describe("HTTP around it", () => {
  test("CORS as Neon answers it; other paths and methods are not supported", async () => {
    const preflight = await fetch(endpointUrl(), { method: "OPTIONS" });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "Neon-Connection-String",
    );
    expect(preflight.headers.get("access-control-max-age")).toBe("86400");
    expect(preflight.headers.get("allow")).toBe("OPTIONS, POST");
    const error = await post(neonStyle("ep-nope-000000"), { query: "SELECT 1" });
    expect(error.headers.get("access-control-allow-origin")).toBe("*");
    for (const [method, path] of [
      ["GET", "/sql"],
      ["POST", "/other"],
    ] as const) {
      const response = await fetch(endpointUrl().replace("/sql", path), { method });
      expect(response.status).toBe(400);
      expect(await response.json()).toBe("query is not supported");
    }
  });

  test("bad requests: no connection string, another scheme, a body that is not a query", async () => {
    const response = await fetch(endpointUrl(), { method: "POST", body: "{}" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).message).toBe(
      "invalid header: neon-connection-string",
    );
    const scheme = await post(neonStyle().replace("postgresql:", "mysql:"), { query: "SELECT 1" });
    expect(scheme.body.message).toBe("incorrect scheme");
    const body = await post(neonStyle(), { sql: "SELECT 1" });
    expect(body.status).toBe(400);
    expect(body.body.message).toMatch(/^could not parse the HTTP request body: /);
  });

  test("size limits as Neon's: a request over 10 MiB gets 413, an answer over 10 MiB 507", async () => {
    const big = await post(neonStyle(), {
      query: "SELECT $1",
      params: ["x".repeat(10 * 1024 * 1024)],
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("request is too large (max is 10485760 bytes)");
    const pid = await backendPid(neonStyle());
    const huge = await post(neonStyle(), {
      query: "SELECT repeat('x', 1024 * 1024) FROM generate_series(1, 11)",
    });
    expect(huge.status).toBe(507);
    expect(huge.body.message).toBe("response is too large (max is 10485760 bytes)");
    const fits = await post(neonStyle(), {
      query: "SELECT repeat('x', 1024 * 1024) FROM generate_series(1, 9)",
    });
    expect(fits.status).toBe(200);
    expect(fits.body.rows).toHaveLength(9);
    // The connection that was cut short is not lent again.
    expect(await backendPid(neonStyle())).not.toBe(pid);
  });

  test("HTTPS with the proxy's certificate", async () => {
    const answer = await post(
      neonStyle(),
      { query: "SELECT 'over tls'" },
      {},
      endpointUrl().replace("http:", "https:"),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([["over tls"]]);
  });
});

describe("pooling: a warm query opens no connection", () => {
  test("one backend serves a role's requests in turn; concurrent ones get their own", async () => {
    const first = await backendPid(neonStyle());
    for (let i = 0; i < 5; i++) expect(await backendPid(neonStyle())).toBe(first);
    const slowPid = async () =>
      (await post(neonStyle(), { query: "SELECT pg_backend_pid(), pg_sleep(0.2)" })).body
        .rows[0][0];
    const concurrent = await Promise.all(Array.from({ length: 4 }, slowPid));
    expect(new Set(concurrent).size).toBeGreaterThan(1);
    // The role's connections stay few: the concurrent ones were given back, not left open.
    const open = await tcpRows(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = 'neondb_owner' AND backend_type = 'client backend'",
    );
    expect(open[0].n).toBeLessThanOrEqual(6);
  });

  test("a query that leaves a transaction open does not leave it to the next request", async () => {
    const idleInTransaction = () =>
      tcpRows(
        "SELECT pid FROM pg_stat_activity WHERE usename = 'neondb_owner' AND state LIKE 'idle in transaction%'",
      );
    const begun = await post(neonStyle(), { query: "BEGIN" });
    expect(begun.status).toBe(200);
    expect(begun.body.command).toBe("BEGIN");
    // The connection was closed, not given to the next request inside that transaction.
    await waitUntil(
      "no connection idle in a transaction",
      async () => (await idleInTransaction()).length === 0,
    );
    const next = await post(neonStyle(), { query: "SELECT count(*) FROM pg_prepared_xacts" });
    expect(next.status).toBe(200);
  });

  test("a failed single query does not poison the pool", async () => {
    expect((await post(neonStyle(), { query: "SELECT nope" })).status).toBe(400);
    expect((await post(neonStyle(), { query: "SELECT 'fine'" })).body.rows).toEqual([["fine"]]);
  });
});
