import { beforeAll, describe, expect, test } from "vitest";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";

/**
 * Hostile input to the Data API: quotes, semicolons, comments and Unicode in table, column and
 * filter values are data, never SQL; a body too large or malformed gets PostgREST's error at once.
 */
const ctx = useDataApi();
const hostileTable = `we"ird; -- table ☃`;
// postgrest-js cannot select a column whose name has a double quote; the table's name has one.
const hostileColumn = `co'l; DROP TABLE authors; -- ☃`;
const payloads = [
  `'; DROP TABLE authors; --`,
  `") OR 1=1 --`,
  `\\'; SELECT pg_sleep(10); --`,
  `/* comment */ 1`,
  `ünïcødé ☃ 🐘 \u0000`.replace("\u0000", ""),
  `$1 $$ $tag$`,
];

async function authorsStillThere(): Promise<void> {
  const rows = await ownerSql(ctx.env, ctx.mainBranch, "SELECT count(*)::int AS n FROM authors");
  expect(rows[0].n).toBeGreaterThanOrEqual(3);
}

beforeAll(async () => {
  const table = `"${hostileTable.replaceAll('"', '""')}"`;
  const column = `"${hostileColumn.replaceAll('"', '""')}"`;
  await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `CREATE TABLE ${table} (id serial PRIMARY KEY, ${column} text);
     GRANT SELECT, INSERT ON ${table} TO anonymous;
     GRANT USAGE ON SEQUENCE ${`"${`${hostileTable}_id_seq`.replaceAll('"', '""')}"`} TO anonymous;`,
  );
  expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
});

describe("hostile names and values", () => {
  test("a table and a column named with quotes, semicolons, comments and Unicode are served as named", async () => {
    const client = restClient(ctx.url);
    for (const value of payloads) {
      const inserted = await client
        .from(hostileTable)
        .insert({ [hostileColumn]: value })
        .select(`"${hostileColumn}"`);
      expect(inserted.error, value).toBeNull();
      expect(inserted.data).toEqual([{ [hostileColumn]: value }]);
      const found = await client.from(hostileTable).select("id").eq(hostileColumn, value);
      expect(found.data, value).toHaveLength(1);
    }
    await authorsStillThere();
  });

  test("filter values of every operator are parameters: no match, no error beyond Postgres's own", async () => {
    const client = restClient(ctx.url);
    for (const value of payloads) {
      expect((await client.from("authors").select("id").eq("name", value)).data).toEqual([]);
      expect((await client.from("authors").select("id").like("name", value)).data).toEqual([]);
      expect((await client.from("authors").select("id").in("name", [value, "x"])).data).toEqual([]);
      expect(
        (
          await client
            .from("authors")
            .select("id")
            .or(`name.eq."${value.replaceAll('"', '\\"')}"`)
        ).error,
      ).toBeNull();
      const json = await client
        .from("books")
        .select("id")
        .eq(`meta->>${JSON.stringify(value).slice(1, -1).replaceAll(".", "")}`, value);
      expect([200, 400]).toContain(json.status);
    }
    await authorsStillThere();
  });

  test("names that are not in the schema cache never reach SQL", async () => {
    const client = restClient(ctx.url);
    const table = await client.from(`authors; DROP TABLE authors`).select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe("PGRST205");
    const column = await client.from("authors").select(`id,"name; DROP TABLE authors"`);
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe("42703");
    const order = await fetch(
      `${ctx.url}/authors?order=${encodeURIComponent("id; DROP TABLE authors")}`,
    );
    expect(order.status).toBe(400);
    const cast = await fetch(
      `${ctx.url}/authors?select=${encodeURIComponent("id::int); DROP TABLE authors; --")}`,
    );
    expect(cast.status).toBe(400);
    expect(((await cast.json()) as Loose).code).toBe("PGRST100");
    const rpcArg = await client.rpc("add", { a: 1, "b; DROP TABLE authors": 2 });
    expect(rpcArg.status).toBe(404);
    const profile = await restClient(ctx.url, undefined, `public"; DROP TABLE authors; --`)
      .from("authors")
      .select();
    expect(profile.status).toBe(406);
    await authorsStillThere();
  });

  test("a token's role claim is a value: a hostile one is a role that does not exist, 401", async () => {
    const token = await ctx.issuer.token({
      sub: "x",
      role: `authenticated; DROP TABLE authors; --`,
    });
    const answer = await restClient(ctx.url, token).from("authors").select();
    expect(answer.status).toBe(401);
    await authorsStillThere();
  });
});

describe("bodies", () => {
  test("malformed JSON is PGRST102 400; a body over the limit is 413 at once", async () => {
    const malformed = await fetch(`${ctx.url}/authors`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Loose).code).toBe("PGRST102");
    const huge = await fetch(`${ctx.url}/authors`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(11 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const mismatched = await fetch(`${ctx.url}/genres`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([{ name: "a" }, { id: 99 }]),
    });
    expect(mismatched.status).toBe(400);
    expect(((await mismatched.json()) as Loose).message).toBe("All object keys must match");
  });
});
