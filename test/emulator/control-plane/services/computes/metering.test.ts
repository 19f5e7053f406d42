import { describe, expect, test } from "vitest";
import { frozenSeed, rich, useEmulator } from "../../../support/helpers.ts";

const hour = 3_600_000;
const env = useEmulator({ resetEachTest: true });
const free = useEmulator({ plan: "free", seed: frozenSeed() });

const consumptionQuery = (projectId: string, metrics: string, granularity = "hourly") => {
  const from = new Date(Date.now() - 2 * hour).toISOString();
  const to = new Date(Date.now() + 30 * hour).toISOString();
  return `project_ids=${projectId}&from=${from}&to=${to}&granularity=${granularity}&org_id=${rich.orgId}&metrics=${metrics}`;
};

describe("metering: a compute's active time × its size", () => {
  test("becomes its branch's and project's compute and active time, stopping when it suspends", async () => {
    const branchPath = `/projects/${env.projectId}/branches/${rich.mainBranchId}`;
    const compute = (
      await env.api("GET", `/projects/${env.projectId}/endpoints/${rich.primaryComputeId}`)
    ).body.endpoint;
    const before = (await env.api("GET", branchPath)).body.branch;
    await env.advance(2 * hour);
    const running = (await env.api("GET", branchPath)).body.branch;
    expect(running.active_time_seconds - before.active_time_seconds).toBe(7200);
    expect(running.compute_time_seconds).toBe(
      Math.round(running.active_time_seconds * compute.autoscaling_limit_min_cu),
    );
    await env.api("POST", `/projects/${env.projectId}/endpoints/${rich.primaryComputeId}/suspend`);
    await env.settle();
    const suspended = (await env.api("GET", branchPath)).body.branch;
    await env.advance(hour);
    const later = (await env.api("GET", branchPath)).body.branch;
    expect(later.active_time_seconds).toBe(suspended.active_time_seconds);
    expect(later.compute_time_seconds).toBe(suspended.compute_time_seconds);
    const project = (await env.api("GET", `/projects/${env.projectId}`)).body.project;
    expect(project.compute_time_seconds).toBeGreaterThanOrEqual(later.compute_time_seconds);
    expect(project.active_time_seconds).toBeGreaterThanOrEqual(later.active_time_seconds);
    expect(project.owner).toMatchObject({ branches_limit: 5000, subscription_type: "scale_v3" });
  });

  test("the consumption history (v2) answers with the hours' compute_unit_seconds", async () => {
    await env.advance(hour);
    const { status, body } = await env.api(
      "GET",
      `/consumption_history/v2/branches?${consumptionQuery(env.projectId, "compute_unit_seconds,child_branch_bytes_month")}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const main = body.branches.find(
      (b: { branch_id: string }) => b.branch_id === rich.mainBranchId,
    );
    const metered = main.periods
      .flatMap((p: { consumption: { metrics: { metric_name: string; value: number }[] }[] }) =>
        p.consumption.flatMap((frame) => frame.metrics),
      )
      .filter((m: { metric_name: string }) => m.metric_name === "compute_unit_seconds")
      .reduce((sum: number, m: { value: number }) => sum + m.value, 0);
    const branch = (
      await env.api("GET", `/projects/${env.projectId}/branches/${rich.mainBranchId}`)
    ).body.branch;
    expect(Math.abs(metered - branch.compute_time_seconds)).toBeLessThanOrEqual(2);
    const projects = await env.api(
      "GET",
      `/consumption_history/v2/projects?${consumptionQuery(env.projectId, "compute_unit_seconds,extra_branches_month", "daily")}`,
    );
    expect(projects.status).toBe(200);
    expect(projects.body.projects[0].project_id).toBe(env.projectId);
    const tooOld = await env.api(
      "GET",
      `/consumption_history/v2/branches?${consumptionQuery(env.projectId, "compute_unit_seconds").replace(/from=[^&]+/, `from=${new Date(Date.now() - 200 * hour).toISOString()}`)}`,
    );
    expect(tooOld.status).toBe(406);
    const unknown = await env.api(
      "GET",
      `/consumption_history/v2/branches?${consumptionQuery(env.projectId, "extra_branches_month")}`,
    );
    expect(unknown.status).toBe(400);
  });
});

describe("--plan free", () => {
  test("10 branches per project, then Neon's 422; users/me and the project say the limit; no history", async () => {
    const me = await free.api("GET", "/users/me");
    expect(me.body).toMatchObject({ branches_limit: 10, plan: "free" });
    const branches = `/projects/${free.projectId}/branches`;
    const held = (await free.api("GET", branches)).body.branches.length;
    for (let i = held; i < 10; i++) {
      expect(
        (await free.api("POST", branches, { body: { branch: { name: `b${i}` } } })).status,
      ).toBe(201);
      await free.settle();
    }
    const refused = await free.api("POST", branches, {
      body: { branch: { name: "one-too-many" } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "BRANCHES_LIMIT_EXCEEDED",
      message: "project branches limit of 10 exceeded, got 10",
    });
    const project = (await free.api("GET", `/projects/${free.projectId}`)).body.project;
    expect(project.owner).toMatchObject({ branches_limit: 10, subscription_type: "free_v3" });
    const history = await free.api(
      "GET",
      `/consumption_history/v2/branches?${consumptionQuery(free.projectId, "compute_unit_seconds")}`,
    );
    expect(history.status).toBe(403);
    expect(history.body.message).toContain("requires a paid usage-based Launch, Scale");
  });
});
