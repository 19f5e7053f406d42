import { beforeAll, describe, expect, test } from "vitest";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";

/**
 * The rest of PostgREST's interface on the Data API: JSON paths, casts, computed fields, full-text
 * search, range operators, CSV, schemas by profile, the OpenAPI root, HEAD, counts, max-affected
 * and tx=rollback, each compared with PostgREST's documented answer.
 */
const ctx = useDataApi();

beforeAll(async () => {
  await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `CREATE FUNCTION label(books) RETURNS text LANGUAGE sql STABLE AS $$ SELECT $1.title || ' (' || $1.pages || ')' $$;
     CREATE TABLE events (id serial PRIMARY KEY, name text NOT NULL, during int4range, doc tsvector);
     INSERT INTO events (name, during, doc) VALUES
       ('morning', '[8,12)', to_tsvector('english', 'the quick brown fox jumps')),
       ('afternoon', '[12,18)', to_tsvector('english', 'lazy dogs sleeping in the sun')),
       ('night', '[20,24)', to_tsvector('english', 'foxes hunting at night'));
     GRANT SELECT ON events TO anonymous;
     CREATE SCHEMA api;
     GRANT USAGE ON SCHEMA api TO anonymous, authenticated;
     CREATE TABLE api.notes (id serial PRIMARY KEY, body text NOT NULL);
     GRANT SELECT, INSERT ON api.notes TO anonymous, authenticated;
     GRANT USAGE ON SEQUENCE api.notes_id_seq TO anonymous, authenticated;
     INSERT INTO api.notes (body) VALUES ('in the api schema');`,
  );
  const patched = await ctx.api("PATCH", ctx.dataApiPath(), {
    settings: { db_schemas: ["public", "api"] },
  });
  expect(patched.status).toBe(201);
});

describe("select expressions", () => {
  test("JSON paths (-> and ->>) in select and filters, casts, computed fields", async () => {
    const client = restClient(ctx.url);
    const json = await client
      .from("books")
      .select("id, isbn:meta->>isbn, stars:meta->rating->stars, pages::text")
      .eq("meta->rating->>stars", "5");
    expect(json.error).toBeNull();
    expect(json.data).toEqual([{ id: 1, isbn: "0-06-051275-X", stars: 5, pages: "387" }]);
    const computed = await client.from("books").select("label").eq("id", 3);
    expect(computed.data).toEqual([{ label: "Small Gods (284)" }]);
    const filtered = await client.from("books").select("id").eq("label", "Excession (451)");
    expect(filtered.data).toEqual([{ id: 4 }]);
  });

  test("full-text search (fts, plfts, phfts, wfts with a language), match and imatch, isdistinct", async () => {
    const client = restClient(ctx.url);
    const names = async (q: Loose) => ((await q.order("id")).data ?? []).map((r: Loose) => r.name);
    expect(await names(client.from("events").select("name").textSearch("doc", "jumps"))).toEqual([
      "morning",
    ]);
    expect(
      await names(
        client.from("events").select("name").textSearch("doc", "fox", { config: "english" }),
      ),
    ).toEqual(["morning", "night"]);
    expect(
      await names(
        client
          .from("events")
          .select("name")
          .textSearch("doc", "lazy dogs", { type: "plain", config: "english" }),
      ),
    ).toEqual(["afternoon"]);
    expect(
      await names(
        client
          .from("events")
          .select("name")
          .textSearch("doc", "quick brown", { type: "phrase", config: "english" }),
      ),
    ).toEqual(["morning"]);
    expect(
      await names(
        client
          .from("events")
          .select("name")
          .textSearch("doc", "fox -night", { type: "websearch", config: "english" }),
      ),
    ).toEqual(["morning"]);
    expect(await names(client.from("events").select("name").match({ name: "night" }))).toEqual([
      "night",
    ]);
    expect(await names(client.from("events").select("name").filter("name", "match", "^a"))).toEqual(
      ["afternoon"],
    );
    expect(
      await names(client.from("events").select("name").filter("name", "imatch", "^M")),
    ).toEqual(["morning"]);
    expect(
      await names(client.from("events").select("name").filter("name", "isdistinct", "night")),
    ).toEqual(["morning", "afternoon"]);
  });

  test("range operators: sl, sr, nxl, nxr, adj, ov, cs", async () => {
    const client = restClient(ctx.url);
    const names = async (q: Loose) => ((await q.order("id")).data ?? []).map((r: Loose) => r.name);
    expect(await names(client.from("events").select("name").rangeLt("during", "[12,13)"))).toEqual([
      "morning",
    ]);
    expect(await names(client.from("events").select("name").rangeGt("during", "[12,13)"))).toEqual([
      "night",
    ]);
    expect(await names(client.from("events").select("name").rangeLte("during", "[12,13)"))).toEqual(
      ["morning"],
    );
    expect(await names(client.from("events").select("name").rangeGte("during", "[12,13)"))).toEqual(
      ["afternoon", "night"],
    );
    expect(
      await names(client.from("events").select("name").rangeAdjacent("during", "[18,20)")),
    ).toEqual(["afternoon", "night"]);
    expect(await names(client.from("events").select("name").overlaps("during", "[11,13)"))).toEqual(
      ["morning", "afternoon"],
    );
    expect(await names(client.from("events").select("name").contains("during", "[21,22)"))).toEqual(
      ["night"],
    );
  });
});

describe("answers", () => {
  test("CSV", async () => {
    const { data, error } = await restClient(ctx.url)
      .from("authors")
      .select("id, name")
      .in("id", [1, 2])
      .order("id")
      .csv();
    expect(error).toBeNull();
    expect(data).toBe("id,name\n1,Ursula\n2,Terry");
  });

  test("db_max_rows caps every page; PATCH changes it", async () => {
    expect(
      (await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_max_rows: 2 } })).status,
    ).toBe(201);
    const capped = await restClient(ctx.url)
      .from("authors")
      .select("id", { count: "exact" })
      .order("id");
    expect(capped.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(capped.count).toBeGreaterThanOrEqual(3);
    const got = await ctx.api("GET", ctx.dataApiPath());
    expect(got.body.settings.db_max_rows).toBe(2);
    expect(got.body.available_schemas).toEqual(["api", "auth", "public"]);
    expect(
      (await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_max_rows: 1000 } })).status,
    ).toBe(201);
  });

  test("HEAD answers the headers only; planned and estimated counts are the planner's estimate", async () => {
    const head = await restClient(ctx.url)
      .from("authors")
      .select("*", { count: "exact", head: true })
      .lte("id", 3);
    expect(head.status).toBe(200);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    // PostgREST's planned count is the planner's row estimate (EXPLAIN of the count query);
    // estimated is too without db_max_rows. Each is a number, whatever the table's statistics.
    for (const count of ["planned", "estimated"] as const) {
      const answer = await restClient(ctx.url).from("authors").select("id", { count }).lte("id", 3);
      expect(answer.error).toBeNull();
      expect(answer.count).toEqual(expect.any(Number));
    }
  });

  test("Accept-Profile and Content-Profile pick another exposed schema; others are PGRST106 406", async () => {
    const api = restClient(ctx.url, undefined, "api");
    expect((await api.from("notes").select("body")).data).toEqual([{ body: "in the api schema" }]);
    const inserted = await api.from("notes").insert({ body: "second" }).select("body");
    expect(inserted.data).toEqual([{ body: "second" }]);
    const other = await restClient(ctx.url, undefined, "secret").from("notes").select();
    expect(other.status).toBe(406);
    expect(other.error).toMatchObject({
      code: "PGRST106",
      message: "Invalid schema: secret",
      hint: "Only the following schemas are exposed: public, api",
    });
  });

  test("the root describes the tables and functions (OpenAPI)", async () => {
    const response = await fetch(`${ctx.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/openapi\+json/);
    const document = (await response.json()) as Loose;
    expect(document.swagger).toBe("2.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/", "/authors", "/books", "/rpc/add"]),
    );
    expect(document.definitions.authors.properties.name).toMatchObject({
      type: "string",
      format: "text",
    });
    expect(document.definitions.authors.required).toEqual(["name"]);
  });
});

describe("write preferences", () => {
  test("max-affected with handling=strict refuses a change of more rows, and nothing changes", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const client = restClient(ctx.url, token);
    const refused = await client.from("books").update({ pages: 1 }).gt("pages", 0).maxAffected(1);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe("PGRST124");
    const pages = await client.from("books").select("pages").eq("id", 1).single();
    expect(pages.data).toEqual({ pages: 387 });
    const allowed = await client.from("books").update({ pages: 388 }).eq("id", 1).maxAffected(1);
    expect(allowed.error).toBeNull();
    await client.from("books").update({ pages: 387 }).eq("id", 1);
  });

  test("tx=rollback answers as if committed, then rolls back", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const client = restClient(ctx.url, token);
    const response = await fetch(`${ctx.url}/authors?select=name`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Prefer: "return=representation, tx=rollback",
      },
      body: JSON.stringify({ name: "Rolled back" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ name: "Rolled back" }]);
    expect(response.headers.get("preference-applied")).toContain("tx=rollback");
    expect((await client.from("authors").select("id").eq("name", "Rolled back")).data).toEqual([]);
  });

  test("return=headers-only answers a Location", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const response = await fetch(`${ctx.url}/genres`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Prefer: "return=headers-only",
      },
      body: JSON.stringify({ name: "poetry" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toMatch(/^\/genres\?id=eq\.\d+$/);
  });
});
