import { describe, expect, test } from "vitest";
import {
  deploymentDescription,
  deploymentsToRetire,
  environmentName,
  environmentUrl,
  isPermissionDenied,
  planDeployment,
  retirementTarget,
  reusableDeployment,
  statusOf,
  successComputeOf,
} from "../../../../src/flows/shared/decide-deployment.ts";
import type { DeploymentSettings } from "../../../../src/settings/mode-settings.ts";
import type { RunContext } from "../../../../src/settings/run-context.ts";

const SHA = "a".repeat(40);
const RUN_URL = "https://github.com/acme/shop/actions/runs/77";

const context: RunContext = {
  eventName: "pull_request",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: {
    number: 42,
    title: "Add cart",
    action: "synchronize",
    url: undefined,
    fromFork: false,
    headSha: SHA,
  },
  actor: "dev",
  runUrl: RUN_URL,
};

function settings(overrides: Partial<DeploymentSettings> = {}): DeploymentSettings {
  return {
    deployment: true,
    deploymentEnvironment: "preview-db/pr-<number>",
    githubToken: "ghs_token",
    context,
    ...overrides,
  };
}

describe("planDeployment", () => {
  test("a PR run deploys its head commit to the PR's environment, logging to the run", () => {
    expect(planDeployment(settings())).toEqual({
      kind: "deploy",
      sha: SHA,
      target: { owner: "acme", repo: "shop", environment: "preview-db/pr-42", logUrl: RUN_URL },
    });
  });

  test("off: nothing, not even a log line", () => {
    expect(planDeployment(settings({ deployment: false }))).toEqual({ kind: "off" });
  });

  test("outside pull_request events, or without what it needs, it is skipped with the reason", () => {
    const reasonOf = (overrides: Partial<DeploymentSettings>) => {
      const plan = planDeployment(settings(overrides));
      return plan.kind === "skip" ? plan.reason : plan.kind;
    };
    expect(reasonOf({ context: { ...context, eventName: "push", pullRequest: undefined } })).toBe(
      "No GitHub deployment: only pull_request events make one (this is push event)",
    );
    expect(reasonOf({ context: { ...context, repository: undefined } })).toContain(
      "GITHUB_REPOSITORY",
    );
    const noSha = { ...context.pullRequest, headSha: undefined } as RunContext["pullRequest"];
    expect(reasonOf({ context: { ...context, pullRequest: noSha } })).toContain(
      "pull_request.head.sha",
    );
    expect(reasonOf({ githubToken: "" })).toContain("github-token is empty");
  });

  test("without the run's URL the target has no log URL", () => {
    const plan = planDeployment(settings({ context: { ...context, runUrl: undefined } }));
    expect(plan.kind === "deploy" && plan.target).toEqual({
      owner: "acme",
      repo: "shop",
      environment: "preview-db/pr-42",
    });
  });
});

test("environmentName puts the PR's number wherever <number> is", () => {
  expect(environmentName("preview-db/pr-<number>", 7)).toBe("preview-db/pr-7");
  expect(environmentName("<number>/db-<number>", 7)).toBe("7/db-7");
});

test("retirementTarget: the PR's environment with deployment on, a number and a token", () => {
  expect(retirementTarget(settings(), 9)).toEqual({
    owner: "acme",
    repo: "shop",
    environment: "preview-db/pr-9",
    logUrl: RUN_URL,
  });
  expect(retirementTarget(settings({ deployment: false }), 9)).toBeUndefined();
  expect(retirementTarget(settings(), undefined)).toBeUndefined();
  expect(retirementTarget(settings({ githubToken: "" }), 9)).toBeUndefined();
});

test("reusableDeployment: the newest deployment of that commit in that environment", () => {
  const listed = [
    { id: 5, sha: SHA, environment: "preview-db/pr-42" },
    { id: 9, sha: SHA, environment: "preview-db/pr-42" },
    { id: 12, sha: "b".repeat(40), environment: "preview-db/pr-42" },
    { id: 14, sha: SHA, environment: "preview-db/pr-43" },
  ];
  expect(reusableDeployment(listed, SHA, "preview-db/pr-42")?.id).toBe(9);
  expect(reusableDeployment(listed, "c".repeat(40), "preview-db/pr-42")).toBeUndefined();
  expect(reusableDeployment([], SHA, "preview-db/pr-42")).toBeUndefined();
});

describe("deploymentsToRetire", () => {
  const success = (id: number, endpointId: string) => ({
    id,
    ...statusOf("success", { endpointId, branchName: "preview/pr-42" }),
  });
  const of = (id: number, state: "inactive" | "in_progress" | "failure", description = "") => ({
    id,
    state,
    description,
  });
  // Deployment 1: retired; 2: this job's, success on its compute (status 20); 3: an earlier
  // job's, success on the compute this job reused; 4: a newer job's, success on its own compute;
  // 5: a newer job's, created and no status yet; 6: a dead runner's in_progress; 7: this job's
  // deployment, a re-run of the same commit has written its in_progress since (status 71).
  const latest = [
    { id: 1, status: of(10, "inactive") },
    { id: 2, status: success(20, "ep-ours-1") },
    { id: 3, status: success(30, "ep-ours-1") },
    { id: 4, status: success(40, "ep-newer-2") },
    { id: 5, status: undefined },
    { id: 6, status: of(60, "in_progress") },
    { id: 7, status: of(71, "in_progress") },
  ];

  test("PR close and the sweep: every one whose newest status is not inactive, none included", () => {
    expect(deploymentsToRetire(latest, { kind: "environment" })).toEqual([2, 3, 4, 5, 6, 7]);
  });

  test("the post step: only what its compute backed, never a newer job's", () => {
    const scope = (written?: { deploymentId: number; statusId: number }) => ({
      kind: "compute" as const,
      endpointId: "ep-ours-1",
      written,
    });
    expect(deploymentsToRetire(latest, scope({ deploymentId: 2, statusId: 20 }))).toEqual([2, 3]);
    // Its main wrote status 70 on deployment 7; a re-run's 71 came after: not ours to retire.
    expect(deploymentsToRetire(latest, scope({ deploymentId: 7, statusId: 70 }))).toEqual([2, 3]);
    // Main's last status was in_progress or failure (no success names the compute): still its own.
    expect(deploymentsToRetire(latest, scope({ deploymentId: 6, statusId: 60 }))).toEqual([
      2, 3, 6,
    ]);
    const failed = [{ id: 8, status: of(80, "failure", "Provisioning failed: see the run's log") }];
    expect(deploymentsToRetire(failed, scope({ deploymentId: 8, statusId: 80 }))).toEqual([8]);
    expect(deploymentsToRetire(failed, scope())).toEqual([]);
    // An inactive one is never retired again, even when this job wrote it.
    expect(deploymentsToRetire(latest, scope({ deploymentId: 1, statusId: 10 }))).toEqual([2, 3]);
  });

  test("successComputeOf reads the compute from the success statusOf writes, and only from it", () => {
    expect(successComputeOf(success(1, "ep-cool-1"))).toBe("ep-cool-1");
    expect(successComputeOf({ ...success(1, "ep-cool-1"), state: "in_progress" })).toBeUndefined();
    expect(successComputeOf({ id: 1, state: "success", description: null })).toBeUndefined();
    expect(
      successComputeOf({ id: 1, state: "success", description: "Deployed ep-x" }),
    ).toBeUndefined();
    expect(successComputeOf(success(1, ""))).toBeUndefined();
  });
});

test("environmentUrl: the branch's page in Neon's console, only when api-host is Neon's", () => {
  expect(environmentUrl("https://console.neon.tech/api/v2", "calm-sky-1", "br-a-1")).toBe(
    "https://console.neon.tech/app/projects/calm-sky-1/branches/br-a-1",
  );
  expect(environmentUrl("http://127.0.0.1:8600/api/v2", "calm-sky-1", "br-a-1")).toBeUndefined();
  expect(environmentUrl("https://neon.example.com/api/v2", "p", "br-a")).toBeUndefined();
  expect(environmentUrl("not a url", "p", "br-a")).toBeUndefined();
});

describe("statuses", () => {
  test("success carries the console page and the run; the others never the console page", () => {
    const details = {
      branchName: "preview/pr-42",
      endpointId: "ep-cool-1",
      logUrl: RUN_URL,
      environmentUrl: "https://console.neon.tech/app/projects/p/branches/br-a",
    };
    expect(statusOf("success", details)).toEqual({
      state: "success",
      description: "Compute ep-cool-1 ready on branch preview/pr-42",
      logUrl: RUN_URL,
      environmentUrl: details.environmentUrl,
    });
    expect(statusOf("in_progress", details)).toEqual({
      state: "in_progress",
      description: "Provisioning a compute on branch preview/pr-42",
      logUrl: RUN_URL,
    });
    expect(statusOf("failure", {})).toEqual({
      state: "failure",
      description: "Provisioning failed: see the run's log",
    });
    expect(statusOf("inactive", { why: "the PR was closed" }).description).toBe(
      "Compute removed (the PR was closed)",
    );
  });

  test("descriptions are one line of at most 140 characters", () => {
    const long = `preview/${"x".repeat(300)}\nnext`;
    const description = statusOf("in_progress", { branchName: long }).description;
    expect(description).toHaveLength(140);
    expect(description).toMatch(/…$/);
    expect(deploymentDescription(long)).toHaveLength(140);
    expect(deploymentDescription("a\nb")).toBe("Preview database: branch a b");
  });
});

test("isPermissionDenied: a 403, but not a secondary rate limit's", () => {
  expect(isPermissionDenied(403, "Resource not accessible by integration")).toBe(true);
  expect(isPermissionDenied(403, "You have exceeded a secondary rate limit")).toBe(false);
  expect(isPermissionDenied(404, "Not Found")).toBe(false);
  expect(isPermissionDenied(undefined, "socket hang up")).toBe(false);
});
