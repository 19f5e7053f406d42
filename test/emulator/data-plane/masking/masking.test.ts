import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { providedAnonFunctions } from "../../../../emulator/src/data-plane/masking/anon-functions.ts";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { waitFor, waitUntil } from "../../../support/wait.ts";
import { query as queryThrough } from "../../../support/world-helpers.ts";
import { finishedOperations, type Loose, useEmulator } from "../../support/helpers.ts";
import { anonFunctionCases, ibanValid, luhnValid } from "./anon-function-cases.ts";

/**
 * Anonymized branches with real servers: masking rewrites the branch's own rows, read back
 * through the branch's compute with node-postgres via the proxy; the parent keeps its data.
 * Every answer is checked against Neon's OpenAPI document after the file.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 100,
  postgres: true,
});
const project = () => `/projects/${env.projectId}`;

async function api(method: string, path: string, body?: unknown): Promise<Loose> {
  const answer = await env.api(method, path, body !== undefined ? { body } : {});
  return { status: answer.status, body: answer.body ?? {} };
}

const settle = (operations: Array<{ id: string }>) =>
  finishedOperations(env, env.projectId, operations);

async function uriOf(branchId: string, database = "neondb"): Promise<string> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=${database}`,
  );
  return body.uri;
}

const query = (uri: string, sql: string) => queryThrough<Loose>(uri, sql);

/** The error a connection attempt ends with (undefined when it connects). */
async function connectError(uri: string): Promise<{ code?: string; message: string } | undefined> {
  try {
    await query(uri, "SELECT 1");
    return undefined;
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

const status = async (id: string) =>
  (await api("GET", `${project()}/branches/${id}/anonymized_status`)).body;

async function untilState(id: string, states: string[], timeoutMs = 120_000): Promise<Loose> {
  let current: Loose;
  return waitFor(
    `branch ${id} ${states.join(" or ")}`,
    async () => {
      current = await status(id);
      if (current.state === "initialization_error") throw new Error(current.status_message);
      return states.includes(current.state) ? current : undefined;
    },
    { timeoutMs },
    () => `still ${current?.state}: ${current?.status_message}`,
  );
}

const rule = (
  table: string,
  column: string,
  masking: Record<string, string>,
  schema = "public",
) => ({
  database_name: "neondb",
  schema_name: schema,
  table_name: table,
  column_name: column,
  ...masking,
});

async function createAnonymized(name: string, rules: Loose[], start = true): Promise<string> {
  const created = await api("POST", `${project()}/branch_anonymized`, {
    branch_create: { branch: { name } },
    masking_rules: rules,
    start_anonymization: start,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await settle(created.body.operations);
  return created.body.branch.id;
}

async function inventory() {
  const state = await env.state();
  const p = state.projects.find((x: Loose) => x.id === env.projectId);
  return {
    branches: p.branches.length,
    computes: p.computes.length,
    operations: p.operations.length,
    servers: state.servers.length,
  };
}

let mainId: string;
let mainUri: string;
const fingerprint = (table: string) =>
  `SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS h, count(*)::int AS n FROM ${table} t`;

beforeAll(async () => {
  const { body } = await api("GET", `${project()}/branches`);
  mainId = body.branches.find((b: Loose) => b.default).id;
  mainUri = await uriOf(mainId);
  await query(
    mainUri,
    `CREATE TYPE tier AS ENUM ('free', 'pro', 'team');
     CREATE TABLE users (id serial PRIMARY KEY, email text UNIQUE, first_name text, last_name text,
       phone text, age int, city text, note text, plan tier);
     INSERT INTO users (email, first_name, last_name, phone, age, city, note, plan)
       SELECT 'user' || g || '@real.example', 'Real' || g, 'Person' || g,
         '555-01' || lpad(g::text, 3, '0'), 20 + g % 50, 'Town' || g, 'secret ' || g, 'free'
       FROM generate_series(1, 200) g;
     CREATE TABLE orders (id serial PRIMARY KEY, user_id int REFERENCES users (id), total numeric, card text);
     INSERT INTO orders (user_id, total, card) SELECT g, g * 1.5, '4111111111111111' FROM generate_series(1, 200) g;
     CREATE VIEW user_emails AS SELECT email FROM users;
     CREATE SCHEMA billing;
     CREATE TABLE billing.invoices (id serial PRIMARY KEY, iban text, amount int);
     INSERT INTO billing.invoices (iban, amount) SELECT 'FR7630006000011234567890189', g FROM generate_series(1, 50) g;`,
  );
  const shop = await api("POST", `${project()}/branches/${mainId}/databases`, {
    database: { name: "shop", owner_name: "neondb_owner" },
  });
  expect(shop.status).toBe(201);
  await settle(shop.body.operations);
  await query(
    await uriOf(mainId, "shop"),
    "CREATE TABLE customers (id serial PRIMARY KEY, name text); INSERT INTO customers (name) SELECT 'Customer ' || g FROM generate_series(1, 30) g",
  );
});

describe("masking rewrites the branch's own rows", () => {
  const rules = [
    rule("users", "email", {
      masking_function: "pg_catalog.concat(anon.dummy_uuidv4(), '@example.com')",
    }),
    rule("users", "first_name", { masking_function: "anon.fake_first_name()" }),
    rule("users", "last_name", { masking_function: "anon.dummy_last_name()" }),
    rule("users", "phone", { masking_function: "anon.partial(phone, 2, 'XXX-XXXX', 2)" }),
    rule("users", "age", { masking_function: "anon.random_int_between(25,65)" }),
    rule("users", "note", { masking_value: "'CONFIDENTIAL'" }),
    rule("users", "plan", { masking_function: "anon.random_in_enum(plan)" }),
    rule("orders", "card", { masking_function: "anon.dummy_credit_card_number()" }),
    rule("invoices", "iban", { masking_function: "anon.fake_iban()" }, "billing"),
    {
      ...rule("customers", "name", { masking_function: "anon.dummy_name()" }),
      database_name: "shop",
    },
  ];
  let branchId: string;
  let uri: string;
  const parentBefore: Record<string, Loose> = {};

  beforeAll(async () => {
    for (const table of ["users", "orders", "billing.invoices"]) {
      parentBefore[table] = (await query(mainUri, fingerprint(table)))[0];
    }
    branchId = await createAnonymized("anon-all", rules);
    const done = await untilState(branchId, ["anonymized", "error"]);
    expect(done.state, done.status_message).toBe("anonymized");
    expect(done.status_message).toBe(
      "Anonymization completed successfully (4 tables, 10 masking rules applied)",
    );
    uri = await uriOf(branchId);
  });

  test("every masked column holds masked values, every other column the parent's own", async () => {
    const parent = await query(mainUri, "SELECT * FROM users ORDER BY id");
    const masked = await query(uri, "SELECT * FROM users ORDER BY id");
    expect(masked).toHaveLength(200);
    expect(new Set(masked.map((r) => r.email)).size).toBe(200);
    masked.forEach((row, i) => {
      const before = parent[i];
      expect(row.id).toBe(before.id);
      expect(row.city).toBe(before.city);
      expect(row.email).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@example\.com$/,
      );
      expect(row.first_name).toMatch(/^[A-Z][a-z]+$/);
      expect(row.last_name).toMatch(/^[A-Z][a-z]+$/);
      expect(row.phone).toBe(`${before.phone.slice(0, 2)}XXX-XXXX${before.phone.slice(-2)}`);
      expect(row.age).toBeGreaterThanOrEqual(25);
      expect(row.age).toBeLessThanOrEqual(65);
      expect(row.note).toBe("CONFIDENTIAL");
      expect(["free", "pro", "team"]).toContain(row.plan);
    });
    expect(new Set(masked.map((r) => r.plan)).size).toBeGreaterThan(1);

    const orders = await query(uri, "SELECT * FROM orders ORDER BY id");
    const parentOrders = await query(mainUri, "SELECT * FROM orders ORDER BY id");
    orders.forEach((row, i) => {
      expect(row.user_id).toBe(parentOrders[i].user_id);
      expect(row.total).toBe(parentOrders[i].total);
      expect(row.card).toMatch(/^\d{16}$/);
      expect(luhnValid(row.card)).toBe(true);
    });
    const invoices = await query(uri, "SELECT * FROM billing.invoices ORDER BY id");
    expect(invoices.every((row, i) => row.amount === i + 1 && ibanValid(row.iban))).toBe(true);
    expect(invoices.some((row) => row.iban !== "FR7630006000011234567890189")).toBe(true);

    const customers = await query(await uriOf(branchId, "shop"), "SELECT name FROM customers");
    expect(customers).toHaveLength(30);
    expect(customers.every((row) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(row.name))).toBe(true);
  });

  test("the parent is unchanged and has no anon schema; the branch has the anon extension", async () => {
    for (const table of ["users", "orders", "billing.invoices"]) {
      expect((await query(mainUri, fingerprint(table)))[0]).toEqual(parentBefore[table]);
    }
    expect(
      await query(mainUri, "SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = 'anon'"),
    ).toEqual([{ n: 0 }]);
    const shop = await query(
      await uriOf(mainId, "shop"),
      "SELECT count(*)::int AS n FROM customers WHERE name LIKE 'Customer %'",
    );
    expect(shop).toEqual([{ n: 30 }]);
    // An extension, as on Neon: its functions stay out of schema dumps (one CREATE EXTENSION line).
    const members = await query(
      uri,
      `SELECT count(*)::int AS n FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid
       WHERE e.extname = 'anon' AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'`,
    );
    expect(members[0].n).toBeGreaterThan(providedAnonFunctions.size);
  });

  test("each provided anon function runs on the branch and gives the right kind of value", async () => {
    const client = new pg.Client({ connectionString: uri });
    client.on("error", () => undefined);
    await client.connect();
    const value = async (sql: string): Promise<string> =>
      (await client.query(`SELECT (${sql})::text AS v`)).rows[0].v;
    const values = async (sql: string, n = 200): Promise<string[]> =>
      (await client.query(`SELECT (${sql})::text AS v FROM generate_series(1, ${n})`)).rows.map(
        (r: Loose) => r.v,
      );
    const cases = anonFunctionCases({ value, values });
    try {
      await client.query("SET TIME ZONE 'UTC'");
      expect(new Set(Object.keys(cases))).toEqual(new Set(providedAnonFunctions));
      const failed: string[] = [];
      for (const [fn, checks] of Object.entries(cases)) {
        for (const [sql, check] of checks) {
          const got = await value(sql);
          if (!(await check(got))) failed.push(`${fn}: ${sql} gave ${JSON.stringify(got)}`);
        }
      }
      expect(failed).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

describe("rules checked against the parent's real catalog", () => {
  const refused: Array<[string, Loose, string]> = [
    [
      "a missing schema",
      rule("users", "email", { masking_value: "NULL" }, "nope"),
      "schema nope does not exist in database neondb",
    ],
    [
      "a missing table",
      rule("people", "email", { masking_value: "NULL" }),
      "table public.people does not exist",
    ],
    [
      "a view, which is no table",
      rule("user_emails", "email", { masking_value: "NULL" }),
      "table public.user_emails does not exist",
    ],
    [
      "a missing column",
      rule("users", "mail", { masking_value: "NULL" }),
      "column mail does not exist in table neondb.public.users",
    ],
    [
      "a foreign key column",
      rule("orders", "user_id", { masking_function: "anon.random_int_between(1, 9)" }),
      "part of a foreign key",
    ],
    [
      "a missing database",
      { ...rule("users", "email", { masking_value: "NULL" }), database_name: "crm" },
      "database crm does not exist",
    ],
  ];
  test.each(refused)("%s: 400, no branch, compute or server left", async (_, bad, message) => {
    const before = await inventory();
    const answer = await api("POST", `${project()}/branch_anonymized`, {
      masking_rules: [rule("users", "email", { masking_function: "anon.fake_email()" }), bad],
      start_anonymization: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("masking_rules[1]");
    expect(answer.body.message).toContain(message);
    expect(answer.body.message).not.toContain("masking_rules[0]");
    expect(await inventory()).toEqual(before);
  });
});

describe("runs, errors and connections", () => {
  test("until a first run has masked it, the branch refuses connections; a failed run can be fixed and run again", async () => {
    const id = await createAnonymized("anon-later", [], false);
    const initialized = await untilState(id, ["initialized"]);
    expect(initialized.status_message).toBe("Ready to anonymize (0 masking rules defined)");
    const uri = await uriOf(id);
    const refused = await connectError(uri);
    expect(refused?.code).toBe("57P03");
    expect(refused?.message).toContain("whose data has not been masked yet (state initialized)");

    // A function that fails on the data: text into an integer column (anon casts to the column's type).
    const rules = `${project()}/branches/${id}/masking_rules`;
    const failing = [
      rule("users", "email", { masking_function: "anon.fake_email()" }),
      rule("users", "age", { masking_function: "anon.fake_email()" }),
    ];
    expect((await api("PATCH", rules, { masking_rules: failing })).status).toBe(200);
    expect((await api("POST", `${project()}/branches/${id}/anonymize`)).status).toBe(200);
    const failed = await untilState(id, ["error", "anonymized"]);
    expect(failed.state).toBe("error");
    expect(failed.status_message).toMatch(
      /^Anonymization failed: database neondb: .*invalid input syntax for type integer/,
    );
    expect(failed.failed_at).toEqual(expect.any(String));
    expect(failed.last_run.completed_at).toEqual(expect.any(String));
    expect((await connectError(uri))?.code).toBe("57P03");

    const fixed = [
      failing[0],
      rule("users", "age", { masking_function: "anon.random_int_between(1, 2)" }),
    ];
    expect((await api("PATCH", rules, { masking_rules: fixed })).body.masking_rules).toEqual(fixed);
    expect((await api("POST", `${project()}/branches/${id}/anonymize`)).status).toBe(200);
    const done = await untilState(id, ["error", "anonymized"]);
    expect(done.state, done.status_message).toBe("anonymized");
    expect(done.failed_at).toBeUndefined();
    expect(
      await query(
        uri,
        "SELECT count(*)::int AS n FROM users WHERE age NOT IN (1, 2) OR email LIKE '%@real.example'",
      ),
    ).toEqual([{ n: 0 }]);
  });

  test("a re-run masks the current (masked) data again; a failing re-run leaves the data as it was", async () => {
    const id = await createAnonymized("anon-rerun", [
      rule("users", "note", { masking_value: "'X'" }),
      rule("users", "email", { masking_function: "anon.fake_email()" }),
    ]);
    await untilState(id, ["anonymized"]);
    const uri = await uriOf(id);
    const first = await query(uri, "SELECT id, email, note FROM users ORDER BY id");
    expect(first.every((r) => r.note === "X")).toBe(true);

    // A session open when a run starts is ended: the branch is unavailable while it is masked.
    const session = new pg.Client({ connectionString: uri });
    session.on("error", () => undefined);
    await session.connect();
    const rules = `${project()}/branches/${id}/masking_rules`;
    await api("PATCH", rules, {
      masking_rules: [
        rule("users", "note", { masking_function: "pg_catalog.concat(note, '!')" }),
        rule("users", "email", { masking_function: "anon.fake_email()" }),
      ],
    });
    const started = await api("POST", `${project()}/branches/${id}/anonymize`);
    expect(started.body.state).toBe("anonymizing");
    await untilState(id, ["anonymized"]);
    await expect(session.query("SELECT 1")).rejects.toThrow();
    await session.end().catch(() => undefined);
    const second = await query(uri, "SELECT id, email, note FROM users ORDER BY id");
    expect(second.every((r) => r.note === "X!")).toBe(true);
    expect(second.filter((r, i) => r.email !== first[i].email).length).toBeGreaterThan(100);

    // The column no longer exists on the branch: refused against the branch's own catalog.
    await query(uri, "ALTER TABLE users DROP COLUMN city");
    const gone = await api("PATCH", rules, {
      masking_rules: [rule("users", "city", { masking_value: "NULL" })],
    });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toContain("column city does not exist");

    // Masked with a server of the platform's own while the compute is suspended.
    const [endpoint] = (await api("GET", `${project()}/branches/${id}/endpoints`)).body.endpoints;
    await settle(
      (await api("POST", `${project()}/endpoints/${endpoint.id}/suspend`)).body.operations,
    );
    await api("PATCH", rules, {
      masking_rules: [rule("users", "email", { masking_function: "anon.dummy_free_email()" })],
    });
    await api("POST", `${project()}/branches/${id}/anonymize`);
    expect((await untilState(id, ["error", "anonymized"])).state).toBe("anonymized");
    const idle = await api("GET", `${project()}/endpoints/${endpoint.id}`);
    expect(idle.body.endpoint.current_state).toBe("idle");
    const third = await query(uri, "SELECT id, email, note FROM users ORDER BY id");
    expect(
      third.every((r) => /@(gmail|yahoo|hotmail)\.com$/.test(r.email) && r.note === "X!"),
    ).toBe(true);

    // A failing re-run: the branch stays reachable, its data as the last good run left it.
    await api("PATCH", rules, {
      masking_rules: [
        rule("users", "email", { masking_function: "anon.fake_email()" }),
        rule("users", "age", { masking_function: "anon.fake_email()" }),
      ],
    });
    await api("POST", `${project()}/branches/${id}/anonymize`);
    expect((await untilState(id, ["error", "anonymized"])).state).toBe("error");
    expect(await query(uri, "SELECT id, email, note FROM users ORDER BY id")).toEqual(third);
  });

  test("100,000 rows: progress while it runs, connections refused meanwhile, every row masked", async () => {
    await query(
      mainUri,
      `CREATE TABLE big (id serial PRIMARY KEY, email text, name text, note text);
       INSERT INTO big (email, name, note)
         SELECT 'person' || g || '@real.example', 'Real Name ' || g, 'private ' || g
         FROM generate_series(1, 100000) g`,
    );
    const parentBefore = (await query(mainUri, fingerprint("big")))[0];
    const started = performance.now();
    const id = await createAnonymized("anon-big", [
      rule("big", "email", { masking_function: "anon.fake_email()" }),
      rule("big", "name", { masking_function: "anon.dummy_name()" }),
      rule("big", "note", { masking_value: "'REDACTED'" }),
    ]);
    const uri = await uriOf(id);
    const messages: string[] = [];
    let refusal: Loose;
    let secondStart: Loose;
    let anonymizingAt: number | undefined;
    await waitUntil(
      `branch ${id} masked`,
      async () => {
        const current = await status(id);
        if (messages.at(-1) !== current.status_message) messages.push(current.status_message);
        if (current.state === "anonymizing" && refusal === undefined) {
          anonymizingAt = performance.now();
          refusal = (await connectError(uri)) ?? null;
          secondStart = await api("POST", `${project()}/branches/${id}/anonymize`);
        }
        return current.state === "anonymized" || current.state === "error";
      },
      { timeoutMs: 120_000 },
    );
    const finished = performance.now();
    const done = await status(id);
    expect(done.state, done.status_message).toBe("anonymized");
    console.log(
      `100,000 rows: branch created and masked in ${Math.round(finished - started)} ms, masking ${Math.round(finished - (anonymizingAt ?? started))} ms; ${messages.length} status messages`,
    );
    expect(refusal?.code).toBe("57P03");
    expect(refusal?.message).toMatch(
      /is being anonymized \(.*\); connections are refused until masking has finished/,
    );
    expect(secondStart.status).toBe(409);
    expect(secondStart.body.message).toContain("anonymization is already running");
    const progress = messages.filter((m) =>
      /^Anonymizing table neondb\.public\.big \(1\/1\): \d+\/100000 rows$/.test(m),
    );
    expect(progress.length, messages.join("\n")).toBeGreaterThanOrEqual(2);

    const rows = await query(
      uri,
      `SELECT count(*)::int AS n,
         count(*) FILTER (WHERE email LIKE '%@real.example' OR name LIKE 'Real Name %' OR note <> 'REDACTED')::int AS unmasked,
         count(*) FILTER (WHERE email !~ '^[a-z0-9._]+@example\\.(com|net|org)$')::int AS bad_emails
       FROM big`,
    );
    expect(rows).toEqual([{ n: 100_000, unmasked: 0, bad_emails: 0 }]);
    expect((await query(mainUri, fingerprint("big")))[0]).toEqual(parentBefore);
  });
});
