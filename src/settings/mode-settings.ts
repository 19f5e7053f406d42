import type { BranchInputs, Inputs } from "./inputs.ts";
import type { DataApiPlan } from "./neon-config.ts";

// The settings of each mode: of every input parseInputs checked, only those the mode uses.

/** Where a mode's report goes besides the job summary: the PR's sticky comment, with `comment`. */
const COMMENT = ["comment", "githubToken", "context"] as const;
export type CommentSettings = Pick<Inputs, (typeof COMMENT)[number]>;

/** The PR's GitHub deployment (`deployment`), kept with every mode that makes or ends one. */
const DEPLOYMENT = ["deployment", "deploymentEnvironment"] as const;
export type DeploymentSettings = Pick<
  Inputs,
  (typeof DEPLOYMENT)[number] | "githubToken" | "context"
>;

const PROVISION = [
  ...COMMENT,
  ...DEPLOYMENT,
  "projectId",
  "apiHost",
  "branch",
  "mergeGroup",
  "parentBranch",
  "createBranch",
  "branchType",
  "expiresInSeconds",
  "reset",
  "maskingRules",
  "endpointId",
  "computeSize",
  "computeSizeText",
  "suspendTimeoutSeconds",
  "keep",
  "connection",
  "ssl",
  "prisma",
  "wait",
  "schemaDiff",
  "exportEnv",
  "auth",
  "dataApi",
  "config",
  "written",
] as const;
export type ProvisionSettings = Pick<BranchInputs, (typeof PROVISION)[number]> & {
  /** neon.ts's `protected` for a branch created now. */
  protectBranch?: boolean;
  /** Who named `parentBranch` when the workflow did not (`neon.ts's branch policy`), for errors. */
  parentSource?: string;
  /** neon.ts's `dataApi`: how a missing Data API is enabled. */
  dataApiPlan?: DataApiPlan;
};

const CLEANUP = [...COMMENT, ...DEPLOYMENT, "projectId", "branch", "deleteBranch", "wait"] as const;
export type CleanupSettings = Pick<BranchInputs, (typeof CLEANUP)[number]>;

const SWEEP = [
  ...DEPLOYMENT,
  "projectId",
  "branchPrefix",
  "dryRun",
  "deleteBranch",
  "githubToken",
  "context",
  "wait",
  "timeoutSeconds",
] as const;
export type SweepSettings = Pick<Inputs, (typeof SWEEP)[number]>;

export function provisionSettings(inputs: BranchInputs): ProvisionSettings {
  return pick(inputs, PROVISION);
}

export function cleanupSettings(inputs: BranchInputs): CleanupSettings {
  return pick(inputs, CLEANUP);
}

export function sweepSettings(inputs: Inputs): SweepSettings {
  return pick(inputs, SWEEP);
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}
