import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  branchById,
  requestsSince,
  succeeded,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// `expires-in`: set on the branches the action creates, moved forward by every run that uses
// them, never put on a branch the action did not create.

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

const DAY = 86400_000;
const LATER_MS = 10_000;
const platformNow = async () => Date.now() + (await world.admin.clockOffsetMs());

describe("expires-in", () => {
  test("the default 7d is sent on create, shown, and moved forward by a re-run in 3 requests (and the fleet line's 1)", async () => {
    const since = await world.admin.lastSeq();
    const before = await platformNow();
    const first = await world.job({ event: pr("opened", 901), inputs: { keep: "true" } });
    succeeded(first.main);
    const branchId = first.main.outputs["branch-id"] ?? "";
    const created = await branchById(world, branchId);
    const expiresAt = Date.parse(created.expires_at ?? "");
    expect(expiresAt).toBeGreaterThan(before + 7 * DAY - 2000);
    expect(expiresAt).toBeLessThanOrEqual((await platformNow()) + 7 * DAY);
    expect(first.main.outputs["expires-at"]).toBe(created.expires_at);
    const create = (await requestsSince(world, since)).find(
      (r) => r.route === `POST /projects/${world.emulator.projectId}/branches`,
    );
    expect(create?.request_body).toMatchObject({
      branch: { name: "preview/pr-901", expires_at: created.expires_at },
    });
    expect(first.main.summary).toContain(`| Branch expires | \`${created.expires_at}\` |`);
    expect(world.github.comments(OWNER, REPO, 901)[0]?.body).toContain(
      `| Branch expires | \`${created.expires_at}\` |`,
    );

    // A re-run ten seconds later (on both clocks, without waiting) moves it ten seconds on.
    await world.advanceClock(LATER_MS);
    await waitForIdleProject(world);
    const rerunSince = await world.admin.lastSeq();
    // The provision step alone: its post step (the schema diff) comes after the job's steps.
    const rerun = {
      main: await world.step("main", { event: pr("synchronize", 901), inputs: { keep: "true" } }),
    };
    succeeded(rerun.main);
    expect(rerun.main.outputs.result).toBe("reused");
    const requests = await requestsSince(world, rerunSince);
    const project = `/projects/${world.emulator.projectId}`;
    const routes = requests.map((r) => r.route);
    expect(routes.slice(0, 3)).toEqual([
      `GET ${project}/branches`,
      `PATCH ${project}/branches/${branchId}`,
      `GET ${project}/branches/${branchId}/endpoints`,
    ]);
    // The report's fleet line: the plan's limit (it counts the branches listed first).
    expect(routes.slice(3)).toEqual([`GET ${project}`]);
    const moved = await branchById(world, branchId);
    expect(requests[1]?.request_body).toEqual({ branch: { expires_at: moved.expires_at } });
    expect(Date.parse(moved.expires_at ?? "")).toBeGreaterThanOrEqual(expiresAt + LATER_MS);
    expect(rerun.main.outputs["expires-at"]).toBe(moved.expires_at);
    expect(rerun.main.summary).toContain(`| Branch expires | \`${moved.expires_at}\` |`);
  });

  test("30m and 30d: the platform accepts both", async () => {
    const short = await world.job({ event: pr("opened", 902), inputs: { "expires-in": "30m" } });
    succeeded(short.main);
    const soon = Date.parse(short.main.outputs["expires-at"] ?? "");
    expect(soon - (await platformNow())).toBeGreaterThan(29 * 60_000);
    expect(soon - (await platformNow())).toBeLessThanOrEqual(30 * 60_000);

    const long = await world.job({ event: pr("opened", 903), inputs: { "expires-in": "30d" } });
    succeeded(long.main);
    const late = Date.parse(long.main.outputs["expires-at"] ?? "");
    expect(late - (await platformNow())).toBeGreaterThan(30 * DAY - 120_000);
    expect(late - (await platformNow())).toBeLessThanOrEqual(30 * DAY);
  });

  test("never: no expiration, and a later run does not add one", async () => {
    const since = await world.admin.lastSeq();
    const first = await world.job({
      event: pr("opened", 904),
      inputs: { keep: "true", "expires-in": "never" },
    });
    succeeded(first.main);
    const branchId = first.main.outputs["branch-id"] ?? "";
    expect((await branchById(world, branchId)).expires_at).toBeUndefined();
    expect(first.main.outputs["expires-at"]).toBeUndefined();
    expect(first.main.summary).toContain("| Branch expires | never |");
    const create = (await requestsSince(world, since)).find((r) => r.method === "POST");
    expect(create?.request_body).not.toHaveProperty("branch.expires_at");

    // The default (7d) on a re-run: the branch has no expiration, so it stays without one.
    const rerunSince = await world.admin.lastSeq();
    const rerun = await world.job({ event: pr("synchronize", 904), inputs: { keep: "true" } });
    succeeded(rerun.main);
    expect((await requestsSince(world, rerunSince)).filter((r) => r.method === "PATCH")).toEqual(
      [],
    );
    expect((await branchById(world, branchId)).expires_at).toBeUndefined();
  });

  test("a branch the action did not create is never given an expiration", async () => {
    await waitForIdleProject(world);
    const made = await world.api<{ branch: { id: string } }>(
      "POST",
      `/projects/${world.emulator.projectId}/branches`,
      { branch: { name: "preview/pr-905" } },
    );
    expect(made.status).toBe(201);
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const run = await world.job({ event: pr("opened", 905), inputs: { "expires-in": "1d" } });
    succeeded(run.main);
    expect(run.main.outputs["branch-id"]).toBe(made.body.branch.id);
    expect(run.main.outputs.result).toBe("created");
    const requests = await requestsSince(world, since);
    expect(requests.filter((r) => r.method === "PATCH")).toEqual([]);
    expect((await branchById(world, made.body.branch.id)).expires_at).toBeUndefined();
    expect(run.main.outputs["expires-at"]).toBeUndefined();
    expect(run.main.summary).toContain("| Branch expires | never |");
  });
});
