import { expect, test } from "vitest";
import { CancelledError } from "../../../src/core/errors.ts";
import { createGitHubClient, stopAt } from "../../../src/github/client.ts";
import { listQueuedRefs } from "../../../src/github/queue-refs.ts";
import { useLoopbackGitHub } from "../../support/github/use-loopback-github.ts";

// The step's one GitHub client, against the loopback GitHub (GITHUB_API_URL, read when built).

const github = useLoopbackGitHub();

test("Octokit is built on the first use, once, for the token and GITHUB_API_URL", async () => {
  const client = createGitHubClient({ token: github().token });
  const first = client.octokit();
  expect(await client.octokit()).toBe(await first);
  const { data } = await (await first).rest.pulls.list({ owner: "octo-org", repo: "app" });
  expect(data).toEqual([]);
  expect(github().requests().at(-1)?.path).toMatch(/^\/repos\/octo-org\/app\/pulls/);
});

test("the run's cancel stops its requests, and a lookup says it was cancelled", async () => {
  const cancel = new AbortController();
  cancel.abort();
  const client = createGitHubClient({ token: github().token, signal: cancel.signal });
  const failure = await listQueuedRefs({ github: client, owner: "octo-org", repo: "app" }).catch(
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(CancelledError);
});

test("a request's deadline stops it as well as the run's cancel", () => {
  const cancel = new AbortController();
  const deadline = new AbortController();
  const client = createGitHubClient({ token: github().token, signal: cancel.signal });
  expect(stopAt(client, undefined)).toEqual({});
  const { signal } = (stopAt(client, deadline.signal) as { request: { signal: AbortSignal } })
    .request;
  expect(signal.aborted).toBe(false);
  cancel.abort();
  expect(signal.aborted).toBe(true);
});
