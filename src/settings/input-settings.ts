import type { z } from "zod";
import type { InputName } from "./action-inputs.ts";
import { type SettingName, type Step, settingName } from "./input-entry.ts";
import { INPUTS, type inputSchema } from "./input-schema.ts";

// What the schema yields: each input's value, under its setting's name, by step; and the inputs
// neon.ts's branch policy may decide.

type Schema = typeof INPUTS;

export type InputValues = z.output<typeof inputSchema>;

/** Each input's value under its setting's name. */
export type InputSettings = {
  [Name in InputName as SettingName<Name, Schema[Name]>]: InputValues[Name];
};

/** The names of the settings a step's settings hold of the inputs (`usedBy`). */
export type SettingsUsedBy<S extends Step> = {
  [Name in InputName]: S extends Schema[Name]["usedBy"][number]
    ? SettingName<Name, Schema[Name]>
    : never;
}[InputName];

/** The inputs a step's settings hold. */
export function inputsUsedBy(step: Step): InputName[] {
  return (Object.keys(INPUTS) as InputName[]).filter((name) =>
    (INPUTS[name].usedBy as readonly Step[]).includes(step),
  );
}

/** The inputs neon.ts's branch policy may decide, when the workflow leaves them unset. */
export type PolicyInput = {
  [Name in InputName]: Schema[Name] extends { policyDefault: string } ? Name : never;
}[InputName];

/** What applies to each when neither the workflow nor neon.ts sets it (`policyDefault`). */
export const POLICY_DEFAULTS = Object.fromEntries(
  Object.entries(INPUTS).flatMap(([name, entry]) =>
    "policyDefault" in entry ? [[name, entry.policyDefault]] : [],
  ),
) as Record<PolicyInput, string>;

/** Each input's value under its setting's name (`delete-branch` → `deleteBranch`). */
export function asSettings(values: Partial<InputValues>): InputSettings {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      settingName(name, INPUTS[name as InputName]),
      value,
    ]),
  ) as InputSettings;
}

export type SslMode = InputValues["ssl"];
