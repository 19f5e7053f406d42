import * as core from "@actions/core";
import { UserError } from "../core/errors.ts";
import type { InputName } from "./action-inputs.ts";
import type { BranchRef } from "./branch-ref.ts";
import { type CombinedSettings, combineInputs } from "./combine-inputs.ts";
import { inputSchema } from "./input-schema.ts";
import {
  asSettings,
  type InputSettings,
  POLICY_DEFAULTS,
  type PolicyInput,
} from "./input-settings.ts";
import { type RawInputs, withDefaults } from "./raw-inputs.ts";
import { type RunContext, readRunContext } from "./run-context.ts";

// Every input, parsed and checked once, whatever the mode (a mistake fails the run even where
// the input does not apply); mode-settings.ts then gives each mode the settings it uses.

export type { Mode } from "./combine-inputs.ts";

/** Every input's setting (input-schema.ts), and what parseInputs makes of them together. */
type EveryInput = Omit<InputSettings, keyof CombinedSettings> &
  Omit<CombinedSettings, "mode" | "branch">;
/** Provision and cleanup act on one branch; sweep looks at every `<branchPrefix><number>`. */
export type BranchInputs = EveryInput & { mode: "provision" | "cleanup"; branch: BranchRef };
export type SweepInputs = EveryInput & {
  mode: "sweep";
  /** Not used by sweep: the input as given, if any. */
  branch: BranchRef | undefined;
};
export type Inputs = BranchInputs | SweepInputs;

const SECRET_INPUTS = new Set<InputName>(["api-key", "github-token"]);

/** All inputs, parsed and checked once; throws a one-line UserError naming the input. */
export function parseInputs(raw: RawInputs, context: RunContext = readRunContext()): Inputs {
  if (raw["api-key"]) core.setSecret(raw["api-key"]);
  const written = new Set(
    (Object.keys(POLICY_DEFAULTS) as PolicyInput[]).filter((name) => raw[name] !== ""),
  );
  const given = withDefaults(raw);
  if (given["api-key"] === "") throwIfSecretsWithheld(context);
  const parsed = inputSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = (issue?.path[0] ?? "input") as InputName;
    throw new UserError(
      `Input "${name}": ${issue?.message ?? "invalid"}${describeValue(name, given[name] ?? "")}`,
    );
  }
  const combined = combineInputs(parsed.data, given["compute-size"], written, context);
  const every = { ...asSettings(parsed.data), ...combined };
  const { mode, branch } = combined;
  if (mode === "sweep") return { ...every, mode, branch };
  // combineInputs refused a missing branch outside sweep.
  return { ...every, mode, branch: branch as BranchRef };
}

function describeValue(name: InputName, value: string): string {
  if (SECRET_INPUTS.has(name) || name === "masking-rules") return "";
  // Credentials in a URL (https://user:password@host) are not echoed either.
  const safe = name === "api-host" ? value.replace(/\/\/[^/?#]*@/, "//***@") : value;
  const shown = JSON.stringify(safe.length > 60 ? `${safe.slice(0, 60)}…` : safe);
  return ` (got ${shown})`;
}

/**
 * An empty key on a fork's or Dependabot's pull request: say why. A fork gets no secrets (skip
 * such runs); Dependabot gets its own secrets, so the key belongs there too.
 */
function throwIfSecretsWithheld(context: RunContext): void {
  if (context.pullRequest?.fromFork)
    throw new UserError(
      `Input "api-key": empty because this pull request comes from a fork, and secrets are not given to workflows run from forks. Skip such runs: if: github.event.pull_request.head.repo.full_name == github.repository`,
    );
  if (context.actor === DEPENDABOT)
    throw new UserError(
      `Input "api-key": empty because this run was started by Dependabot, and Dependabot runs get Dependabot secrets, not Actions secrets. Add the key there too: Settings > Secrets and variables > Dependabot (gh secret set NEON_API_KEY --app dependabot)`,
    );
}

const DEPENDABOT = "dependabot[bot]";
