import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { startGitHub } from "../../../support/github/index.ts";
import { githubContext } from "../../../support/runner/context.ts";
import {
  inputEnvironment,
  inputVariableName,
  mergeGroupEvent,
  parseKeyValueFile,
  parseWorkflowCommand,
  prEvent,
  pushEvent,
  REPO_ROOT,
  type RunStepOptions,
  readActionManifest,
  runJob,
  runStep,
  SecretMasker,
  workflowDispatchEvent,
} from "../../../support/runner/index.ts";

const actionYml = join(REPO_ROOT, "test/support/runner/fixtures/action.yml");
const apiKey = "neon_api_key_0123456789abcdef";

function fixture(extra: Partial<RunStepOptions> & { scenario?: string } = {}): RunStepOptions {
  const { scenario = "basic", ...rest } = extra;
  return {
    actionYml,
    ...rest,
    inputs: { "api-key": apiKey, "project-id": "proj-1", scenario, ...rest.inputs },
  };
}

describe("inputs and environment", () => {
  test("INPUT_ names keep hyphens, spaces become _, defaults come from action.yml", async () => {
    const result = await runStep(
      "main",
      fixture({
        inputs: { "display name": "Preview" } as Record<string, string>,
        token: "ghs_job_token",
      }),
    );
    expect(result.exitCode).toBe(0);
    const env = JSON.parse(result.outputs["env-json"] ?? "{}") as Record<string, string>;
    expect(env["INPUT_API-KEY"]).toBe(apiKey);
    expect(env["INPUT_PROJECT-ID"]).toBe("proj-1");
    expect(env.INPUT_DISPLAY_NAME).toBe("Preview");
    expect(env.INPUT_GREETING).toBe("hello");
    expect(env["INPUT_OPTIONAL-FLAG"]).toBe("");
    expect(result.outputs).toMatchObject({
      "project-id": "proj-1",
      greeting: "hello",
      "github-token": "ghs_job_token",
      "repo-name": "octo-org/app",
      "display-name": "Preview",
    });
    expect(inputVariableName("api-key")).toBe("INPUT_API-KEY");
  });

  test("an input action.yml does not declare throws before anything runs", async () => {
    await expect(runStep("main", fixture({ inputs: { api_key: "x" } }))).rejects.toThrow(
      /unknown input.*'api_key'/,
    );
  });

  test("context variables for a pull_request event, nothing leaked from the parent", async () => {
    process.env.HARNESS_PARENT_ONLY = "must not leak";
    try {
      const result = await runStep(
        "main",
        fixture({
          event: prEvent("synchronize", { number: 17, headRef: "feat/x", baseRef: "develop" }),
          githubUrl: "http://127.0.0.1:1234",
          env: { EXTRA_FROM_TEST: "1" },
        }),
      );
      const env = JSON.parse(result.outputs["env-json"] ?? "{}") as Record<string, string>;
      expect(env).toMatchObject({
        GITHUB_ACTIONS: "true",
        CI: "true",
        RUNNER_OS: "Linux",
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_REPOSITORY: "octo-org/app",
        GITHUB_REPOSITORY_OWNER: "octo-org",
        GITHUB_API_URL: "http://127.0.0.1:1234",
        GITHUB_GRAPHQL_URL: "http://127.0.0.1:1234/graphql",
        GITHUB_SERVER_URL: "https://github.com",
        GITHUB_REF: "refs/pull/17/merge",
        GITHUB_HEAD_REF: "feat/x",
        GITHUB_BASE_REF: "develop",
        GITHUB_RUN_ATTEMPT: "1",
        EXTRA_FROM_TEST: "1",
      });
      for (const name of [
        "GITHUB_ACTION",
        "GITHUB_WORKFLOW",
        "GITHUB_RUN_ID",
        "GITHUB_JOB",
        "GITHUB_SHA",
        "RUNNER_TEMP",
        "HOME",
        "PATH",
      ]) {
        expect(env[name], name).toBeTruthy();
      }
      expect(env.HARNESS_PARENT_ONLY).toBeUndefined();
      expect(env.STATE_phase).toBeUndefined();

      const context = JSON.parse(result.outputs.context ?? "{}");
      expect(context).toMatchObject({
        eventName: "pull_request",
        issue: { owner: "octo-org", repo: "app", number: 17 },
        prNumber: 17,
        headRef: "feat/x",
        apiUrl: "http://127.0.0.1:1234",
        cwd: env.GITHUB_WORKSPACE,
      });
      expect(context.node.split(".")[0]).toBe("24");
    } finally {
      delete process.env.HARNESS_PARENT_ONLY;
    }
  });

  test("push and workflow_dispatch events have no head/base ref", async () => {
    for (const event of [pushEvent({ ref: "refs/heads/release" }), workflowDispatchEvent()]) {
      const result = await runStep("main", fixture({ event }));
      const env = JSON.parse(result.outputs["env-json"] ?? "{}") as Record<string, string>;
      expect(env.GITHUB_EVENT_NAME).toBe(event.name);
      expect(env.GITHUB_HEAD_REF).toBe("");
      expect(env.GITHUB_BASE_REF).toBe("");
      expect(env.GITHUB_REF).toBe(event.name === "push" ? "refs/heads/release" : "refs/heads/main");
    }
  });
});

describe("outputs, state, summary and workflow commands", () => {
  test("main's outputs, state and summary are read back from the file commands", async () => {
    const result = await runStep("main", fixture());
    expect(result.failed).toBe(false);
    expect(result.outputs.multiline).toBe("line one\nline two");
    expect(result.state).toEqual({
      phase: "started",
      compute: JSON.stringify({ id: "ep-fixture-1", created: true }),
      note: "first line\nsecond line",
    });
    expect(result.env).toEqual({ FROM_MAIN: "exported by main" });
    expect(result.path).toEqual(["/opt/fixture-bin"]);
    expect(result.summary).toContain("<h1>Fixture summary</h1>");
    expect(result.summary).toContain(`key ${apiKey} in summary`);
    expect(result.masked(result.summary)).toContain("key *** in summary");
  });

  test("masks, annotations and the log a user would see", async () => {
    const result = await runStep("main", fixture({ token: "ghs_job_token" }));
    expect(result.commands.masks).toEqual([apiKey]);
    expect(result.commands.warnings).toEqual([
      { message: `careful: key is ${apiKey}`, properties: { title: "Heads up" } },
    ]);
    expect(result.commands.notices.map((n) => n.message)).toEqual(["just so you know"]);
    expect(result.commands.debugs).toEqual(["a debug line"]);
    expect(result.commands.groups).toEqual(["details"]);

    // The raw stdout carries the key; the log does not.
    expect(result.stdout).toContain(`using api key ${apiKey}`);
    const log = result.log.join("\n");
    expect(log).not.toContain(apiKey);
    expect(result.log).toContain("using api key ***");
    expect(result.log).toContain("##[warning]careful: key is ***");
    expect(result.log).toContain("##[group]details");
    expect(log).not.toContain("a debug line");
    expect(log).not.toContain("add-mask");
    // The job token is masked from the start, like the runner masks github.token.
    expect(result.masked("token ghs_job_token")).toBe("token ***");
    expect(result.masked(Buffer.from(apiKey).toString("base64"))).toBe("***");

    const debug = await runStep("main", fixture({ debug: true }));
    expect(debug.log).toContain("##[debug]a debug line");
  });

  test("setFailed: exit code 1 and a masked error annotation", async () => {
    const result = await runStep("main", fixture({ scenario: "fail" }));
    expect(result.exitCode).toBe(1);
    expect(result.failed).toBe(true);
    expect(result.commands.errors.map((e) => e.message)).toEqual([`broke while holding ${apiKey}`]);
    expect(result.log).toContain("##[error]broke while holding ***");
  });

  test("an unhandled error exits non-zero", async () => {
    const result = await runStep("main", fixture({ scenario: "throw" }));
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr).toContain("unhandled failure");
  });

  test("a malformed GITHUB_OUTPUT fails the step as the runner does, keeping earlier pairs", async () => {
    const result = await runStep("main", fixture({ scenario: "malformed-output" }));
    expect(result.exitCode).toBe(0);
    expect(result.failed).toBe(true);
    expect(result.outputs).toEqual({ good: "kept" });
    expect(result.commands.errors[0]?.message).toBe(
      "Unable to process file command 'output' successfully.",
    );
  });
});

describe("runJob: post after main", () => {
  test("post gets main's state as STATE_*, the same inputs, and main's exported env and PATH", async () => {
    const { main, post } = await runJob(fixture());
    expect(main.failed).toBe(false);
    expect(post.failed).toBe(false);
    expect(post.outputs).toMatchObject({
      phase: "started",
      compute: JSON.stringify({ id: "ep-fixture-1", created: true }),
      note: "first line\nsecond line",
      "project-id": "proj-1",
      "from-main": "exported by main",
      "state-keys": "STATE_compute,STATE_note,STATE_phase",
    });
    expect(post.outputs.path?.split(":")[0]).toBe("/opt/fixture-bin");
    expect(post.stdout).toContain("post: phase=started");
  });

  test("post runs even when main failed", async () => {
    const { main, post } = await runJob(fixture({ scenario: "fail" }));
    expect(main.exitCode).toBe(1);
    expect(post.exitCode).toBe(0);
    expect(post.outputs.phase).toBe("started");
  });

  test("runStep('post') takes state explicitly; missing state reads as empty", async () => {
    const withState = await runStep("post", fixture({ state: { phase: "given" } }));
    expect(withState.outputs.phase).toBe("given");
    const without = await runStep("post", fixture());
    expect(without.outputs.phase).toBe("");
    expect(without.outputs["state-keys"]).toBe("");
  });
});

describe("signals", () => {
  test("SIGINT once the action says it is waiting; it saves state and exits; post still runs", async () => {
    const { main, post } = await runJob(
      fixture({
        scenario: "wait-for-signal",
        signalAfter: { signal: "SIGINT", whenStdoutMatches: /waiting for a signal/ },
      }),
    );
    expect(main.signalSent).toBe(true);
    expect(main.exitCode).toBe(130);
    expect(main.failed).toBe(true);
    expect(main.stdout).toContain("received SIGINT, cleaning up");
    expect(main.state.phase).toBe("interrupted");
    expect(post.outputs.phase).toBe("interrupted");
  });

  test("a step that outlives timeoutMs is killed and reported", async () => {
    const result = await runStep(
      "main",
      fixture({ scenario: "wait-for-signal", timeoutMs: 1_000 }),
    );
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe("SIGKILL");
    expect(result.failed).toBe(true);
  });
});

test("with the loopback GitHub: the action comments on its PR as github-actions[bot]", async () => {
  const github = await startGitHub();
  try {
    const result = await runStep(
      "main",
      fixture({
        scenario: "comment",
        event: prEvent("opened", { number: 5 }),
        githubUrl: github.url,
        token: github.token,
      }),
    );
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    const [comment] = github.comments("octo-org", "app", 5);
    expect(comment?.body).toBe("<!-- fixture --> hello from github-actions[bot]");
    expect(result.outputs["comment-url"]).toBe(comment?.html_url);
    expect(github.requests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      "POST /graphql 200",
      "POST /repos/octo-org/app/issues/5/comments 201",
    ]);
  } finally {
    await github.stop();
  }
});

test("the project's action.yml: node24 main/post bundles, every input as INPUT_*", () => {
  const manifest = readActionManifest(join(REPO_ROOT, "action.yml"));
  expect(manifest.using).toBe("node24");
  expect(manifest.main).toBe(join(REPO_ROOT, "dist/main/index.js"));
  expect(manifest.post).toBe(join(REPO_ROOT, "dist/post/index.js"));
  expect(manifest.postIf).toBe("always()");
  const env = inputEnvironment(
    manifest,
    { "api-key": apiKey, "project-id": "p" },
    { github: { token: "ghs_t" } },
  );
  expect(env).toMatchObject({
    "INPUT_API-KEY": apiKey,
    "INPUT_GITHUB-TOKEN": "ghs_t",
    "INPUT_API-HOST": "https://console.neon.tech/api/v2",
    INPUT_TIMEOUT: "300",
    // No action.yml default (neon.ts may decide it): the runner gives it empty.
    "INPUT_COMPUTE-SIZE": "",
    "INPUT_CREATE-BRANCH": "true",
    INPUT_BRANCH: "",
  });
  expect(Object.keys(env)).toHaveLength(manifest.inputs.size);
});

test("event builders: fork PR closed after merge, push", () => {
  const closed = prEvent("closed", { number: 9, fork: true, merged: true, repo: "acme/db" });
  expect(closed.payload).toMatchObject({
    action: "closed",
    number: 9,
    repository: { full_name: "acme/db", name: "db", owner: { login: "acme" } },
    pull_request: {
      number: 9,
      state: "closed",
      merged: true,
      html_url: "https://github.com/acme/db/pull/9",
      head: { repo: { full_name: "contributor/db", fork: true } },
      base: { ref: "main", repo: { full_name: "acme/db" } },
    },
    sender: { login: "contributor" },
  });
  expect(prEvent("closed").payload).toMatchObject({ pull_request: { merged: false } });
  expect(prEvent("opened").payload).toMatchObject({
    pull_request: { state: "open", merged: false },
  });
  expect(pushEvent().payload).toMatchObject({
    ref: "refs/heads/main",
    after: expect.stringMatching(/^[0-9a-f]{40}$/),
  });
});

test("event builders: merge_group, whose queued ref is the run's GITHUB_REF", () => {
  const event = mergeGroupEvent({ pr: 7, baseSha: "a".repeat(40) });
  const ref = `refs/heads/gh-readonly-queue/main/pr-7-${"a".repeat(40)}`;
  expect(event.ref).toBe(ref);
  expect(event.payload).toMatchObject({
    action: "checks_requested",
    merge_group: { head_ref: ref, base_ref: "refs/heads/main", base_sha: "a".repeat(40) },
    repository: { full_name: "octo-org/app" },
  });
  const head = (event.payload.merge_group as { head_sha: string }).head_sha;
  const paths = {
    eventPath: "e",
    workspace: "w",
    runnerTemp: "t",
    toolCache: "c",
    actionPath: "a",
  };
  const options = { event, apiUrl: "http://127.0.0.1:1", token: "t", debug: false };
  expect(githubContext(options, paths).env).toMatchObject({
    GITHUB_EVENT_NAME: "merge_group",
    GITHUB_REF: ref,
    GITHUB_REF_NAME: `gh-readonly-queue/main/pr-7-${"a".repeat(40)}`,
    GITHUB_SHA: head,
    GITHUB_HEAD_REF: "",
    GITHUB_BASE_REF: "",
  });
  expect(mergeGroupEvent({ pr: 8 }).ref).not.toBe(mergeGroupEvent({ pr: 7 }).ref);
});

describe("parsers", () => {
  test("file commands: key=value lines and heredocs, as the runner reads them", () => {
    const text = [
      "simple=a=b",
      "",
      "multi<<ghadelimiter_1",
      "x",
      "",
      "y",
      "ghadelimiter_1",
      "empty<<EOF",
      "EOF",
      "last=1",
    ].join("\n");
    expect(parseKeyValueFile(text)).toEqual({
      pairs: [
        ["simple", "a=b"],
        ["multi", "x\n\ny"],
        ["empty", ""],
        ["last", "1"],
      ],
    });
    expect(parseKeyValueFile("k<<EOF\nvalue\n").error).toMatch(/Matching delimiter not found/);
    expect(parseKeyValueFile("just text\n").error).toMatch(/Invalid format/);
  });

  test("workflow commands: properties and data are unescaped", () => {
    expect(parseWorkflowCommand("::error title=A%2C B%3A c,file=x.ts::50%25%0Adone")).toEqual({
      command: "error",
      properties: { title: "A, B: c", file: "x.ts" },
      data: "50%\ndone",
    });
    expect(parseWorkflowCommand("  ::add-mask::s3cr3t")?.data).toBe("s3cr3t");
    expect(parseWorkflowCommand("::unknown::x")).toBeUndefined();
    expect(parseWorkflowCommand("text ::warning::x")).toBeUndefined();
  });

  test("secret masker: encodings, multi-line values, overlapping matches", () => {
    const masker = new SecretMasker();
    masker.addMask("p@ss word'\nsecond-line");
    expect(masker.mask("a p@ss word'\nsecond-line b")).toBe("a ***\n*** b");
    expect(masker.mask(`url p%40ss%20word%27 json "p@ss word'\\nsecond-line"`)).toBe(
      'url *** json "***"',
    );
    masker.addMask("abcdef");
    masker.addMask("defghi");
    expect(masker.mask("xxabcdefghixx")).toBe("xx***xx");
  });
});
