import { describe, expect, test } from "vitest";
import { endpointAddress } from "../../../emulator/src/front-doors/endpoint-address.ts";
import { frozenSeed, rich, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });
const endpoints = (projectId = rich.secondProjectId) => `/projects/${projectId}/endpoints`;

async function newBranch(name: string, projectId = rich.secondProjectId) {
  const { status, body } = await env.api("POST", `/projects/${projectId}/branches`, {
    body: { branch: { name } },
  });
  expect(status).toBe(201);
  await env.advance(50);
  return body.branch.id as string;
}

async function createCompute(
  branchId: string,
  extra: Record<string, unknown> = {},
  projectId = rich.secondProjectId,
) {
  return env.api("POST", endpoints(projectId), {
    body: { endpoint: { branch_id: branchId, type: "read_write", ...extra } },
  });
}

async function getCompute(id: string, projectId = rich.secondProjectId) {
  return (await env.api("GET", `${endpoints(projectId)}/${id}`)).body.endpoint;
}

describe("create", () => {
  test("answers 201 with the compute in init, pending active, and a running start_compute", async () => {
    const branchId = await newBranch("feature");
    const { status, body } = await createCompute(branchId, {
      autoscaling_limit_min_cu: 0.25,
      autoscaling_limit_max_cu: 2,
    });
    expect(status).toBe(201);
    expect(body.endpoint).toMatchObject({
      branch_id: branchId,
      type: "read_write",
      current_state: "init",
      pending_state: "active",
    });
    expect(body.endpoint.id).toMatch(/^ep-[a-z]+-[a-z]+-[a-z0-9]{8}$/);
    // Its own loopback address, where tools that connect by host reach it (endpoint-address.ts).
    expect(body.endpoint.host).toBe(endpointAddress(body.endpoint.id));
    expect(body.endpoint.last_active).toBeUndefined();
    expect(body.operations).toEqual([
      expect.objectContaining({
        action: "start_compute",
        status: "running",
        endpoint_id: body.endpoint.id,
        branch_id: branchId,
      }),
    ]);
    await env.advance(50);
    const after = await getCompute(body.endpoint.id);
    expect(after.current_state).toBe("active");
    expect(after.pending_state).toBeUndefined();
    expect(after.last_active).toEqual(expect.any(String));
  });

  test("refuses a second read_write compute on a branch with a clear 409, allows read_only ones", async () => {
    const { status, body } = await createCompute("br-second-main-00000001");
    expect(status).toBe(409);
    expect(body.message).toBe(
      "branch br-second-main-00000001 already has a read_write compute ep-second-primary-00000001; a branch has at most one read_write compute (create a read_only compute for a read replica)",
    );
    for (let i = 0; i < 2; i++) {
      const replica = await createCompute("br-second-main-00000001", { type: "read_only" });
      expect(replica.status).toBe(201);
      expect(replica.body.endpoint.type).toBe("read_only");
      await env.advance(50);
    }
    const list = await env.api("GET", endpoints());
    expect(list.body.endpoints.map((e: { type: string }) => e.type).sort()).toEqual([
      "read_only",
      "read_only",
      "read_write",
    ]);
  });

  test("unknown branch → 404; missing type → 400 naming the field", async () => {
    const missing = await createCompute("br-nope-00000000");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("br-nope-00000000");
    const noType = await env.api("POST", endpoints(), {
      body: { endpoint: { branch_id: "br-second-main-00000001" } },
    });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain("endpoint.type");
  });
});

describe("sizes: the CU table and the plan's limit", () => {
  test.each([
    [0.25, 0.25],
    [0.5, 0.5],
    [7, 7],
    [16, 16],
    [18, 18],
    [56, 56],
    [0.25, 16],
    [1, 8],
  ])("accepts %s–%s CU", async (min, max) => {
    const branchId = await newBranch(`size-${min}-${max}`);
    const { status, body } = await createCompute(branchId, {
      autoscaling_limit_min_cu: min,
      autoscaling_limit_max_cu: max,
    });
    expect(status).toBe(201);
    expect(body.endpoint).toMatchObject({
      autoscaling_limit_min_cu: min,
      autoscaling_limit_max_cu: max,
    });
  });

  test.each([
    [0.75, 0.75, "autoscaling_limit_min_cu 0.75 is not a supported compute size"],
    [19, 19, "autoscaling_limit_min_cu 19 is not a supported compute size"],
    [58, 58, "autoscaling_limit_min_cu 58 is not a supported compute size"],
    [1.5, 2, "autoscaling_limit_min_cu 1.5 is not a supported compute size"],
    [4, 2, "autoscaling_limit_min_cu 4 is greater than autoscaling_limit_max_cu 2"],
    [1, 18, "sizes above 16 CU are fixed only"],
  ])("refuses %s–%s CU with 400", async (min, max, message) => {
    const { status, body } = await createCompute("br-second-main-00000001", {
      type: "read_only",
      autoscaling_limit_min_cu: min,
      autoscaling_limit_max_cu: max,
    });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  test("a single size means a fixed size", async () => {
    const branchId = await newBranch("single");
    const { body } = await createCompute(branchId, { autoscaling_limit_max_cu: 4 });
    expect(body.endpoint).toMatchObject({
      autoscaling_limit_min_cu: 4,
      autoscaling_limit_max_cu: 4,
    });
  });

  test("the free plan allows up to 2 CU", async () => {
    await env.reset(
      frozenSeed({ ...(await import("../support/helpers.ts")).richSeed(), plan: "free" }),
    );
    const branchId = await newBranch("free");
    const tooBig = await createCompute(branchId, {
      autoscaling_limit_min_cu: 0.25,
      autoscaling_limit_max_cu: 4,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain("exceeds the free plan limit of 2 CU");
    expect(
      (
        await createCompute(branchId, {
          autoscaling_limit_min_cu: 0.25,
          autoscaling_limit_max_cu: 2,
        })
      ).status,
    ).toBe(201);
  });

  test("suspend_timeout_seconds is checked", async () => {
    const { status, body } = await createCompute("br-second-main-00000001", {
      type: "read_only",
      suspend_timeout_seconds: 30,
    });
    expect(status).toBe(400);
    expect(body.message).toContain("suspend_timeout_seconds 30 is not allowed");
  });
});

describe("update", () => {
  test("moving by branch_id answers apply_config running + suspend_compute scheduling and keeps the host", async () => {
    const target = await newBranch("move-target");
    const before = await getCompute("ep-second-primary-00000001");
    const { status, body } = await env.api("PATCH", `${endpoints()}/ep-second-primary-00000001`, {
      body: { endpoint: { branch_id: target } },
    });
    expect(status).toBe(200);
    expect(body.endpoint).toMatchObject({
      branch_id: target,
      host: before.host,
      pending_state: "active",
    });
    expect(
      body.operations.map((o: { action: string; status: string }) => [o.action, o.status]),
    ).toEqual([
      ["apply_config", "running"],
      ["suspend_compute", "scheduling"],
    ]);
    await env.advance(50);
    await env.advance(50);
    const after = await getCompute("ep-second-primary-00000001");
    expect(after).toMatchObject({ branch_id: target, host: before.host, current_state: "idle" });
    expect(after.pending_state).toBeUndefined();
  });

  test("a move onto a branch that has a read_write compute is refused", async () => {
    const branchId = await newBranch("occupied");
    const created = await createCompute(branchId);
    await env.advance(50);
    const { status, body } = await env.api("PATCH", `${endpoints()}/ep-second-primary-00000001`, {
      body: { endpoint: { branch_id: branchId } },
    });
    expect(status).toBe(409);
    expect(body.message).toContain(
      `branch ${branchId} already has a read_write compute ${created.body.endpoint.id}`,
    );
  });

  test("a size change on an active compute restarts it and drops connections", async () => {
    await env.admin("POST", "/connect", { endpoint_id: "ep-second-primary-00000001" });
    await env.admin("POST", "/connect", { endpoint_id: "ep-second-primary-00000001" });
    const { body } = await env.api("PATCH", `${endpoints()}/ep-second-primary-00000001`, {
      body: { endpoint: { autoscaling_limit_min_cu: 1, autoscaling_limit_max_cu: 4 } },
    });
    expect(body.endpoint).toMatchObject({
      autoscaling_limit_min_cu: 1,
      autoscaling_limit_max_cu: 4,
    });
    expect(body.operations).toEqual([
      expect.objectContaining({ action: "apply_config", status: "running" }),
    ]);
    await env.advance(50);
    const state = await env.state();
    const compute = state.projects
      .find((p: { id: string }) => p.id === rich.secondProjectId)
      .computes.find((c: { id: string }) => c.id === "ep-second-primary-00000001");
    expect(compute).toMatchObject({
      restart_count: 1,
      dropped_connections: 2,
      open_connections: 0,
      current_state: "active",
    });
  });

  test("settings such as suspend_timeout_seconds apply without a restart; no change → no operations", async () => {
    const { body } = await env.api("PATCH", `${endpoints()}/ep-second-primary-00000001`, {
      body: { endpoint: { suspend_timeout_seconds: 600 } },
    });
    expect(body.endpoint.suspend_timeout_seconds).toBe(600);
    expect(body.operations.map((o: { action: string }) => o.action)).toEqual(["apply_config"]);
    await env.advance(50);
    const again = await env.api("PATCH", `${endpoints()}/ep-second-primary-00000001`, {
      body: { endpoint: { suspend_timeout_seconds: 600 } },
    });
    expect(again.body.operations).toEqual([]);
    const state = await env.state();
    const compute = state.projects[1].computes[0];
    expect(compute.restart_count).toBe(0);
  });
});

describe("lifecycle", () => {
  test("goes idle after the suspend timeout with no activity; a connection resets the timer", async () => {
    const id = "ep-second-primary-00000001";
    await env.advance(299_000);
    expect((await getCompute(id)).current_state).toBe("active");
    await env.admin("POST", "/connect", { endpoint_id: id });
    await env.advance(299_000);
    expect((await getCompute(id)).current_state).toBe("active");
    await env.advance(1_050);
    const idle = await getCompute(id);
    expect(idle.current_state).toBe("idle");
    const ops = await env.api("GET", `/projects/${rich.secondProjectId}/operations`);
    expect(ops.body.operations[0]).toMatchObject({
      action: "suspend_compute",
      status: "finished",
      endpoint_id: id,
    });
  });

  test("a connection wakes an idle compute through start_compute and updates last_active", async () => {
    const id = "ep-second-primary-00000001";
    await env.api("POST", `${endpoints()}/${id}/suspend`);
    await env.advance(50);
    const idle = await getCompute(id);
    expect(idle.current_state).toBe("idle");
    await env.advance(10_000);
    const { body } = await env.admin("POST", "/connect", { endpoint_id: id });
    expect(body.woke).toBe(true);
    expect(body.operations).toEqual([
      expect.objectContaining({ action: "start_compute", status: "running" }),
    ]);
    await env.advance(50);
    const woken = await getCompute(id);
    expect(woken.current_state).toBe("active");
    expect(Date.parse(woken.last_active)).toBeGreaterThan(Date.parse(idle.last_active));
  });

  test("suspend_timeout_seconds -1 never suspends", async () => {
    const id = "ep-second-primary-00000001";
    await env.api("PATCH", `${endpoints()}/${id}`, {
      body: { endpoint: { suspend_timeout_seconds: -1 } },
    });
    await env.advance(7 * 24 * 3600 * 1000);
    expect((await getCompute(id)).current_state).toBe("active");
  });

  test("restart works on an active compute only", async () => {
    const id = "ep-second-primary-00000001";
    const restarted = await env.api("POST", `${endpoints()}/${id}/restart`);
    expect(restarted.status).toBe(200);
    expect(
      restarted.body.operations.map((o: { action: string; status: string }) => [
        o.action,
        o.status,
      ]),
    ).toEqual([
      ["suspend_compute", "running"],
      ["start_compute", "scheduling"],
    ]);
    await env.advance(50);
    await env.advance(50);
    expect((await getCompute(id)).current_state).toBe("active");
    await env.api("POST", `${endpoints()}/${id}/suspend`);
    await env.advance(50);
    const refused = await env.api("POST", `${endpoints()}/${id}/restart`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `endpoint ${id} is idle; restart works only on an active compute (wake an idle compute with POST /projects/${rich.secondProjectId}/endpoints/${id}/start)`,
    );
  });

  test("start wakes an idle compute; start on an active one and suspend on an idle one start nothing", async () => {
    const id = "ep-second-primary-00000001";
    const noop = await env.api("POST", `${endpoints()}/${id}/start`);
    expect(noop.body.operations).toEqual([]);
    const suspended = await env.api("POST", `${endpoints()}/${id}/suspend`);
    expect(suspended.body.operations).toEqual([
      expect.objectContaining({ action: "suspend_compute", status: "running" }),
    ]);
    expect(suspended.body.endpoint.pending_state).toBe("idle");
    await env.advance(50);
    expect((await env.api("POST", `${endpoints()}/${id}/suspend`)).body.operations).toEqual([]);
    const started = await env.api("POST", `${endpoints()}/${id}/start`);
    expect(started.body.operations).toEqual([
      expect.objectContaining({ action: "start_compute", status: "running" }),
    ]);
    await env.advance(50);
    expect((await getCompute(id)).current_state).toBe("active");
  });
});

describe("list, get, delete", () => {
  test("list per project and per branch; get an unknown compute → 404", async () => {
    const all = await env.api("GET", endpoints());
    expect(all.body.endpoints.map((e: { id: string }) => e.id)).toEqual([
      "ep-second-primary-00000001",
    ]);
    const perBranch = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/branches/br-second-main-00000001/endpoints`,
    );
    expect(perBranch.body.endpoints).toHaveLength(1);
    const missing = await env.api("GET", `${endpoints()}/ep-missing-00000000`);
    expect(missing.status).toBe(404);
  });

  test("delete answers the compute and no operations; again → 204; re-create gets a new host", async () => {
    const id = "ep-second-primary-00000001";
    const before = await getCompute(id);
    const deleted = await env.api("DELETE", `${endpoints()}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ endpoint: expect.objectContaining({ id }), operations: [] });
    const again = await env.api("DELETE", `${endpoints()}/${id}`);
    expect(again.status).toBe(204);
    expect(again.body).toBeUndefined();
    const recreated = await createCompute("br-second-main-00000001");
    expect(recreated.status).toBe(201);
    expect(recreated.body.endpoint.host).not.toBe(before.host);
  });
});
