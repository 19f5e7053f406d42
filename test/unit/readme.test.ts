import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { fencedBlocks, sectionUnder, tableUnder as tableRows, unquote } from "./readme-tables.ts";

interface ActionManifest {
  inputs: Record<string, { default?: string; required?: boolean }>;
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

test("the README's outputs table lists exactly action.yml's outputs", () => {
  const rows = tableUnder("Outputs");
  expect(rows.map((row) => unquote(row[0] ?? "")).sort()).toEqual(
    Object.keys(action.outputs).sort(),
  );
});

test("the README opens with a workflow that uses the action", () => {
  const [first] = fencedBlocks(readme);
  expect(first?.lang).toBe("yaml");
  expect(first?.body).toMatch(/^\s+uses: [\w.-]+\/preview-compute@/m);
  expect(readme.slice(0, first?.index)).not.toContain("npm ");
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
