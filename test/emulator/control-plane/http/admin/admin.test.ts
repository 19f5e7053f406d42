import { request } from "node:http";
import { networkInterfaces } from "node:os";
import { describe, expect, test } from "vitest";
import { startEmulator } from "../../../../../emulator/src/index.ts";
import { frozenSeed, rich, useEmulator } from "../../../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });

describe("admin API", () => {
  test("GET state shows everything, key tokens and compute bookkeeping included", async () => {
    const state = await env.state();
    expect(state.plan).toBe("paid");
    expect(state.api_keys.map((k: { token: string }) => k.token)).toContain(env.keys.organization);
    expect(state.organizations[0]).toEqual({
      id: rich.orgId,
      name: "Preview Org",
      admins: [rich.userIds.dana],
      members: [rich.userIds.sam],
    });
    expect(state.projects[0].computes[0]).toMatchObject({
      id: rich.primaryComputeId,
      current_state: "active",
      open_connections: 0,
      idle_timer_armed: true,
    });
    expect(state.projects[0].branches[0].roles[0].password).toBe("npg_emulatorMainPassword");
  });

  test("POST reset loads a seed; an empty body loads the built-in seed; a bad seed → 400", async () => {
    await env.api("POST", `/projects/${env.projectId}/branches`);
    expect((await env.state()).projects[0].branches).toHaveLength(2);
    const builtIn = await env.admin("POST", "/reset");
    expect(builtIn.status).toBe(200);
    const state = await env.state();
    expect(state.projects).toHaveLength(1);
    expect(state.projects[0].branches).toHaveLength(1);
    expect(state.timing.operation_ms).toBe(1000);
    const bad = await env.admin("POST", "/reset", { users: [{ id: "nope" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_SEED");
    expect(bad.body.message).toContain("users");
  });

  test("GET requests logs method, path, query, status, time, bodies; since=SEQ; DELETE clears", async () => {
    await env.admin("DELETE", "/requests");
    await env.api("GET", "/projects?limit=5", { headers: { "x-request-id": "req-1" } });
    await env.api("POST", `/projects/${rich.secondProjectId}/branches`, {
      body: { branch: { name: "logged" } },
    });
    const { body } = await env.admin("GET", "/requests");
    expect(body.requests).toHaveLength(2);
    const [list, create] = body.requests;
    expect(list).toMatchObject({
      method: "GET",
      path: "/api/v2/projects",
      query: "limit=5",
      status: 200,
      request_id: "req-1",
      key_type: "personal",
    });
    expect(list.time).toMatch(/\.\d{3}Z$/);
    expect(list.duration_ms).toEqual(expect.any(Number));
    expect(create).toMatchObject({
      method: "POST",
      status: 201,
      request_body: { branch: { name: "logged" } },
    });
    expect(create.response_body.branch.name).toBe("logged");
    const since = await env.admin("GET", `/requests?since=${list.seq}`);
    expect(since.body.requests.map((r: { seq: number }) => r.seq)).toEqual([create.seq]);
    expect((await env.admin("GET", "/requests?since=-1")).status).toBe(400);
  });

  test("POST clock advances virtual time; GET clock reads it", async () => {
    const before = Date.parse((await env.admin("GET", "/clock")).body.now);
    const advanced = await env.admin("POST", "/clock", { advance_ms: 3_600_000 });
    expect(Date.parse(advanced.body.now) - before).toBe(3_600_000);
    expect((await env.admin("POST", "/clock", { advance_ms: -5 })).status).toBe(400);
  });

  test("POST connect counts a connection and wakes idle computes; unknown compute → 404", async () => {
    const connected = await env.admin("POST", "/connect", { endpoint_id: rich.primaryComputeId });
    expect(connected.body).toMatchObject({ woke: false, operations: [] });
    expect((await env.state()).projects[0].computes[0].open_connections).toBe(1);
    expect((await env.admin("POST", "/connect", { endpoint_id: "ep-nope-00000000" })).status).toBe(
      404,
    );
  });

  test("unknown admin routes → 404", async () => {
    expect((await env.admin("GET", "/nothing")).status).toBe(404);
  });

  test("admin actions on unknown users and projects → 404", async () => {
    expect(
      (await env.admin("POST", "/users/00000000-0000-4000-8000-000000000000/leave-organization"))
        .status,
    ).toBe(404);
    expect((await env.admin("POST", "/projects/nope-1/transfer-out")).status).toBe(404);
    expect((await env.admin("POST", "/api_keys/999/revoke")).status).toBe(404);
  });
});

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

test.skipIf(!externalAddress)("the admin API refuses non-loopback clients", async () => {
  const emulator = await startEmulator({ host: "0.0.0.0", seed: frozenSeed(), postgres: false });
  try {
    const port = new URL(emulator.origin).port;
    const remote = await fetch(`http://${externalAddress}:${port}/__emulator/state`);
    expect(remote.status).toBe(403);
    expect(((await remote.json()) as { message: string }).message).toContain("loopback");
    const local = await fetch(`http://127.0.0.1:${port}/__emulator/state`);
    expect(local.status).toBe(200);
  } finally {
    await emulator.stop();
  }
});

/** A raw HTTP exchange with the admin API, every header as a browser could send it. */
function adminRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: { code?: string; message?: string; request_id?: string } }> {
  const url = new URL(`${env.emulator.adminUrl}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "POST", headers: options.headers ?? {} },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("admin API: no web page can drive it", () => {
  const branchCount = async () => (await env.state()).projects[0].branches.length;
  const faultCount = async () => (await env.admin("GET", "/faults")).body.rules.length;

  test("a body in another type than JSON (a page's text/plain or form POST) gets 415, and does nothing", async () => {
    await env.api("POST", `/projects/${env.projectId}/branches`);
    const before = await branchCount();
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      // An empty body resets to the built-in seed: all a page would need.
      const reset = await adminRequest("/reset", { headers: { "content-type": contentType } });
      expect(reset.status, contentType).toBe(415);
      expect(reset.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
      expect(reset.body.message).toContain("application/json");
      expect(reset.body.request_id).toEqual(expect.any(String));
    }
    const untyped = await adminRequest("/faults", {
      body: '{"rules": [{"path": "/projects", "status": 503}]}',
    });
    expect(untyped.status).toBe(415);
    expect(await branchCount()).toBe(before);
    expect(await faultCount()).toBe(0);
  });

  test("a request from another origin, or a cross-site fetch, gets 403, and does nothing", async () => {
    await env.api("POST", `/projects/${env.projectId}/branches`);
    const before = await branchCount();
    const json = { "content-type": "application/json" };
    const rule = JSON.stringify({ rules: [{ path: "/projects", status: 503 }] });
    const refused = [
      await adminRequest("/reset", { headers: { ...json, origin: "http://evil.example" } }),
      await adminRequest("/reset", { headers: { ...json, origin: "null" } }),
      await adminRequest("/faults", {
        headers: { ...json, "sec-fetch-site": "cross-site" },
        body: rule,
      }),
      await adminRequest("/state", { method: "GET", headers: { origin: "http://evil.example" } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "PERMISSION_DENIED" });
      expect(answer.body.message).toMatch(/cross-(origin|site)/);
    }
    expect(await branchCount()).toBe(before);
    expect(await faultCount()).toBe(0);
  });

  test("a DNS-rebound name (a page same-origin with itself, not with 127.0.0.1) gets 421", async () => {
    const port = new URL(env.emulator.adminUrl).port;
    const rebound = await adminRequest("/faults", {
      headers: {
        host: `rebound.example:${port}`,
        origin: `http://rebound.example:${port}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ rules: [{ path: "/projects", status: 503 }] }),
    });
    expect(rebound.status).toBe(421);
    expect(rebound.body).toMatchObject({ code: "MISDIRECTED_REQUEST" });
    expect(rebound.body.message).toContain("127.0.0.0/8, localhost, [::1]");
    expect(await faultCount()).toBe(0);
  });

  test("the emulator's own origin, JSON bodies and body-less POSTs are served", async () => {
    const origin = new URL(env.emulator.adminUrl).origin;
    const faults = await adminRequest("/faults", {
      headers: { origin, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ rules: [{ path: "/nowhere", status: 503 }] }),
    });
    expect(faults.status).toBe(200);
    expect(await faultCount()).toBe(1);
    const localhost = await adminRequest("/faults", {
      method: "DELETE",
      headers: { host: `localhost:${new URL(origin).port}`, "sec-fetch-site": "same-origin" },
    });
    expect(localhost.status).toBe(200);
    expect(await faultCount()).toBe(0);
    // `curl -X POST $A/reset`: no body, no type.
    expect((await adminRequest("/reset")).status).toBe(200);
  });
});
