import { createHash } from "node:crypto";
import { isIP, isIPv4, isIPv6 } from "node:net";
import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { providedAnonFunctions } from "../../emulator/data-plane/compute/anon-functions.ts";
import { builtInSeed } from "../../emulator/index.ts";
import { type Loose, useEmulator } from "./helpers.ts";

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

async function settle(operations: Array<{ id: string }>): Promise<void> {
  for (const op of operations) {
    for (;;) {
      const { body } = await api("GET", `${project()}/operations/${op.id}`);
      if (body.operation.status === "finished") break;
      expect(body.operation.status).not.toBe("failed");
      await sleep(20);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function uriOf(branchId: string, database = "neondb"): Promise<string> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=${database}`,
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await status(id);
    if (states.includes(current.state)) return current;
    if (current.state === "initialization_error") throw new Error(current.status_message);
    if (Date.now() > deadline) throw new Error(`still ${current.state}: ${current.status_message}`);
    await sleep(25);
  }
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

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...moved]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join("");
  return BigInt(numeric) % 97n === 1n;
}

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
    const name = /^[A-Z][a-z]+$/;
    const words = (n: number) => new RegExp(`^[A-Z][a-z]+( [A-Z][a-z]+){${n - 1}}$`);
    const email = /^[a-z0-9._]+@[a-z]+\.[a-z]+$/;
    const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
    const inRange = (lo: number, hi: number) => (v: string) => Number(v) >= lo && Number(v) <= hi;
    /** A pseudonymizing function: the same value on each call. */
    const same = async (sql: string) => {
      const [a, b] = [await value(sql), await value(sql)];
      return a === b;
    };
    type Check = [string, (v: string) => boolean | Promise<boolean>];
    const cases: Record<string, Check[]> = {
      fake_first_name: [["anon.fake_first_name()", (v) => name.test(v)]],
      fake_last_name: [["anon.fake_last_name()", (v) => name.test(v)]],
      fake_email: [
        ["anon.fake_email()", (v) => /@example\.(com|net|org)$/.test(v) && email.test(v)],
      ],
      fake_city: [["anon.fake_city()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
      fake_country: [["anon.fake_country()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
      fake_company: [["anon.fake_company()", (v) => /^[A-Z][a-z]+ [A-Za-z ]+$/.test(v)]],
      fake_postcode: [["anon.fake_postcode()", (v) => /^\d{5}$/.test(v)]],
      fake_address: [
        ["anon.fake_address()", (v) => /^\d+ [A-Z][a-z]+ [A-Z][a-z]+, [A-Za-z ]+ \d{5}$/.test(v)],
      ],
      fake_iban: [["anon.fake_iban()", ibanValid]],
      fake_siret: [["anon.fake_siret()", (v) => /^\d{14}$/.test(v) && luhnValid(v)]],
      lorem_ipsum: [
        ["anon.lorem_ipsum()", (v) => v.split("\n").length === 5],
        ["anon.lorem_ipsum(2)", (v) => v.split("\n").length === 2],
        ["anon.lorem_ipsum(words := 20)", (v) => v.split(" ").length === 20],
        ["anon.lorem_ipsum(characters := 7)", (v) => v.length === 7],
      ],
      dummy_first_name: [["anon.dummy_first_name()", (v) => name.test(v)]],
      dummy_last_name: [["anon.dummy_last_name()", (v) => name.test(v)]],
      dummy_name: [["anon.dummy_name()", (v) => words(2).test(v)]],
      dummy_title: [["anon.dummy_title()", (v) => /^(Mr\.|Mrs\.|Ms\.|Miss|Dr\.)$/.test(v)]],
      dummy_suffix: [["anon.dummy_suffix()", (v) => /^[A-Za-z.]+$/.test(v)]],
      dummy_name_with_title: [
        ["anon.dummy_name_with_title()", (v) => /^\S+ [A-Z][a-z]+ [A-Z][a-z]+$/.test(v)],
      ],
      dummy_username: [["anon.dummy_username()", (v) => /^[a-z0-9._]+$/.test(v)]],
      dummy_free_email_provider: [
        ["anon.dummy_free_email_provider()", (v) => /^(gmail|yahoo|hotmail)\.com$/.test(v)],
      ],
      dummy_domain_suffix: [["anon.dummy_domain_suffix()", (v) => /^[a-z]{2,4}$/.test(v)]],
      dummy_free_email: [
        ["anon.dummy_free_email()", (v) => /@(gmail|yahoo|hotmail)\.com$/.test(v) && email.test(v)],
      ],
      dummy_safe_email: [
        ["anon.dummy_safe_email()", (v) => /@example\.(com|net|org)$/.test(v) && email.test(v)],
      ],
      dummy_phone_number: [["anon.dummy_phone_number()", (v) => /^\d{3}-\d{3}-\d{4}$/.test(v)]],
      dummy_cell_number: [["anon.dummy_cell_number()", (v) => /^\(\d{3}\) \d{3}-\d{4}$/.test(v)]],
      dummy_city_name: [["anon.dummy_city_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
      dummy_country_name: [["anon.dummy_country_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
      dummy_country_code: [["anon.dummy_country_code()", (v) => /^[A-Z]{2}$/.test(v)]],
      dummy_street_suffix: [["anon.dummy_street_suffix()", (v) => name.test(v)]],
      dummy_street_name: [["anon.dummy_street_name()", (v) => words(2).test(v)]],
      dummy_building_number: [["anon.dummy_building_number()", (v) => /^[1-9]\d*$/.test(v)]],
      dummy_zip_code: [["anon.dummy_zip_code()", (v) => /^\d{5}$/.test(v)]],
      dummy_post_code: [["anon.dummy_post_code()", (v) => /^\d{5}$/.test(v)]],
      dummy_state_name: [["anon.dummy_state_name()", (v) => /^[A-Z][A-Za-z ]+$/.test(v)]],
      dummy_state_abbr: [["anon.dummy_state_abbr()", (v) => /^[A-Z]{2}$/.test(v)]],
      dummy_latitude: [["anon.dummy_latitude()", inRange(-90, 90)]],
      dummy_longitude: [["anon.dummy_longitude()", inRange(-180, 180)]],
      dummy_timezone: [["anon.dummy_timezone()", (v) => /^(UTC|[A-Z][a-z]+\/[A-Za-z_]+)$/.test(v)]],
      dummy_company_suffix: [["anon.dummy_company_suffix()", (v) => /^[A-Za-z ]+$/.test(v)]],
      dummy_company_name: [
        ["anon.dummy_company_name()", (v) => /^[A-Z][a-z]+ [A-Za-z ]+$/.test(v)],
      ],
      dummy_profession: [["anon.dummy_profession()", (v) => name.test(v)]],
      dummy_industry: [["anon.dummy_industry()", (v) => name.test(v)]],
      dummy_currency_code: [["anon.dummy_currency_code()", (v) => /^[A-Z]{3}$/.test(v)]],
      dummy_credit_card_number: [
        ["anon.dummy_credit_card_number()", (v) => /^\d{16}$/.test(v) && luhnValid(v)],
      ],
      dummy_ipv4: [["anon.dummy_ipv4()", isIPv4]],
      dummy_ipv6: [["anon.dummy_ipv6()", isIPv6]],
      dummy_ip: [["anon.dummy_ip()", (v) => isIP(v) !== 0]],
      dummy_mac_address: [
        ["anon.dummy_mac_address()", (v) => /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/.test(v)],
      ],
      dummy_user_agent: [["anon.dummy_user_agent()", (v) => v.startsWith("Mozilla/5.0 (")]],
      dummy_hex_color: [["anon.dummy_hex_color()", (v) => /^#[0-9a-f]{6}$/.test(v)]],
      dummy_rgb_color: [
        ["anon.dummy_rgb_color()", (v) => /^rgb\(\d{1,3},\d{1,3},\d{1,3}\)$/.test(v)],
      ],
      dummy_color: [["anon.dummy_color()", (v) => /^[a-z]+$/.test(v)]],
      dummy_word: [["anon.dummy_word()", (v) => /^[a-z]+$/.test(v)]],
      dummy_words: [["anon.dummy_words('[3,5)')", (v) => /^[a-z]+( [a-z]+){2,3}$/.test(v)]],
      dummy_uuidv4: [
        [
          "anon.dummy_uuidv4()",
          (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(v),
        ],
      ],
      random_id: [["anon.random_id()", (v) => /^\d+$/.test(v)]],
      random_id_int: [["anon.random_id_int()", inRange(0, 2 ** 31 - 1)]],
      random_id_smallint: [["anon.random_id_smallint()", inRange(0, 32767)]],
      random_int_between: [
        [
          "anon.random_int_between(1, 3)",
          async () => {
            const seen = await values("anon.random_int_between(1, 3)");
            return seen.every((v) => ["1", "2", "3"].includes(v)) && new Set(seen).size === 3;
          },
        ],
      ],
      random_bigint_between: [
        [
          "anon.random_bigint_between(5000000000, 5000000002)",
          async () => {
            const seen = await values("anon.random_bigint_between(5000000000, 5000000002)");
            return seen.every((v) => ["5000000000", "5000000001", "5000000002"].includes(v));
          },
        ],
      ],
      random_in_int4range: [
        ["anon.random_in_int4range('[5,6)')", (v) => v === "5"],
        ["anon.random_in_int4range('[2022,)') IS NULL", (v) => v === "true"],
      ],
      random_in_int8range: [["anon.random_in_int8range('(6,7]')", (v) => v === "7"]],
      random_in_numrange: [["anon.random_in_numrange('[0.1,0.9]')", inRange(0.1, 0.9)]],
      random_in_daterange: [
        ["anon.random_in_daterange('[2001-01-01,2001-12-31)')", (v) => /^2001-\d\d-\d\d$/.test(v)],
      ],
      random_in_tsrange: [
        ["anon.random_in_tsrange('[2022-10-01,2022-10-31]')", (v) => v.startsWith("2022-10-")],
      ],
      random_in_tstzrange: [
        ["anon.random_in_tstzrange('[2022-10-01,2022-10-31]')", (v) => /^2022-10-/.test(v)],
      ],
      random_date_between: [
        ["anon.random_date_between('2020-01-01', '2020-01-31')", (v) => v.startsWith("2020-01-")],
      ],
      random_date: [
        [
          "anon.random_date()",
          (v) => Date.parse(v) >= 0 && Date.parse(v) <= Date.now() + 86_400_000,
        ],
      ],
      random_time: [["anon.random_time()", (v) => /^\d\d:\d\d:\d\d$/.test(v)]],
      random_double_precision: [["anon.random_double_precision(1.5, 2.5)", inRange(1.5, 2.5)]],
      random_real: [["anon.random_real(1, 2)", inRange(1, 2)]],
      random_string: [
        ["anon.random_string(8)", (v) => /^[A-Za-z0-9]{8}$/.test(v)],
        ["anon.random_string('[3,5)'::int4range)", (v) => /^[A-Za-z0-9]{3,4}$/.test(v)],
      ],
      random_number_with_format: [
        ["anon.random_number_with_format('^##-##')", (v) => /^[1-9]\d\d-\d\d$/.test(v)],
      ],
      random_phone_with_format: [
        ["anon.random_phone_with_format('+33 # ## ##')", (v) => /^\+33 \d \d\d \d\d$/.test(v)],
      ],
      random_phone: [
        ["anon.random_phone()", (v) => /^0\d{9}$/.test(v)],
        ["anon.random_phone('+33')", (v) => /^\+33\d{9}$/.test(v)],
      ],
      random_zip: [["anon.random_zip()", (v) => /^\d{5}$/.test(v)]],
      random_in: [
        [
          "anon.random_in(ARRAY['red', 'green', 'blue'])",
          (v) => ["red", "green", "blue"].includes(v),
        ],
      ],
      random_in_enum: [
        ["anon.random_in_enum(NULL::tier)", (v) => ["free", "pro", "team"].includes(v)],
      ],
      digest: [
        ["anon.digest('bob', 'salt', 'sha256')", (v) => v === sha256("bobsalt")],
        [
          "anon.digest('bob', 'salt', 'md5')",
          (v) => v === createHash("md5").update("bobsalt").digest("hex"),
        ],
      ],
      hash: [["anon.hash('bob')", (v) => v === sha256("bob")]],
      random_hash: [
        ["anon.random_hash('bob')", (v) => /^[0-9a-f]{64}$/.test(v) && v !== sha256("bob")],
      ],
      pseudo_first_name: [
        [
          "anon.pseudo_first_name('bob'::text)",
          async (v) => name.test(v) && (await same("anon.pseudo_first_name('bob'::text)")),
        ],
      ],
      pseudo_last_name: [
        [
          "anon.pseudo_last_name(42)",
          async (v) => name.test(v) && (await same("anon.pseudo_last_name(42)")),
        ],
      ],
      pseudo_email: [
        [
          "anon.pseudo_email('bob'::text)",
          async (v) => email.test(v) && (await same("anon.pseudo_email('bob'::text)")),
        ],
        [
          "anon.pseudo_email('bob'::text, 'pepper')",
          async (v) => v !== (await value("anon.pseudo_email('bob'::text)")),
        ],
      ],
      pseudo_city: [
        [
          "anon.pseudo_city('bob'::text)",
          async (v) => /^[A-Z]/.test(v) && (await same("anon.pseudo_city('bob'::text)")),
        ],
      ],
      pseudo_country: [
        [
          "anon.pseudo_country('bob'::text)",
          async (v) => /^[A-Z]/.test(v) && (await same("anon.pseudo_country('bob'::text)")),
        ],
      ],
      pseudo_company: [
        [
          "anon.pseudo_company('bob'::text)",
          async (v) => /^[A-Z][a-z]+ /.test(v) && (await same("anon.pseudo_company('bob'::text)")),
        ],
      ],
      pseudo_iban: [
        [
          "anon.pseudo_iban('bob'::text)",
          async (v) => ibanValid(v) && (await same("anon.pseudo_iban('bob'::text)")),
        ],
      ],
      pseudo_siret: [
        [
          "anon.pseudo_siret('bob'::text)",
          async (v) =>
            /^\d{14}$/.test(v) && luhnValid(v) && (await same("anon.pseudo_siret('bob'::text)")),
        ],
      ],
      noise: [
        [
          "anon.noise(100, 0.1)",
          async () => (await values("anon.noise(100, 0.1)")).every(inRange(90, 110)),
        ],
        ["anon.noise(1000.0::float8, 0.5)", inRange(500, 1500)],
      ],
      dnoise: [
        [
          "anon.dnoise('2020-01-10'::date, '2 days')",
          (v) => v >= "2020-01-08" && v <= "2020-01-12 00:00:00",
        ],
      ],
      partial: [["anon.partial('abcdefgh', 1, 'xxxx', 3)", (v) => v === "axxxxfgh"]],
      partial_email: [
        ["anon.partial_email('daamien@gmail.com')", (v) => v === "da******@gm******.com"],
      ],
      ternary: [["anon.ternary(1 > 2, 'a'::text, 'b'::text)", (v) => v === "b"]],
      generalize_int4range: [["anon.generalize_int4range(54, 10)", (v) => v === "[50,60)"]],
      generalize_int8range: [["anon.generalize_int8range(54, 10)", (v) => v === "[50,60)"]],
      generalize_numrange: [["anon.generalize_numrange(42.5, 10)", (v) => v === "[40,50)"]],
      generalize_tsrange: [
        [
          "anon.generalize_tsrange('1979-12-29 10:00')",
          (v) => v === '["1970-01-01 00:00:00","1980-01-01 00:00:00")',
        ],
      ],
      generalize_tstzrange: [
        [
          "anon.generalize_tstzrange('1979-12-29 10:00+00', 'year')",
          (v) => v.startsWith('["1979-01-01'),
        ],
      ],
      generalize_daterange: [
        [
          "anon.generalize_daterange('1979-12-29', 'month')",
          (v) => v === "[1979-12-01,1980-01-01)",
        ],
      ],
      concat: [
        ["anon.concat('a', 'b')", (v) => v === "ab"],
        ["anon.concat('a', 'b', 'c')", (v) => v === "abc"],
      ],
      lower: [["anon.lower('AbC')", (v) => v === "abc"]],
      upper: [["anon.upper('AbC')", (v) => v === "ABC"]],
      left: [["anon.left('abcdef', 2)", (v) => v === "ab"]],
      right: [["anon.right('abcdef', 2)", (v) => v === "ef"]],
      length: [["anon.length('abcdef')", (v) => v === "6"]],
      md5: [["anon.md5('a')", (v) => v === createHash("md5").update("a").digest("hex")]],
      substr: [
        ["anon.substr('abcdef', 3)", (v) => v === "cdef"],
        ["anon.substr('abcdef', 2, 2)", (v) => v === "bc"],
      ],
      replace: [["anon.replace('aXb', 'X', '-')", (v) => v === "a-b"]],
      regexp_replace: [
        ["anon.regexp_replace('a1b2', '[0-9]', '#')", (v) => v === "a#b2"],
        ["anon.regexp_replace('a1b2', '[0-9]', '#', 'g')", (v) => v === "a#b#"],
      ],
      now: [["anon.now()", (v) => Math.abs(Date.parse(v) - Date.now()) < 3600_000]],
      random: [["anon.random()", inRange(0, 1)]],
      date_trunc: [
        [
          "anon.date_trunc('year', '2020-05-05 10:00'::timestamp)",
          (v) => v === "2020-01-01 00:00:00",
        ],
        [
          "anon.date_trunc('day', '2020-05-05 10:00+00'::timestamptz)",
          (v) => v.startsWith("2020-05-05"),
        ],
      ],
      date_add: [
        [
          "anon.date_add('2020-01-01 00:00+00', '1 day')",
          (v) => Date.parse(v) === Date.parse("2020-01-02T00:00:00Z"),
        ],
      ],
      date_subtract: [
        [
          "anon.date_subtract('2020-01-02 00:00+00', '1 day')",
          (v) => Date.parse(v) === Date.parse("2020-01-01T00:00:00Z"),
        ],
      ],
      make_date: [["anon.make_date(2020, 2, 3)", (v) => v === "2020-02-03"]],
      to_char: [
        ["anon.to_char('2020-01-02 03:04'::timestamp, 'YYYY/MM/DD')", (v) => v === "2020/01/02"],
        ["anon.to_char('2020-01-02 03:04+00'::timestamptz, 'YYYY')", (v) => v === "2020"],
        ["anon.to_char(12.5, '99D9')", (v) => v.trim() === "12.5"],
      ],
    };
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
    for (;;) {
      const current = await status(id);
      if (messages.at(-1) !== current.status_message) messages.push(current.status_message);
      if (current.state === "anonymizing" && refusal === undefined) {
        anonymizingAt = performance.now();
        refusal = (await connectError(uri)) ?? null;
        secondStart = await api("POST", `${project()}/branches/${id}/anonymize`);
      }
      if (current.state === "anonymized" || current.state === "error") break;
      await sleep(25);
    }
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
