import { describe, expect, test } from "vitest";
import { rich, useEmulator } from "./helpers.ts";

const env = useEmulator({ resetEachTest: true });
const branches = `/projects/${rich.secondProjectId}/branches`;

async function create(body: unknown) {
  const response = await env.api("POST", branches, { body });
  await env.settle();
  return response;
}

describe("create", () => {
  test("without endpoints: 201 with create_branch only, role and database, parent = default branch", async () => {
    const { status, body } = await env.api("POST", branches, {
      body: { branch: { name: "preview/pr-1" } },
    });
    expect(status).toBe(201);
    expect(body.branch).toMatchObject({
      name: "preview/pr-1",
      parent_id: "br-second-main-00000001",
      current_state: "init",
      default: false,
    });
    expect(body.branch.id).toMatch(/^br-[a-z]+-[a-z]+-[a-z0-9]{8}$/);
    expect(body.endpoints).toEqual([]);
    expect(body.operations).toEqual([
      expect.objectContaining({
        action: "create_branch",
        status: "running",
        branch_id: body.branch.id,
      }),
    ]);
    expect(body.operations[0].endpoint_id).toBeUndefined();
    expect(body.roles).toEqual([
      expect.objectContaining({ name: "neondb_owner", password: expect.any(String) }),
    ]);
    expect(body.databases).toEqual([
      expect.objectContaining({ name: "neondb", owner_name: "neondb_owner" }),
    ]);
    expect(body.connection_uris).toBeUndefined();
    await env.advance(50);
    const got = await env.api("GET", `${branches}/${body.branch.id}`);
    expect(got.body.branch.current_state).toBe("ready");
  });

  test("with a read_write endpoint: create_branch running + start_compute scheduling and a connection URI", async () => {
    const { body } = await env.api("POST", branches, {
      body: {
        branch: { name: "with-compute" },
        endpoints: [
          { type: "read_write", autoscaling_limit_min_cu: 0.25, autoscaling_limit_max_cu: 1 },
        ],
      },
    });
    expect(
      body.operations.map((o: { action: string; status: string }) => [o.action, o.status]),
    ).toEqual([
      ["create_branch", "running"],
      ["start_compute", "scheduling"],
    ]);
    const [endpoint] = body.endpoints;
    expect(endpoint).toMatchObject({
      type: "read_write",
      branch_id: body.branch.id,
      autoscaling_limit_max_cu: 1,
    });
    const [uri] = body.connection_uris;
    expect(uri.connection_parameters.host).toBe(endpoint.host);
    expect(uri.connection_parameters.pooler_host).toBe(
      endpoint.host.replace(/^(ep-[^.]+)/, "$1-pooler"),
    );
    expect(uri.connection_uri).toContain(`:${body.roles[0].password}@${endpoint.host}/neondb`);
    await env.advance(50);
    const ops = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/operations/${body.operations[1].id}`,
    );
    expect(ops.body.operation.status).toBe("running");
    await env.advance(50);
    const started = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/endpoints/${endpoint.id}`,
    );
    expect(started.body.endpoint.current_state).toBe("active");
  });

  test("duplicate name → 409; unknown parent → 404; two read_write endpoints → 400; no body → generated name", async () => {
    await create({ branch: { name: "dup" } });
    const dup = await env.api("POST", branches, { body: { branch: { name: "dup" } } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('branch with the name "dup" already exists');
    const orphan = await env.api("POST", branches, {
      body: { branch: { parent_id: "br-nope-00000000" } },
    });
    expect(orphan.status).toBe(404);
    const two = await env.api("POST", branches, {
      body: { endpoints: [{ type: "read_write" }, { type: "read_write" }] },
    });
    expect(two.status).toBe(400);
    const bare = await env.api("POST", branches);
    expect(bare.status).toBe(201);
    expect(bare.body.branch.name).toBe(bare.body.branch.id);
  });
});

describe("list", () => {
  test("search by partial name or id, Neon's cursor paging with next, sort_by and sort_order", async () => {
    for (const name of ["preview/pr-1", "preview/pr-2", "preview/pr-3", "other"]) {
      await create({ branch: { name } });
    }
    const searched = await env.api("GET", `${branches}?search=preview`);
    expect(searched.body.branches.map((b: { name: string }) => b.name).sort()).toEqual([
      "preview/pr-1",
      "preview/pr-2",
      "preview/pr-3",
    ]);
    expect(searched.body.annotations).toEqual({});
    const byId = await env.api("GET", `${branches}?search=second-main`);
    expect(byId.body.branches.map((b: { id: string }) => b.id)).toEqual([
      "br-second-main-00000001",
    ]);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `sort_by=name&sort_order=asc&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = await env.api("GET", `${branches}?${query}`);
      expect(page.status).toBe(200);
      expect(page.body.pagination).toMatchObject({ sort_by: "name", sort_order: "asc" });
      seen.push(...page.body.branches.map((b: { name: string }) => b.name));
      cursor = page.body.pagination.next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(["main", "other", "preview/pr-1", "preview/pr-2", "preview/pr-3"]);

    const newestFirst = await env.api("GET", `${branches}?sort_by=created_at`);
    expect(newestFirst.body.branches[0].name).toBe("other");
    expect(newestFirst.body.pagination).toEqual({ sort_by: "created_at", sort_order: "desc" });
  });

  test("bad paging parameters → 400", async () => {
    expect((await env.api("GET", `${branches}?sort_by=size`)).status).toBe(400);
    expect((await env.api("GET", `${branches}?limit=0`)).status).toBe(400);
    const badCursor = await env.api("GET", `${branches}?cursor=garbage`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toContain("pass pagination.next as is");
  });
});

describe("get and delete", () => {
  test("get returns the branch and its annotation; unknown → 404", async () => {
    const got = await env.api("GET", `${branches}/br-second-main-00000001`);
    expect(got.body.branch).toMatchObject({
      id: "br-second-main-00000001",
      name: "main",
      default: true,
    });
    expect(got.body.annotation.object).toEqual({
      type: "console/branch",
      id: "br-second-main-00000001",
    });
    expect((await env.api("GET", `${branches}/br-gone-00000000`)).status).toBe(404);
  });

  test("delete removes the branch and its computes; 204 when already gone", async () => {
    const { body } = await create({
      branch: { name: "doomed" },
      endpoints: [{ type: "read_write" }, { type: "read_only" }],
    });
    const deleted = await env.api("DELETE", `${branches}/${body.branch.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.branch.id).toBe(body.branch.id);
    expect(deleted.body.operations.map((o: { action: string }) => o.action)).toEqual([
      "suspend_compute",
      "suspend_compute",
      "delete_timeline",
    ]);
    const endpoints = await env.api("GET", `/projects/${rich.secondProjectId}/endpoints`);
    expect(endpoints.body.endpoints.map((e: { branch_id: string }) => e.branch_id)).not.toContain(
      body.branch.id,
    );
    expect((await env.api("GET", `${branches}/${body.branch.id}`)).status).toBe(404);
    const again = await env.api("DELETE", `${branches}/${body.branch.id}`);
    expect(again.status).toBe(204);
  });

  test("the default branch and a branch with children cannot be deleted", async () => {
    const main = await env.api("DELETE", `${branches}/br-second-main-00000001`);
    expect(main.status).toBe(400);
    expect(main.body.message).toContain("default branch");
    const parent = await create({ branch: { name: "parent" } });
    await create({ branch: { name: "child", parent_id: parent.body.branch.id } });
    const refused = await env.api("DELETE", `${branches}/${parent.body.branch.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("has a child branch");
  });
});

describe("connection_uri", () => {
  test("answers the URI with the password inside; pooled uses the -pooler host", async () => {
    const state = await env.state();
    const main = state.projects[1].branches[0];
    const base = `/projects/${rich.secondProjectId}/connection_uri?database_name=neondb&role_name=neondb_owner`;
    const direct = await env.api("GET", base);
    expect(direct.status).toBe(200);
    const host = "ep-second-primary-00000001.us-east-2.aws.neon.emulator.test";
    expect(direct.body.uri).toBe(
      `postgresql://neondb_owner:${encodeURIComponent(main.roles[0].password)}@${host}/neondb?sslmode=require`,
    );
    const pooled = await env.api("GET", `${base}&pooled=true&branch_id=br-second-main-00000001`);
    expect(pooled.body.uri).toContain(
      "@ep-second-primary-00000001-pooler.us-east-2.aws.neon.emulator.test/neondb",
    );
  });

  test("missing parameters → 400; unknown role, database or a branch without compute → 404", async () => {
    const path = `/projects/${rich.secondProjectId}/connection_uri`;
    expect((await env.api("GET", `${path}?database_name=neondb`)).status).toBe(400);
    expect((await env.api("GET", `${path}?database_name=nope&role_name=neondb_owner`)).status).toBe(
      404,
    );
    expect((await env.api("GET", `${path}?database_name=neondb&role_name=nope`)).status).toBe(404);
    const bare = await create({ branch: { name: "no-compute" } });
    const noCompute = await env.api(
      "GET",
      `${path}?database_name=neondb&role_name=neondb_owner&branch_id=${bare.body.branch.id}`,
    );
    expect(noCompute.status).toBe(404);
    expect(noCompute.body.message).toContain("has no read_write compute");
  });
});
