import { UserError } from "../core/errors.ts";
import { type BranchRef, toBranchRef } from "./branch-ref.ts";
import type { Step } from "./input-entry.ts";
import type { InputValues, PolicyInput } from "./input-settings.ts";
import { type MaskingRule, parseMaskingRules } from "./masking-rules.ts";
import { MERGE_GROUP_LIFETIME_SECONDS, mergeGroupBranchName } from "./merge-group.ts";
import type { RunContext } from "./run-context.ts";

// What inputs make together, with the run's context, once each passed the schema on its own:
// the mode, the branch, the connection, the masking rules; and the combinations refused, each
// in one line naming the inputs.

export type Mode = "provision" | "cleanup" | "sweep";

export interface CombinedSettings {
  /** What `mode` resolves to for this event. */
  mode: Mode;
  /** The branch to act on: `branch`, else the PR's or the merge group's; none for sweep. */
  branch: BranchRef | undefined;
  /**
   * The branch is a merge group's own (`merge_group` without `branch`), named from its queued
   * ref: created from `parent-branch`, deleted with its compute by the post step.
   */
  mergeGroup: boolean;
  /** `role` and `database`, when both are set. */
  connection: { role: string; database: string } | undefined;
  /** `compute-size` as written (or decided). */
  computeSizeText: string;
  /** `expires-in`, or a merge group's short lifetime when it was not written. */
  expiresInSeconds: number | undefined;
  /** `masking-rules`: a branch the action creates is anonymized with them. */
  maskingRules: MaskingRule[] | undefined;
  /** The inputs neon.ts may decide that the workflow wrote: those win over the file. */
  written: ReadonlySet<PolicyInput>;
  context: RunContext;
}

/** The steps whose settings hold each combined setting that is not an input's own. */
export const COMBINED_USED_BY = {
  mode: [],
  mergeGroup: ["provision"],
  connection: ["provision"],
  computeSizeText: ["provision"],
  written: ["provision"],
  context: ["provision", "cleanup", "sweep"],
} as const satisfies Partial<Record<keyof CombinedSettings, readonly Step[]>>;

const SWEEP_EVENTS = new Set(["schedule", "workflow_dispatch"]);

/** Throws a one-line UserError for a combination the action refuses. */
export function combineInputs(
  input: InputValues,
  computeSizeText: string,
  written: ReadonlySet<PolicyInput>,
  context: RunContext,
): CombinedSettings {
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
  if (input.prisma && !input.role)
    throw new UserError(
      `Input "prisma": shapes the connection URIs, which need "role" and "database": set both, or prisma: false`,
    );
  if (input.migrate && !input.role)
    throw new UserError(
      `Input "migrate": the command gets DATABASE_URL, which needs "role" and "database": set both, or leave migrate empty`,
    );
  if (input["query-impact"].kind !== "off" && !input.role)
    throw new UserError(
      `Input "query-impact": the statements are planned on "database" as "role": set both, or query-impact: off`,
    );
  if (input["export-env"] && !input.role)
    throw new UserError(
      `Input "export-env": DATABASE_URL and DATABASE_URL_UNPOOLED need "role" and "database": set both, or export-env: false`,
    );
  if (input["data-api"] && !input.database)
    throw new UserError(
      `Input "data-api": the Data API serves one database: set "role" and "database", or data-api: false`,
    );
  if (input.reset && input["branch-type"] === "schema-only")
    throw new UserError(
      `Inputs "reset" and "branch-type": a schema-only branch has no parent to reset from (the platform makes it a root branch); use one or the other`,
    );
  return {
    mode,
    branch: branchText ? toBranchRef(branchText) : undefined,
    mergeGroup,
    connection: input.role ? { role: input.role, database: input.database } : undefined,
    computeSizeText,
    expiresInSeconds:
      mergeGroup && !written.has("expires-in") ? MERGE_GROUP_LIFETIME_SECONDS : input["expires-in"],
    maskingRules: readMaskingRules(input),
    written,
    context,
  };
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

/**
 * `masking-rules`: Neon's JSON array, checked for shape, and refused with the inputs it cannot
 * go with: a schema-only branch has no rows to mask, and a compute moved in by `endpoint-id`
 * could never leave an anonymized branch (the platform keeps its read_write compute).
 */
function readMaskingRules(input: InputValues): MaskingRule[] | undefined {
  const text = input["masking-rules"];
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
