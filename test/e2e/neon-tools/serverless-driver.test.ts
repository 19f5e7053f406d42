import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client, NeonDbError, neon, neonConfig, Pool } from "@neondatabase/serverless";
import { sql as drizzleSql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/neon-http";
import { migrate } from "drizzle-orm/neon-http/migrator";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { neonConfigLines } from "../../../emulator/src/proxy/http/neon-config.ts";
import { REPO_ROOT } from "../../support/runner/run-step.ts";
import { waitUntil } from "../../support/wait.ts";
import { pr, startWorld, type World } from "../../support/world.ts";
import { defaultBranch, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

/**
 * Neon's serverless driver (@neondatabase/serverless), unchanged, against the emulator with
 * the settings it prints: SQL over HTTP (`neon()`) and the Postgres protocol over WebSockets
 * (`Pool`, `Client`). Every value the driver gives back is compared with what node-postgres
 * gives for the same query through the Postgres proxy, not with a written-down answer.
 */
let world: World;
let uri: string;
let endpointId: string;
const settings = () => world.emulator.neonConfig as NonNullable<World["emulator"]["neonConfig"]>;

/** Points the driver at the emulator as its README says, plain or over TLS. */
function pointDriver(secure = false): void {
  const printed = settings();
  neonConfig.fetchEndpoint = secure
    ? printed.fetchEndpoint.replace("http:", "https:")
    : printed.fetchEndpoint;
  neonConfig.wsProxy = printed.wsProxy;
  neonConfig.useSecureWebSocket = secure;
  neonConfig.pipelineConnect = "password";
}

beforeAll(async () => {
  world = await startWorld();
  ({ uri } = await defaultBranch(world));
  endpointId = new URL(uri).searchParams.get("options")?.replace("endpoint=", "") ?? "";
  pointDriver();
});
afterAll(async () => {
  await world?.stop();
});

/** What node-postgres answers through the Postgres proxy (TCP). */
async function viaPg(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function withPool<T>(work: (pool: Pool) => Promise<T>, connectionString = uri): Promise<T> {
  const pool = new Pool({ connectionString });
  pool.on("error", () => undefined);
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

async function api<T>(method: string, path: string): Promise<T> {
  return (await world.api<T>(method, `/projects/${world.emulator.projectId}${path}`)).body;
}

async function settle(operations: Array<{ id: string }>): Promise<void> {
  for (const op of operations)
    await waitUntil(`operation ${op.id} finished or failed`, async () => {
      const { operation } = await api<{ operation: { status: string } }>(
        "GET",
        `/operations/${op.id}`,
      );
      return operation.status === "finished" || operation.status === "failed";
    });
}

const everyType = `SELECT 1::int2 AS i2, 2147483647::int4 AS i4, 9007199254740993::int8 AS i8,
  12345.678901234567890::numeric AS num, 1.5::float8 AS f8, true AS yes, false AS no,
  'text ✓ "quoted"'::text AS t, '{"a":[1,2.5,"x"]}'::json AS js, '{"b":{"c":null}}'::jsonb AS jb,
  '\\xdeadbeef'::bytea AS bytes, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS id,
  '2024-02-29'::date AS day, '2024-02-29 12:34:56.789'::timestamp AS ts,
  '2024-02-29 12:34:56.789+05:30'::timestamptz AS tstz,
  '1 year 2 mons 3 days 04:05:06.7'::interval AS span, ARRAY[1,2,NULL]::int[] AS ints,
  ARRAY['x','y z','"q"',NULL]::text[] AS texts, ARRAY['2024-01-01'::date] AS days,
  NULL::text AS nothing, NULL::int AS no_int`;

const withParams = `SELECT $1::int8 AS big, $2::bytea AS bytes, $3::timestamptz AS at,
  $4::jsonb AS doc, $5::int[] AS ints, $6::text AS nothing, $7::numeric AS num, $8::bool AS flag`;
const params = () => [
  "9007199254740993",
  Buffer.from([0, 1, 254, 255]),
  new Date("2025-06-01T10:20:30.456Z"),
  { nested: { list: [1, "two"] } },
  [3, 4, 5],
  null,
  "0.1",
  true,
];

/** Buffers as plain bytes, so the driver's and node-postgres's compare by content. */
function comparable(rows: Record<string, unknown>[]): unknown {
  return JSON.parse(
    JSON.stringify(rows, (_key, value) =>
      value?.type === "Buffer" && Array.isArray(value.data) ? { bytes: value.data } : value,
    ),
  );
}

describe("SQL over HTTP: neon()", () => {
  test("the tagged template and sql.query, with parameters", async () => {
    const sql = neon(uri);
    const who = "world";
    expect(await sql`SELECT ${"hello"} || ' ' || ${who} AS greeting, ${41}::int + 1 AS n`).toEqual([
      { greeting: "hello world", n: 42 },
    ]);
    expect(await sql.query("SELECT $1::text AS v, $2::int AS n", ["x", 7])).toEqual([
      { v: "x", n: 7 },
    ]);
    const inner = sql`${"composed"}::text`;
    expect(await sql`SELECT ${inner} AS c`).toEqual([{ c: "composed" }]);
  });

  test("every type round-trips as node-postgres gives it, results and parameters", async () => {
    const sql = neon(uri);
    const rows = await sql.query(everyType);
    expect(comparable(rows)).toEqual(comparable((await viaPg(everyType)).rows));
    const fromParams = await sql.query(withParams, params());
    expect(comparable(fromParams)).toEqual(comparable((await viaPg(withParams, params())).rows));
    // The same through fullResults: fields as node-postgres describes them.
    const full = await sql.query(everyType, [], { fullResults: true });
    const pgFields = (await viaPg(everyType)).fields;
    expect(full.fields.map((f) => [f.name, f.dataTypeID])).toEqual(
      pgFields.map((f) => [f.name, f.dataTypeID]),
    );
  });

  test("fullResults and arrayMode", async () => {
    const sql = neon(uri, { fullResults: true, arrayMode: true });
    const result = await sql`SELECT 1 AS a, 'b' AS b UNION ALL SELECT 2, 'c'`;
    const pgResult = await viaPg("SELECT 1 AS a, 'b' AS b UNION ALL SELECT 2, 'c'");
    expect(result.command).toBe(pgResult.command);
    expect(result.rowCount).toBe(pgResult.rowCount);
    expect(result.rowAsArray).toBe(true);
    expect(result.rows).toEqual([
      [1, "b"],
      [2, "c"],
    ]);
    expect(result.fields).toEqual(pgResult.fields.map((f) => ({ ...f, format: "text" })));
    const objects = neon(uri, { fullResults: true });
    expect((await objects`SELECT 1 AS a`).rows).toEqual([{ a: 1 }]);
    expect(await neon(uri, { arrayMode: true })`SELECT 1 AS a`).toEqual([[1]]);
  });

  test("sql.transaction with an array and with a function, with isolation and read-only", async () => {
    const sql = neon(uri);
    await sql`CREATE TABLE IF NOT EXISTS driver_tx (v text)`;
    const [inserted, counted] = await sql.transaction([
      sql`INSERT INTO driver_tx VALUES (${"a"}) RETURNING v`,
      sql`SELECT count(*)::int AS n FROM driver_tx`,
    ]);
    expect(inserted).toEqual([{ v: "a" }]);
    expect(counted).toEqual([{ n: 1 }]);

    const [isolation, readOnly, deferrable] = await sql.transaction(
      (tx) => [
        tx`SHOW transaction_isolation`,
        tx`SHOW transaction_read_only`,
        tx`SHOW transaction_deferrable`,
      ],
      { isolationLevel: "Serializable", readOnly: true, deferrable: true },
    );
    expect([isolation, readOnly, deferrable]).toEqual([
      [{ transaction_isolation: "serializable" }],
      [{ transaction_read_only: "on" }],
      [{ transaction_deferrable: "on" }],
    ]);
    await expect(
      sql.transaction([sql`INSERT INTO driver_tx VALUES ('no')`], { readOnly: true }),
    ).rejects.toMatchObject({ name: "NeonDbError", code: "25006" });

    // A failed transaction leaves nothing behind.
    await expect(
      sql.transaction([sql`INSERT INTO driver_tx VALUES ('lost')`, sql`SELECT 1 / 0`]),
    ).rejects.toMatchObject({ code: "22012" });
    expect(await sql`SELECT v FROM driver_tx ORDER BY v`).toEqual([{ v: "a" }]);
  });

  test("NeonDbError carries the fields node-postgres gives, for a constraint and a syntax error", async () => {
    const sql = neon(uri);
    await sql`CREATE TABLE IF NOT EXISTS driver_unique (id int PRIMARY KEY)`;
    await sql`INSERT INTO driver_unique VALUES (1) ON CONFLICT DO NOTHING`;
    const fields = [
      "message",
      "severity",
      "code",
      "detail",
      "hint",
      "position",
      "schema",
      "table",
      "column",
      "dataType",
      "constraint",
      "file",
      "routine",
    ] as const;
    const pick = (error: unknown) =>
      Object.fromEntries(fields.map((f) => [f, (error as Record<string, unknown>)[f]]));
    for (const statement of [
      "INSERT INTO driver_unique VALUES (1)",
      "SELEC 1 FROM driver_unique",
    ]) {
      const fromDriver = await sql.query(statement).catch((error: unknown) => error);
      const fromPg = await viaPg(statement).catch((error: unknown) => error);
      expect(fromDriver).toBeInstanceOf(NeonDbError);
      expect(fromPg).toBeInstanceOf(pg.DatabaseError);
      expect(pick(fromDriver)).toEqual(pick(fromPg));
    }
    const violation = await sql`INSERT INTO driver_unique VALUES (1)`.catch((e: NeonDbError) => e);
    expect(violation).toMatchObject({
      code: "23505",
      constraint: "driver_unique_pkey",
      table: "driver_unique",
      detail: "Key (id)=(1) already exists.",
    });
  });

  test("over HTTPS with the proxy's certificate", async () => {
    pointDriver(true);
    try {
      expect(await neon(uri)`SELECT 'secure' AS s`).toEqual([{ s: "secure" }]);
    } finally {
      pointDriver();
    }
  });
});

describe("Postgres over WebSockets: Pool and Client", () => {
  test("Pool: parameters, every type as node-postgres gives it, a transaction", async () => {
    await withPool(async (pool) => {
      expect((await pool.query("SELECT $1::text AS v", ["ws"])).rows).toEqual([{ v: "ws" }]);
      expect(comparable((await pool.query(everyType)).rows)).toEqual(
        comparable((await viaPg(everyType)).rows),
      );
      expect(comparable((await pool.query(withParams, params())).rows)).toEqual(
        comparable((await viaPg(withParams, params())).rows),
      );
      const client = await pool.connect();
      try {
        await client.query("CREATE TABLE IF NOT EXISTS driver_ws (n int)");
        await client.query("BEGIN");
        await client.query("INSERT INTO driver_ws VALUES ($1), ($2)", [1, 2]);
        expect((await client.query("SELECT sum(n)::int AS s FROM driver_ws")).rows).toEqual([
          { s: 3 },
        ]);
        await client.query("ROLLBACK");
        expect((await client.query("SELECT count(*)::int AS c FROM driver_ws")).rows).toEqual([
          { c: 0 },
        ]);
      } finally {
        client.release();
      }
    });
  });

  test("Client: connect, a committed transaction, errors as node-postgres gives them", async () => {
    const client = new Client(uri);
    client.on("error", () => undefined);
    await client.connect();
    try {
      await client.query("CREATE TABLE IF NOT EXISTS driver_client (v text UNIQUE)");
      await client.query("BEGIN");
      await client.query("INSERT INTO driver_client VALUES ($1) ON CONFLICT DO NOTHING", ["kept"]);
      await client.query("COMMIT");
      expect((await viaPg("SELECT v FROM driver_client")).rows).toEqual([{ v: "kept" }]);
      const error = await client
        .query("INSERT INTO driver_client VALUES ('kept')")
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "23505", constraint: "driver_client_v_key" });
    } finally {
      await client.end();
    }
  });

  test("without pipelining (pipelineConnect: false), and over wss with the proxy's certificate", async () => {
    neonConfig.pipelineConnect = false;
    try {
      await withPool(async (pool) => {
        expect((await pool.query("SELECT 'unpipelined' AS v")).rows).toEqual([
          { v: "unpipelined" },
        ]);
      });
    } finally {
      pointDriver();
    }
    pointDriver(true);
    try {
      await withPool(async (pool) => {
        expect((await pool.query("SELECT 'wss' AS v")).rows).toEqual([{ v: "wss" }]);
      });
    } finally {
      pointDriver();
    }
  });

  test("a wrong password is refused", async () => {
    const wrong = uri.replace(/:[^:@/]*@/, ":wrong@");
    await withPool(async (pool) => {
      await expect(pool.query("SELECT 1")).rejects.toMatchObject({ code: "28P01" });
    }, wrong);
    await expect(neon(wrong)`SELECT 1`).rejects.toThrow(/password authentication failed/);
  });
});

describe("against the platform", () => {
  test("a query wakes an idle compute, over HTTP and over WebSockets", async () => {
    const state = async () =>
      (await api<{ endpoint: { current_state: string } }>("GET", `/endpoints/${endpointId}`))
        .endpoint.current_state;
    for (const run of [
      () => neon(uri)`SELECT 'awake' AS s`,
      () => withPool(async (pool) => (await pool.query("SELECT 'awake' AS s")).rows),
    ]) {
      await settle(
        (
          await api<{ operations: Array<{ id: string }> }>(
            "POST",
            `/endpoints/${endpointId}/suspend`,
          )
        ).operations,
      );
      expect(await state()).toBe("idle");
      expect(await run()).toEqual([{ s: "awake" }]);
      expect(await state()).toBe("active");
    }
  });

  test("the action's database-url, used as it is by the driver", async () => {
    const { main } = await world.job({
      event: pr("opened", 1601),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    succeeded(main);
    const url = main.outputs["database-url"] ?? "";
    expect(new URL(url).searchParams.get("sslmode")).toBe("require");
    expect(await neon(url)`SELECT current_database() AS db`).toEqual([{ db: "neondb" }]);
    expect(await withPool(async (pool) => (await pool.query("SELECT 2 AS two")).rows, url)).toEqual(
      [{ two: 2 }],
    );
    const pooled = main.outputs["database-url-pooled"] ?? "";
    expect(await neon(pooled)`SELECT 3 AS three`).toEqual([{ three: 3 }]);
  });

  test("Drizzle's neon-http adapter runs a migration and a query", async () => {
    const folder = await mkdtemp(join(tmpdir(), "drizzle-migrations-"));
    try {
      await mkdir(join(folder, "meta"));
      await writeFile(
        join(folder, "meta", "_journal.json"),
        JSON.stringify({
          version: "7",
          dialect: "postgresql",
          entries: [
            { idx: 0, version: "7", when: 1_700_000_000_000, tag: "0000_notes", breakpoints: true },
          ],
        }),
      );
      await writeFile(
        join(folder, "0000_notes.sql"),
        'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);\n--> statement-breakpoint\nCREATE INDEX "notes_body" ON "notes" ("body");\n',
      );
      const db = drizzle({ client: neon(uri) });
      await migrate(db, { migrationsFolder: folder });
      // Run twice: the second finds it applied.
      await migrate(db, { migrationsFolder: folder });
      const notes = pgTable("notes", {
        id: serial("id").primaryKey(),
        body: text("body").notNull(),
      });
      await db.insert(notes).values([{ body: "first" }, { body: "second" }]);
      const rows = await db.select().from(notes).orderBy(notes.id);
      expect(rows).toEqual([
        { id: 1, body: "first" },
        { id: 2, body: "second" },
      ]);
      const applied = await db.execute(
        drizzleSql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied.rows).toEqual([{ n: 1 }]);
      expect((await viaPg("SELECT body FROM notes ORDER BY id")).rows).toEqual([
        { body: "first" },
        { body: "second" },
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

test("the emulator README's example app runs as it is, with the settings the emulator prints", async () => {
  const readme = await readFile(join(REPO_ROOT, "emulator/README.md"), "utf8");
  const section = readme.split("## Use it with Neon's serverless driver")[1] ?? "";
  const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const printed = neonConfigLines(settings());
  const lines = example.split("\n");
  const settingLines = lines.filter((line) => line.startsWith("neonConfig."));
  expect(settingLines).toHaveLength(3);
  const app = lines
    .map((line) => (line.startsWith("neonConfig.") ? printed[settingLines.indexOf(line)] : line))
    .join("\n");
  const dir = await mkdtemp(join(tmpdir(), "serverless-app-"));
  try {
    await symlink(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"));
    await writeFile(join(dir, "app.mts"), app);
    const { stdout } = await promisify(execFile)(process.execPath, [join(dir, "app.mts")], {
      env: { ...process.env, DATABASE_URL: uri },
      timeout: 120_000,
    });
    expect(stdout.trim()).toBe("hello over http true true drizzle");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
