import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";

const WORKFLOWS = ".github/workflows/";
const workflowFiles = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(`${WORKFLOWS}${file}`, "utf8");

type Job = { uses?: string; permissions?: unknown; steps?: { uses?: string }[] };
type Workflow = { permissions?: unknown; jobs: Record<string, Job> };

// owner/repo[/path]@<40 hex> # vX[.Y[.Z]]: the SHA is what runs, the comment is for people
// (and Dependabot, which updates both).
const PINNED = /^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/;
const LOCAL = /^\.\/\S*$/;

/** Every `uses:` line that runs code from elsewhere and is not pinned as PINNED says. */
function pinningErrors(file: string, text: string): string[] {
  const errors: string[] = [];
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    const value = /^\s*(?:-\s+)?uses:\s*(.*?)\s*$/.exec(line)?.[1];
    if (value === undefined || LOCAL.test(value)) continue;
    if (!PINNED.test(value)) errors.push(`${file}:${index + 1}: ${value}`);
  }
  // Every use the YAML holds must be on a line of its own form (no flow style hiding one).
  const workflow = parse(text) as Workflow;
  const parsed = Object.values(workflow.jobs).flatMap((job) => [
    ...(job.uses ? [job.uses] : []),
    ...(job.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])),
  ]);
  const onLines = lines.flatMap((line) => /^\s*(?:-\s+)?uses:\s*(\S+)/.exec(line)?.[1] ?? []);
  if (parsed.length !== onLines.length) errors.push(`${file}: a uses: not on a line of its own`);
  return errors;
}

// The only write scopes a job may hold, and why.
const ALLOWED_WRITES: Record<string, string[]> = {
  "self-test.yml/self-test": ["pull-requests"], // the sticky PR comment
  "release.yml/release": ["contents"], // the GitHub release and the major tag
};

function permissionErrors(file: string, workflow: Workflow): string[] {
  const errors: string[] = [];
  if (JSON.stringify(workflow.permissions) !== "{}")
    errors.push(`${file}: top-level permissions must be {} (each job asks for its own)`);
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const { permissions } = job;
    if (permissions === null || typeof permissions !== "object") {
      errors.push(`${file}/${name}: no permissions map (read-all/write-all or the default)`);
      continue;
    }
    for (const [scope, level] of Object.entries(permissions)) {
      if (level === "read" || level === "none") continue;
      if (!ALLOWED_WRITES[`${file}/${name}`]?.includes(scope))
        errors.push(`${file}/${name}: ${scope}: ${level} is not needed`);
    }
  }
  return errors;
}

describe.each(workflowFiles)("%s", (file) => {
  test("pins every third-party action to a full commit SHA with its version", () => {
    expect(pinningErrors(file, read(file))).toEqual([]);
  });

  test("grants nothing at the top and only what each job needs", () => {
    expect(permissionErrors(file, parse(read(file)) as Workflow)).toEqual([]);
  });
});

test("an action is pinned to the same commit in every workflow", () => {
  const pins = new Map<string, Set<string>>();
  for (const file of workflowFiles)
    for (const [, action, pin] of read(file).matchAll(/uses:\s*([^@\s]+)@(\S+ # \S+)/g))
      pins.set(action ?? "", (pins.get(action ?? "") ?? new Set()).add(pin ?? ""));
  expect(pins.size).toBeGreaterThan(0);
  for (const [action, versions] of pins) expect([...versions], action).toHaveLength(1);
});

test("the checks reject what they are there to catch", () => {
  const sha = "3d3c42e5aac5ba805825da76410c181273ba90b1";
  const workflow = (...uses: string[]) =>
    `jobs:\n  a:\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join("")}`;
  expect(pinningErrors("x.yml", workflow("./", `actions/checkout@${sha} # v7.0.1`))).toEqual([]);
  expect(
    pinningErrors(
      "x.yml",
      workflow(
        "actions/checkout@v7",
        `actions/checkout@${sha}`,
        `actions/checkout@${sha.slice(0, 7)} # v7`,
        "docker://alpine:3",
      ),
    ),
  ).toHaveLength(4);
  expect(
    pinningErrors("x.yml", "jobs:\n  a:\n    steps: [{ uses: actions/checkout@v7 }]\n"),
  ).toEqual(["x.yml: a uses: not on a line of its own"]);
  const jobs = { a: { permissions: { contents: "write" } }, b: { permissions: "write-all" } };
  expect(permissionErrors("x.yml", { permissions: { contents: "read" }, jobs })).toEqual([
    "x.yml: top-level permissions must be {} (each job asks for its own)",
    "x.yml/a: contents: write is not needed",
    "x.yml/b: no permissions map (read-all/write-all or the default)",
  ]);
});

describe("Dependabot", () => {
  type Update = { "package-ecosystem": string; directory: string; schedule: { interval: string } };
  const config = parse(readFileSync(".github/dependabot.yml", "utf8")) as {
    version: number;
    updates: Update[];
  };

  test("updates npm packages and the pinned actions weekly", () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
    for (const update of config.updates) {
      expect(update.directory).toBe("/");
      expect(update.schedule.interval).toBe("weekly");
    }
  });
});
