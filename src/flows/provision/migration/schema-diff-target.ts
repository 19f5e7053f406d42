import type { Branch } from "../../../api/responses.ts";
import { type SchemaDiffTarget, saveSchemaDiffTarget } from "../../../core/state-helper.ts";
import { commentMarker } from "../../../github/comment.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";

/**
 * What the post step diffs, once provision has handed out the PR branch's compute: only on
 * pull_request events with `schema-diff` (a PR is what the comment is for), and on a merge
 * group's own branch, whose diff goes to the job summary alone (there is no PR to comment on).
 * `requestedParentId`: the parent a branch was created from, for a platform that makes a
 * schema-only branch a root branch (no `parent_id`).
 */
export function schemaDiffTargetFor(
  settings: ProvisionSettings,
  branch: Branch,
  requestedParentId?: string,
  found = false,
): SchemaDiffTarget | undefined {
  const { pullRequest, repository } = settings.context;
  if (!settings.schemaDiff || !(pullRequest || settings.mergeGroup)) return undefined;
  const baseBranchId = branch.parent_id ?? requestedParentId;
  return {
    projectId: settings.projectId,
    apiHost: settings.apiHost,
    branchId: branch.id,
    branchName: branch.name,
    ...(baseBranchId ? { baseBranchId } : {}),
    ...(settings.connection ? { database: settings.connection.database } : {}),
    ...(settings.comment && repository && pullRequest
      ? {
          comment: {
            owner: repository.owner,
            repo: repository.repo,
            issueNumber: pullRequest.number,
            marker: commentMarker(branch.name),
          },
        }
      : {}),
    // on-parent-change: report reads the parent's changes from this diff (reset already did).
    ...(found && settings.onParentChange === "report"
      ? { foundBranchCreatedAt: branch.created_at }
      : {}),
  };
}

/** Saves the target for the post step; no request, so the time to ready does not grow. */
export function rememberForSchemaDiff(
  settings: ProvisionSettings,
  branch: Branch,
  requestedParentId?: string,
  found = false,
): SchemaDiffTarget | undefined {
  const target = schemaDiffTargetFor(settings, branch, requestedParentId, found);
  if (target) saveSchemaDiffTarget(target);
  return target;
}
