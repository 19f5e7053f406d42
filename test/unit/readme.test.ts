import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { tableUnder as tableRows, unquote } from "./readme-tables.ts";

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

test("the README opens with the two commands a new user needs", () => {
  const firstBlock = readme.split("```bash\n")[1]?.split("```")[0] ?? "";
  expect(firstBlock).toContain("npm run demo");
  expect(firstBlock).toContain("npm test");
});
