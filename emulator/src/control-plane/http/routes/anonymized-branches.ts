import { z } from "zod";
import {
  createAnonymizedBranch,
  replaceMaskingRules,
  requireAnonymization,
  startAnonymization,
} from "../../services/branches/anonymized-branches.ts";
import { anonymizationView } from "../../views/anonymization.ts";
import { branchCreatedView } from "../../views/branch-created.ts";
import { parseBody } from "../input/request-parsing.ts";
import {
  annotationValueSchema,
  branchCreateRequest,
  maskingRulesSchema,
} from "../input/request-schemas.ts";
import { requirePathBranch, requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

/**
 * Neon's anonymized branches (Beta): create one with masking rules, read and replace its rules,
 * start a run, follow its status.
 */

const createAnonymizedRequest = z.object({
  branch_create: branchCreateRequest,
  masking_rules: maskingRulesSchema.optional(),
  start_anonymization: z.boolean().optional(),
  annotation_value: annotationValueSchema.optional(),
});

const updateRulesRequest = z.object({ masking_rules: maskingRulesSchema });

async function createAnonymizedBranchRoute(ctx: RequestContext): Promise<Reply> {
  const { platform } = ctx;
  const project = requirePathProject(ctx);
  const input = parseBody(createAnonymizedRequest, ctx.body ?? {});
  const created = await createAnonymizedBranch(platform, ctx.caller, project, input);
  return {
    status: 201,
    body: branchCreatedView(platform, project, created, platform.clock.now()),
  };
}

/** The path's branch and its anonymization; 400 for a branch that was not created anonymized. */
function requirePathAnonymization(ctx: RequestContext) {
  const { project, branch } = requirePathBranch(ctx);
  return { project, branch, anonymization: requireAnonymization(project, branch) };
}

function getMaskingRules(ctx: RequestContext): Reply {
  const { anonymization } = requirePathAnonymization(ctx);
  return { status: 200, body: { masking_rules: anonymization.rules } };
}

async function updateMaskingRules(ctx: RequestContext): Promise<Reply> {
  const { project, branch, anonymization } = requirePathAnonymization(ctx);
  const input = parseBody(updateRulesRequest, ctx.body);
  const rules = await replaceMaskingRules(
    ctx.platform,
    project,
    branch,
    anonymization,
    input.masking_rules,
  );
  return { status: 200, body: { masking_rules: rules } };
}

function getAnonymizedStatus(ctx: RequestContext): Reply {
  const { project, branch, anonymization } = requirePathAnonymization(ctx);
  return { status: 200, body: anonymizationView(project, branch, anonymization) };
}

function startAnonymizationRoute(ctx: RequestContext): Reply {
  const { project, branch, anonymization } = requirePathAnonymization(ctx);
  startAnonymization(ctx.platform, project, branch, anonymization, ctx.caller);
  return { status: 200, body: anonymizationView(project, branch, anonymization) };
}

const branchPath = "/projects/{project_id}/branches/{branch_id}";

export const anonymizedBranchRoutes: Route[] = [
  {
    method: "POST",
    template: "/projects/{project_id}/branch_anonymized",
    handler: createAnonymizedBranchRoute,
  },
  { method: "GET", template: `${branchPath}/masking_rules`, handler: getMaskingRules },
  { method: "PATCH", template: `${branchPath}/masking_rules`, handler: updateMaskingRules },
  { method: "GET", template: `${branchPath}/anonymized_status`, handler: getAnonymizedStatus },
  { method: "POST", template: `${branchPath}/anonymize`, handler: startAnonymizationRoute },
];
