import { z } from "zod";
import { badRequest } from "../../errors.ts";
import { requireProject } from "../../services/access.ts";
import {
  anonymizationView,
  assertCanStart,
  failInitialization,
  initializeAnonymization,
  newAnonymization,
  startRun,
} from "../../services/anonymization.ts";
import {
  checkRuleExpressions,
  checkRuleTargets,
  maskingRulesSchema,
  storedRules,
} from "../../services/masking-rules.ts";
import type { Anonymization, Branch, Project } from "../../state/records.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { annotationValueSchema, createBranchFrom, createRequest, parentOf } from "./branches.ts";
import { requireBranch } from "./roles.ts";

/**
 * Neon's anonymized branches (Beta): create one with masking rules, read and replace its rules,
 * start a run, follow its status. See ../anonymization.ts for the states.
 */

const createAnonymizedRequest = z.object({
  branch_create: createRequest,
  masking_rules: maskingRulesSchema.optional(),
  start_anonymization: z.boolean().optional(),
  annotation_value: annotationValueSchema.optional(),
});

const updateRulesRequest = z.object({ masking_rules: maskingRulesSchema });

/**
 * The branch is created only once every rule is known good: its expression (as PostgreSQL
 * Anonymizer checks it) and its column, in the parent's real catalog, since the branch starts as
 * the parent's copy. A refused rule leaves nothing behind.
 */
async function createAnonymizedBranch(ctx: RequestContext): Promise<Reply> {
  const { platform, caller } = ctx;
  const project = requireProject(platform.state, caller, ctx.params.project_id ?? "");
  const input = parseBody(createAnonymizedRequest, ctx.body ?? {});
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
  return createBranchFrom(
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
function requireAnonymized(ctx: RequestContext): {
  project: Project;
  branch: Branch;
  anonymization: Anonymization;
} {
  const { project, branch } = requireBranch(ctx);
  const anonymization = branch.anonymization;
  if (!anonymization) {
    throw badRequest(
      `branch ${branch.id} is not an anonymized branch: only a branch created with POST /projects/${project.id}/branch_anonymized has masking rules and an anonymization status`,
    );
  }
  return { project, branch, anonymization };
}

function getMaskingRules(ctx: RequestContext): Reply {
  const { anonymization } = requireAnonymized(ctx);
  return { status: 200, body: { masking_rules: anonymization.rules } };
}

/**
 * Replaces every rule (Neon: to add one, send them all). Checked against the branch's own
 * catalog; a run already under way keeps the rules it started with.
 */
async function updateMaskingRules(ctx: RequestContext): Promise<Reply> {
  const { platform } = ctx;
  const { project, branch, anonymization } = requireAnonymized(ctx);
  const input = parseBody(updateRulesRequest, ctx.body);
  const rules = storedRules(input.masking_rules);
  await checkRuleExpressions(rules);
  await checkRuleTargets(platform, project, branch, rules);
  platform.catchUp();
  anonymization.rules = rules;
  anonymization.updated_at = platform.clock.now();
  return { status: 200, body: { masking_rules: rules } };
}

function getAnonymizedStatus(ctx: RequestContext): Reply {
  const { project, branch, anonymization } = requireAnonymized(ctx);
  return { status: 200, body: anonymizationView(project, branch, anonymization) };
}

/** Masks the branch's current (already masked) data again with its current rules. */
function startAnonymization(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch, anonymization } = requireAnonymized(ctx);
  assertCanStart(branch, anonymization);
  startRun(platform, project, branch, ctx.caller);
  return { status: 200, body: anonymizationView(project, branch, anonymization) };
}

const branchPath = "/projects/{project_id}/branches/{branch_id}";

export const anonymizedBranchRoutes: Route[] = [
  {
    method: "POST",
    template: "/projects/{project_id}/branch_anonymized",
    handler: createAnonymizedBranch,
  },
  { method: "GET", template: `${branchPath}/masking_rules`, handler: getMaskingRules },
  { method: "PATCH", template: `${branchPath}/masking_rules`, handler: updateMaskingRules },
  { method: "GET", template: `${branchPath}/anonymized_status`, handler: getAnonymizedStatus },
  { method: "POST", template: `${branchPath}/anonymize`, handler: startAnonymization },
];
