import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse, parseDocument } from "yaml";
import {
  codeSpans,
  fencedBlocks,
  sectionUnder,
  type Table,
  tablesIn,
  unquote,
} from "../support/readme-tables.ts";
import { workflowErrors } from "../support/workflow-validator.ts";

// docs/migrating.md's "Coming from <Neon action>" sections, checked against our action.yml and
// against copies of Neon's action.yml files (test/fixtures/neon-actions/, each naming its source),
// and its workflows against the README's usage examples.

interface Entry {
  description?: string;
  required?: boolean;
  default?: unknown;
}
interface Manifest {
  inputs?: Record<string, Entry> | null;
  outputs?: Record<string, Entry> | null;
}
interface ActionInterface {
  inputs: Record<string, Entry>;
  outputs: Record<string, Entry>;
}

const ROOT = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), "utf8");
const interfaceOf = (manifest: Manifest): ActionInterface => ({
  inputs: manifest.inputs ?? {},
  outputs: manifest.outputs ?? {},
});

const readme = read("README.md");
const migrating = read("docs/migrating.md");
const ours = interfaceOf(parse(read("action.yml")) as Manifest);
const required = (action: ActionInterface) =>
  Object.keys(action.inputs).filter((name) => action.inputs[name]?.required === true);

const NEON_ACTIONS = [
  "create-branch-action",
  "delete-branch-action",
  "reset-branch-action",
  "schema-diff-action",
];
const SOURCE_LINE =
  /^# Source: github\.com\/neondatabase\/([a-z-]+), tag (v\d+\.\d+\.\d+), commit ([0-9a-f]{40}), file (action\.ya?ml) /;

interface NeonAction extends ActionInterface {
  name: string;
  tag: string;
  text: string;
}
const neon = new Map<string, NeonAction>(
  NEON_ACTIONS.map((name) => {
    const text = read(`test/fixtures/neon-actions/${name}.action.yml`);
    const source = SOURCE_LINE.exec(text.split("\n")[0] ?? "");
    return [
      name,
      {
        name,
        tag: source?.[2] ?? "",
        text,
        ...interfaceOf(parse(text) as Manifest),
      },
    ];
  }),
);

/** How the README's own usage examples refer to this action (`owner/preview-compute@v1`). */
const OUR_USES = /^[\w.-]+\/preview-compute@[\w.-]+$/;
const usageRefs = [...sectionUnder(readme, "Usage").matchAll(/uses: (\S+)/g)]
  .map((match) => match[1] ?? "")
  .filter((uses) => OUR_USES.test(uses));
// Builds a GitHub expression such as ${{ steps.db.outputs.host }} without tripping the linter.
const expr = (expression: string) => `$\{{ ${expression} }}`;
const neonActionOf = (uses: string) => /^neondatabase\/([\w.-]+)@[\w.-]+$/.exec(uses)?.[1];

/**
 * Problems with the `input` and `input: value` code spans of a text: the input must be ours, and
 * the value one its description in action.yml names in backticks.
 */
function inputSpanProblems(spans: string[]): string[] {
  const problems: string[] = [];
  for (const span of spans) {
    const [name = "", value] = span.split(/: (.*)/s);
    const input = ours.inputs[name];
    if (!input) problems.push(`\`${span}\`: ${name} is not an input of action.yml`);
    else if (value !== undefined && !input.description?.includes(`\`${value}\``))
      problems.push(`\`${span}\`: action.yml's ${name} does not name the value ${value}`);
  }
  return problems;
}

/** `input: value` code spans (a kebab-case name, one value) anywhere in prose. */
const settingSpans = (text: string) =>
  codeSpans(text).filter((span) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*: \S+$/.test(span));

/** Markdown outside fenced code blocks. */
function prose(text: string): string {
  let rest = text;
  for (const block of fencedBlocks(text)) rest = rest.replace(block.body, "");
  return rest;
}

type Step = { id?: string; uses?: string; run?: string; with?: Record<string, unknown> };
type Workflow = { jobs?: Record<string, { steps?: Step[] }> };

const stepsOf = (workflow: Workflow): Step[] =>
  Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);

/** The interface of the action a step uses: ours, one of the Neon fixtures, or none. */
function actionOf(step: Step): { label: string; action: ActionInterface } | undefined {
  const uses = step.uses ?? "";
  if (OUR_USES.test(uses)) return { label: "preview-compute", action: ours };
  const fixture = neon.get(neonActionOf(uses) ?? "");
  return fixture ? { label: fixture.name, action: fixture } : undefined;
}

/**
 * What is wrong with a workflow's use of the actions we know: `with:` keys that the action has
 * no input for, required inputs left out, and `steps.<id>.outputs.<name>` that do not exist.
 */
function workflowUseProblems(text: string): string[] {
  const workflow = parse(text) as Workflow;
  const problems: string[] = [];
  const byId = new Map<string, Step>();
  for (const step of stepsOf(workflow)) {
    if (step.id) byId.set(step.id, step);
    const known = actionOf(step);
    if (!known) continue;
    const given = Object.keys(step.with ?? {});
    for (const key of given)
      if (!(key in known.action.inputs)) problems.push(`${known.label} has no input ${key}`);
    for (const key of required(known.action))
      if (!given.includes(key)) problems.push(`${known.label} needs input ${key}`);
  }
  for (const [, id = "", output = ""] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    const step = byId.get(id);
    const known = step && actionOf(step);
    if (!known) problems.push(`steps.${id}: no step of a known action has that id`);
    else if (!(output in known.action.outputs))
      problems.push(`${known.label} (step ${id}) has no output ${output}`);
  }
  return problems;
}

test("the fixtures are Neon's action.yml files, each naming its repository, tag and commit", () => {
  for (const [name, action] of neon) {
    const source = SOURCE_LINE.exec(action.text.split("\n")[0] ?? "");
    expect(source?.[1], `${name}'s first line`).toBe(name);
    expect(Object.keys(action.inputs), name).toEqual(expect.arrayContaining(["api_key"]));
  }
});

test("the README's usage examples refer to this action one way, which the sections use too", () => {
  expect(usageRefs.length).toBeGreaterThan(0);
  expect(new Set(usageRefs).size).toBe(1);
});

test("the checks find unknown inputs and outputs, missing required inputs, bad workflows", async () => {
  const broken = [
    "on: pull_request",
    "jobs:",
    "  a:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - id: db",
    `        uses: ${usageRefs[0]}`,
    "        with:",
    "          api-key: x",
    "          database_url: y",
    "      - uses: neondatabase/delete-branch-action@v3",
    "        with:",
    "          project_id: p",
    "          api_key: k",
    "          parent: true",
    `      - run: echo ${expr("steps.db.outputs.db_url")} ${expr("steps.other.outputs.host")}`,
  ].join("\n");
  expect(workflowUseProblems(broken)).toEqual([
    "preview-compute has no input database_url",
    "preview-compute needs input project-id",
    "delete-branch-action has no input parent",
    "preview-compute (step db) has no output db_url",
    "steps.other: no step of a known action has that id",
  ]);
  expect(inputSpanProblems(["delete-branch: yes", "delete_branch", "mode: cleanup"])).toEqual([
    "`delete-branch: yes`: action.yml's delete-branch does not name the value yes",
    "`delete_branch`: delete_branch is not an input of action.yml",
  ]);
  const unknownKey =
    "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    bogus: 1\n    steps: []\n";
  expect(await workflowErrors("broken.yml", unknownKey)).toEqual([
    "broken.yml (Line: 5, Col: 5): Unexpected value 'bogus'",
  ]);
});

describe.each(NEON_ACTIONS)("Coming from %s", (name) => {
  const action = neon.get(name) as NeonAction;
  const section = sectionUnder(migrating, `Coming from ${name}`);
  const tables = tablesIn(section);
  const tableFor = (kind: "input" | "output"): Table[] =>
    tables.filter((table) => table.header[0] === `${name} ${kind}`);

  test("the section exists, links the action and names the release its tables follow", () => {
    expect(section).not.toBe("");
    expect(section).toContain(`https://github.com/neondatabase/${name}`);
    expect(action.tag).toMatch(/^v\d/);
    expect(section).toContain(`checked against ${action.tag}`);
  });

  test("its inputs table lists exactly the action's inputs, each mapped to ours or to —", () => {
    const [table, ...more] = tableFor("input");
    expect(more).toEqual([]);
    expect(table?.header).toEqual([`${name} input`, "Preview Compute", "notes"]);
    const rows = table?.rows ?? [];
    expect(rows.map((row) => row[0] ?? "").every((cell) => /^`[^`]+`$/.test(cell))).toBe(true);
    expect(rows.map((row) => unquote(row[0] ?? "")).sort()).toEqual(
      Object.keys(action.inputs).sort(),
    );
    for (const [theirs = "", mapped = "", notes = ""] of rows) {
      if (mapped.startsWith("—")) expect(notes, `what we do instead of ${theirs}`).not.toBe("");
      else expect(codeSpans(mapped).length, `${theirs} maps to an input`).toBeGreaterThan(0);
      expect(inputSpanProblems(codeSpans(mapped)), theirs).toEqual([]);
    }
  });

  test("its outputs table lists exactly the action's outputs, each mapped to ours or to —", () => {
    const theirOutputs = Object.keys(action.outputs);
    const [table, ...more] = tableFor("output");
    expect(more).toEqual([]);
    if (theirOutputs.length === 0) {
      expect(table).toBeUndefined();
      expect(section).toContain(`${name} has no outputs`);
      return;
    }
    expect(table?.header).toEqual([`${name} output`, "Preview Compute", "notes"]);
    const rows = table?.rows ?? [];
    expect(rows.map((row) => unquote(row[0] ?? "")).sort()).toEqual(theirOutputs.sort());
    for (const [theirs = "", mapped = "", notes = ""] of rows) {
      if (mapped.startsWith("—")) {
        expect(notes, `what we do instead of ${theirs}`).not.toBe("");
        continue;
      }
      const names = codeSpans(mapped);
      expect(names.length, `${theirs} maps to an output`).toBeGreaterThan(0);
      for (const output of names)
        expect(Object.keys(ours.outputs), `${theirs} → ${output}`).toContain(output);
    }
  });

  test("every `input: value` it mentions is one of our inputs with a value it documents", () => {
    expect(inputSpanProblems(settingSpans(prose(section)))).toEqual([]);
  });

  const yamlBlocks = fencedBlocks(section).filter((block) => block.lang === "yaml");
  const labelled = (label: string) =>
    yamlBlocks.filter((block) => section.slice(0, block.index).trimEnd().endsWith(`${label}:`));

  test("it has one before and one after workflow, in that order", () => {
    expect(yamlBlocks).toHaveLength(2);
    const [before, after] = [labelled("Before"), labelled("After")];
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(before[0]?.index).toBeLessThan(after[0]?.index ?? 0);
  });

  test.each(["Before", "After"])(
    "the %s workflow is valid YAML and a valid workflow",
    async (label) => {
      const body = labelled(label)[0]?.body ?? "";
      expect(parseDocument(body).errors.map((e) => e.message)).toEqual([]);
      expect(await workflowErrors(`${name}-${label}.yml`, body)).toEqual([]);
    },
  );

  test("the before workflow uses the Neon action, with inputs and outputs it has", () => {
    const body = labelled("Before")[0]?.body ?? "";
    const uses = stepsOf(parse(body) as Workflow).map((step) => step.uses ?? "");
    expect(uses.map(neonActionOf)).toContain(name);
    expect(uses.filter((each) => OUR_USES.test(each))).toEqual([]);
    expect(workflowUseProblems(body)).toEqual([]);
  });

  test("the after workflow uses only this action, as the README's usage does, with inputs and outputs it has", () => {
    const body = labelled("After")[0]?.body ?? "";
    const uses = stepsOf(parse(body) as Workflow).map((step) => step.uses ?? "");
    expect(uses.filter((each) => each.startsWith("neondatabase/"))).toEqual([]);
    const ourUses = uses.filter((each) => OUR_USES.test(each));
    expect(ourUses.length).toBeGreaterThan(0);
    for (const each of ourUses) expect(usageRefs).toContain(each);
    expect(workflowUseProblems(body)).toEqual([]);
  });
});
