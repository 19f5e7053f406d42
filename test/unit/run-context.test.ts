import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { readRunContext } from "../../src/settings/run-context.ts";
import { prEvent } from "../runner/index.ts";

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
