import { COMBINED_USED_BY } from "./combine-inputs.ts";
import { type Step, settingName } from "./input-entry.ts";
import { INPUTS } from "./input-schema.ts";
import { inputsUsedBy, type SettingsUsedBy } from "./input-settings.ts";
import type { BranchInputs, Inputs } from "./parse-inputs.ts";

// The settings of each mode, derived from the schema: of every input parseInputs checked, those
// whose `usedBy` names the mode (input-schema.ts), and what parseInputs combined for it
// (combine-inputs.ts).

type Combined = typeof COMBINED_USED_BY;
/** The names of a step's settings. */
export type SettingNamesOf<S extends Step> =
  | SettingsUsedBy<S>
  | { [Name in keyof Combined]: S extends Combined[Name][number] ? Name : never }[keyof Combined];

export type ProvisionSettings = Pick<BranchInputs, SettingNamesOf<"provision">> &
  NeonConfigDecisions;
export type CleanupSettings = Pick<BranchInputs, SettingNamesOf<"cleanup">>;
export type SweepSettings = Pick<Inputs, SettingNamesOf<"sweep">>;

/** Where a mode's report goes besides the job summary: the PR's sticky comment, with `comment`. */
export type CommentSettings = Pick<Inputs, "comment" | "githubToken" | "context">;
/** The PR's GitHub deployment (`deployment`), kept with every mode that makes or ends one. */
export type DeploymentSettings = Pick<
  Inputs,
  "deployment" | "deploymentEnvironment" | "githubToken" | "context"
>;

/** What neon.ts's branch policy adds to the provision settings (settings/neon-config/). */
export interface NeonConfigDecisions {
  /** neon.ts's `protected` for a branch created now. */
  protectBranch?: boolean;
  /** Who named `parentBranch` when the workflow did not (`neon.ts's branch policy`), for errors. */
  parentSource?: string;
  /** neon.ts's `dataApi`: how a missing Data API is enabled. */
  dataApiPlan?: DataApiPlan;
  /** neon.ts's buckets, AI gateway and functions: what `export-env` writes variables for. */
  previewServices?: PreviewServices;
}

/**
 * The services neon.ts declares (top level, or under the older `preview` key) whose variables
 * `@neon/env` writes from a branch credential (buckets, the AI gateway) or from the branch's
 * functions. No input sets them.
 */
export interface PreviewServices {
  buckets: boolean;
  aiGateway: boolean;
  functions: boolean;
}

/** createProjectBranchDataAPI's body as neon.ts declares it (settings in the API's snake_case). */
export interface DataApiPlan {
  auth_provider: "neon_auth" | "external";
  jwks_url?: string;
  provider_name?: string;
  jwt_audience?: string;
  settings?: Record<string, unknown>;
}

export function provisionSettings(inputs: BranchInputs): ProvisionSettings {
  return pick(inputs, "provision");
}

export function cleanupSettings(inputs: BranchInputs): CleanupSettings {
  return pick(inputs, "cleanup");
}

export function sweepSettings(inputs: Inputs): SweepSettings {
  return pick(inputs, "sweep");
}

/** The names of a step's settings, at run time. */
export function settingNamesOf(step: Step): string[] {
  const combined = Object.entries(COMBINED_USED_BY).filter(([, steps]) =>
    (steps as readonly Step[]).includes(step),
  );
  return [
    ...inputsUsedBy(step).map((name) => settingName(name, INPUTS[name])),
    ...combined.map(([name]) => name),
  ];
}

function pick<T extends object, S extends Step>(from: T, step: S) {
  return Object.fromEntries(settingNamesOf(step).map((key) => [key, from[key as keyof T]])) as Pick<
    T,
    SettingNamesOf<S> & keyof T
  >;
}
