import { badRequest } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Anonymization, Branch, MaskingRule, Project } from "../../state/records/records.ts";
import type { Caller } from "../access/access.ts";
import {
  assertCanStart,
  failInitialization,
  initializeAnonymization,
  newAnonymization,
  startRun,
} from "../anonymization/anonymization.ts";
import {
  checkRuleExpressions,
  checkRuleTargets,
  storedRules,
} from "../anonymization/masking-rules.ts";
import {
  type CreateBranchInput,
  type CreatedBranch,
  createBranch,
  parentOf,
} from "./branch-creation.ts";

/**
 * Neon's anonymized branches (Beta): create one with masking rules, read and replace its rules,
 * start a run. See anonymization.ts for the states.
 */

export interface NewAnonymizedBranchInput {
  branch_create?: CreateBranchInput | undefined;
  masking_rules?: MaskingRule[] | undefined;
  start_anonymization?: boolean | undefined;
  annotation_value?: Record<string, string> | undefined;
}

/**
 * The branch is created only once every rule is known good: its expression (as PostgreSQL
 * Anonymizer checks it) and its column, in the parent's real catalog, since the branch starts as
 * the parent's copy. A refused rule leaves nothing behind.
 */
export async function createAnonymizedBranch(
  platform: Platform,
  caller: Caller,
  project: Project,
  input: NewAnonymizedBranchInput,
): Promise<CreatedBranch> {
  const branchInput = input.branch_create ?? {};
  if (branchInput.branch?.init_source === "schema-only") {
    throw badRequest(
      "branch_create.branch.init_source schema-only cannot be anonymized: an anonymized branch masks a copy of the parent's data, and a schema-only branch has no rows (leave init_source out, or use parent-data)",
    );
  }
  const rules = storedRules(input.masking_rules ?? []);
  await checkRuleExpressions(rules);
  await checkRuleTargets(platform, project, parentOf(project, branchInput), rules);
  platform.catchUp();

  const endpoints = branchInput.endpoints ?? [];
  // Neon gives an anonymized branch its read_write compute even when none is asked for.
  const withReadWrite = endpoints.some((e) => e.type === "read_write")
    ? endpoints
    : [{ type: "read_write" as const }, ...endpoints];
  const startFor = input.start_anonymization ? caller : undefined;
  return createBranch(
    platform,
    project,
    { ...branchInput, endpoints: withReadWrite },
    {
      annotation: input.annotation_value,
      prepare: (branch) => {
        branch.anonymization = newAnonymization(platform.clock.now(), rules);
      },
      onCreated: (branch) => initializeAnonymization(platform, project, branch, startFor),
      onFailed: (branch, reason) => failInitialization(platform, branch, reason),
      keepOnFailure: true,
    },
  );
}

/** The branch's anonymization; 400 for a branch that was not created anonymized. */
export function requireAnonymization(project: Project, branch: Branch): Anonymization {
  const anonymization = branch.anonymization;
  if (!anonymization) {
    throw badRequest(
      `branch ${branch.id} is not an anonymized branch: only a branch created with POST /projects/${project.id}/branch_anonymized has masking rules and an anonymization status`,
    );
  }
  return anonymization;
}

/**
 * Replaces every rule (Neon: to add one, send them all). Checked against the branch's own
 * catalog; a run already under way keeps the rules it started with.
 */
export async function replaceMaskingRules(
  platform: Platform,
  project: Project,
  branch: Branch,
  anonymization: Anonymization,
  given: MaskingRule[],
): Promise<MaskingRule[]> {
  const rules = storedRules(given);
  await checkRuleExpressions(rules);
  await checkRuleTargets(platform, project, branch, rules);
  platform.catchUp();
  anonymization.rules = rules;
  anonymization.updated_at = platform.clock.now();
  return rules;
}

/** Masks the branch's current (already masked) data again with its current rules. */
export function startAnonymization(
  platform: Platform,
  project: Project,
  branch: Branch,
  anonymization: Anonymization,
  caller: Caller,
): void {
  assertCanStart(branch, anonymization);
  startRun(platform, project, branch, caller);
}
