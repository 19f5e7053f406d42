import { describe, expect, test } from "vitest";
import { type Loose, rich, useEmulator } from "./support/helpers.ts";

const env = useEmulator({ resetEachTest: true });
const endpointPath = `/projects/${rich.secondProjectId}/endpoints/ep-second-primary-00000001`;

async function addRules(rules: unknown[]) {
  const response = await env.admin("POST", "/faults", { rules });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe("request faults", () => {
  test("status with Retry-After and the error body; times limits the matches", async () => {
    await addRules([{ method: "GET", path: "/projects", status: 503, retry_after: 7, times: 2 }]);
    for (let i = 0; i < 2; i++) {
      const { status, headers, body } = await env.api("GET", "/projects", {
        headers: { "x-request-id": `try-${i}` },
      });
      expect(status).toBe(503);
      expect(headers.get("retry-after")).toBe("7");
      expect(body).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "injected fault: HTTP 503",
        request_id: `try-${i}`,
      });
    }
    expect((await env.api("GET", "/projects")).status).toBe(200);
  });

  test("status with a custom body, wildcard paths and method matching", async () => {
    await addRules([
      {
        method: "PATCH",
        path: "/projects/*/endpoints/*",
        status: 500,
        body: { code: "X", message: "boom" },
      },
    ]);
    expect((await env.api("GET", endpointPath)).status).toBe(200);
    const patched = await env.api("PATCH", endpointPath, {
      body: { endpoint: { suspend_timeout_seconds: 120 } },
    });
    expect(patched.status).toBe(500);
    expect(patched.body).toEqual({ code: "X", message: "boom" });
    const state = await env.state();
    expect(state.projects[1].computes[0].suspend_timeout_seconds).toBe(0);
  });

  test("reset destroys the connection without an answer and without applying the request", async () => {
    await addRules([
      { method: "POST", path: "/api/v2/projects/*/branches", reset: true, times: 1 },
    ]);
    await expect(
      env.api("POST", `/projects/${rich.secondProjectId}/branches`, {
        body: { branch: { name: "x" } },
      }),
    ).rejects.toThrow();
    const list = await env.api("GET", `/projects/${rich.secondProjectId}/branches?search=x`);
    expect(list.body.branches).toEqual([]);
    const { body } = await env.admin("GET", "/requests");
    expect(body.requests.find((r: { fault?: string }) => r.fault === "reset")).toMatchObject({
      status: 0,
      method: "POST",
    });
  });

  test("drop_response applies the request, then destroys the connection", async () => {
    await addRules([
      { method: "POST", path: "/projects/*/branches", drop_response: true, times: 1 },
    ]);
    await expect(
      env.api("POST", `/projects/${rich.secondProjectId}/branches`, {
        body: { branch: { name: "dropped" } },
      }),
    ).rejects.toThrow();
    const list = await env.api("GET", `/projects/${rich.secondProjectId}/branches?search=dropped`);
    expect(list.body.branches.map((b: { name: string }) => b.name)).toEqual(["dropped"]);
  });

  test("delay_ms answers normally afterwards", async () => {
    await addRules([{ path: "/projects", delay_ms: 30, times: 1 }]);
    const { status, body } = await env.api("GET", "/projects");
    expect(status).toBe(200);
    expect(body.projects.length).toBeGreaterThan(0);
    const log = await env.admin("GET", "/requests");
    expect(log.body.requests.at(-1)).toMatchObject({ fault: "delay_ms", status: 200 });
    expect(log.body.requests.at(-1).duration_ms).toBeGreaterThanOrEqual(25);
  });

  test("raw_body applies the request but answers the raw string", async () => {
    await addRules([
      { method: "PATCH", path: "/projects/*/endpoints/*", raw_body: '{"endpoint": {', times: 1 },
    ]);
    const { status, body } = await env.api("PATCH", endpointPath, {
      body: { endpoint: { suspend_timeout_seconds: 120 } },
    });
    expect(status).toBe(200);
    expect(body).toBe('{"endpoint": {');
    expect((await env.api("GET", endpointPath)).body.endpoint.suspend_timeout_seconds).toBe(120);
  });

  test("patch_body deep-merges into the JSON answer (arrays by index)", async () => {
    await addRules([
      {
        method: "POST",
        path: "/projects/*/endpoints/*/restart",
        patch_body: {
          operations: [{ status: "teleporting" }],
          endpoint: { current_state: "warp" },
        },
      },
    ]);
    const { body } = await env.api("POST", `${endpointPath}/restart`);
    expect(body.operations.map((o: { status: string }) => o.status)).toEqual([
      "teleporting",
      "scheduling",
    ]);
    expect(body.operations[0].action).toBe("suspend_compute");
    expect(body.endpoint.current_state).toBe("warp");
    expect(body.endpoint.id).toBe("ep-second-primary-00000001");
  });

  test("invalid rules are refused with 400", async () => {
    const noAction = await env.admin("POST", "/faults", { rules: [{ path: "/projects" }] });
    expect(noAction.status).toBe(400);
    expect(noAction.body.message).toContain("invalid fault rules");
    const twoActions = await env.admin("POST", "/faults", {
      rules: [{ path: "/x", status: 500, reset: true }],
    });
    expect(twoActions.status).toBe(400);
  });
});

describe("operation faults", () => {
  test("fail_operation fails the next operation of that action only", async () => {
    await addRules([{ fail_operation: "start_compute" }]);
    const created = await env.api("POST", `/projects/${rich.secondProjectId}/endpoints`, {
      body: { endpoint: { branch_id: "br-second-main-00000001", type: "read_only" } },
    });
    await env.advance(50);
    const op = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/operations/${created.body.operations[0].id}`,
    );
    expect(op.body.operation).toMatchObject({ status: "failed", failures_count: 1 });
    const compute = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/endpoints/${created.body.endpoint.id}`,
    );
    expect(compute.body.endpoint.current_state).toBe("init");
    expect(compute.body.endpoint.pending_state).toBeUndefined();
    const again = await env.api(
      "POST",
      `/projects/${rich.secondProjectId}/endpoints/${created.body.endpoint.id}/start`,
    );
    await env.advance(50);
    const retried = await env.api(
      "GET",
      `/projects/${rich.secondProjectId}/operations/${again.body.operations[0].id}`,
    );
    expect(retried.body.operation.status).toBe("finished");
  });

  test("hold_operation keeps the next operation in scheduling until faults are cleared", async () => {
    await addRules([{ hold_operation: "apply_config" }]);
    const { body } = await env.api("PATCH", endpointPath, {
      body: { endpoint: { suspend_timeout_seconds: 120 } },
    });
    expect(body.operations[0]).toMatchObject({ action: "apply_config", status: "scheduling" });
    await env.advance(600_000);
    const opPath = `/projects/${rich.secondProjectId}/operations/${body.operations[0].id}`;
    expect((await env.api("GET", opPath)).body.operation.status).toBe("scheduling");
    expect((await env.api("POST", `/projects/${rich.secondProjectId}/branches`)).status).toBe(423);
    expect((await env.admin("DELETE", "/faults")).body).toEqual({ rules: [] });
    expect((await env.api("GET", opPath)).body.operation.status).toBe("running");
    await env.advance(50);
    expect((await env.api("GET", opPath)).body.operation.status).toBe("finished");
  });

  test("a hold cleared before its chain reaches the held operation does not stop the chain later", async () => {
    await addRules([{ hold_operation: "start_compute" }]);
    const { body } = await env.api("POST", `/projects/${rich.secondProjectId}/branches`, {
      body: { branch: { name: "held-later" }, endpoints: [{ type: "read_write" }] },
    });
    expect(body.operations.map((op: Loose) => [op.action, op.status])).toEqual([
      ["create_branch", "running"],
      ["start_compute", "scheduling"],
    ]);
    await env.admin("DELETE", "/faults");
    await env.advance(50);
    await env.advance(50);
    const start = `/projects/${rich.secondProjectId}/operations/${body.operations[1].id}`;
    expect((await env.api("GET", start)).body.operation.status).toBe("finished");
  });

  test("GET faults lists rules with their match counts; DELETE clears them", async () => {
    await addRules([
      { path: "/projects", status: 502 },
      { fail_operation: "suspend_compute", times: 2 },
    ]);
    await env.api("GET", "/projects");
    const { body } = await env.admin("GET", "/faults");
    expect(body.rules).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        path: "/projects",
        status: 502,
        method: "*",
        matched: 1,
      }),
      expect.objectContaining({ fail_operation: "suspend_compute", times: 2, matched: 0 }),
    ]);
    await env.admin("DELETE", "/faults");
    expect((await env.api("GET", "/projects")).status).toBe(200);
  });
});

describe("data-plane faults", () => {
  test("data_plane rules are listed with times 1 by default; an unknown fault is refused", async () => {
    await addRules([{ data_plane: "copy_fails" }, { data_plane: "start_never_ready", times: 2 }]);
    const { body } = await env.admin("GET", "/faults");
    expect(body.rules).toEqual([
      expect.objectContaining({ data_plane: "copy_fails", times: 1, matched: 0 }),
      expect.objectContaining({ data_plane: "start_never_ready", times: 2, matched: 0 }),
    ]);
    const unknown = await env.admin("POST", "/faults", { rules: [{ data_plane: "disk_full" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("start_never_ready");
  });
});
