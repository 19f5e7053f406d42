import * as core from "@actions/core";
import { UserError } from "../core/errors.ts";
import { type BranchRef, toBranchRef } from "./branch-ref.ts";
import { type ComputeSize, parseComputeSize } from "./compute-sizes.ts";
import { inputSchema, isTrue, lifetimeSeconds } from "./input-schema.ts";
import { type MaskingRule, parseMaskingRules } from "./masking-rules.ts";
import { MERGE_GROUP_LIFETIME_SECONDS, mergeGroupBranchName } from "./merge-group.ts";
import {
  INPUT_DEFAULTS,
  type InputName,
  POLICY_DEFAULTS,
  type PolicyInput,
  type RawInputs,
} from "./raw-inputs.ts";
import { type RunContext, readRunContext } from "./run-context.ts";

// Every input, parsed and checked once, whatever the mode (a mistake fails the run even where
// the input does not apply); mode-settings.ts then gives each mode the settings it uses.

export type SslMode = "require" | "verify-ca" | "verify-full" | "omit";
export type BranchType = "default" | "schema-only";
export type Mode = "provision" | "cleanup" | "sweep";

interface EveryInput {
  apiKey: string;
  projectId: string;
  apiHost: string;
  parentBranch: BranchRef | undefined;
  createBranch: boolean;
  endpointId: string | undefined;
  computeSize: ComputeSize;
  computeSizeText: string;
  suspendTimeoutSeconds: number;
  connection: { role: string; database: string } | undefined;
  wait: boolean;
  timeoutSeconds: number;
  comment: boolean;
  githubToken: string;
  keep: boolean;
  deleteBranch: boolean;
  /** Lifetime of a branch this action creates; undefined: `never`. */
  expiresInSeconds: number | undefined;
  /** Restore a reused branch to its parent's latest state before handing it out. */
  reset: boolean;
  branchType: BranchType;
  /** `sslmode` of the connection URIs; `omit` removes it. */
  ssl: SslMode;
  /** Prisma's parameters on the connection URIs. */
  prisma: boolean;
  /** Per-PR branches are named `<branchPrefix><number>`; sweep looks at those. */
  branchPrefix: string;
  /**
   * The branch is a merge group's own (`merge_group` without `branch`), named from its queued
   * ref: created from `parent-branch`, deleted with its compute by the post step.
   */
  mergeGroup: boolean;
  /** sweep only: report, remove nothing. */
  dryRun: boolean;
  /** On PR events, the post step puts the branch's schema diff into the comment and summary. */
  schemaDiff: boolean;
  /** Neon's masking rules: a branch the action creates is anonymized with them. */
  maskingRules: MaskingRule[] | undefined;
  /** Neon's variables (NEON_BRANCH, DATABASE_URL, DATABASE_URL_UNPOOLED) for the job's later steps. */
  exportEnv: boolean;
  /** The PR branch has Neon Auth (read, or enabled like its parent's). */
  auth: boolean;
  /** The PR branch has a Data API for `database` (read, or enabled with its parent's settings). */
  dataApi: boolean;
  /**
   * Record the PR's database as a GitHub deployment (best-effort:
   * flows/provision/provision-with-deployment.ts).
   */
  deployment: boolean;
  /** The PR's deployment environment, with `<number>` for the PR's number. */
  deploymentEnvironment: string;
  /** `config`: a path to the repository's Neon config, `none`, or "" (neon.ts when present). */
  config: string;
  /** The inputs neon.ts may decide that the workflow wrote: those win over the file. */
  written: ReadonlySet<PolicyInput>;
  context: RunContext;
}

/** Provision and cleanup act on one branch; sweep looks at every `<branchPrefix><number>`. */
export type BranchInputs = EveryInput & { mode: "provision" | "cleanup"; branch: BranchRef };
export type SweepInputs = EveryInput & {
  mode: "sweep";
  /** Not used by sweep: the input as given, if any. */
  branch: BranchRef | undefined;
};
export type Inputs = BranchInputs | SweepInputs;

const SECRET_INPUTS = new Set<InputName>(["api-key", "github-token"]);
const SWEEP_EVENTS = new Set(["schedule", "workflow_dispatch"]);

/** All inputs, parsed and checked once; throws a one-line UserError naming the input. */
export function parseInputs(raw: RawInputs, context: RunContext = readRunContext()): Inputs {
  if (raw["api-key"]) core.setSecret(raw["api-key"]);
  const withDefaults = { ...raw };
  const written = new Set<PolicyInput>(
    (
      [
        "compute-size",
        "suspend-timeout",
        "expires-in",
        "parent-branch",
        "auth",
        "data-api",
      ] as const
    ).filter((name) => raw[name] !== ""),
  );
  const defaults = { ...INPUT_DEFAULTS, ...POLICY_DEFAULTS };
  for (const [name, value] of Object.entries(defaults) as [InputName, string][])
    if (withDefaults[name] === "") withDefaults[name] = value;
  if (withDefaults["api-key"] === "") throwIfSecretsWithheld(context);
  const parsed = inputSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = (issue?.path[0] ?? "input") as InputName;
    throw new UserError(
      `Input "${name}": ${issue?.message ?? "invalid"}${describeValue(name, withDefaults[name] ?? "")}`,
    );
  }
  const input = parsed.data;
  const pr = context.pullRequest;
  const mode = resolveMode(input.mode, context, input.branch !== "");
  const prefix = input["branch-prefix"];

  const mergeGroup = !input.branch && !pr && mode === "provision" && isMergeGroup(context);
  const branchText =
    input.branch ||
    (pr ? `${prefix}${pr.number}` : mergeGroup ? mergeGroupBranchOf(context, prefix) : "");
  if (!branchText && mode !== "sweep")
    throw new UserError(
      `Input "branch" is required on ${context.eventName || "this"} events (it defaults to ${prefix}<number> on pull_request events, and to the group's own branch on merge_group events)`,
    );
  if ((input.role === "") !== (input.database === ""))
    throw new UserError(
      `Inputs "role" and "database" go together: set both to get database-url, or neither`,
    );
  if (isTrue(input.prisma) && !input.role)
    throw new UserError(
      `Input "prisma": shapes the connection URIs, which need "role" and "database": set both, or prisma: false`,
    );
  if (isTrue(input["export-env"]) && !input.role)
    throw new UserError(
      `Input "export-env": DATABASE_URL and DATABASE_URL_UNPOOLED need "role" and "database": set both, or export-env: false`,
    );
  if (isTrue(input["data-api"]) && !input.database)
    throw new UserError(
      `Input "data-api": the Data API serves one database: set "role" and "database", or data-api: false`,
    );
  if (isTrue(input.reset) && input["branch-type"] === "schema-only")
    throw new UserError(
      `Inputs "reset" and "branch-type": a schema-only branch has no parent to reset from (the platform makes it a root branch); use one or the other`,
    );

  const maskingRules = readMaskingRules(input["masking-rules"], input);

  const computeSize = parseComputeSize(input["compute-size"]) as ComputeSize;
  const common = {
    apiKey: input["api-key"],
    projectId: input["project-id"],
    apiHost: input["api-host"].replace(/\/+$/, ""),
    parentBranch: input["parent-branch"] ? toBranchRef(input["parent-branch"]) : undefined,
    createBranch: isTrue(input["create-branch"]),
    endpointId: input["endpoint-id"] || undefined,
    computeSize,
    computeSizeText: input["compute-size"],
    suspendTimeoutSeconds: input["suspend-timeout"],
    connection: input.role ? { role: input.role, database: input.database } : undefined,
    wait: isTrue(input.wait),
    timeoutSeconds: input.timeout,
    comment: isTrue(input.comment),
    githubToken: input["github-token"],
    keep: isTrue(input.keep),
    deleteBranch: isTrue(input["delete-branch"]),
    expiresInSeconds:
      mergeGroup && !written.has("expires-in")
        ? MERGE_GROUP_LIFETIME_SECONDS
        : input["expires-in"] === "never"
          ? undefined
          : lifetimeSeconds(input["expires-in"]),
    reset: isTrue(input.reset),
    branchType: input["branch-type"],
    ssl: input.ssl,
    prisma: isTrue(input.prisma),
    branchPrefix: prefix,
    mergeGroup,
    dryRun: isTrue(input["dry-run"]),
    schemaDiff: isTrue(input["schema-diff"]),
    maskingRules,
    exportEnv: isTrue(input["export-env"]),
    auth: isTrue(input.auth),
    dataApi: isTrue(input["data-api"]),
    deployment: isTrue(input.deployment),
    deploymentEnvironment: input["deployment-environment"],
    config: input.config,
    written,
    context,
  };
  const branch = branchText ? toBranchRef(branchText) : undefined;
  if (mode === "sweep") return { ...common, mode, branch };
  // Checked above: every mode but sweep has a branch.
  return { ...common, mode, branch: branch as BranchRef };
}

function isMergeGroup(context: RunContext): boolean {
  return context.eventName === "merge_group";
}

/** A merge_group run's own branch, named from the queued ref in its payload. */
function mergeGroupBranchOf(context: RunContext, prefix: string): string {
  const group = context.mergeGroup;
  if (!group)
    throw new UserError(
      `This merge_group event's payload has no merge_group.head_ref (GITHUB_EVENT_PATH): set "branch" to name the branch`,
    );
  const named = mergeGroupBranchName(prefix, group.headRef);
  if ("error" in named) throw new UserError(`${named.error}; set "branch" to name the branch`);
  return named.name;
}

function describeValue(name: InputName, value: string): string {
  if (SECRET_INPUTS.has(name) || name === "masking-rules") return "";
  // Credentials in a URL (https://user:password@host) are not echoed either.
  const safe = name === "api-host" ? value.replace(/\/\/[^/?#]*@/, "//***@") : value;
  const shown = JSON.stringify(safe.length > 60 ? `${safe.slice(0, 60)}…` : safe);
  return ` (got ${shown})`;
}

/**
 * `masking-rules`: Neon's JSON array, checked for shape, and refused with the inputs it cannot
 * go with: a schema-only branch has no rows to mask, and a compute moved in by `endpoint-id`
 * could never leave an anonymized branch (the platform keeps its read_write compute).
 */
function readMaskingRules(
  text: string,
  input: { "branch-type": BranchType; "endpoint-id": string },
): MaskingRule[] | undefined {
  if (text.trim() === "") return undefined;
  let rules: MaskingRule[];
  try {
    rules = parseMaskingRules(text);
  } catch (error) {
    throw new UserError(`Input "masking-rules": ${(error as Error).message}`);
  }
  if (input["branch-type"] === "schema-only")
    throw new UserError(
      `Inputs "masking-rules" and "branch-type": a schema-only branch has no rows to mask; use one or the other`,
    );
  if (input["endpoint-id"])
    throw new UserError(
      `Inputs "masking-rules" and "endpoint-id": an anonymized branch gets its own compute when it is created, and a compute on it can only go with the branch; leave endpoint-id unset`,
    );
  return rules;
}

/**
 * `auto`: a pull_request event provisions, or cleans up when the PR was closed; a `schedule`
 * or `workflow_dispatch` run (no PR) sweeps, unless `branch` names a branch to provision
 * (a manual run of one fixed branch, as before sweep existed).
 */
export function resolveMode(mode: "auto" | Mode, context: RunContext, branchGiven: boolean): Mode {
  if (mode !== "auto") return mode;
  const pr = context.pullRequest;
  if (pr) return pr.action === "closed" ? "cleanup" : "provision";
  if (SWEEP_EVENTS.has(context.eventName) && !branchGiven) return "sweep";
  return "provision";
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
