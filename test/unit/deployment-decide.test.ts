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
} from "../../src/flows/deployment-decide.ts";
import type { DeploymentSettings } from "../../src/settings/mode-settings.ts";
import type { RunContext } from "../../src/settings/run-context.ts";

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

test("deploymentsToRetire: every one whose newest status is not inactive, none included", () => {
  expect(
    deploymentsToRetire([
      { id: 1, state: "inactive" },
      { id: 2, state: "success" },
      { id: 3, state: "in_progress" },
      { id: 4, state: "failure" },
      { id: 5, state: undefined },
    ]),
  ).toEqual([2, 3, 4, 5]);
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
