import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { POLICY_DEFAULTS } from "../../src/settings/input-settings.ts";
import {
  fencedBlocks,
  sectionUnder,
  tableUnder as tableRows,
  unquote,
} from "../support/readme-tables.ts";
import { workflowErrors } from "../support/workflow-validator.ts";

interface ActionManifest {
  inputs: Record<string, { default?: string; required?: boolean; description?: string }>;
  outputs: Record<string, unknown>;
}
const action = parse(readFileSync("action.yml", "utf8")) as ActionManifest;
const readme = readFileSync("README.md", "utf8");
const tableUnder = (heading: string) => tableRows(readme, heading);

test("the README's inputs table lists exactly action.yml's inputs, with the same defaults", () => {
  const rows = tableUnder("Inputs");
  expect(rows.map((row) => unquote(row[0] ?? "")).sort()).toEqual(
    Object.keys(action.inputs).sort(),
  );
  for (const [name, defaultCell] of rows.map(
    (row) => [unquote(row[0] ?? ""), row[1] ?? ""] as const,
  )) {
    const input = action.inputs[name];
    if (input?.default !== undefined)
      expect(unquote(defaultCell), `default of ${name}`).toBe(input.default);
    else expect(defaultCell, `default of ${name}`).toMatch(/^\(|on PR events|default branch/);
  }
});

test("an input neon.ts may decide: the README and action.yml say so, and what applies when neither sets it", () => {
  const cells = new Map(tableUnder("Inputs").map((row) => [unquote(row[0] ?? ""), row[1] ?? ""]));
  for (const [name, value] of Object.entries(POLICY_DEFAULTS)) {
    const texts = [cells.get(name) ?? "", action.inputs[name]?.description ?? ""];
    for (const text of texts) {
      expect(text, name).toContain("neon.ts");
      if (value) expect(text, name).toContain(`\`${value}\``);
    }
  }
});

test("the README's outputs table lists exactly action.yml's outputs", () => {
  const rows = tableUnder("Outputs");
  expect(rows.map((row) => unquote(row[0] ?? "")).sort()).toEqual(
    Object.keys(action.outputs).sort(),
  );
});

test("the README's first workflow uses the action", () => {
  const first = fencedBlocks(readme).find((block) => block.lang === "yaml");
  expect(first?.body).toMatch(/^\s+uses: [\w.-]+\/preview-compute@/m);
});

test("the README shows a newcomer how to try it, before Usage: the demo and the tests, as npm scripts", () => {
  expect(readme.indexOf("## Try it")).toBeGreaterThan(0);
  expect(readme.indexOf("## Try it")).toBeLessThan(readme.indexOf("## Usage"));
  const [block] = fencedBlocks(sectionUnder(readme, "Try it"));
  expect(block?.lang).toBe("bash");
  const commands = (block?.body ?? "").split("\n").map((line) => line.replace(/#.*/, "").trim());
  expect(commands).toContain("npm install && npm run demo");
  expect(commands).toContain("npm test");
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
    string,
    string
  >;
  expect(scripts.demo).toBeDefined();
  expect(scripts.test).toBeDefined();
});

test("the README stays one page a user reads: at most 300 lines", () => {
  expect(readme.split("\n").length).toBeLessThanOrEqual(300);
});

test("the README's More list links every page of docs/, the emulator's README and CONTRIBUTING.md", () => {
  const more = sectionUnder(readme, "More");
  const linked = [...more.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]);
  const pages = readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of [...pages, "emulator/README.md", "CONTRIBUTING.md"])
    expect(linked, page).toContain(page);
});

test("the emulator's README links every page of docs/emulator/", () => {
  const emulatorReadme = readFileSync("emulator/README.md", "utf8");
  for (const name of readdirSync("docs/emulator").filter((each) => each.endsWith(".md")))
    expect(emulatorReadme, name).toContain(`](../docs/emulator/${name}`);
});

test("CONTRIBUTING.md opens with the two commands a new contributor needs", () => {
  const contributing = readFileSync("CONTRIBUTING.md", "utf8");
  const [first] = fencedBlocks(contributing);
  expect(first?.body).toContain("npm run demo");
  expect(first?.body).toContain("npm test");
  for (const script of ["test:unit", "test:emulator", "test:e2e", "build", "demo", "bench"])
    expect(contributing, script).toContain(`npm run ${script}`);
});

/**
 * The workflows that use this action: the README's Usage examples and each "Coming from" After
 * (docs/migrating.md). The Before workflows are the Neon actions' own, and the fork guard is a
 * single line.
 */
function ourExampleWorkflows(): Array<{ where: string; body: string }> {
  const examples: Array<{ where: string; body: string }> = [];
  const pages = [readme, readFileSync("docs/migrating.md", "utf8")];
  for (const section of pages.flatMap((page) => page.split(/\n## /).slice(1))) {
    const heading = section.split("\n")[0] ?? "";
    for (const block of fencedBlocks(section)) {
      if (block.lang !== "yaml" || !/^jobs:/m.test(block.body)) continue;
      if (!/uses: [\w.-]+\/preview-compute@/.test(block.body)) continue;
      examples.push({ where: `${heading} (offset ${block.index})`, body: block.body });
    }
  }
  return examples;
}

test("every example workflow of the README has the concurrency group it needs, with its reason", async () => {
  const examples = ourExampleWorkflows();
  // 5 in Usage, one After for each of the 4 Neon actions.
  expect(examples.length).toBe(9);
  for (const { where, body } of examples) {
    expect(await workflowErrors("readme-example.yml", body), where).toEqual([]);
    const workflow = parse(body) as {
      on: unknown;
      concurrency?: { group?: string; "cancel-in-progress"?: boolean };
    };
    const group = workflow.concurrency?.group ?? "";
    expect(group, where).not.toBe("");
    expect(typeof workflow.concurrency?.["cancel-in-progress"], where).toBe("boolean");
    // One line of YAML comment on cancel-in-progress says why.
    expect(body, where).toMatch(/cancel-in-progress: (true|false) +# \S.+/);
    const events = JSON.stringify(workflow.on);
    if (events.includes("pull_request")) expect(group, where).toContain("pull_request.number");
    // Provision and close in one workflow: a close must never cancel a provision mid-way.
    if (events.includes("closed"))
      expect(workflow.concurrency?.["cancel-in-progress"], where).toBe(false);
  }
});
