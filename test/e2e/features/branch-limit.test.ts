import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  apartFromFleet,
  requestsSince,
  succeeded,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// The plan's branch limit (issue 45.3) on an emulator started with --plan free: 10 branches.

let world: World;
beforeAll(async () => {
  world = await startWorld({ postgres: false, plan: "free" });
});
afterAll(async () => {
  await world?.stop();
});

describe("the plan's branch limit", () => {
  test("a new PR fails naming the previews that hold the slots; with evict: closed it deletes the closed PR's preview and succeeds", async () => {
    const project = `/projects/${world.emulator.projectId}`;
    // The default branch and nine previews of this repository: PR 1 closed, the rest open.
    for (let number = 1; number <= 9; number++) {
      const made = await world.api("POST", `${project}/branches`, {
        branch: { name: `preview/pr-${number}` },
        annotation_value: { "github-commit-repo": `${OWNER}/${REPO}` },
      });
      expect(made.status).toBe(201);
      await waitForIdleProject(world);
      world.github.seedPullRequest({
        owner: OWNER,
        repo: REPO,
        number,
        state: number === 1 ? "closed" : "open",
      });
    }
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 10, state: "open" });

    const refused = await world.step("main", { event: pr("opened", 10) });
    expect(refused.failed).toBe(true);
    const error = refused.stdout.split("\n").find((line) => line.startsWith("::error::")) ?? "";
    expect(error).toContain("The plan's branch limit refused preview/pr-10");
    expect(error).toContain("BRANCHES_LIMIT_EXCEEDED");
    expect(error).toContain(
      "10 branches hold the slots, oldest first: main (not a preview), preview/pr-1 (PR #1 closed",
    );
    expect(error).toContain("preview/pr-9 (PR #9 open");
    expect(error).toContain("1 of them belong to closed or merged PRs: set evict: closed");

    const evictedSince = await world.admin.lastSeq();
    const evicted = await world.step("main", {
      event: pr("opened", 10),
      inputs: { evict: "closed" },
    });
    succeeded(evicted);
    // Read before the checks below, whose own searches the log would show too.
    const evictingRoutes = (await requestsSince(world, evictedSince)).map((r) => r.route);
    expect(await world.branchNamed("preview/pr-1")).toBeUndefined();
    expect(await world.branchNamed("preview/pr-2")).toBeDefined();
    expect(evicted.summary).toContain(
      "deleted the preview of closed or merged PRs to make room, oldest first: preview/pr-1 (PR ",
    );
    // The fleet as it stands after the eviction: full again, no closed PR's preview left, from
    // the branches listed to make room (less the deleted one, with the new one): none listed
    // after the branch was created.
    const createdAt = evictingRoutes.lastIndexOf(`POST ${project}/branches`);
    expect(evictingRoutes.slice(createdAt)).not.toContain(`GET ${project}/branches`);
    expect(
      apartFromFleet(
        evictingRoutes.map((route) => ({ route })),
        world.emulator.projectId,
      ).fleet,
    ).toEqual([`GET ${project}`]);
    expect(JSON.parse(evicted.outputs.fleet ?? "{}")).toMatchObject({
      branches: 10,
      limit: 10,
      previews: 9,
      closed_prs: [],
    });
  });

  test("the comment's fleet line: branches against the limit, closed PRs' previews oldest first, this preview's expiry", async () => {
    // PR 3 merged, then PR 2 closed: named by their previews' age, not by when they closed.
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 3, merged: true });
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 2, state: "closed" });
    await waitForIdleProject(world);
    const rerun = await world.step("main", { event: pr("synchronize", 10) });
    succeeded(rerun);
    const expiresAt = rerun.outputs["expires-at"] ?? "";
    const shown = `${expiresAt.slice(0, 16).replace("T", " ")} UTC`;
    const line = `| Fleet | 10 of 10 branches (plan limit) · 2 previews of closed PRs (#2, #3) · this preview expires ${shown} (in 7 days) |`;
    expect(rerun.summary).toContain(line);
    expect(world.github.comments(OWNER, REPO, 10)[0]?.body).toContain(line);
    expect(JSON.parse(rerun.outputs.fleet ?? "{}")).toEqual({
      branches: 10,
      limit: 10,
      previews: 9,
      closed_prs: [2, 3],
      expires_at: expiresAt,
    });
  });

  test("a fleet lookup that fails is a warning and words in the line: the run and the rest of its report go on", async () => {
    await world.admin.addFaults({
      method: "GET",
      path: `*/projects/${world.emulator.projectId}`,
      status: 403,
      times: 1,
    });
    world.github.addFault({ method: "GET", path: `/repos/${OWNER}/${REPO}/pulls`, status: 403 });
    try {
      const rerun = await world.step("main", { event: pr("synchronize", 10) });
      succeeded(rerun);
      expect(rerun.stdout).toContain("::warning::Fleet: could not read the plan's branch limit");
      expect(rerun.stdout).toContain(
        "::warning::Fleet: could not read the previews' PRs of GitHub",
      );
      expect(rerun.summary).toContain(
        "| Fleet | 10 branches (plan limit could not be read) · PR states could not be read · this preview expires ",
      );
      expect(rerun.summary).toContain("| Cost (estimate) |");
      expect(JSON.parse(rerun.outputs.fleet ?? "{}")).toMatchObject({
        branches: 10,
        limit: null,
        closed_prs: [],
      });
    } finally {
      await world.admin.clearFaults();
      world.github.clearFaults();
    }
  });
});
