// Writes src/settings/action-inputs.ts from action.yml: the names of its inputs and their
// defaults, so that they are written once (in action.yml, which the runner reads too).
// `node scripts/action-inputs.ts`; `npm run build` runs it first; a unit test keeps it fresh.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "..");
export const ACTION_INPUTS_FILE = "src/settings/action-inputs.ts";

interface Manifest {
  inputs: Record<string, { default?: unknown }>;
}

/** The module's text for an action.yml. A `${{ … }}` default is the runner's alone: left out. */
export function actionInputsModule(actionYml: string): string {
  const { inputs } = parse(actionYml) as Manifest;
  const names = Object.keys(inputs);
  const defaults = names.flatMap((name) => {
    const value = inputs[name]?.default;
    return value === undefined || String(value).includes("${{") ? [] : [[name, String(value)]];
  });
  const key = (name: string) => (/^[a-z]\w*$/i.test(name) ? name : JSON.stringify(name));
  return [
    "// Generated from action.yml by scripts/action-inputs.ts (npm run build): do not edit.",
    "",
    "/** action.yml's inputs, in its order. */",
    "export const INPUT_NAMES = [",
    ...names.map((name) => `  ${JSON.stringify(name)},`),
    "] as const;",
    "export type InputName = (typeof INPUT_NAMES)[number];",
    "",
    "/** action.yml's defaults (the runner applies them; parseInputs too, to an input given empty). */",
    "export const INPUT_DEFAULTS = {",
    ...defaults.map(([name, value]) => `  ${key(name ?? "")}: ${JSON.stringify(value)},`),
    "} as const satisfies Partial<Record<InputName, string>>;",
    "",
  ].join("\n");
}

export function writeActionInputs(): void {
  const text = actionInputsModule(readFileSync(join(root, "action.yml"), "utf8"));
  writeFileSync(join(root, ACTION_INPUTS_FILE), text);
}

if (import.meta.url === `file://${process.argv[1]}`) writeActionInputs();
