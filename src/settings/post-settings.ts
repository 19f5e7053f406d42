import * as core from "@actions/core";
import { INPUT_DEFAULTS, type InputName } from "./action-inputs.ts";
import { INPUTS } from "./input-schema.ts";
import {
  asSettings,
  type InputSettings,
  inputsUsedBy,
  type SettingsUsedBy,
} from "./input-settings.ts";

/** What the post step reads of the inputs: those whose `usedBy` names it (input-schema.ts). */
export type PostSettings = Pick<InputSettings, SettingsUsedBy<"post">>;

/**
 * main checked every input before it saved any state, and a post step has nothing to fail on:
 * a value main would have refused falls back to its default (one without a default, as given).
 */
export function readPostSettings(
  read: (name: string) => string = (name) => core.getInput(name),
): PostSettings {
  const apiKey = read("api-key");
  if (apiKey) core.setSecret(apiKey);
  const values = inputsUsedBy("post").map((name) => [name, leniently(name, read(name))]);
  return asSettings(Object.fromEntries(values));
}

function leniently(name: InputName, text: string): unknown {
  const fallback: string | undefined = (INPUT_DEFAULTS as Partial<Record<InputName, string>>)[name];
  const { type } = INPUTS[name];
  const given = type.safeParse(text || (fallback ?? ""));
  if (given.success) return given.data;
  return fallback === undefined ? text : type.parse(fallback);
}
