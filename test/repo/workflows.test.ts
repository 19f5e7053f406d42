import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parse, parseDocument } from "yaml";
import { INPUT_DEFAULTS } from "../../src/settings/action-inputs.ts";
import { INPUTS as INPUT_SCHEMA } from "../../src/settings/input-schema.ts";
import { actionErrors, workflowErrors } from "../support/workflow-validator.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WORKFLOWS = `${ROOT}.github/workflows/`;
const workflowFiles = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
// Builds a GitHub expression such as ${{ github.token }} without tripping the linter.
const expr = (expression: string) => `$\{{ ${expression} }}`;
const readWorkflow = (file: string) => readFileSync(`${WORKFLOWS}${file}`, "utf8");
const actionText = readFileSync(`${ROOT}action.yml`, "utf8");

type Step = {
  uses?: string;
  run?: string;
  if?: string;
  id?: string;
  with?: Record<string, unknown>;
};
type Job = {
  if?: string;
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: { group: string };
  jobs: Record<string, Job>;
};
const loadWorkflow = (file: string) => parse(readWorkflow(file)) as Workflow;
const onlyJob = (w: Workflow): Job => {
  const jobs = Object.values(w.jobs);
  expect(jobs).toHaveLength(1);
  return jobs[0] as Job;
};

describe("workflows", () => {
  test("the expected workflows exist", () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining(["ci.yml", "check-dist.yml", "self-test.yml", "release.yml"]),
    );
  });

  test.each(workflowFiles)("%s is a valid workflow", async (file) => {
    expect(await workflowErrors(file, readWorkflow(file))).toEqual([]);
  });

  test("the validator rejects broken workflows", async () => {
    const unknownKeys = [
      "on: push",
      "jobs:",
      "  a:",
      "    runs-on: ubuntu-latest",
      "    bogus: 1",
      "    steps:",
      "      - uses: actions/checkout@v4",
      "        run: echo hi",
    ].join("\n");
    expect(await workflowErrors("broken.yml", unknownKeys)).toEqual([
      "broken.yml (Line: 5, Col: 5): Unexpected value 'bogus'",
      "broken.yml (Line: 8, Col: 9): Unexpected value 'run'",
    ]);
    const secretInIf = [
      "on: push",
      "jobs:",
      "  a:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - if: secrets.NEON_API_KEY != ''",
      "        run: echo hi",
    ].join("\n");
    expect(await workflowErrors("secret.yml", secretInIf)).toEqual([
      "secret.yml (Line: 6, Col: 13): Unrecognized named-value: 'secrets'",
    ]);
    expect(await workflowErrors("yaml.yml", "on: push\njobs: [\n")).not.toEqual([]);
  });

  test("ci runs .ci/run on Node 24 with read-only permissions", () => {
    const ci = loadWorkflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.permissions).toEqual({});
    expect(onlyJob(ci).permissions).toEqual({ contents: "read" });
    const steps = onlyJob(ci).steps;
    expect(steps.map((s) => s.uses?.split("@")[0] ?? s.run)).toEqual([
      "actions/checkout",
      "actions/setup-node",
      "bash .ci/run",
      "actions/upload-artifact",
    ]);
    expect(steps[1]?.with).toEqual({ "node-version": 24, cache: "npm" });
    // What the tests keep for people (the console's screenshots), kept when they fail too.
    expect(steps[3]?.if).toBe("always()");
    expect(steps[3]?.with).toMatchObject({ path: "test-results/" });
  });

  test("check-dist rebuilds dist/ and fails on a difference", () => {
    const checkDist = loadWorkflow("check-dist.yml");
    const runs = onlyJob(checkDist)
      .steps.map((s) => s.run ?? "")
      .join("\n");
    expect(runs).toContain("npm install");
    expect(runs).toContain("npm run build");
    expect(runs).toContain("git status --porcelain dist");
    expect(runs).toContain("exit 1");
  });

  test("self-test is guarded: secret present, no fork PRs, one run per PR", () => {
    const selfTest = loadWorkflow("self-test.yml");
    expect(selfTest.on.pull_request).toEqual({
      types: ["opened", "synchronize", "reopened", "closed"],
    });
    expect(selfTest.on).toHaveProperty("workflow_dispatch");
    expect(selfTest.permissions).toEqual({});
    expect(selfTest.concurrency?.group).toBe(
      `preview-${expr("github.event.pull_request.number || github.run_id")}`,
    );
    const job = onlyJob(selfTest);
    expect(job.permissions).toEqual({ contents: "read", "pull-requests": "write" });
    expect(job.if).toContain("github.event.pull_request.head.repo.full_name == github.repository");
    expect(job.env?.NEON_API_KEY).toBe(expr("secrets.NEON_API_KEY"));
    for (const step of job.steps) expect(step.if).toMatch(/^env\.NEON_API_KEY != ''/);
    const action = job.steps.find((s) => s.uses === "./");
    expect(action?.id).toBe("preview");
    expect(action?.with).toMatchObject({
      "api-key": expr("secrets.NEON_API_KEY"),
      "project-id": expr("vars.NEON_PROJECT_ID"),
    });
  });
});

describe("action.yml", () => {
  const INPUTS = Object.keys(INPUT_SCHEMA);
  const OUTPUTS = [
    "host",
    "host-pooled",
    "endpoint-id",
    "branch-id",
    "branch-name",
    "branch-created",
    "result",
    "compute-size",
    "max-connections",
    "database-url",
    "database-url-pooled",
    "password",
    "expires-at",
    "auth-url",
    "auth-jwks-url",
    "data-api-url",
    "function-urls",
    "swept",
    "comment-url",
    "migration-risk",
    "query-risk",
    "preview-cost",
    "fleet",
  ];
  const DEFAULTS: Record<string, string> = {
    ...INPUT_DEFAULTS,
    "github-token": expr("github.token"),
  };
  type Entry = { description?: string; required?: boolean; default?: unknown };
  type Manifest = {
    runs: Record<string, string>;
    branding?: { icon?: string; color?: string };
    inputs: Record<string, Entry>;
    outputs: Record<string, Entry>;
  };
  const manifest = () => parse(actionText) as Manifest;

  test("is valid YAML", () => {
    expect(parseDocument(actionText).errors.map((e) => e.message)).toEqual([]);
  });

  test("passes the action-manifest schema", () => {
    expect(actionErrors(actionText)).toEqual([]);
  });

  test("the action-manifest validator rejects a broken manifest", () => {
    const broken = "name: x\nruns:\n  using: node99\n  main: index.js\n";
    expect(actionErrors(broken)).toEqual([
      "action.yml (Line: 3, Col: 10): Unexpected value 'node99'",
      "action.yml (Line: 1, Col: 1): Required property is missing: description",
    ]);
  });

  test("runs on node24 with a post step that always runs", () => {
    expect(manifest().runs).toEqual({
      using: "node24",
      main: "dist/main/index.js",
      post: "dist/post/index.js",
      "post-if": "always()",
    });
  });

  test("has branding", () => {
    const { branding } = manifest();
    expect(branding?.icon).toBeTruthy();
    expect(branding?.color).toBeTruthy();
  });

  test("inputs and outputs are exactly the documented ones", () => {
    const { inputs, outputs } = manifest();
    expect(Object.keys(inputs).sort()).toEqual([...INPUTS].sort());
    expect(Object.keys(outputs).sort()).toEqual([...OUTPUTS].sort());
  });

  test("every input and output is kebab-case and described", () => {
    const { inputs, outputs } = manifest();
    for (const [name, entry] of [...Object.entries(inputs), ...Object.entries(outputs)]) {
      expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(entry.description?.trim(), `${name} has a description`).toBeTruthy();
    }
  });

  test("required inputs and defaults follow the design", () => {
    const { inputs } = manifest();
    const required = Object.keys(inputs).filter((name) => inputs[name]?.required === true);
    expect(required.sort()).toEqual(["api-key", "project-id"]);
    const defaults = Object.fromEntries(
      Object.entries(inputs)
        .filter(([, entry]) => entry.default !== undefined)
        .map(([name, entry]) => [name, String(entry.default)]),
    );
    expect(defaults).toEqual(DEFAULTS);
  });
});
