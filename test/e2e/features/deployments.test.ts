import { afterAll, beforeAll, expect, test } from "vitest";
import type { DeploymentRecord } from "../../support/github/deployments.ts";
import {
  mergeGroupEvent,
  type StepResult,
  type WorkflowEvent,
  workflowDispatchEvent,
} from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { succeeded } from "../../support/world-helpers.ts";

// `deployment: true`, through dist/ as the runner runs it, against the loopback GitHub: the PR's
// database as a deployment of its head commit, `in_progress` → `success` or `failure`, and
// `inactive` once the compute is gone (post step, PR close, sweep).

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

const ON = { deployment: "true" };
/** The job's page: each job the runner harness runs has a run id of its own. */
const RUN_URL = new RegExp(`^https://github\\.com/${OWNER}/${REPO}/actions/runs/\\d+$`);

const headSha = (event: WorkflowEvent) =>
  (event.payload.pull_request as { head: { sha: string } }).head.sha;
const deploymentsOf = (number: number): DeploymentRecord[] =>
  world.github
    .deployments(OWNER, REPO)
    .filter((deployment) => deployment.environment === `preview-db/pr-${number}`);
const statesOf = (deployment: DeploymentRecord | undefined) =>
  deployment?.statuses.map((status) => status.state);
const deploymentRequests = () =>
  world.github.requests().filter((request) => request.path.includes("/deployments"));

test("a PR run deploys its head commit: in_progress, success with the run's log; the post step makes it inactive", async () => {
  const event = pr("opened", 971);
  world.github.clearRequests();
  const { main, post } = await world.job({ event, inputs: ON });
  succeeded(main);
  succeeded(post);
  const [deployment, ...others] = deploymentsOf(971);
  expect(others).toEqual([]);
  expect(deployment).toMatchObject({
    sha: headSha(event),
    ref: headSha(event),
    environment: "preview-db/pr-971",
    transient_environment: true,
    production_environment: false,
  });
  expect(statesOf(deployment)).toEqual(["in_progress", "success", "inactive"]);
  const success = deployment?.statuses[1];
  // The emulator's api-host is not Neon's: no console page to link.
  expect(success?.environment_url).toBe("");
  expect(success?.log_url).toMatch(RUN_URL);
  expect(success?.description).toContain(main.outputs["endpoint-id"]);
  const create = deploymentRequests().find(
    (r) => r.method === "POST" && r.path === `/repos/${OWNER}/${REPO}/deployments`,
  );
  expect(create?.body).toMatchObject({ auto_merge: false, required_contexts: [] });
  // main: list, create, in_progress, success; post: list, the one's statuses, inactive.
  expect(deploymentRequests().map((r) => r.method)).toEqual([
    "GET",
    "POST",
    "POST",
    "POST",
    "GET",
    "GET",
    "POST",
  ]);
  expect(post.stdout).toContain("marked inactive (the job ended)");
});

test("keep: success stays; a re-run reuses its commit's deployment, a new commit gets its own; PR close retires both", async () => {
  const keep = { ...ON, keep: "true" };
  const opened = pr("opened", 972);
  succeeded((await world.job({ event: opened, inputs: keep })).post);
  expect(deploymentsOf(972).map(statesOf)).toEqual([["in_progress", "success"]]);

  const rerun = await world.job({ event: opened, inputs: keep });
  succeeded(rerun.main);
  expect(rerun.main.stdout).toMatch(/GitHub deployment \d+ of \w+ to preview-db\/pr-972 reused/);
  expect(deploymentsOf(972).map(statesOf)).toEqual([
    ["in_progress", "success", "in_progress", "success"],
  ]);

  const pushed = pr("synchronize", 972);
  succeeded((await world.job({ event: pushed, inputs: keep })).main);
  const both = deploymentsOf(972);
  expect(both.map((deployment) => deployment.sha)).toEqual([headSha(opened), headSha(pushed)]);
  expect(statesOf(both[1])).toEqual(["in_progress", "success"]);

  const closed = await world.job({ event: pr("closed", 972), inputs: ON });
  succeeded(closed.main);
  expect(deploymentsOf(972).map((deployment) => statesOf(deployment)?.at(-1))).toEqual([
    "inactive",
    "inactive",
  ]);
  expect(closed.main.stdout).toContain("marked inactive (the PR was closed)");
});

test.each([
  ["a push's job, on a deployment of its own", "synchronize" as const, 982],
  ["a re-run of the commit, on the same deployment", "opened" as const, 983],
])(
  "the post step retires only what its compute backed: %s, deployed between its delete and its retire, stays success",
  async (_what, newer, number) => {
    const opened = pr("opened", number);
    const first = await world.step("main", { event: opened, inputs: ON });
    succeeded(first);
    // The newer job runs at the moment the post step, its compute deleted, first asks GitHub.
    let second: StepResult | undefined;
    world.github.addHook({
      method: "GET",
      path: `/repos/${OWNER}/${REPO}/deployments`,
      when: "before",
      run: async () => {
        second = await world.step("main", { event: pr(newer, number), inputs: ON });
      },
    });
    const post = await world.step("post", { event: opened, inputs: ON, state: first.state });
    succeeded(post);
    if (!second) throw new Error("the newer job did not run");
    succeeded(second);
    const branchId = second.outputs["branch-id"] ?? "";
    expect(second.outputs["endpoint-id"]).not.toBe(first.outputs["endpoint-id"]);
    expect((await world.computesOn(branchId)).map((compute) => compute.id)).toEqual([
      second.outputs["endpoint-id"],
    ]);
    expect(deploymentsOf(number).map(statesOf)).toEqual(
      newer === "synchronize"
        ? [
            ["in_progress", "success", "inactive"],
            ["in_progress", "success"],
          ]
        : [["in_progress", "success", "in_progress", "success"]],
    );
    // The newer job's own post step retires it once its compute goes.
    succeeded(
      await world.step("post", { event: pr(newer, number), inputs: ON, state: second.state }),
    );
    expect(deploymentsOf(number).map((deployment) => statesOf(deployment)?.at(-1))).toEqual(
      newer === "synchronize" ? ["inactive", "inactive"] : ["inactive"],
    );
  },
);

test("a provision that fails marks its deployment failure", async () => {
  const { main } = await world.job({
    event: pr("opened", 973),
    inputs: { ...ON, "create-branch": "false" },
  });
  expect(main.failed).toBe(true);
  expect(deploymentsOf(973).map(statesOf)).toEqual([["in_progress", "failure"]]);
  expect(deploymentsOf(973)[0]?.statuses[1]?.log_url).toMatch(RUN_URL);
});

test("a cancelled run still says what its post step does; the post step retires the deployment", async () => {
  const event = pr("opened", 977);
  await world.admin.addFaults({ hold_operation: "start_compute" });
  const main = await world.step("main", {
    event,
    inputs: { ...ON, timeout: "60" },
    signalAfter: { signal: "SIGINT", whenStdoutMatches: /Waiting for/, afterMs: 200 },
    timeoutMs: 20_000,
  });
  await world.admin.clearFaults();
  expect(main.signalToExitMs).toBeLessThan(2000);
  const owned = main.state["owned-endpoint-id"];
  expect(main.commands.errors).toHaveLength(1);
  expect(main.commands.errors[0]?.message).toMatch(
    new RegExp(`^Cancelled; the post step deletes compute ${owned}\\b`),
  );
  expect(deploymentsOf(977).map(statesOf)).toEqual([["in_progress", "failure"]]);
  succeeded(await world.step("post", { event, inputs: ON, state: main.state }));
  expect(deploymentsOf(977).map(statesOf)).toEqual([["in_progress", "failure", "inactive"]]);
});

test("a token without deployments: write gets one warning naming it, and the run goes on", async () => {
  world.github.setPermissions({ deployments: "read" });
  try {
    world.github.clearRequests();
    const { main, post } = await world.job({ event: pr("opened", 974), inputs: ON });
    succeeded(main);
    succeeded(post);
    const warnings = [...main.commands.warnings, ...post.commands.warnings];
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain("`permissions: deployments: write`");
    expect(deploymentsOf(974)).toEqual([]);
    // The post step does not ask again.
    expect(deploymentRequests().map((r) => `${r.method} ${r.status}`)).toEqual([
      "GET 200",
      "POST 403",
    ]);
  } finally {
    world.github.setPermissions({ deployments: "write" });
  }
});

test("without deployment: true, not one request about deployments", async () => {
  world.github.clearRequests();
  const { main, post } = await world.job({ event: pr("opened", 975), inputs: {} });
  succeeded(main);
  succeeded(post);
  expect(deploymentRequests()).toEqual([]);
});

test("the sweep marks inactive the deployment of a runner that died before its post step", async () => {
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 976, state: "open" });
  // main alone: the runner died before the post step, the compute and `success` remain.
  succeeded(await world.step("main", { event: pr("opened", 976), inputs: ON }));
  expect(deploymentsOf(976).map(statesOf)).toEqual([["in_progress", "success"]]);

  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 976, state: "closed" });
  const sweep = await world.step("main", {
    event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
    inputs: { ...ON, mode: "sweep" },
  });
  succeeded(sweep);
  expect(JSON.parse(sweep.outputs.swept ?? "[]")).toEqual([
    expect.objectContaining({ branch: "preview/pr-976", reason: "closed" }),
  ]);
  expect(deploymentsOf(976).map(statesOf)).toEqual([["in_progress", "success", "inactive"]]);
  expect(sweep.stdout).toContain("marked inactive (swept: PR closed)");
});

test("PR close retires the deployments before it removes anything: a close cancelled then leaves none success", async () => {
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 979, state: "open" });
  succeeded(
    await world.step("main", { event: pr("opened", 979), inputs: { ...ON, keep: "true" } }),
  );
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 979, state: "closed" });
  const close = await world.step("main", {
    event: pr("closed", 979),
    inputs: ON,
    signalAfter: { signal: "SIGINT", whenStdoutMatches: /marked inactive/, afterMs: 0 },
  });
  expect(close.signalSent).toBe(true);
  expect(deploymentsOf(979).map(statesOf)).toEqual([["in_progress", "success", "inactive"]]);
  const log = close.stdout;
  const deleting = log.search(/Deleted|Deleting|nothing to delete/);
  if (deleting >= 0) expect(log.indexOf("marked inactive")).toBeLessThan(deleting);
});

test("the sweep of a merge group's branch leaves its PR's deployments alone", async () => {
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 978, state: "open" });
  succeeded(
    await world.step("main", { event: pr("opened", 978), inputs: { ...ON, keep: "true" } }),
  );
  // The PR's merge group, whose runner died: GitHub then drops its queued ref.
  const group = mergeGroupEvent({ pr: 978, repo: `${OWNER}/${REPO}` });
  succeeded(await world.step("main", { event: group, inputs: {} }));
  const sweep = await world.step("main", {
    event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
    inputs: { ...ON, mode: "sweep" },
  });
  succeeded(sweep);
  const swept = JSON.parse(sweep.outputs.swept ?? "[]") as Array<{ pr: number; reason: string }>;
  expect(swept.filter((entry) => entry.pr === 978)).toEqual([
    expect.objectContaining({ pr: 978, reason: "merge-group-gone" }),
  ]);
  expect(deploymentsOf(978).map(statesOf)).toEqual([["in_progress", "success"]]);
});
