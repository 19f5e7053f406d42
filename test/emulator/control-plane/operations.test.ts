import { describe, expect, test } from "vitest";
import { frozenSeed, rich, richSeed, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });
const project = `/projects/${rich.secondProjectId}`;

async function operation(id: string) {
  return (await env.api("GET", `${project}/operations/${id}`)).body.operation;
}

describe("lifecycle", () => {
  test("scheduling → running → finished, updated_at when the status last changed", async () => {
    const created = await env.api("POST", `${project}/branches`, {
      body: { endpoints: [{ type: "read_write" }] },
    });
    const [createBranch, startCompute] = created.body.operations;
    expect([createBranch.status, startCompute.status]).toEqual(["running", "scheduling"]);
    await env.advance(30);
    expect((await operation(startCompute.id)).status).toBe("scheduling");
    await env.advance(20);
    const branchDone = await operation(createBranch.id);
    expect(branchDone.status).toBe("finished");
    expect(Date.parse(branchDone.updated_at) - Date.parse(branchDone.created_at)).toBe(50);
    expect(branchDone.total_duration_ms).toBe(50);
    expect((await operation(startCompute.id)).status).toBe("running");
    await env.advance(500);
    const started = await operation(startCompute.id);
    expect(started).toMatchObject({ status: "finished", failures_count: 0 });
    // 50 ms after create_branch finished, not when this poll noticed it
    expect(Date.parse(started.updated_at) - Date.parse(branchDone.updated_at)).toBe(50);
    expect(started.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test("durations come from the seed timing, per action", async () => {
    await env.reset(frozenSeed(richSeed(), { operation_ms: 50 }));
    await env.reset({
      ...frozenSeed(),
      timing: {
        time_scale: 0,
        check_availability_interval_ms: 0,
        operation_ms: 50,
        operation_ms_by_action: { start_compute: 500 },
      },
    });
    const { body } = await env.api(
      "POST",
      `${project}/endpoints/ep-second-primary-00000001/restart`,
    );
    await env.advance(50);
    expect((await operation(body.operations[0].id)).status).toBe("finished");
    await env.advance(450);
    expect((await operation(body.operations[1].id)).status).toBe("running");
    await env.advance(50);
    expect((await operation(body.operations[1].id)).status).toBe("finished");
  });

  test("a failed operation reports failures_count and fails the rest of its chain", async () => {
    await env.admin("POST", "/faults", { rules: [{ fail_operation: "create_branch" }] });
    const { body } = await env.api("POST", `${project}/branches`, {
      body: { endpoints: [{ type: "read_write" }] },
    });
    await env.advance(50);
    const failed = await operation(body.operations[0].id);
    expect(failed).toMatchObject({ action: "create_branch", status: "failed", failures_count: 1 });
    expect(failed.error).toContain("injected");
    expect((await operation(body.operations[1].id)).status).toBe("failed");
    // only the next one fails
    const next = await env.api("POST", `${project}/branches`);
    await env.advance(50);
    expect((await operation(next.body.operations[0].id)).status).toBe("finished");
  });

  test("get of an unknown operation → 404", async () => {
    const missing = await env.api(
      "GET",
      `${project}/operations/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("not found");
  });
});

describe("list", () => {
  test("newest first; the cursor is the last created_at with fractional seconds; an empty page ends", async () => {
    for (let i = 0; i < 5; i++) {
      await env.api("POST", `${project}/branches`, {
        body: { endpoints: [{ type: "read_write" }] },
      });
      await env.settle();
      await env.advance(1000);
    }
    const all: { id: string; created_at: string }[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const query = `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const { body } = await env.api("GET", `${project}/operations?${query}`);
      if (body.operations.length === 0) {
        expect(body.pagination.cursor).toBe(cursor);
        break;
      }
      expect(body.operations.length).toBeLessThanOrEqual(3);
      expect(body.pagination.cursor).toBe(body.operations.at(-1).created_at);
      expect(body.pagination.cursor).toMatch(/\.\d{3}Z$/);
      all.push(...body.operations);
      cursor = body.pagination.cursor;
    }
    expect(all).toHaveLength(10);
    expect(new Set(all.map((op) => op.id)).size).toBe(10);
    const times = all.map((op) => Date.parse(op.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test("limit is checked; the default page holds 10", async () => {
    expect((await env.api("GET", `${project}/operations?limit=0`)).status).toBe(400);
    expect((await env.api("GET", `${project}/operations?limit=1001`)).status).toBe(400);
    expect((await env.api("GET", `${project}/operations?cursor=yesterday`)).status).toBe(400);
    for (let i = 0; i < 6; i++) {
      await env.api("POST", `${project}/branches`, {
        body: { endpoints: [{ type: "read_only" }] },
      });
      await env.settle();
    }
    const { body } = await env.api("GET", `${project}/operations`);
    expect(body.operations).toHaveLength(10);
  });

  test("background check_availability runs on branches that have a compute, and does not lock", async () => {
    await env.reset(frozenSeed(richSeed(), { check_availability_interval_ms: 60_000 }));
    await env.api("POST", `${project}/branches`, { body: { branch: { name: "no-compute" } } });
    await env.advance(50);
    await env.advance(59_950);
    const { body } = await env.api("GET", `${project}/operations`);
    const checks = body.operations.filter(
      (op: { action: string }) => op.action === "check_availability",
    );
    expect(checks).toEqual([
      expect.objectContaining({ branch_id: "br-second-main-00000001", status: "running" }),
    ]);
    const change = await env.api("PATCH", `${project}/endpoints/ep-second-primary-00000001`, {
      body: { endpoint: { suspend_timeout_seconds: 120 } },
    });
    expect(change.status).toBe(200);
  });
});

describe("project lock", () => {
  test("a conflicting change while a user operation runs → 423 Locked with Neon's error body", async () => {
    const created = await env.api("POST", `${project}/branches`, {
      body: { endpoints: [{ type: "read_write" }] },
    });
    const locked = await env.api("POST", `${project}/branches`, {
      body: { branch: { name: "second" } },
    });
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({
      code: "LOCKED",
      message: expect.stringContaining(
        `project ${rich.secondProjectId} already has an operation in progress`,
      ),
      request_id: expect.any(String),
    });
    const patch = await env.api("PATCH", `${project}/endpoints/ep-second-primary-00000001`, {
      body: { endpoint: { suspend_timeout_seconds: 120 } },
    });
    expect(patch.status).toBe(423);
    const reads = await env.api("GET", `${project}/endpoints`);
    expect(reads.status).toBe(200);
    // another project is not locked
    const other = await env.api("POST", `/projects/${rich.olgaProjectId}/branches`, {
      key: rich.olgaKey,
    });
    expect(other.status).toBe(201);
    await env.settle();
    expect((await operation(created.body.operations[1].id)).status).toBe("finished");
    expect(
      (await env.api("POST", `${project}/branches`, { body: { branch: { name: "second" } } }))
        .status,
    ).toBe(201);
  });

  test("the suspend_compute left behind by a move runs after apply_config and the lock ends", async () => {
    const branch = await env.api("POST", `${project}/branches`, {
      body: { branch: { name: "target" } },
    });
    await env.settle();
    const moved = await env.api("PATCH", `${project}/endpoints/ep-second-primary-00000001`, {
      body: { endpoint: { branch_id: branch.body.branch.id } },
    });
    const [applyConfig, suspend] = moved.body.operations;
    await env.advance(50);
    expect((await operation(applyConfig.id)).status).toBe("finished");
    expect((await operation(suspend.id)).status).toBe("running");
    expect((await env.api("POST", `${project}/branches`)).status).toBe(423);
    await env.advance(50);
    expect((await operation(suspend.id)).status).toBe("finished");
    expect((await env.api("POST", `${project}/branches`)).status).toBe(201);
  });
});
