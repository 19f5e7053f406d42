import pg from "pg";
import { describe, expect, test } from "vitest";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";
import { awaitOperations, type Loose } from "../../support/helpers.ts";

/**
 * Neon's Data API on real servers: the control-plane routes (Neon's shapes, checked against the
 * OpenAPI document by useEmulator), and the PostgREST service at `url`, spoken by
 * @supabase/postgrest-js, with tokens from an external JWKS served by the test.
 */
const ctx = useDataApi();
const { env, api, dataApiPath } = ctx;
const dana = "user-dana";
const sam = "user-sam";

describe("control plane", () => {
  test("create answers the URL on the proxy's port; GET the settings; a second create 409", async () => {
    expect(ctx.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/apirest/${ctx.mainBranch}/neondb/rest/v1$`),
    );
    const got = await api("GET", dataApiPath());
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      url: ctx.url,
      status: "active",
      settings: { db_schemas: ["public"], db_anon_role: "anonymous", jwt_role_claim_key: ".role" },
      available_schemas: ["auth", "public"],
    });
    const again = await api("POST", dataApiPath(), {
      auth_provider: "external",
      jwks_url: ctx.issuer.jwksUrl,
    });
    expect(again.status).toBe(409);
  });

  test("unknown database 404; neon_auth without Neon Auth on the branch 400; skip_auth_schema; bad settings 400", async () => {
    expect((await api("POST", dataApiPath(ctx.mainBranch, "nope"), {})).status).toBe(404);
    expect((await api("GET", dataApiPath(ctx.mainBranch, "nope"))).status).toBe(404);
    const database = await api(
      "POST",
      `/projects/${env.projectId}/branches/${ctx.mainBranch}/databases`,
      {
        database: { name: "other", owner_name: "neondb_owner" },
      },
    );
    expect(database.status).toBe(201);
    await awaitOperations(env, env.projectId, database.body.operations);
    const neonAuth = await api("POST", dataApiPath(ctx.mainBranch, "other"), {
      auth_provider: "neon_auth",
    });
    expect(neonAuth.status).toBe(400);
    expect(neonAuth.body.message).toMatch(/Neon Auth is not enabled on branch/);
    const external = await api("POST", dataApiPath(ctx.mainBranch, "other"), {
      auth_provider: "external",
      jwks_url: ctx.issuer.jwksUrl,
      skip_auth_schema: true,
      settings: { db_max_rows: 10 },
    });
    expect(external.status).toBe(201);
    const got = await api("GET", dataApiPath(ctx.mainBranch, "other"));
    expect(got.body.available_schemas).toEqual(["public"]);
    expect(got.body.settings.db_max_rows).toBe(10);
    const { body } = await env.api(
      "GET",
      `/projects/${env.projectId}/connection_uri?branch_id=${ctx.mainBranch}&role_name=neondb_owner&database_name=other`,
      { key: env.keys.organization },
    );
    const client = new pg.Client({ connectionString: body.uri });
    await client.connect();
    const schemas = await client.query("SELECT nspname FROM pg_namespace WHERE nspname = 'auth'");
    await client.end();
    expect(schemas.rows).toEqual([]);
    expect((await api("DELETE", dataApiPath(ctx.mainBranch, "other"))).status).toBe(200);
    const bad = await api("PATCH", dataApiPath(), { settings: { db_schemas: "public" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/db_schemas/);
  });
});

describe("the service's front door", () => {
  test("https on the same port, with the proxy's certificate", async () => {
    const { data, error } = await restClient(ctx.url.replace("http:", "https:"))
      .from("authors")
      .select("name")
      .eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Ursula" }]);
  });

  test("CORS: a preflight and an answer allow the origins of server_cors_allowed_origins", async () => {
    const preflight = await fetch(`${ctx.url}/authors`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://app.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, prefer",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Prefer/);
    const patched = await api("PATCH", dataApiPath(), {
      settings: { server_cors_allowed_origins: "http://app.example" },
    });
    expect(patched.status).toBe(201);
    const allowed = await fetch(`${ctx.url}/authors?select=id&id=eq.1`, {
      headers: { Origin: "http://app.example" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://app.example");
    const other = await fetch(`${ctx.url}/authors?select=id&id=eq.1`, {
      headers: { Origin: "http://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    await api("PATCH", dataApiPath(), { settings: { server_cors_allowed_origins: "*" } });
  });

  test("without db_anon_role, a request without a token is PGRST302 401", async () => {
    expect((await api("PATCH", dataApiPath(), { settings: { db_anon_role: "" } })).status).toBe(
      201,
    );
    const refused = await restClient(ctx.url).from("authors").select();
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({
      code: "PGRST302",
      message: "Anonymous access is disabled",
    });
    await api("PATCH", dataApiPath(), { settings: { db_anon_role: "anonymous" } });
  });
});

describe("reading", () => {
  test("select columns, renames, filters, order, limit with Content-Range and an exact count", async () => {
    const client = restClient(ctx.url);
    const { data, error, count, status } = await client
      .from("books")
      .select("id, name:title, pages", { count: "exact" })
      .gt("pages", 200)
      .order("pages", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([
      { id: 4, name: "Excession", pages: 451 },
      { id: 1, name: "The Dispossessed", pages: 387 },
    ]);
  });

  test("operators: in, like/ilike, is, cs/ov on arrays, not, or and nested and", async () => {
    const client = restClient(ctx.url);
    const titles = async (q: Loose) => {
      const { data, error } = await q.order("id");
      expect(error).toBeNull();
      return data.map((r: Loose) => r.title);
    };
    expect(await titles(client.from("books").select("title").in("id", [1, 3]))).toEqual([
      "The Dispossessed",
      "Small Gods",
    ]);
    expect(await titles(client.from("books").select("title").like("title", "*Gods"))).toEqual([
      "Small Gods",
    ]);
    expect(await titles(client.from("books").select("title").ilike("title", "%earthsea%"))).toEqual(
      ["A Wizard of Earthsea"],
    );
    expect(await titles(client.from("books").select("title").is("published", null))).toEqual([
      "Excession",
    ]);
    expect(await titles(client.from("books").select("title").contains("tags", ["scifi"]))).toEqual([
      "The Dispossessed",
      "Excession",
    ]);
    expect(
      await titles(client.from("books").select("title").overlaps("tags", ["satire", "classic"])),
    ).toEqual(["The Dispossessed", "Small Gods"]);
    expect(await titles(client.from("books").select("title").not("author_id", "eq", 1))).toEqual([
      "Small Gods",
      "Excession",
    ]);
    expect(
      await titles(
        client.from("books").select("title").or("pages.lt.200,and(author_id.eq.3,pages.gt.400)"),
      ),
    ).toEqual(["A Wizard of Earthsea", "Excession"]);
    expect(
      await titles(
        client.from("books").select("title").neq("id", 1).lte("pages", 284).gte("pages", 184),
      ),
    ).toEqual(["Small Gods"]);
  });

  test("single object: one row, else PGRST116 406; maybeSingle with none is null", async () => {
    const client = restClient(ctx.url);
    const one = await client.from("authors").select("name").eq("id", 2).single();
    expect(one.data).toEqual({ name: "Terry" });
    const many = await client.from("authors").select("name").single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: "PGRST116", details: "The result contains 3 rows" });
    const none = await client.from("authors").select("name").eq("id", 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });

  test("Range header and offset, 416 beyond the end", async () => {
    const client = restClient(ctx.url);
    const ranged = await client.from("authors").select("id").order("id").range(1, 2);
    expect(ranged.data).toEqual([{ id: 2 }, { id: 3 }]);
    const response = await fetch(`${ctx.url}/authors?select=id&order=id`, {
      headers: { Range: "0-0", Prefer: "count=exact" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("0-0/3");
    const beyond = await fetch(`${ctx.url}/authors?offset=10`, {
      headers: { Prefer: "count=exact" },
    });
    expect(beyond.status).toBe(416);
    expect(((await beyond.json()) as Loose).code).toBe("PGRST103");
  });

  test("errors in PostgREST's shape: unknown table, unknown column, bad operator", async () => {
    const client = restClient(ctx.url);
    const table = await client.from("nope").select();
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const column = await client.from("books").select("nope");
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: "42703",
      message: "column books.nope does not exist",
    });
    const operator = await fetch(`${ctx.url}/books?id=eqq.1`);
    expect(operator.status).toBe(400);
    expect((await operator.json()) as Loose).toMatchObject({ code: "PGRST100" });
    const syntax = await fetch(`${ctx.url}/books?select=id,(`);
    expect(syntax.status).toBe(400);
  });
});

describe("writing", () => {
  test("insert one and many with return=representation, minimal; update and delete with filters", async () => {
    const token = await ctx.issuer.token({ sub: dana, role: "authenticated" });
    const client = restClient(ctx.url, token);
    const one = await client.from("authors").insert({ name: "Octavia" }).select().single();
    expect(one.status).toBe(201);
    expect(one.data).toMatchObject({ name: "Octavia" });
    const many = await client
      .from("authors")
      .insert([{ name: "Ann" }, { name: "Ted" }])
      .select("name");
    expect(many.data).toEqual([{ name: "Ann" }, { name: "Ted" }]);
    const minimal = await client.from("authors").insert({ name: "Nobody" });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const updated = await client
      .from("authors")
      .update({ name: "Ted C." })
      .eq("name", "Ted")
      .select();
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject([{ name: "Ted C." }]);
    const deleted = await client
      .from("authors")
      .delete()
      .in("name", ["Ann", "Ted C.", "Nobody"])
      .select("name");
    expect(deleted.data?.map((r: Loose) => r.name).sort()).toEqual(["Ann", "Nobody", "Ted C."]);
  });

  test("upsert: merge-duplicates and ignore-duplicates; constraint violations 409 as Postgres says", async () => {
    const token = await ctx.issuer.token({ sub: dana, role: "authenticated" });
    const client = restClient(ctx.url, token);
    const merged = await client.from("genres").upsert({ id: 1, name: "classics" }).select();
    expect(merged.data).toEqual([{ id: 1, name: "classics" }]);
    const ignored = await client
      .from("genres")
      .upsert({ id: 1, name: "other" }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const byName = await client
      .from("genres")
      .upsert({ name: "classics" }, { onConflict: "name", ignoreDuplicates: true })
      .select();
    expect(byName.error).toBeNull();
    const duplicate = await client.from("genres").insert({ id: 1, name: "x" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: "23505",
      details: "Key (id)=(1) already exists.",
    });
    const foreign = await client.from("books").insert({ title: "Orphan", author_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe("23503");
    const notNull = await client.from("books").insert({ pages: 1 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe("23502");
    const unknown = await client.from("books").insert({ title: "x", nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe("PGRST204");
  });

  test("missing=default gives absent columns their defaults", async () => {
    const token = await ctx.issuer.token({ sub: dana, role: "authenticated" });
    const client = restClient(ctx.url, token);
    const { data, error } = await client
      .from("books")
      .insert(
        [
          { title: "Defaulted", pages: 10 },
          { title: "Tagged", tags: ["x"] },
        ],
        { defaultToNull: false },
      )
      .select("title, tags");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Defaulted", tags: [] },
      { title: "Tagged", tags: ["x"] },
    ]);
    await client.from("books").delete().in("title", ["Defaulted", "Tagged"]);
  });
});

describe("auth and roles", () => {
  test("two users each see and change only their own rows (RLS with auth.user_id())", async () => {
    const danaClient = restClient(
      ctx.url,
      await ctx.issuer.token({ sub: dana, role: "authenticated" }),
    );
    const samClient = restClient(ctx.url, await ctx.issuer.token({ sub: sam }));
    expect((await danaClient.from("todos").insert({ task: "dana's" })).status).toBe(201);
    expect((await samClient.from("todos").insert({ task: "sam's" })).status).toBe(201);
    expect((await danaClient.from("todos").select("task, user_id")).data).toEqual([
      { task: "dana's", user_id: dana },
    ]);
    expect((await samClient.from("todos").select("task, user_id")).data).toEqual([
      { task: "sam's", user_id: sam },
    ]);
    const forged = await samClient.from("todos").insert({ task: "as dana", user_id: dana });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe("42501");
    const touched = await samClient
      .from("todos")
      .update({ done: true })
      .eq("task", "dana's")
      .select();
    expect(touched.data).toEqual([]);
  });

  test("anonymous sees only what anonymous is granted; writing without a grant is 401", async () => {
    const anon = restClient(ctx.url);
    expect((await anon.from("authors").select("id")).error).toBeNull();
    const todos = await anon.from("todos").select();
    expect(todos.status).toBe(401);
    expect(todos.error?.code).toBe("42501");
    const insert = await anon.from("authors").insert({ name: "anon" });
    expect(insert.status).toBe(401);
  });

  test("the claims reach auth.user_id(), current_user and request.jwt.claims", async () => {
    const client = restClient(ctx.url, await ctx.issuer.token({ sub: dana }));
    const { data } = await client.rpc("whoami");
    expect(data).toEqual({ user: dana, role: "authenticated", claims: dana });
    const anon = await restClient(ctx.url).rpc("whoami");
    expect(anon.data).toEqual({ user: null, role: "anonymous", claims: null });
  });

  test("a bad signature, an expired token, a missing role: 401 and nothing runs", async () => {
    const foreign = await restClient(
      ctx.url,
      await ctx.issuer.token({ sub: dana }, { foreign: true }),
    )
      .from("todos")
      .insert({ task: "forged" });
    expect(foreign.status).toBe(401);
    expect(foreign.error?.code).toBe("PGRST301");
    const expired = await restClient(
      ctx.url,
      await ctx.issuer.token({ sub: dana }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    )
      .from("authors")
      .select();
    expect(expired.status).toBe(401);
    expect(expired.error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
    const noRole = await restClient(
      ctx.url,
      await ctx.issuer.token({ sub: dana, role: "no_such_role" }),
    )
      .from("authors")
      .select();
    expect(noRole.status).toBe(401);
    const garbage = await fetch(`${ctx.url}/authors`, {
      headers: { Authorization: "Bearer not-a-jwt" },
    });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    const rows = await ownerSql(
      env,
      ctx.mainBranch,
      "SELECT count(*)::int AS n FROM todos WHERE task = 'forged'",
    );
    expect(rows[0].n).toBe(0);
  });
});
