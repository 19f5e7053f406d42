import * as core from "@actions/core";
import { findBranch } from "../../api/branches.ts";
import { listBranchEndpoints } from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import { waitForOperations } from "../../api/operations.ts";
import type { Operation } from "../../api/responses.ts";
import * as clock from "../../core/clock.ts";
import { NEON_LAUNCH_RATES } from "../../cost/cost-rates.ts";
import { describePreviewCost, estimatePreviewCost } from "../../cost/preview-cost.ts";
import type { GitHubClient } from "../../github/client.ts";
import type { Report } from "../../github/report.ts";
import { describeBranch } from "../../settings/branch-ref.ts";
import type { CleanupSettings } from "../../settings/mode-settings.ts";
import { publish } from "../shared/publish-report.ts";
import { deploymentRetirer } from "../shared/retire-deployments.ts";
import { protectedKeptNote, removeBranchCompute } from "./remove-branch-compute.ts";
import { revokePrCredentials } from "./revoke-pr-credentials.ts";

/** PR closed (or mode: cleanup): remove the branch's read_write compute; "already gone" is done. */
export async function cleanupPullRequest(
  settings: CleanupSettings,
  client: ApiClient,
  github: GitHubClient,
  signal?: AbortSignal,
): Promise<void> {
  const { projectId } = settings;
  const ref = settings.branch;
  // Before anything goes: see deploymentRetirer.
  const number = settings.context.pullRequest?.number;
  await deploymentRetirer(settings, github, signal)?.(number, "the PR was closed");
  const branch = await findBranch(client, projectId, ref);
  let operations: Operation[] = [];
  let deleted: string[] = [];
  let branchDeleted = false;
  let deletedForCompute = false;
  let keptProtected = false;
  let credentialNote: string | undefined;
  if (!branch) {
    core.info(`Branch ${describeBranch(ref)} does not exist: nothing to clean up`);
  } else {
    // First, whatever becomes of the compute and the branch: a failure here is only a warning.
    credentialNote = await revokePrCredentials(
      client,
      projectId,
      branch,
      settings.context.repository,
    );
    const removal = await removeBranchCompute(
      client,
      projectId,
      branch,
      await listBranchEndpoints(client, projectId, branch.id),
      { deleteBranch: settings.deleteBranch },
    );
    deleted = removal.deletedEndpointIds;
    operations = removal.operations;
    ({ branchDeleted, deletedForCompute, keptProtected } = removal);
  }
  const waits = settings.wait && operations.length > 0;
  if (waits) core.info(`Waiting for ${operations.map((op) => op.action).join(", ")}`);
  const finished = waits
    ? await waitForOperations(client, projectId, operations, { signal })
    : operations;
  // The preview's final figures, as the platform had them before its compute went.
  const cost = branch
    ? estimatePreviewCost(branch, settings.costRates ?? NEON_LAUNCH_RATES, clock.now())
    : undefined;
  const report: Report = {
    result: "deleted",
    projectId,
    branchName: branch?.name ?? describeBranch(ref),
    branchId: branch?.id,
    endpointId: deleted.join(", ") || undefined,
    host: undefined,
    hostPooled: undefined,
    state: undefined,
    size: undefined,
    timeToReadyMs: undefined,
    operations: finished,
    notes: [
      ...(keptProtected && branch
        ? [protectedKeptNote(branch.name)]
        : branchDeleted && branch
          ? [
              deletedForCompute
                ? `Branch ${branch.name} was deleted too: it is an anonymized branch, whose compute goes only with the branch.`
                : `Branch ${branch.name} was deleted too.`,
            ]
          : []),
      ...(credentialNote ? [credentialNote] : []),
    ],
    ...(cost ? { cost: describePreviewCost(cost) } : {}),
  };
  await publish(settings, github, report, {
    result: "deleted",
    "endpoint-id": deleted.join(",") || undefined,
    "branch-id": branch?.id,
    "branch-name": branch?.name ?? describeBranch(ref),
    "preview-cost": cost ? JSON.stringify(cost) : undefined,
  });
}
