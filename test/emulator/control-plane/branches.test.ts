import { describe, expect, test } from "vitest";
import { endpointAddress } from "../../../emulator/src/front-doors/endpoint-address.ts";
import { type Loose, rich, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });
const branches = `/projects/${rich.secondProjectId}/branches`;

const mainId = "br-second-main-00000001";
const hour = 3600_000;

async function create(body: unknown) {
  const response = await env.api("POST", branches, { body });
  await env.settle();
  return response;
}

async function now(): Promise<number> {
  return Date.parse((await env.state()).now);
}

/** RFC 3339 at second precision, as Neon shows expires_at. */
const seconds = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z");

async function patch(branchId: string, branch: Record<string, unknown>) {
  return env.api("PATCH", `${branches}/${branchId}`, { body: { branch } });
}

async function getBranch(branchId: string) {
  return env.api("GET", `${branches}/${branchId}`);
}

async function computesOf(branchId: string): Promise<Loose[]> {
  const { body } = await env.api("GET", `/projects/${rich.secondProjectId}/endpoints`);
  return body.endpoints.filter((e: { branch_id: string }) => e.branch_id === branchId);
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
    expect(endpoint.host).toBe(endpointAddress(endpoint.id));
    expect(uri.connection_parameters.pooler_host).toBe(endpoint.host);
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
  test("without real servers: the URI names the compute's host, the same for pooled (an address has no -pooler name)", async () => {
    const state = await env.state();
    const main = state.projects[1].branches[0];
    const base = `/projects/${rich.secondProjectId}/connection_uri?database_name=neondb&role_name=neondb_owner`;
    const direct = await env.api("GET", base);
    expect(direct.status).toBe(200);
    const host = endpointAddress("ep-second-primary-00000001");
    expect(direct.body.uri).toBe(
      `postgresql://neondb_owner:${encodeURIComponent(main.roles[0].password)}@${host}/neondb?sslmode=require`,
    );
    const pooled = await env.api("GET", `${base}&pooled=true&branch_id=br-second-main-00000001`);
    expect(pooled.body.uri).toContain(`@${host}/neondb?sslmode=require`);
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

describe("update (PATCH)", () => {
  test("rename and protect: 200 with the branch and no operations; a taken name → 409", async () => {
    const { body } = await create({ branch: { name: "feature" } });
    const renamed = await patch(body.branch.id, { name: "feature-2", protected: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.operations).toEqual([]);
    expect(renamed.body.branch).toMatchObject({
      id: body.branch.id,
      name: "feature-2",
      protected: true,
    });
    expect((await getBranch(body.branch.id)).body.branch.name).toBe("feature-2");
    const same = await patch(body.branch.id, { name: "feature-2" });
    expect(same.status).toBe(200);
    const taken = await patch(body.branch.id, { name: "main" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('branch with the name "main" already exists');
    const unprotected = await patch(body.branch.id, { protected: false });
    expect(unprotected.body.branch.protected).toBe(false);
  });

  test("bad bodies → 400; unknown branch → 404; while an operation runs → 423", async () => {
    expect((await env.api("PATCH", `${branches}/${mainId}`, { body: {} })).status).toBe(400);
    expect((await patch(mainId, { name: "" })).status).toBe(400);
    expect((await patch(mainId, { protected: "yes" })).status).toBe(400);
    expect((await patch("br-gone-00000000", { name: "x" })).status).toBe(404);
    await env.api("POST", branches, { body: { branch: { name: "busy" } } });
    const locked = await patch(mainId, { name: "renamed" });
    expect(locked.status).toBe(423);
  });

  test("expires_at: set at second precision with its interval, moved, removed with null", async () => {
    const { body } = await create({ branch: { name: "temp" } });
    const start = await now();
    const at = new Date(start + hour + 123).toISOString();
    const set = await patch(body.branch.id, { expires_at: at });
    expect(set.status).toBe(200);
    expect(set.body.branch.expires_at).toBe(seconds(start + hour + 123));
    expect(set.body.branch.ttl_interval_seconds).toBe(
      Math.round((Date.parse(seconds(start + hour + 123)) - start) / 1000),
    );
    const offset = new Date(start + 2 * hour).toISOString().replace(/\.\d{3}Z$/, "+00:00");
    const moved = await patch(body.branch.id, { expires_at: offset });
    expect(moved.body.branch.expires_at).toBe(seconds(start + 2 * hour));
    const removed = await patch(body.branch.id, { expires_at: null });
    expect(removed.status).toBe(200);
    expect(removed.body.branch.expires_at).toBeUndefined();
    expect(removed.body.branch.ttl_interval_seconds).toBeUndefined();
  });

  test("expires_at refused (400): not RFC 3339, no time zone, past, over 30 days, protected", async () => {
    const { body } = await create({ branch: { name: "temp" } });
    const id = body.branch.id;
    const start = await now();
    const garbage = await patch(id, { expires_at: "tomorrow" });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toContain("RFC 3339");
    const local = await patch(id, { expires_at: "2030-01-01T00:00:00" });
    expect(local.status).toBe(400);
    expect(local.body.message).toContain("time zone");
    const past = await patch(id, { expires_at: new Date(start - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain("not in the future");
    const far = await patch(id, { expires_at: new Date(start + 31 * 24 * hour).toISOString() });
    expect(far.status).toBe(400);
    expect(far.body.message).toContain("more than 30 days ahead");
    const thirtyDays = await patch(id, {
      expires_at: new Date(start + 30 * 24 * hour).toISOString(),
    });
    expect(thirtyDays.status).toBe(200);
    const protect = await patch(id, { protected: true });
    expect(protect.status).toBe(400);
    expect(protect.body.message).toContain("cannot be protected");
    const both = await patch(id, { protected: true, expires_at: null });
    expect(both.status).toBe(200);
    const onProtected = await patch(id, { expires_at: new Date(start + hour).toISOString() });
    expect(onProtected.status).toBe(400);
    expect(onProtected.body.message).toContain("a protected branch cannot have an expiration");
  });

  test("the default branch and a branch with children cannot expire; no child of an expiring branch", async () => {
    const at = new Date((await now()) + hour).toISOString();
    const main = await patch(mainId, { expires_at: at });
    expect(main.status).toBe(400);
    expect(main.body.message).toContain("default branch cannot expire");
    const parent = await create({ branch: { name: "parent" } });
    await create({ branch: { name: "child", parent_id: parent.body.branch.id } });
    const withChild = await patch(parent.body.branch.id, { expires_at: at });
    expect(withChild.status).toBe(400);
    expect(withChild.body.message).toContain("a branch with children cannot expire");
    const expiring = await create({ branch: { name: "expiring", expires_at: at } });
    const grandchild = await env.api("POST", branches, {
      body: { branch: { name: "grandchild", parent_id: expiring.body.branch.id } },
    });
    expect(grandchild.status).toBe(400);
    expect(grandchild.body.message).toContain("cannot be created from an expiring branch");
  });
});

describe("create with expires_at", () => {
  test("shown in the branch view; invalid or protected → 400", async () => {
    const start = await now();
    const at = seconds(start + 2 * hour);
    const created = await env.api("POST", branches, {
      body: { branch: { name: "ci-run", expires_at: at }, endpoints: [{ type: "read_write" }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.branch).toMatchObject({ expires_at: at, protected: false });
    expect(created.body.branch.ttl_interval_seconds).toBe(
      Math.round((Date.parse(at) - start) / 1000),
    );
    await env.settle();
    const got = await getBranch(created.body.branch.id);
    expect(got.body.branch.expires_at).toBe(at);
    const listed = await env.api("GET", branches);
    expect(
      listed.body.branches.find((b: { id: string }) => b.id === created.body.branch.id).expires_at,
    ).toBe(at);
    const past = await env.api("POST", branches, {
      body: { branch: { name: "late", expires_at: seconds(start - 1000) } },
    });
    expect(past.status).toBe(400);
    const protectedToo = await env.api("POST", branches, {
      body: { branch: { name: "both", protected: true, expires_at: at } },
    });
    expect(protectedToo.status).toBe(400);
    const protectedOnly = await create({ branch: { name: "guarded", protected: true } });
    expect(protectedOnly.body.branch.protected).toBe(true);
  });
});

describe("expiry on the virtual clock", () => {
  test("past expires_at the platform deletes the branch and its computes (system operations)", async () => {
    const start = await now();
    const { body } = await create({
      branch: { name: "ephemeral", expires_at: seconds(start + hour) },
      endpoints: [{ type: "read_write" }, { type: "read_only" }],
    });
    const id = body.branch.id;
    expect(await computesOf(id)).toHaveLength(2);
    await env.advance(Date.parse(seconds(start + hour)) - (await now()) - 1);
    expect((await getBranch(id)).status).toBe(200);
    await env.advance(1);
    expect((await getBranch(id)).status).toBe(404);
    expect(await computesOf(id)).toEqual([]);
    const listed = await env.api("GET", branches);
    expect(listed.body.branches.map((b: { id: string }) => b.id)).not.toContain(id);

    const ops = await env.api("GET", `/projects/${rich.secondProjectId}/operations`);
    const deletion = ops.body.operations.filter(
      (op: { branch_id?: string; action: string }) =>
        op.branch_id === id && op.action !== "create_branch" && op.action !== "start_compute",
    );
    expect(deletion.map((op: { action: string }) => op.action).sort()).toEqual([
      "delete_timeline",
      "suspend_compute",
      "suspend_compute",
    ]);
    await env.settle();
    const state = await env.state();
    const project = state.projects.find((p: { id: string }) => p.id === rich.secondProjectId);
    const system = project.operations.filter(
      (op: { branch_id?: string; action: string }) =>
        op.branch_id === id && op.action === "delete_timeline",
    );
    expect(system).toEqual([
      expect.objectContaining({ status: "finished", initiated_by: "system" }),
    ]);
    // Control-plane work: the project is not locked while it runs.
    expect(project.locked_by).toBeUndefined();
  });

  test("a moved expiration postpones the deletion; a removed one cancels it", async () => {
    const start = await now();
    const moved = await create({ branch: { name: "moved", expires_at: seconds(start + hour) } });
    const kept = await create({ branch: { name: "kept", expires_at: seconds(start + hour) } });
    expect(
      (await patch(moved.body.branch.id, { expires_at: seconds(start + 3 * hour) })).status,
    ).toBe(200);
    expect((await patch(kept.body.branch.id, { expires_at: null })).status).toBe(200);
    await env.advance(2 * hour);
    expect((await getBranch(moved.body.branch.id)).status).toBe(200);
    expect((await getBranch(kept.body.branch.id)).status).toBe(200);
    await env.advance(hour);
    expect((await getBranch(moved.body.branch.id)).status).toBe(404);
    await env.advance(40 * 24 * hour);
    expect((await getBranch(kept.body.branch.id)).status).toBe(200);
  });

  test("a branch deleted before it expires is simply gone; an operation in progress is waited for", async () => {
    const start = await now();
    const early = await create({ branch: { name: "early", expires_at: seconds(start + hour) } });
    expect((await env.api("DELETE", `${branches}/${early.body.branch.id}`)).status).toBe(200);
    await env.settle();
    await env.advance(hour);
    expect((await getBranch(early.body.branch.id)).status).toBe(404);

    await env.admin("POST", "/faults", { rules: [{ hold_operation: "create_branch" }] });
    const held = await env.api("POST", branches, {
      body: { branch: { name: "held", expires_at: seconds((await now()) + 10_000) } },
    });
    await env.advance(20_000);
    expect((await getBranch(held.body.branch.id)).status).toBe(200);
    await env.admin("DELETE", "/faults");
    await env.settle();
    expect((await getBranch(held.body.branch.id)).status).toBe(404);
  });

  test("a restore restarts the expiration's interval", async () => {
    const start = await now();
    const { body } = await create({
      branch: { name: "ttl", expires_at: seconds(start + 2 * hour) },
    });
    await env.advance(hour);
    const restored = await env.api("POST", `${branches}/${body.branch.id}/restore`, {
      body: { source_branch_id: mainId },
    });
    expect(restored.status).toBe(200);
    const resetAt = await now();
    expect(restored.body.branch.last_reset_at).toBe(new Date(resetAt).toISOString());
    expect(restored.body.branch.expires_at).toBe(
      seconds(resetAt + body.branch.ttl_interval_seconds * 1000),
    );
    await env.advance(hour + 1000);
    expect((await getBranch(body.branch.id)).status).toBe(200);
    await env.advance(hour);
    expect((await getBranch(body.branch.id)).status).toBe(404);
  });
});

describe("set_as_default", () => {
  test("the branch becomes the default, the old default is no longer; already default → 200", async () => {
    const { body } = await create({ branch: { name: "next" } });
    const set = await env.api("POST", `${branches}/${body.branch.id}/set_as_default`);
    expect(set.status).toBe(200);
    expect(set.body.operations).toEqual([]);
    expect(set.body.branch).toMatchObject({ id: body.branch.id, default: true, primary: true });
    const old = await getBranch(mainId);
    expect(old.body.branch).toMatchObject({ default: false, primary: false });
    const listed = await env.api("GET", branches);
    expect(
      listed.body.branches.filter((b: { default: boolean }) => b.default).map((b: Loose) => b.id),
    ).toEqual([body.branch.id]);
    const again = await env.api("POST", `${branches}/${body.branch.id}/set_as_default`);
    expect(again.status).toBe(200);
    expect(again.body.branch.default).toBe(true);
    // New branches now start from the new default; the new default cannot be deleted.
    const child = await create({ branch: { name: "from-next" } });
    expect(child.body.branch.parent_id).toBe(body.branch.id);
    expect((await env.api("DELETE", `${branches}/${body.branch.id}`)).status).toBe(400);
  });

  test("an expiring branch cannot become the default (400); unknown → 404", async () => {
    const at = seconds((await now()) + hour);
    const { body } = await create({ branch: { name: "expiring", expires_at: at } });
    const refused = await env.api("POST", `${branches}/${body.branch.id}/set_as_default`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("an expiring branch cannot be the default branch");
    expect((await getBranch(mainId)).body.branch.default).toBe(true);
    const missing = await env.api("POST", `${branches}/br-gone-00000000/set_as_default`);
    expect(missing.status).toBe(404);
  });
});

describe("restore", () => {
  async function databaseNames(branchId: string): Promise<string[]> {
    const { body } = await env.api("GET", `${branches}/${branchId}/databases`);
    return body.databases.map((d: { name: string }) => d.name).sort();
  }

  test("preserve_under_name keeps the state before the restore as a new branch, parent of the restored one", async () => {
    const { body } = await create({
      branch: { name: "feature" },
      endpoints: [{ type: "read_write" }],
    });
    const feature = body.branch.id;
    const extra = await env.api("POST", `${branches}/${feature}/databases`, {
      body: { database: { name: "feature_db", owner_name: "neondb_owner" } },
    });
    expect(extra.status).toBe(201);
    await env.settle();
    const child = await create({ branch: { name: "feature-child", parent_id: feature } });

    const restored = await env.api("POST", `${branches}/${feature}/restore`, {
      body: { source_branch_id: mainId, preserve_under_name: "feature-before" },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.operations.map((op: { action: string }) => op.action)).toEqual([
      "apply_storage_config",
    ]);
    const listed = await env.api("GET", branches);
    const preserved = listed.body.branches.find(
      (b: { name: string }) => b.name === "feature-before",
    );
    expect(preserved).toMatchObject({ parent_id: mainId, default: false, current_state: "init" });
    expect(preserved.id).not.toBe(feature);
    expect(restored.body.branch).toMatchObject({ id: feature, parent_id: preserved.id });
    expect(restored.body.branch.last_reset_at).toEqual(expect.any(String));
    await env.settle();

    expect((await getBranch(preserved.id)).body.branch.current_state).toBe("ready");
    expect(await databaseNames(preserved.id)).toEqual(["feature_db", "neondb"]);
    expect(await databaseNames(feature)).toEqual(["neondb"]);
    expect((await computesOf(feature)).map((c) => c.type)).toEqual(["read_write"]);
    expect(await computesOf(preserved.id)).toEqual([]);
    expect((await getBranch(child.body.branch.id)).body.branch.parent_id).toBe(preserved.id);
  });

  test("a branch with children needs preserve_under_name (400); a taken name → 409", async () => {
    const parent = await create({ branch: { name: "parent" } });
    await create({ branch: { name: "child", parent_id: parent.body.branch.id } });
    const path = `${branches}/${parent.body.branch.id}/restore`;
    const bare = await env.api("POST", path, { body: { source_branch_id: mainId } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain("needs preserve_under_name");
    const empty = await env.api("POST", path, {
      body: { source_branch_id: mainId, preserve_under_name: "" },
    });
    expect(empty.status).toBe(400);
    const taken = await env.api("POST", path, {
      body: { source_branch_id: mainId, preserve_under_name: "child" },
    });
    expect(taken.status).toBe(409);
  });

  test("source_lsn and source_timestamp stay unsupported (400); restore from itself → 400", async () => {
    const { body } = await create({ branch: { name: "pitr" } });
    const path = `${branches}/${body.branch.id}/restore`;
    const lsn = await env.api("POST", path, {
      body: { source_branch_id: mainId, source_lsn: "0/1DE2850" },
    });
    expect(lsn.status).toBe(400);
    expect(lsn.body.message).toContain("source_lsn and source_timestamp are not supported");
    const timestamp = await env.api("POST", path, {
      body: {
        source_branch_id: mainId,
        source_timestamp: "2024-02-26T12:00:00Z",
        preserve_under_name: "kept",
      },
    });
    expect(timestamp.status).toBe(400);
    const itself = await env.api("POST", path, { body: { source_branch_id: body.branch.id } });
    expect(itself.status).toBe(400);
  });
});
