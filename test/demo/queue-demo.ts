// `npm run demo:queue`: the CI paths beyond a PR's own job, on the emulated platform (real
// PostgreSQL servers) and a loopback GitHub, with the bundled action (dist/) run as the runner
// runs it:
// 1. a PR job with `deployment: true`: the PR's database as a GitHub deployment of its head
//    commit, `success` while the compute lives, `inactive` once the post step deleted it;
// 2. the PR in a merge queue: the group's job gets a branch of its own, named from its queued
//    ref and created from the base, and the post step deletes it;
// 3. a group whose runner died (its post step never ran): once GitHub drops the queued ref, the
//    nightly sweep removes its branch.
import { startEmulator } from "../../emulator/src/index.ts";
import { startGitHub } from "../support/github/index.ts";
import {
  mergeGroupEvent,
  prEvent,
  runStep,
  workflowDispatchEvent,
} from "../support/runner/index.ts";
import { trustEmulatorOnRunner } from "./runner-trust.ts";
import { showStep } from "./show.ts";

const { runnerEnv } = await trustEmulatorOnRunner();
const opMs = Number(process.env.DEMO_OP_MS ?? 300);
const emulator = await startEmulator({ opMs });
const github = await startGitHub();
const apiKey = emulator.keys.organization;
const [owner, repo] = ["octo-org", "app"];

const inputs = {
  "api-key": apiKey,
  "project-id": emulator.projectId,
  "api-host": emulator.baseUrl,
  role: "neondb_owner",
  database: "neondb",
  ssl: "verify-full",
};
const viaGitHub = { githubUrl: github.url, token: github.token, secrets: [apiKey], env: runnerEnv };

function deployments(): string {
  return github
    .deployments(owner, repo)
    .map(
      (d) =>
        `  deployment ${d.id} of ${d.sha.slice(0, 7)} to ${d.environment}: ${d.statuses
          .map((s) => s.state)
          .join(" → ")}`,
    )
    .join("\n");
}

async function branchNames(): Promise<string[]> {
  const response = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}/branches`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const { branches } = (await response.json()) as { branches: Array<{ name: string }> };
  return branches.map((b) => b.name).sort();
}

const failures: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

try {
  console.log(`emulator: ${emulator.baseUrl} (operations take ${opMs} ms), GitHub: ${github.url}`);

  // 1. A PR job whose database is a GitHub deployment.
  const pr = prEvent("opened", { number: 8, title: "Add coupons", repo: `${owner}/${repo}` });
  github.seedPullRequest({ owner, repo, number: 8, state: "open" });
  const prStep = { inputs: { ...inputs, deployment: "true" }, event: pr, ...viaGitHub };
  const main = await runStep("main", prStep);
  showStep("PR #8, main step with deployment: true", main, ["branch-name", "database-url"]);
  console.log(`\n  GitHub, while the job runs:\n${deployments()}`);
  const post = await runStep("post", { ...prStep, state: main.state });
  showStep("PR #8, post step", post);
  console.log(`\n  GitHub, after the post step:\n${deployments()}`);
  const states = github.deployments(owner, repo)[0]?.statuses.map((s) => s.state) ?? [];
  expect(states.join(" ") === "in_progress success inactive", "the deployment's statuses");

  // 2. The PR in the merge queue: GitHub creates the queued ref, then runs the group's checks.
  const group = mergeGroupEvent({ pr: 8, repo: `${owner}/${repo}` });
  github.seedRef({ owner, repo, ref: group.ref, sha: "a".repeat(40) });
  const groupStep = { inputs, event: group, ...viaGitHub };
  const groupMain = await runStep("main", groupStep);
  showStep(`merge group ${group.ref}, main step`, groupMain, ["branch-name", "expires-at"]);
  const groupPost = await runStep("post", { ...groupStep, state: groupMain.state });
  showStep("merge group, post step", groupPost);
  github.deleteRef(owner, repo, group.ref);
  const groupBranch = groupMain.outputs["branch-name"] ?? "";
  expect(groupBranch.startsWith("preview/pr-queue/main/pr-8-"), "the group's branch name");
  expect(!(await branchNames()).includes(groupBranch), "the group's branch is gone");

  // 3. A group whose runner died after main: GitHub drops the ref when the group ends.
  const dead = mergeGroupEvent({ pr: 9, repo: `${owner}/${repo}`, baseSha: "b".repeat(40) });
  github.seedRef({ owner, repo, ref: dead.ref, sha: "b".repeat(40) });
  const deadMain = await runStep("main", { inputs, event: dead, ...viaGitHub });
  showStep("merge group of PR #9, main step (its runner then dies: no post step)", deadMain);
  github.deleteRef(owner, repo, dead.ref);
  const sweep = await runStep("main", {
    inputs: { ...inputs, mode: "sweep", comment: "false" },
    event: workflowDispatchEvent({ repo: `${owner}/${repo}` }),
    ...viaGitHub,
  });
  showStep("nightly sweep", sweep, ["swept"]);
  const left = await branchNames();
  console.log(`\nbranches left: ${left.join(", ")}`);
  expect(!left.some((name) => name.includes("queue/")), "no merge group's branch is left");
  for (const step of [main, post, groupMain, groupPost, deadMain, sweep])
    expect(!step.failed, "every step succeeds");
  if (failures.length > 0) {
    console.log(`\nnot as expected: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all([emulator.stop(), github.stop()]);
}
