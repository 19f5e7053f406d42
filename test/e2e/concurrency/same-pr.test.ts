import { afterAll, beforeAll, expect, test } from "vitest";
import type { StepResult } from "../../support/runner/index.ts";
import { waitUntil } from "../../support/wait.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

/** Main of two runs for one PR at once, then both post steps; checks what the brief asks. */
async function twoRunsForOnePr(number: number): Promise<StepResult[]> {
  const [a, b] = await Promise.all([
    world.step("main", { event: pr("opened", number) }),
    world.step("main", { event: pr("synchronize", number) }),
  ]);
  for (const run of [a, b]) expect(run.failed, run.log.join("\n")).toBe(false);
  expect(a.outputs.host).toBe(b.outputs.host);
  expect(a.outputs["endpoint-id"]).toBe(b.outputs["endpoint-id"]);
  expect([a.outputs.result, b.outputs.result].sort()).toEqual(["created", "reused"]);

  const branchId = a.outputs["branch-id"] ?? "";
  expect(b.outputs["branch-id"]).toBe(branchId);
  expect(await world.computesOn(branchId)).toHaveLength(1);

  const comments = world.github.comments(OWNER, REPO, number);
  expect(comments).toHaveLength(1);
  expect(comments[0]?.body).toContain(a.outputs.host);
  expect(a.outputs["comment-url"]).toBe(comments[0]?.html_url);
  expect(b.outputs["comment-url"]).toBe(comments[0]?.html_url);

  // Both jobs hold a claim on the compute: the first post step leaves it to the other, whose
  // post step deletes it. (Post steps at the very same moment may each leave it to the other:
  // then PR close, the sweep or the branch's expiration removes it.)
  const posts = await postsOneAfterTheOther([a, b], number);
  expect(posts[0]?.stdout).toContain("Left compute");
  expect(posts.filter((post) => post.stdout.includes("Deleted compute"))).toHaveLength(1);
  expect(posts[1]?.stdout).toContain("Deleted compute");
  expect(await world.computesOn(branchId)).toEqual([]);
  return [a, b];
}

async function postsOneAfterTheOther(mains: StepResult[], number: number) {
  const posts: StepResult[] = [];
  for (const main of mains) {
    const post = await postOf(main, number);
    expect(post.failed, post.log.join("\n")).toBe(false);
    posts.push(post);
  }
  return posts;
}

function postOf(main: StepResult, number: number): Promise<StepResult> {
  return world.step("post", { event: pr("opened", number), state: main.state });
}

test("two runs for the same PR started together: one compute, same host, one comment", async () => {
  await twoRunsForOnePr(201);
});

test("both find no branch and both create it: the platform's 409 is re-resolved and reused", async () => {
  const since = await world.admin.lastSeq();
  // Each run's first listing answers "no such branch", so both create it, whatever the timing.
  await fetch(`${world.emulator.adminUrl}/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      rules: [
        {
          method: "GET",
          path: "/projects/*/branches",
          status: 200,
          body: { branches: [] },
          times: 2,
        },
      ],
    }),
  });
  let runs: StepResult[] = [];
  try {
    runs = await twoRunsForOnePr(202);
  } finally {
    await fetch(`${world.emulator.adminUrl}/faults`, { method: "DELETE" });
  }
  const creates = (await world.admin.requests(since)).filter(
    (r) => r.method === "POST" && r.path.endsWith("/branches"),
  );
  expect(creates.map((r) => r.status).sort()).toEqual([201, 409]);
  // The 409's run found another run's branch: only the 201's run created it.
  expect(runs.map((run) => run.outputs["branch-created"]).sort()).toEqual(["false", "true"]);
});

test("both find the branch without a compute and both create one: the 409 loser waits for the winner's", async () => {
  const number = 203;
  const name = `preview/pr-${number}`;
  const made = await world.api("POST", `/projects/${world.emulator.projectId}/branches`, {
    branch: { name },
  });
  expect(made.status).toBe(201);
  await untilIdle();
  const since = await world.admin.lastSeq();
  // Each run's first look at the branch finds no compute; the winner's start is held, so the
  // loser's 409 surely comes while that compute is still starting.
  await addFaults([
    {
      method: "GET",
      path: "/projects/*/branches/*/endpoints",
      status: 200,
      body: { endpoints: [] },
      times: 2,
    },
    { hold_operation: "start_compute" },
  ]);
  const runs = Promise.all([
    world.step("main", { event: pr("opened", number) }),
    world.step("main", { event: pr("synchronize", number) }),
  ]);
  try {
    await waitUntil("one run's compute create has met the other's (409)", async () =>
      (await world.admin.requests(since)).some(
        (r) => r.method === "POST" && r.path.endsWith("/endpoints") && r.status === 409,
      ),
    );
  } finally {
    await world.admin.clearFaults();
  }
  const [a, b] = await runs;
  for (const run of [a, b]) expect(run.failed, run.log.join("\n")).toBe(false);
  expect(a.outputs.host).toBe(b.outputs.host);
  expect([a.outputs.result, b.outputs.result].sort()).toEqual(["created", "reused"]);
  // Both report the compute ready, the loser too: it waited for the winner's start.
  for (const run of [a, b]) expect(run.summary).toContain("| State | active |");
  expect(world.github.comments(OWNER, REPO, number)).toHaveLength(1);
  await postsOneAfterTheOther([a, b], number);
  expect(await world.computesOn(a.outputs["branch-id"] ?? "")).toEqual([]);
});

test("a listing that says another run's compute is starting, when its start has just finished: the compute is read again", async () => {
  const number = 204;
  const first = await world.step("main", { event: pr("opened", number), inputs: { keep: "true" } });
  expect(first.failed, first.log.join("\n")).toBe(false);
  await untilIdle();
  const since = await world.admin.lastSeq();
  // The re-run's listing is a moment old: the compute was still starting when it was taken.
  await addFaults([
    {
      method: "GET",
      path: "/projects/*/branches/*/endpoints",
      patch_body: { endpoints: [{ current_state: "init" }] },
      times: 1,
    },
  ]);
  try {
    const rerun = await world.step("main", { event: pr("synchronize", number) });
    expect(rerun.failed, rerun.log.join("\n")).toBe(false);
    expect(rerun.outputs.result).toBe("reused");
    expect(rerun.summary).toContain("| State | active |");
    const reads = (await world.admin.requests(since)).filter(
      (r) => r.method === "GET" && r.path.endsWith(`/endpoints/${first.outputs["endpoint-id"]}`),
    );
    expect(reads).toHaveLength(1);
  } finally {
    await fetch(`${world.emulator.adminUrl}/faults`, { method: "DELETE" });
  }
  await postOf(first, number);
});

async function addFaults(rules: unknown[]): Promise<void> {
  const answer = await fetch(`${world.emulator.adminUrl}/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  expect(answer.ok).toBe(true);
}

async function untilIdle(): Promise<void> {
  await waitUntil("every operation of the project has finished", async () => {
    const answer = await world.api<{ operations: Array<{ status: string }> }>(
      "GET",
      `/projects/${world.emulator.projectId}/operations?limit=20`,
    );
    return answer.body.operations.every((op) => op.status === "finished");
  });
}
