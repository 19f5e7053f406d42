import { describe, expect, test } from "vitest";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";
import { awaitOperations, type Loose } from "../../support/helpers.ts";

/**
 * The Data API across branches and compute lifecycles: a child branch has it with its own URL
 * and data; the service wakes an idle compute like any client, keeps its connections pooled
 * (they count on the compute), and stops with its branch or when deleted.
 */
const ctx = useDataApi();
const project = () => `/projects/${ctx.env.projectId}`;

async function computeOf(endpointId: string): Promise<Loose> {
  const state = await ctx.env.state();
  return state.projects.flatMap((p: Loose) => p.computes).find((c: Loose) => c.id === endpointId);
}

/** Polls the admin state until the compute's open connections satisfy the condition. */
async function connectionsBecome(endpointId: string, ok: (n: number) => boolean): Promise<number> {
  for (;;) {
    const open = (await computeOf(endpointId)).open_connections as number;
    if (ok(open)) return open;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("branches", () => {
  let child: string;
  let childEndpoint: string;
  let childUrl: string;

  test("a child branch has the Data API with its own URL, serving its own data", async () => {
    const created = await ctx.api("POST", `${project()}/branches`, {
      branch: { name: "data-api-child", parent_id: ctx.mainBranch },
      endpoints: [{ type: "read_write" }],
    });
    expect(created.status).toBe(201);
    await awaitOperations(ctx.env, ctx.env.projectId, created.body.operations);
    child = created.body.branch.id;
    childEndpoint = created.body.endpoints[0].id;
    const got = await ctx.api("GET", ctx.dataApiPath(child));
    expect(got.status).toBe(200);
    childUrl = got.body.url;
    expect(childUrl).toContain(`/apirest/${child}/neondb/rest/v1`);
    expect(childUrl).not.toBe(ctx.url);

    const token = await ctx.issuer.token({ sub: "child-user" });
    const childClient = restClient(childUrl, token);
    expect((await childClient.from("authors").insert({ name: "Only on the child" })).status).toBe(
      201,
    );
    const onChild = await childClient
      .from("authors")
      .select("name")
      .eq("name", "Only on the child");
    expect(onChild.data).toEqual([{ name: "Only on the child" }]);
    const onParent = await restClient(ctx.url, token)
      .from("authors")
      .select("name")
      .eq("name", "Only on the child");
    expect(onParent.data).toEqual([]);
  });

  test("requests share pooled connections that count on the compute; no new connection per request", async () => {
    const client = restClient(childUrl);
    const first = await client.rpc("backend_pid");
    const second = await client.rpc("backend_pid");
    expect(first.error).toBeNull();
    expect(second.data).toBe(first.data);
    expect((await computeOf(childEndpoint)).open_connections).toBeGreaterThanOrEqual(1);
  });

  test("an idle compute is woken by a request", async () => {
    // The pool's connections go first: deleting and re-creating the Data API is not needed, a
    // suspend ends every session on the compute.
    const suspended = await ctx.api("POST", `${project()}/endpoints/${childEndpoint}/suspend`);
    expect(suspended.status).toBe(200);
    await awaitOperations(ctx.env, ctx.env.projectId, suspended.body.operations);
    expect((await computeOf(childEndpoint)).current_state).toBe("idle");
    const { data, error } = await restClient(childUrl).from("authors").select("id").eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
    expect((await computeOf(childEndpoint)).current_state).toBe("active");
  });

  test("deleting the Data API stops it: its URL answers 404 and its connections close", async () => {
    await restClient(childUrl).from("authors").select("id");
    expect(await connectionsBecome(childEndpoint, (n) => n >= 1)).toBeGreaterThanOrEqual(1);
    const deleted = await ctx.api("DELETE", ctx.dataApiPath(child));
    expect(deleted.status).toBe(200);
    expect(await connectionsBecome(childEndpoint, (n) => n === 0)).toBe(0);
    const gone = await fetch(`${childUrl}/authors`);
    expect(gone.status).toBe(404);
    expect((await ctx.api("GET", ctx.dataApiPath(child))).status).toBe(404);
    // The parent's is untouched.
    expect((await restClient(ctx.url).from("authors").select("id").eq("id", 1)).data).toEqual([
      { id: 1 },
    ]);
  });

  test("deleting a branch stops its Data API", async () => {
    const created = await ctx.api("POST", `${project()}/branches`, {
      branch: { name: "data-api-doomed", parent_id: ctx.mainBranch },
      endpoints: [{ type: "read_write" }],
    });
    await awaitOperations(ctx.env, ctx.env.projectId, created.body.operations);
    const branchId = created.body.branch.id;
    const doomedUrl = (await ctx.api("GET", ctx.dataApiPath(branchId))).body.url;
    expect((await fetch(`${doomedUrl}/authors?select=id&id=eq.1`)).status).toBe(200);
    const deleted = await ctx.api("DELETE", `${project()}/branches/${branchId}`);
    expect(deleted.status).toBe(200);
    expect((await fetch(`${doomedUrl}/authors`)).status).toBe(404);
    await awaitOperations(ctx.env, ctx.env.projectId, deleted.body.operations);
    const rows = await ownerSql(ctx.env, ctx.mainBranch, "SELECT count(*)::int AS n FROM authors");
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe("a restore", () => {
  test("a branch restored from its parent serves the parent's new tables", async () => {
    const created = await ctx.api("POST", `${project()}/branches`, {
      branch: { name: "data-api-restored", parent_id: ctx.mainBranch },
      endpoints: [{ type: "read_write" }],
    });
    await awaitOperations(ctx.env, ctx.env.projectId, created.body.operations);
    const branchId = created.body.branch.id;
    const childUrl = (await ctx.api("GET", ctx.dataApiPath(branchId))).body.url;
    expect((await restClient(childUrl).from("authors").select("id").eq("id", 1)).error).toBeNull();
    await ownerSql(
      ctx.env,
      ctx.mainBranch,
      "CREATE TABLE shelves (id int); INSERT INTO shelves VALUES (1); GRANT SELECT ON shelves TO anonymous;",
    );
    const restored = await ctx.api("POST", `${project()}/branches/${branchId}/restore`, {
      source_branch_id: ctx.mainBranch,
    });
    expect(restored.status).toBe(200);
    await awaitOperations(ctx.env, ctx.env.projectId, restored.body.operations);
    const { data, error } = await restClient(childUrl).from("shelves").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  });
});

describe("an admin reset", () => {
  test("ends every Data API: the same branch's new one serves the new data", async () => {
    await restClient(ctx.url).from("authors").select("id").eq("id", 1);
    await ctx.env.reset();
    const created = await ctx.api("POST", ctx.dataApiPath(), {
      auth_provider: "external",
      jwks_url: ctx.issuer.jwksUrl,
      add_default_grants: true,
    });
    expect(created.status).toBe(201);
    await ownerSql(
      ctx.env,
      ctx.mainBranch,
      "CREATE TABLE fresh (id int); INSERT INTO fresh VALUES (7);",
    );
    const token = await ctx.issuer.token({ sub: "after-reset" });
    const { data, error } = await restClient(created.body.url, token).from("fresh").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
  });
});

describe("branch expiration, which Neon does not support with the Data API", () => {
  const inADay = () => new Date(Date.now() + 86400_000).toISOString().replace(/\.\d+Z$/, "Z");

  test("a branch inheriting a Data API cannot be created with an expiration, and none is made", async () => {
    const before = (await ctx.api("GET", `${project()}/branches`)).body.branches.length;
    const refused = await ctx.api("POST", `${project()}/branches`, {
      branch: { name: "expiring-child", parent_id: ctx.mainBranch, expires_at: inADay() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      "branch expiration is not supported on branches that use the Data API",
    );
    expect((await ctx.api("GET", `${project()}/branches`)).body.branches).toHaveLength(before);
  });

  test("a branch with a Data API cannot be given one; an expiring branch cannot get a Data API", async () => {
    const created = await ctx.api("POST", `${project()}/branches`, {
      branch: { name: "plain-child", parent_id: ctx.mainBranch },
    });
    expect(created.status).toBe(201);
    await awaitOperations(ctx.env, ctx.env.projectId, created.body.operations);
    const id = created.body.branch.id as string;
    const patched = await ctx.api("PATCH", `${project()}/branches/${id}`, {
      branch: { expires_at: inADay() },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toContain("branch expiration is not supported");

    // Without its Data API, it may expire; then the Data API is refused.
    expect((await ctx.api("DELETE", ctx.dataApiPath(id))).status).toBeLessThan(300);
    const expiring = await ctx.api("PATCH", `${project()}/branches/${id}`, {
      branch: { expires_at: inADay() },
    });
    expect(expiring.status).toBe(200);
    const enabled = await ctx.api("POST", ctx.dataApiPath(id), {
      auth_provider: "external",
      jwks_url: "https://auth.example.test/.well-known/jwks.json",
    });
    expect(enabled.status).toBe(400);
    expect(enabled.body.message).toContain(
      "branch expiration is not supported on branches that use the Data API",
    );
  });
});
