import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mergeGroupEvent, workflowDispatchEvent } from "../../support/runner/index.ts";
import { waitFor } from "../../support/wait.ts";
import { OWNER, REPO, startWorld, type World } from "../../support/world.ts";
import {
  apartFromFleet,
  branchById,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// `merge_group` through dist/, as the runner runs it, against the emulator's real PostgreSQL
// servers and the loopback GitHub: each queued group gets a branch of its own, named from its
// queued ref and created from `parent-branch`; the post step deletes it with its compute; the
// sweep removes a group's branch once GitHub no longer has its queued ref.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

const HOUR = 3600_000;
const repo = `${OWNER}/${REPO}`;
const branchOf = (ref: string) =>
  `preview/pr-queue/${ref.replace(/^refs\/heads\/gh-readonly-queue\//, "")}`;
const project = () => `/projects/${world.emulator.projectId}`;

/** A branch made by hand (setup), once the project is free of the previous operation. */
async function createBranch(name: string, parentId?: string): Promise<string> {
  return waitFor(`setup: ${name} created once the project is free`, async () => {
    const answer = await world.api<{ branch: { id: string } }>("POST", `${project()}/branches`, {
      branch: { name, ...(parentId ? { parent_id: parentId } : {}) },
    });
    if (answer.status === 201) return answer.body.branch.id;
    if (answer.status !== 423) throw new Error(`setup: ${name}: HTTP ${answer.status}`);
    return undefined;
  });
}

describe("merge_group with mode auto", () => {
  test("a group that passes: its own branch from parent-branch, the diff in the summary, both gone after post", async () => {
    // The PR's own branch exists: the group must neither use it nor branch from it.
    world.github.clearRequests();
    const prBranchId = await createBranch("preview/pr-42");
    const staging = await createBranch("staging");
    const event = mergeGroupEvent({ pr: 42 });
    const inputs = { ...URI_INPUTS, "parent-branch": "staging" };

    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", { event, inputs });
    succeeded(main);
    const name = branchOf(event.ref);
    expect(main.outputs).toMatchObject({ "branch-name": name, result: "created" });
    const branchId = main.outputs["branch-id"] ?? "";
    const mainRequests = apartFromFleet(
      await requestsSince(world, since),
      world.emulator.projectId,
    );
    // The report's fleet line: the project's limit, beside its other requests.
    expect(mainRequests.fleet).toEqual([`GET ${project()}`]);
    const mainRoutes = withoutRepolls(mainRequests.rest);
    expect(mainRoutes).toEqual([
      `GET ${project()}/branches`, // the group's branch, by name in every branch: none yet
      `GET ${project()}/branches`, // parent-branch staging, by name
      `POST ${project()}/branches`, // branch and compute in one request
      `GET ${project()}/connection_uri`,
      `GET ${project()}/connection_uri`,
      `GET ${project()}/operations`, // the wait
    ]);
    const branch = await branchById(world, branchId);
    expect(branch.parent_id).toBe(staging);
    const expiresIn = Date.parse(branch.expires_at ?? "") - Date.now();
    expect(expiresIn).toBeGreaterThan(6 * HOUR - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(6 * HOUR + 60_000);

    // The job's migration, through the URL the run handed out.
    await query(main.outputs["database-url"], "CREATE TABLE queued_orders (id int)");
    await waitForIdleProject(world);
    const postSince = await world.admin.lastSeq();
    const post = await world.step("post", { event, inputs, state: main.state });
    succeeded(post);
    expect(post.summary).toContain("### Schema changes");
    expect(post.summary).toContain("queued_orders");
    expect(post.log.join("\n")).toContain(`Deleted the merge group's branch ${branchId}`);
    const postRoutes = withoutRepolls(await requestsSince(world, postSince));
    const base = `${project()}/branches/${staging}`;
    const own = `${project()}/branches/${branchId}`;
    expect(postRoutes).toEqual([
      // The schema diff against staging, first…
      `GET ${own}/databases`,
      `GET ${base}/databases`,
      `GET ${own}/compare_schema`,
      `GET ${own}/schema`,
      // …then the compute's claims (no other job holds it), and the branch goes with it.
      `GET ${project()}/endpoints/${main.outputs["endpoint-id"]}`,
      `DELETE ${own}`,
      `GET ${project()}/operations`,
    ]);
    // No PR to comment on: GitHub was never asked.
    expect(world.github.requests()).toEqual([]);
    expect(await world.branchNamed(name)).toBeUndefined();
    expect(await world.computesOn(branchId)).toEqual([]);
    expect((await branchById(world, prBranchId)).name).toBe("preview/pr-42");
  });

  test("a group whose run fails: the post step still deletes its compute and branch", async () => {
    const event = mergeGroupEvent({ pr: 50 });
    // The compute is created, then the run fails before it hands out a URL.
    await world.admin.addFaults({ method: "GET", path: "*/connection_uri", status: 400, times: 1 });
    const job = await world.job({ event, inputs: URI_INPUTS });
    expect(job.main.failed).toBe(true);
    const branchId = job.main.state["owned-branch-id"] ?? "";
    expect(branchId).toMatch(/^br-/);
    succeeded(job.post);
    expect(await world.branchNamed(branchOf(event.ref))).toBeUndefined();
    expect(await world.computesOn(branchId)).toEqual([]);
  });

  test("two groups at once get two branches, each deleted by its own post step", async () => {
    const first = mergeGroupEvent({ pr: 43 });
    const headOfFirst = (first.payload.merge_group as { head_sha: string }).head_sha;
    // The next group is built on the first: same base branch, its own ref.
    const second = mergeGroupEvent({ pr: 44, baseSha: headOfFirst });
    const jobs = await Promise.all(
      [first, second].map((event) => world.job({ event, inputs: {} })),
    );
    for (const job of jobs) {
      succeeded(job.main);
      succeeded(job.post);
    }
    const names = jobs.map((job) => job.main.outputs["branch-name"]);
    expect(names).toEqual([branchOf(first.ref), branchOf(second.ref)]);
    expect(new Set(jobs.map((job) => job.main.outputs["branch-id"])).size).toBe(2);
    for (const job of jobs) {
      expect(await world.branchNamed(job.main.outputs["branch-name"] ?? "")).toBeUndefined();
      expect(await world.computesOn(job.main.outputs["branch-id"] ?? "")).toEqual([]);
    }
  });
});

describe("keep, and the sweep", () => {
  test("keep leaves both; the sweep removes a group's branch once its queued ref is gone, and nothing else", async () => {
    const done = mergeGroupEvent({ pr: 45 });
    const queued = mergeGroupEvent({ pr: 46 });
    for (const event of [done, queued])
      world.github.seedRef({ owner: OWNER, repo: REPO, ref: event.ref, sha: "d".repeat(40) });
    // keep: true: the post step leaves the group's compute and branch.
    const kept = await world.job({ event: done, inputs: { keep: "true" } });
    succeeded(kept.main);
    succeeded(kept.post);
    expect(kept.post.log.join("\n")).toContain("keep is true");
    const doneId = kept.main.outputs["branch-id"] ?? "";
    expect(await world.computesOn(doneId)).toHaveLength(1);
    // A runner that died before its post step: the other group's branch is left too.
    const leaked = await world.step("main", { event: queued, inputs: {} });
    succeeded(leaked);
    // Neither the PR's branch (its PR is open) nor a branch merely named like a group's is touched.
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 47, state: "open" });
    await createBranch("preview/pr-47");
    await createBranch("preview/pr-queue/notes");

    world.github.deleteRef(OWNER, REPO, done.ref);
    const sweep = (inputs: Record<string, string>) =>
      world.step("main", { event: workflowDispatchEvent({ repo }), inputs });

    // GitHub not answering: nothing is swept.
    world.github.addFault({ method: "GET", path: "*/git/matching-refs/*", status: 502, times: 1 });
    const failed = await sweep({});
    expect(failed.failed).toBe(true);
    expect(failed.log.join("\n")).toContain("Nothing was swept");
    expect(await world.computesOn(doneId)).toHaveLength(1);

    const dryRun = await sweep({ "dry-run": "true" });
    succeeded(dryRun);
    const wouldBe = JSON.parse(dryRun.outputs.swept ?? "[]");
    expect(wouldBe).toEqual([
      {
        branch: branchOf(done.ref),
        branch_id: doneId,
        pr: 45,
        reason: "merge-group-gone",
        compute_id: kept.main.outputs["endpoint-id"],
        branch_deleted: true,
      },
    ]);
    expect(dryRun.summary).toContain(
      "1 would be swept (queued ref gone), 1 kept (ref still queued)",
    );
    expect(await world.computesOn(doneId)).toHaveLength(1);

    const swept = await sweep({});
    succeeded(swept);
    expect(JSON.parse(swept.outputs.swept ?? "[]")).toEqual(wouldBe);
    expect(await world.branchNamed(branchOf(done.ref))).toBeUndefined();
    expect(await world.computesOn(doneId)).toEqual([]);
    expect(await world.computesOn(leaked.outputs["branch-id"] ?? "")).toHaveLength(1);
    for (const name of ["preview/pr-47", "preview/pr-queue/notes", branchOf(queued.ref)])
      expect(await world.branchNamed(name), name).toBeDefined();
    const asked = world.github.requests().filter((r) => r.path.includes("/git/"));
    expect(asked.map((r) => [r.path, r.status])).toEqual(
      Array.from({ length: 3 }, (_, i) => [
        `/repos/${repo}/git/matching-refs/heads%2Fgh-readonly-queue%2F`,
        i === 0 ? 502 : 200,
      ]),
    );
  });
});

/**
 * The routes asked, less the wait's polls of one operation by id: a loaded machine finds an
 * operation still running at the first poll of the list and asks for it again; how many polls
 * the wait takes is not what these tests check.
 */
function withoutRepolls(requests: Array<{ route: string }>): string[] {
  return requests.map((r) => r.route).filter((route) => !/^GET .*\/operations\/[^/]+$/.test(route));
}
