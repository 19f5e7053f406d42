import type { z } from "zod";

// What the schema says of one input (input-schema.ts), and the name of its setting.

/** The steps that run on settings: main's three modes, and the post step. */
export type Step = "provision" | "cleanup" | "sweep" | "post";

export interface InputEntry {
  /** What the input accepts (its text, as the runner gives it) and the value it yields. */
  type: z.ZodType<unknown, string>;
  /** The steps whose settings hold it; none: only parseInputs reads it, to combine. */
  usedBy: readonly Step[];
  /** Its setting's name, when not the input's name in camelCase. */
  setting?: string;
  /**
   * neon.ts's branch policy decides the input when the workflow leaves it unset, and this
   * applies when neither does ("": nothing). Not an action.yml default: the runner gives an
   * input left at its default as if it were written.
   */
  policyDefault?: string;
}

/** `delete-branch` → `deleteBranch`. */
export type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export type SettingName<Name extends string, Entry> = Entry extends { setting: infer Setting }
  ? Setting & string
  : CamelCase<Name>;

export function settingName(name: string, entry: InputEntry): string {
  return entry.setting ?? name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
