import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readRunContext } from "../../../src/settings/run-context.ts";
import { prEvent } from "../../support/runner/index.ts";

const dir = mkdtempSync(join(tmpdir(), "run-context-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function eventFile(payload: unknown): string {
  const path = join(dir, `event-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

const env = (eventPath: string): NodeJS.ProcessEnv => ({
  GITHUB_EVENT_NAME: "pull_request",
  GITHUB_EVENT_PATH: eventPath,
  GITHUB_REPOSITORY: "octo-org/app",
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_RUN_ID: "1234",
});

test("a pull_request event gives the PR's head commit, and the run's page", () => {
  const event = prEvent("synchronize", { number: 7 });
  const head = (event.payload.pull_request as { head: { sha: string } }).head.sha;
  const context = readRunContext(env(eventFile(event.payload)));
  expect(context.pullRequest).toMatchObject({ number: 7, action: "synchronize", headSha: head });
  expect(context.runUrl).toBe("https://github.com/octo-org/app/actions/runs/1234");
});

test("no run id, no run page; a payload without head.sha, no head commit", () => {
  const path = eventFile({ action: "opened", pull_request: { number: 8 } });
  const context = readRunContext({ ...env(path), GITHUB_RUN_ID: undefined });
  expect(context.runUrl).toBeUndefined();
  expect(context.pullRequest).toMatchObject({ number: 8 });
  expect(context.pullRequest?.headSha).toBeUndefined();
});

describe("forkHead: where the event's head commit comes from, when not from this repository", () => {
  const fork = prEvent("opened", { number: 9, fork: true, repo: "octo-org/app" });
  const own = prEvent("opened", { number: 9, repo: "octo-org/app" });

  test.each(["pull_request", "pull_request_target"])("a fork's PR on %s", (event) => {
    const context = readRunContext({ ...env(eventFile(fork.payload)), GITHUB_EVENT_NAME: event });
    expect(context.forkHead).toBe("contributor/app");
    expect(context.pullRequest?.fromFork).toBe(true);
  });

  test.each(["pull_request", "pull_request_target"])(
    "a PR from a branch of this repository on %s",
    (event) => {
      const context = readRunContext({ ...env(eventFile(own.payload)), GITHUB_EVENT_NAME: event });
      expect(context.forkHead).toBeUndefined();
      expect(context.pullRequest?.fromFork).toBe(false);
    },
  );

  test("a repository that is itself a fork: its own PRs are not a fork's (head.repo.fork is true)", () => {
    const payload = structuredClone(own.payload) as {
      pull_request: { head: { repo: { fork: boolean } }; base: { repo: { fork: boolean } } };
    };
    payload.pull_request.head.repo.fork = true;
    payload.pull_request.base.repo.fork = true;
    expect(readRunContext(env(eventFile(payload))).forkHead).toBeUndefined();
  });

  test("a deleted fork (head.repo null) and an unreadable payload count as a fork's", () => {
    const payload = structuredClone(fork.payload) as { pull_request: { head: { repo: unknown } } };
    payload.pull_request.head.repo = null;
    expect(readRunContext(env(eventFile(payload))).forkHead).toBe("an unknown repository");
    expect(readRunContext(env(join(dir, "missing.json"))).forkHead).toBe("an unknown repository");
  });

  test("a workflow_run of a fork's PR; of this repository's own push, none", () => {
    const run = (head: string) =>
      eventFile({
        workflow_run: {
          head_repository: { full_name: head },
          repository: { full_name: "octo-org/app" },
        },
      });
    const workflowRun = (path: string) => ({ ...env(path), GITHUB_EVENT_NAME: "workflow_run" });
    expect(readRunContext(workflowRun(run("contributor/app"))).forkHead).toBe("contributor/app");
    expect(readRunContext(workflowRun(run("octo-org/app"))).forkHead).toBeUndefined();
  });

  test("other events have no head of their own: push, schedule", () => {
    for (const event of ["push", "schedule"])
      expect(
        readRunContext({ ...env(eventFile({ ref: "refs/heads/main" })), GITHUB_EVENT_NAME: event })
          .forkHead,
      ).toBeUndefined();
  });
});
