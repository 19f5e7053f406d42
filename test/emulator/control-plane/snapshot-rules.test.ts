import { describe, expect, test } from "vitest";
import { frozenSeed, type Loose, rich, richSeed, useEmulator } from "../support/helpers.ts";

/**
 * Snapshots' and backup schedules' rules as Neon documents them, on the control plane alone and
 * a frozen clock (snapshots.test.ts has their real data). Answers are checked against Neon's
 * OpenAPI document after the file (useEmulator).
 */
const env = useEmulator({ resetEachTest: true });
const main = rich.mainBranchId;

async function api(method: string, path: string, body?: unknown) {
  const answer = await env.api(
    method,
    `/projects/${env.projectId}${path}`,
    body !== undefined ? { body } : {},
  );
  return { status: answer.status, body: answer.body ?? {} };
}

async function snapshot(query = "", branchId = main): Promise<Loose> {
  const created = await api("POST", `/branches/${branchId}/snapshot${query}`);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await env.settle();
  return created.body.snapshot;
}

const now = async (): Promise<number> => Date.parse((await env.state()).now);
const at = (ms: number) => new Date(ms).toISOString();

async function childOfMain(name: string): Promise<Loose> {
  const created = await api("POST", "/branches", { branch: { name, parent_id: main } });
  expect(created.status).toBe(201);
  await env.settle();
  return created.body.branch;
}

describe("creating snapshots", () => {
  test("of the branch as of now: a create_timeline operation, a generated name and slug, listed newest first", async () => {
    const created = await api("POST", `/branches/${main}/snapshot`);
    expect(created.body.operations).toMatchObject([{ action: "create_timeline", branch_id: main }]);
    const first = created.body.snapshot;
    expect(first).toMatchObject({ source_branch_id: main, manual: true });
    expect(first.name).toMatch(/^main@\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(first.slug).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    expect(first.timestamp).toBe(first.created_at);
    await env.settle();
    await env.advance(1000);
    const second = await snapshot("?name=second&slug=second-one");
    expect(second).toMatchObject({ name: "second", slug: "second-one" });
    const { body } = await api("GET", "/snapshots");
    expect(body.snapshots.map((s: Loose) => s.id)).toEqual([second.id, first.id]);
  });

  test("no WAL history: lsn and a past timestamp are refused, a timestamp that means now is taken", async () => {
    const clock = await now();
    const refused = [
      "?lsn=0/1F3C8A0",
      `?lsn=0/1&timestamp=${at(clock)}`,
      `?timestamp=${at(clock - 3_600_000)}`,
      `?timestamp=${at(clock + 3_600_000)}`,
      "?timestamp=yesterday",
    ];
    for (const query of refused) {
      const answer = await api("POST", `/branches/${main}/snapshot${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect((await api("POST", `/branches/${main}/snapshot?lsn=0/1F3C8A0`)).body.message).toMatch(
      /keeps no WAL history/,
    );
    const taken = await snapshot(`?timestamp=${at(clock - 5000)}`);
    expect(taken.created_at).toBe(at(clock));
  });

  test("root branches only, unique names and slugs, a future expiration, the plan's manual limit", async () => {
    const child = await childOfMain("child");
    expect((await api("POST", `/branches/${child.id}/snapshot`)).status).toBe(400);
    await snapshot("?name=taken&slug=taken-slug");
    expect((await api("POST", `/branches/${main}/snapshot?name=taken`)).status).toBe(409);
    expect((await api("POST", `/branches/${main}/snapshot?slug=taken-slug`)).status).toBe(409);
    expect((await api("POST", `/branches/${main}/snapshot?slug=Bad_Slug`)).status).toBe(400);
    const past = at((await now()) - 1000);
    expect((await api("POST", `/branches/${main}/snapshot?expires_at=${past}`)).status).toBe(400);

    await env.reset(frozenSeed({ ...richSeed(), plan: "free" }));
    await snapshot();
    const over = await api("POST", `/branches/${main}/snapshot`);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/limit/);
  });

  test("locked while an operation of the project runs (423); Neon has no GET of one snapshot (405)", async () => {
    const first = await api("POST", `/branches/${main}/snapshot`);
    expect((await api("POST", `/branches/${main}/snapshot`)).status).toBe(423);
    await env.settle();
    expect((await api("GET", `/snapshots/${first.body.snapshot.id}`)).status).toBe(405);
  });
});

describe("updating and deleting", () => {
  test("PATCH renames and sets or clears expires_at; at expires_at the platform deletes it", async () => {
    const taken = await snapshot("?name=one");
    await snapshot("?name=two");
    const clock = await now();
    expect(
      (await api("PATCH", `/snapshots/${taken.id}`, { snapshot: { name: "two" } })).status,
    ).toBe(409);
    const expiresAt = at(clock + 60_000).replace(/\.\d+Z$/, "Z");
    const patched = await api("PATCH", `/snapshots/${taken.id}`, {
      snapshot: { name: "uno", expires_at: expiresAt },
    });
    expect(patched.body.snapshot).toMatchObject({ name: "uno", expires_at: expiresAt });
    const cleared = await api("PATCH", `/snapshots/${taken.id}`, {
      snapshot: { expires_at: null },
    });
    expect(cleared.body.snapshot.expires_at).toBeUndefined();

    await api("PATCH", `/snapshots/${taken.id}`, { snapshot: { expires_at: expiresAt } });
    await env.advance(61_000);
    const { body } = await api("GET", "/snapshots");
    expect(body.snapshots.map((s: Loose) => s.name)).toEqual(["two"]);
    const operations = (await env.state()).projects[0].operations;
    expect(operations.at(-1)).toMatchObject({ action: "delete_timeline", initiated_by: "system" });
  });

  test("a snapshot outlives its branch; restoring it then needs target_branch_id", async () => {
    // A restored branch is a root branch of its own: snapshot it, then delete it.
    const base = await snapshot("?name=base");
    const restored = await api("POST", `/snapshots/${base.id}/restore`, {});
    await env.settle();
    const root = restored.body.branch;
    const taken = await snapshot("?name=of-the-root", root.id);
    expect((await api("DELETE", `/branches/${root.id}`)).status).toBe(200);
    await env.settle();
    const listed = (await api("GET", "/snapshots")).body.snapshots;
    expect(listed.map((s: Loose) => s.id)).toContain(taken.id);

    const undetermined = await api("POST", `/snapshots/${taken.id}/restore`, {});
    expect(undetermined.status).toBe(400);
    expect(undetermined.body.message).toMatch(/target_branch_id/);
    const unknown = await api("POST", `/snapshots/${taken.id}/restore`, {
      target_branch_id: "br-unknown-00000000",
    });
    expect(unknown.status).toBe(404);
    const into = await api("POST", `/snapshots/${taken.id}/restore`, { target_branch_id: main });
    expect(into.status).toBe(200);
    await env.settle();
  });
});

describe("restoring", () => {
  test("to a new root branch, un-finalized: nothing else changes until finalize_restore", async () => {
    const taken = await snapshot("?name=base");
    const restored = await api("POST", `/snapshots/${taken.id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.operations.map((op: Loose) => op.action)).toEqual(["create_branch"]);
    const branch = restored.body.branch;
    expect(branch).toMatchObject({
      name: "base (restored)",
      default: false,
      restore_status: "restored",
      restored_from: taken.id,
    });
    expect(branch.parent_id).toBeUndefined();
    expect(branch.restored_as).toBeUndefined();
    await env.settle();
    const roles = await api("GET", `/branches/${branch.id}/roles`);
    expect(roles.body.roles.map((r: Loose) => r.name)).toEqual(["neondb_owner"]);
    expect((await api("GET", `/branches/${main}`)).body.branch).toMatchObject({
      name: "main",
      default: true,
    });

    const finalized = await api("POST", `/branches/${branch.id}/finalize_restore`, {});
    expect(finalized.status).toBe(200);
    expect(finalized.body.operations).toMatchObject([
      { action: "apply_config", branch_id: branch.id, endpoint_id: rich.primaryComputeId },
    ]);
    await env.settle();
    expect((await api("GET", `/branches/${branch.id}`)).body.branch).toMatchObject({
      name: "main",
      default: true,
      restore_status: "finalized",
      restored_as: main,
    });
    expect((await api("GET", `/branches/${main}`)).body.branch).toMatchObject({
      name: "main (old)",
      default: false,
    });
    const again = await api("POST", `/branches/${branch.id}/finalize_restore`, {});
    expect(again.status).toBe(400);
    expect((await api("POST", `/branches/${main}/finalize_restore`, {})).status).toBe(400);
  });

  test("finalized at once onto a protected branch: protection, children and the schedule move with it", async () => {
    const taken = await snapshot();
    const child = await childOfMain("feature");
    const schedule = { schedule: [{ frequency: "daily", hour: 3, retention_seconds: 86_400 }] };
    expect((await api("PUT", `/branches/${main}/backup_schedule`, schedule)).status).toBe(200);
    expect((await api("PATCH", `/branches/${main}`, { branch: { protected: true } })).status).toBe(
      200,
    );

    const restored = await api("POST", `/snapshots/${taken.id}/restore`, {
      name: "incoming",
      finalize_restore: true,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.endpoints.map((e: Loose) => e.id)).toEqual([rich.primaryComputeId]);
    await env.settle();
    const now = restored.body.branch.id;
    expect((await api("GET", `/branches/${now}`)).body.branch).toMatchObject({
      name: "main",
      protected: true,
      default: true,
    });
    expect((await api("GET", `/branches/${main}`)).body.branch).toMatchObject({
      name: "main (old)",
      protected: false,
    });
    expect((await api("GET", `/branches/${child.id}`)).body.branch.parent_id).toBe(now);
    expect((await api("GET", `/branches/${now}/backup_schedule`)).body).toEqual(schedule);
    expect((await api("GET", `/branches/${main}/backup_schedule`)).body).toEqual({ schedule: [] });
    // The old branch is an ordinary branch now: it can go.
    expect((await api("DELETE", `/branches/${main}`)).status).toBe(200);
  });

  test("a restore whose data cannot be made puts everything back", async () => {
    const taken = await snapshot();
    const faults = await env.admin("POST", "/faults", {
      rules: [{ fail_operation: "create_branch" }],
    });
    expect(faults.status).toBe(200);
    const restored = await api("POST", `/snapshots/${taken.id}/restore`, {
      target_branch_id: main,
      finalize_restore: true,
    });
    expect(restored.status).toBe(200);
    await env.settle();
    const { body } = await api("GET", "/branches");
    expect(body.branches.map((b: Loose) => b.name)).toEqual(["main"]);
    expect(body.branches[0]).toMatchObject({ id: main, default: true });
    const endpoint = await api("GET", `/endpoints/${rich.primaryComputeId}`);
    expect(endpoint.body.endpoint.branch_id).toBe(main);
  });

  test("refused: a branch name taken (409), finalize_restore of a branch no restore made (400)", async () => {
    const taken = await snapshot();
    expect((await api("POST", `/snapshots/${taken.id}/restore`, { name: "main" })).status).toBe(
      409,
    );
    expect((await api("POST", `/branches/${main}/finalize_restore`)).status).toBe(400);
  });
});

describe("backup schedules", () => {
  test("stored and shown as given; Neon's rules for each frequency; paid plans and root branches only", async () => {
    expect((await api("GET", `/branches/${main}/backup_schedule`)).body).toEqual({ schedule: [] });
    const schedule = [
      { frequency: "weekly", day: 1, hour: 4, retention_seconds: 604_800 },
      { frequency: "monthly", day: 31, hour: 2 },
    ];
    expect((await api("PUT", `/branches/${main}/backup_schedule`, { schedule })).body).toEqual({});
    expect((await api("GET", `/branches/${main}/backup_schedule`)).body).toEqual({ schedule });
    const refused = [
      [{ frequency: "daily" }],
      [{ frequency: "hourly", hour: 1 }],
      [{ frequency: "weekly", day: 9, hour: 1 }],
      [{ frequency: "monthly", hour: 1 }],
      [{ frequency: "daily", hour: 24 }],
      [{ frequency: "daily", hour: 1, retention_seconds: 60 }],
    ];
    for (const entries of refused) {
      const answer = await api("PUT", `/branches/${main}/backup_schedule`, { schedule: entries });
      expect(answer.status, JSON.stringify(entries)).toBe(400);
    }
    expect(
      (
        await api("PUT", `/branches/${main}/backup_schedule`, {
          schedule: [{ frequency: "daily" }],
        })
      ).body.message,
    ).toBe("daily schedules must specify the hour of the day");
    const child = await childOfMain("child");
    const daily = { schedule: [{ frequency: "daily", hour: 1 }] };
    expect((await api("PUT", `/branches/${child.id}/backup_schedule`, daily)).status).toBe(400);
    expect((await api("PUT", `/branches/${main}/backup_schedule`, { schedule: [] })).status).toBe(
      200,
    );
    expect((await api("GET", `/branches/${main}/backup_schedule`)).body).toEqual({ schedule: [] });

    await env.reset(frozenSeed({ ...richSeed(), plan: "free" }));
    expect((await api("PUT", `/branches/${main}/backup_schedule`, daily)).status).toBe(400);
  });

  test("the schedule takes snapshots on the virtual clock, kept for their retention", async () => {
    const clock = await now();
    const hour = (new Date(clock).getUTCHours() + 1) % 24;
    const schedule = [{ frequency: "daily", hour, retention_seconds: 7200 }];
    expect((await api("PUT", `/branches/${main}/backup_schedule`, { schedule })).status).toBe(200);
    await env.advance(3_600_000);
    await env.settle();
    const { body } = await api("GET", "/snapshots");
    expect(body.snapshots).toHaveLength(1);
    const scheduled = body.snapshots[0];
    expect(scheduled).toMatchObject({ manual: false, source_branch_id: main });
    const takenAt = Date.parse(scheduled.created_at);
    expect(new Date(takenAt).getUTCHours()).toBe(hour);
    expect(new Date(takenAt).getUTCMinutes()).toBe(0);
    expect(Date.parse(scheduled.expires_at)).toBe(takenAt + 7_200_000);
    // The snapshot's own operation, by the system (the clock may have suspended a compute too).
    const operations: Array<{ action: string; initiated_by: string; branch_id?: string }> = (
      await env.state()
    ).projects[0].operations;
    expect(
      operations.filter((op) => op.action === "create_timeline" && op.initiated_by === "system"),
    ).toHaveLength(1);

    // A day later: the first has expired, the next one is there.
    await env.advance(24 * 3_600_000);
    await env.settle();
    const later = (await api("GET", "/snapshots")).body.snapshots;
    expect(later).toHaveLength(1);
    expect(later[0].id).not.toBe(scheduled.id);
  });
});
