import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { requestsSince, succeeded, waitForIdleProject } from "../../support/world-helpers.ts";

// The preview's cost: the emulator meters its compute (active time × size); the action shows
// the figures and an estimate in the comment and summary, and outputs them as preview-cost.

let world: World;
beforeAll(async () => {
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

describe("preview-cost", () => {
  test("a re-run an hour later reports the hour's CU-hours and an estimate, with the workflow's rates", async () => {
    const first = await world.job({ event: pr("opened", 951), inputs: { keep: "true" } });
    succeeded(first.main);
    expect(JSON.parse(first.main.outputs["preview-cost"] ?? "{}")).toMatchObject({ cu_hours: 0 });
    await world.advanceClock(3_600_000);
    await waitForIdleProject(world);
    const job = await world.job({
      event: pr("synchronize", 951),
      inputs: { keep: "true", "cost-rates": '{"cu-hour": 1}' },
    });
    const rerun = job.main;
    succeeded(rerun);
    const cost = JSON.parse(rerun.outputs["preview-cost"] ?? "{}");
    // The default 0.25 CU compute, active for the hour at least.
    expect(cost.cu_hours).toBeGreaterThanOrEqual(0.25);
    expect(cost.cu_hours).toBeLessThan(0.26);
    expect(cost.estimated_usd).toBeCloseTo(cost.cu_hours, 3);
    expect(cost.estimate_basis).toContain("the workflow's cost-rates");
    expect(rerun.summary).toMatch(/\| Cost \(estimate\) \| 0\.25\d* CU-hours · .* ≈ \$0\.25/);
    const comment = world.github.comments(OWNER, REPO, 951)[0]?.body ?? "";
    expect(comment).toContain("| Cost (estimate) |");
    // Each run's figures change: the post step leaves them out of the comment (its summary has them).
    expect(comment).not.toContain("Preview cost at the job's end");

    // The post step: the figures at the job's end, from one GET of the branch after the release.
    succeeded(job.post);
    const atEnd = JSON.parse(job.post.outputs["preview-cost"] ?? "{}");
    expect(atEnd.cu_hours).toBeGreaterThanOrEqual(cost.cu_hours);
    expect(atEnd.estimate_basis).toContain("the workflow's cost-rates");
    const section =
      /### Preview cost at the job's end \(estimate\)\n\n0\.25\d* CU-hours · .* ≈ \$0\.25/;
    expect(job.post.summary).toMatch(section);

    // PR close: the final figures, as the platform had them before the compute went.
    const closed = await world.step("main", { event: pr("closed", 951) });
    succeeded(closed);
    const final = JSON.parse(closed.outputs["preview-cost"] ?? "{}");
    expect(final.cu_hours).toBeGreaterThanOrEqual(cost.cu_hours);
    expect(closed.summary).toContain("| Final cost (estimate) |");
  });

  test("cost-rates that are not the object fail the run before any request, naming the input", async () => {
    const since = await world.admin.lastSeq();
    const bad = await world.step("main", {
      event: pr("opened", 952),
      inputs: { "cost-rates": "cheap" },
    });
    expect(bad.failed).toBe(true);
    expect(bad.stdout).toContain("cost-rates");
    expect(await requestsSince(world, since)).toEqual([]);
  });
});
