import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { ACTION_INPUTS_FILE, actionInputsModule } from "../../../scripts/action-inputs.ts";
import { UserError } from "../../../src/core/errors.ts";
import { resolveMode } from "../../../src/settings/combine-inputs.ts";
import { lifetimeSeconds } from "../../../src/settings/input-checks.ts";
import { inputSchema } from "../../../src/settings/input-schema.ts";
import { parseInputs } from "../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../src/settings/raw-inputs.ts";
import type { RunContext } from "../../../src/settings/run-context.ts";

const pr = (action = "opened"): RunContext => ({
  eventName: "pull_request",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: { number: 42, title: "Add cart", action, url: undefined, fromFork: false },
  actor: "dev",
});
const push: RunContext = {
  eventName: "push",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: undefined,
  actor: "dev",
};

const MASK_EMAIL = {
  database_name: "neondb",
  schema_name: "public",
  table_name: "users",
  column_name: "email",
  masking_function: "anon.fake_email()",
};
const MASKING_RULES = JSON.stringify([MASK_EMAIL]);

function raw(overrides: Record<string, string> = {}) {
  return readRawInputs(
    (name) =>
      ({ "api-key": "key-abc", "project-id": "calm-sky-12345678", ...overrides })[name] ?? "",
  );
}

function errorOf(overrides: Record<string, string>, context: RunContext = pr()): string {
  try {
    parseInputs(raw(overrides), context);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error("expected parseInputs to fail");
}

describe("parseInputs", () => {
  test("defaults on a pull_request event", () => {
    const settings = parseInputs(raw(), pr());
    expect(settings).toMatchObject({
      apiHost: "https://console.neon.tech/api/v2",
      mode: "provision",
      branch: { name: "preview/pr-42" },
      createBranch: true,
      computeSize: { kind: "fixed", cu: 0.25 },
      suspendTimeoutSeconds: 0,
      wait: true,
      timeoutSeconds: 300,
      comment: true,
      keep: false,
      deleteBranch: false,
      connection: undefined,
      expiresInSeconds: 7 * 86400,
      reset: false,
      branchType: "default",
      ssl: "require",
      prisma: false,
      branchPrefix: "preview/pr-",
      dryRun: false,
      exportEnv: false,
    });
  });

  test("the new inputs are read", () => {
    const settings = parseInputs(
      raw({
        "expires-in": "12h",
        reset: "true",
        ssl: "verify-full",
        prisma: "True",
        role: "app",
        database: "app",
        "dry-run": "TRUE",
      }),
      pr(),
    );
    expect(settings).toMatchObject({
      expiresInSeconds: 12 * 3600,
      reset: true,
      ssl: "verify-full",
      prisma: true,
      dryRun: true,
    });
    expect(parseInputs(raw({ "expires-in": "never" }), pr()).expiresInSeconds).toBeUndefined();
    expect(parseInputs(raw({ "branch-type": "schema-only" }), pr()).branchType).toBe("schema-only");
    expect(parseInputs(raw({ ssl: "omit" }), pr()).ssl).toBe("omit");
  });

  test("the per-PR branch is <branch-prefix><number>", () => {
    expect(parseInputs(raw({ "branch-prefix": "pr/" }), pr()).branch).toEqual({ name: "pr/42" });
    expect(parseInputs(raw({ "branch-prefix": "pr/", branch: "mine" }), pr()).branch).toEqual({
      name: "mine",
    });
  });

  test.each([
    ["30m", 1800],
    ["1m", 60],
    ["12h", 43200],
    ["7d", 604800],
    ["30d", 2592000],
    ["720h", 2592000],
    ["43200m", 2592000],
  ])("lifetime %s is %i seconds", (text, seconds) => {
    expect(lifetimeSeconds(text)).toBe(seconds);
  });

  test.each([
    "",
    "0m",
    "31d",
    "721h",
    "43201m",
    "7",
    "7 d",
    "7D",
    "1w",
    "-1d",
    "1.5d",
    "07d",
    "never ",
  ])("lifetime %j is refused", (text) => {
    expect(lifetimeSeconds(text)).toBeUndefined();
  });

  test("mode auto cleans up on pull_request closed", () => {
    expect(parseInputs(raw(), pr("closed")).mode).toBe("cleanup");
    expect(parseInputs(raw({ mode: "provision" }), pr("closed")).mode).toBe("provision");
  });

  test("mode auto sweeps on schedule and on workflow_dispatch, unless a branch is given", () => {
    const on = (eventName: string): RunContext => ({ ...push, eventName });
    const schedule = parseInputs(raw(), on("schedule"));
    expect(schedule).toMatchObject({ mode: "sweep", branch: undefined });
    expect(parseInputs(raw(), on("workflow_dispatch")).mode).toBe("sweep");
    expect(parseInputs(raw({ branch: "preview/self-test" }), on("workflow_dispatch")).mode).toBe(
      "provision",
    );
    expect(parseInputs(raw({ mode: "sweep" }), pr()).mode).toBe("sweep");
    expect(parseInputs(raw({ mode: "sweep" }), push).mode).toBe("sweep");
    expect(resolveMode("auto", push, true)).toBe("provision");
    expect(resolveMode("auto", on("schedule"), false)).toBe("sweep");
    expect(resolveMode("cleanup", on("schedule"), false)).toBe("cleanup");
    // Without a branch, push still needs one: only sweep goes without.
    expect(errorOf({}, push)).toMatch(/^Input "branch" is required on push events/);
  });

  test("a br- id and a name are told apart", () => {
    expect(parseInputs(raw({ branch: "br-cool-sun-123456" }), push).branch).toEqual({
      id: "br-cool-sun-123456",
    });
    expect(parseInputs(raw({ branch: "feature/x y" }), push).branch).toEqual({
      name: "feature/x y",
    });
  });

  test("loopback http is allowed, a trailing slash dropped", () => {
    expect(parseInputs(raw({ "api-host": "http://127.0.0.1:4000/api/v2/" }), pr()).apiHost).toBe(
      "http://127.0.0.1:4000/api/v2",
    );
  });

  test.each([
    [
      { "api-key": "" },
      /^Input "api-key": empty\. .*forks, and Dependabot runs get only Dependabot secrets/,
    ],
    [{ "project-id": "../etc" }, /^Input "project-id": expected a project id/],
    [{ "project-id": "a%2Fb" }, /^Input "project-id"/],
    [{ "compute-size": "3.5" }, /^Input "compute-size": expected .* \(got "3\.5"\)$/],
    [{ "compute-size": "0.25-20" }, /^Input "compute-size"/],
    [{ "endpoint-id": "ep-../x" }, /^Input "endpoint-id": expected a compute id/],
    [{ "endpoint-id": "ep-a b" }, /^Input "endpoint-id"/],
    [{ branch: "br-../../x" }, /^Input "branch": a br- id/],
    [{ branch: "a\nb" }, /^Input "branch": expected a branch name .* without control characters/],
    [{ branch: "x".repeat(300) }, /^Input "branch": expected at most 256 characters/],
    [{ "api-host": "http://evil.example.com/api/v2" }, /^Input "api-host": expected an https URL/],
    [{ "api-host": "https://user:pw@x.test" }, /^Input "api-host"/],
    [{ "api-host": "https://x.test/api/v2?" }, /^Input "api-host"/],
    [{ "api-host": "https://x.test/api/v2#" }, /^Input "api-host"/],
    [{ mode: "destroy" }, /^Input "mode": expected auto, provision, cleanup or sweep/],
    [
      { "expires-in": "31d" },
      /^Input "expires-in": expected a lifetime like 30m, 12h or 7d \(at most 30d\), or never \(got "31d"\)$/,
    ],
    [{ "expires-in": "1w" }, /^Input "expires-in": expected a lifetime/],
    [{ "expires-in": "Never" }, /^Input "expires-in"/],
    [{ reset: "yes" }, /^Input "reset": expected true or false/],
    [{ "branch-type": "data" }, /^Input "branch-type": expected default or schema-only/],
    [{ ssl: "disable" }, /^Input "ssl": expected require, verify-ca, verify-full or omit/],
    [{ ssl: "REQUIRE" }, /^Input "ssl"/],
    [{ prisma: "1" }, /^Input "prisma": expected true or false/],
    [
      { prisma: "true" },
      /^Input "prisma": shapes the connection URIs, which need "role" and "database"/,
    ],
    [{ "export-env": "yes" }, /^Input "export-env": expected true or false/],
    [
      { "export-env": "true" },
      /^Input "export-env": DATABASE_URL and DATABASE_URL_UNPOOLED need "role" and "database"/,
    ],
    [
      { migrate: "npm run db:migrate" },
      /^Input "migrate": the command gets DATABASE_URL, which needs "role" and "database"/,
    ],
    [{ "migration-gate": "medium" }, /^Input "migration-gate": expected off, low or high/],
    [{ auth: "yes" }, /^Input "auth": expected true or false/],
    [{ "data-api": "on" }, /^Input "data-api": expected true or false/],
    [
      { "data-api": "true" },
      /^Input "data-api": the Data API serves one database: set "role" and "database"/,
    ],
    [{ "branch-prefix": "br-pr-" }, /^Input "branch-prefix": must not start with br-/],
    [{ "branch-prefix": "pr\n" }, /^Input "branch-prefix": expected a name prefix without control/],
    [{ "branch-prefix": "p".repeat(201) }, /^Input "branch-prefix": expected at most 200/],
    [{ "dry-run": "maybe" }, /^Input "dry-run": expected true or false/],
    [
      { reset: "true", "branch-type": "schema-only" },
      /^Inputs "reset" and "branch-type": a schema-only branch has no parent/,
    ],
    [{ wait: "yes" }, /^Input "wait": expected true or false \(got "yes"\)/],
    [{ timeout: "0" }, /^Input "timeout": expected a whole number from 1 to 21600/],
    [{ timeout: "1.5" }, /^Input "timeout"/],
    [
      { "suspend-timeout": "30" },
      /^Input "suspend-timeout": expected 0 \(platform default\), -1 \(never\) or 60/,
    ],
    [{ role: "app" }, /^Inputs "role" and "database" go together/],
    [{ "masking-rules": "[" }, /^Input "masking-rules": expected a JSON array of \{database_name/],
    [{ "masking-rules": "[]" }, /^Input "masking-rules": an empty list masks nothing/],
    [
      { "masking-rules": `[${JSON.stringify({ ...MASK_EMAIL, column_name: undefined })}]` },
      /^Input "masking-rules": rule 1 column_name: missing$/,
    ],
    [
      { "masking-rules": MASKING_RULES, "branch-type": "schema-only" },
      /^Inputs "masking-rules" and "branch-type": a schema-only branch has no rows to mask/,
    ],
    [
      { "masking-rules": MASKING_RULES, "endpoint-id": "ep-cool-darkness-123456" },
      /^Inputs "masking-rules" and "endpoint-id": an anonymized branch gets its own compute/,
    ],
  ])("rejects %j with a one-line message naming the input", (overrides, expected) => {
    const message = errorOf(overrides);
    expect(message).toMatch(expected);
    expect(message).not.toContain("\n");
  });

  test("masking-rules: Neon's JSON array, unset by default, never echoed in errors", () => {
    expect(parseInputs(raw(), pr()).maskingRules).toBeUndefined();
    expect(parseInputs(raw({ "masking-rules": MASKING_RULES }), pr()).maskingRules).toEqual([
      MASK_EMAIL,
    ]);
    // In a cleanup or sweep run the rules are read and not used: one step serves every event.
    expect(parseInputs(raw({ "masking-rules": MASKING_RULES }), pr("closed")).mode).toBe("cleanup");
    const message = errorOf({
      "masking-rules": `[${JSON.stringify({ ...MASK_EMAIL, extra: 1 })}]`,
    });
    expect(message).toBe(
      'Input "masking-rules": rule 1: unknown field "extra"; a rule has database_name, schema_name, table_name, column_name, and masking_function or masking_value',
    );
  });

  test("branch is required outside pull_request events", () => {
    expect(errorOf({}, push)).toMatch(/^Input "branch" is required on push events/);
  });

  test("an empty key on a fork's pull request says why", () => {
    const fork: RunContext = {
      ...pr(),
      pullRequest: { number: 42, title: "", action: "opened", url: undefined, fromFork: true },
    };
    expect(errorOf({ "api-key": "" }, fork)).toMatch(
      /^Input "api-key": empty because this pull request comes from a fork, and secrets are not given/,
    );
    expect(errorOf({ "api-key": "" }, { ...pr(), actor: "dependabot[bot]" })).toMatch(
      /^Input "api-key": empty because this run was started by Dependabot, and Dependabot runs get Dependabot secrets, not Actions secrets\. Add the key there too: Settings > Secrets and variables > Dependabot/,
    );
  });

  test("credentials in api-host are not echoed", () => {
    const message = errorOf({ "api-host": "https://ci:s3cret@x.test/api/v2" });
    expect(message).not.toContain("s3cret");
    expect(message).toContain('(got "https://***@x.test/api/v2")');
  });

  test("secrets are never echoed in errors", () => {
    const message = errorOf({ "api-key": "secret with spaces" });
    expect(message).toMatch(/^Input "api-key": must not contain whitespace/);
    expect(message).not.toContain("secret with spaces");
  });

  test("deployment: off by default; its environment is per PR, and must say where the number goes", () => {
    expect(parseInputs(raw(), pr())).toMatchObject({
      deployment: false,
      deploymentEnvironment: "preview-db/pr-<number>",
    });
    const on = parseInputs(
      raw({ deployment: "true", "deployment-environment": "db/<number>" }),
      pr(),
    );
    expect(on).toMatchObject({ deployment: true, deploymentEnvironment: "db/<number>" });
    expect(errorOf({ "deployment-environment": "preview-db/pr-42" })).toBe(
      'Input "deployment-environment": expected a name with <number> in it, which becomes the PR\'s number (preview-db/pr-<number>) (got "preview-db/pr-42")',
    );
    expect(errorOf({ "deployment-environment": "db/<number>\nx" })).toMatch(
      /^Input "deployment-environment": expected a name without control characters/,
    );
    expect(errorOf({ deployment: "yes" })).toMatch(/^Input "deployment": expected true or false/);
  });

  test("the schema has an entry for each of action.yml's inputs, and no other", () => {
    const action = parse(readFileSync("action.yml", "utf8")) as {
      inputs: Record<string, unknown>;
    };
    expect(Object.keys(inputSchema.shape).sort()).toEqual(Object.keys(action.inputs).sort());
  });

  test(`${ACTION_INPUTS_FILE} holds action.yml's input names and defaults (npm run build writes it)`, () => {
    expect(readFileSync(ACTION_INPUTS_FILE, "utf8")).toBe(
      actionInputsModule(readFileSync("action.yml", "utf8")),
    );
  });
});
