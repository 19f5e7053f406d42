import * as core from "@actions/core";
import { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from "./action-inputs.ts";
import { POLICY_DEFAULTS } from "./input-settings.ts";

// The action's inputs as the runner gives them: strings, empty when not set.

export type RawInputs = Record<InputName, string>;

export function readRawInputs(
  read: (name: string) => string = (name) => core.getInput(name),
): RawInputs {
  const raw = {} as RawInputs;
  for (const name of INPUT_NAMES) raw[name] = read(name);
  return raw;
}

/** What applies to an input left empty: action.yml's default, else the one after neon.ts's. */
export const DEFAULTS: Partial<Record<InputName, string>> = {
  ...INPUT_DEFAULTS,
  ...POLICY_DEFAULTS,
};

/** The inputs with action.yml's defaults (and the policy's) for those given empty. */
export function withDefaults(raw: RawInputs): RawInputs {
  const filled = { ...raw };
  for (const [name, value] of Object.entries(DEFAULTS) as [InputName, string][])
    if (filled[name] === "") filled[name] = value;
  return filled;
}
