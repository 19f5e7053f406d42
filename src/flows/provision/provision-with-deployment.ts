import * as core from "@actions/core";
import type { ApiClient } from "../../api/http.ts";
import {
  saveDeploymentDenied,
  saveDeploymentTarget,
  saveWrittenStatus,
} from "../../core/state-helper.ts";
import type { GitHubClient } from "../../github/client.ts";
import type { NewStatus } from "../../github/deployments.ts";
import { describeBranch } from "../../settings/branch-ref.ts";
import type { ProvisionSettings } from "../../settings/mode-settings.ts";
import {
  deploymentDescription,
  environmentUrl,
  planDeployment,
  reusableDeployment,
  statusOf,
} from "../shared/decide-deployment.ts";
import { DeploymentSession } from "../shared/deployment-session.ts";
import { provision } from "./provision.ts";

/**
 * Provision, recorded as a GitHub deployment with `deployment: true`: the PR's head commit, to
 * the PR's transient environment, `in_progress` (asked for alongside the provisioning, so the
 * compute is not kept waiting), then `success` or `failure`. One deployment per head commit: a
 * re-run finds its commit's and adds statuses. Without `deployment`, no request at all.
 */
export async function provisionWithDeployment(
  settings: ProvisionSettings,
  client: ApiClient,
  github: GitHubClient,
  signal?: AbortSignal,
): Promise<void> {
  const deployment = startDeployment(settings, github, signal);
  let handedOut: Awaited<ReturnType<typeof provision>>;
  try {
    handedOut = await provision(settings, client, github, signal);
  } catch (error) {
    // A cancelled run has 2 s left to say so (run.ts): the status gets a share of it.
    const seconds = signal?.aborted ? CANCELLED_SECONDS : undefined;
    await deployment?.finish(statusOf("failure", { logUrl: deployment.logUrl }), seconds);
    throw error;
  }
  const { branch, endpointId } = handedOut;
  await deployment?.finish(
    statusOf("success", {
      branchName: branch.name,
      endpointId,
      logUrl: deployment.logUrl,
      environmentUrl: environmentUrl(settings.apiHost, settings.projectId, branch.id),
    }),
  );
}

/** How long a cancelled run's `failure` status may take. */
const CANCELLED_SECONDS = 0.5;

interface StartedDeployment {
  /** Sets the deployment's outcome, once its `in_progress` is in (nothing when that failed). */
  finish(status: NewStatus, seconds?: number): Promise<void>;
  logUrl: string | undefined;
}

/** Creates (or finds) the deployment and sets `in_progress`; returns how to set its outcome. */
function startDeployment(
  settings: ProvisionSettings,
  github: GitHubClient,
  signal?: AbortSignal,
): StartedDeployment | undefined {
  const plan = planDeployment(settings);
  if (plan.kind === "off") return undefined;
  if (plan.kind === "skip") {
    core.info(plan.reason);
    return undefined;
  }
  const { target, sha } = plan;
  const { environment, logUrl } = target;
  saveDeploymentTarget(target);
  const session = new DeploymentSession(
    { github, owner: target.owner, repo: target.repo },
    saveDeploymentDenied,
  );
  const branchName = describeBranch(settings.branch);
  const started = session.run(
    "created",
    async (api, requestSignal) => {
      const listed = await api.list({ environment, sha }, requestSignal);
      const found = reusableDeployment(listed, sha, environment);
      const made =
        found ??
        (await api.create(
          { sha, environment, description: deploymentDescription(branchName) },
          requestSignal,
        ));
      const written = await api.setStatus(
        made.id,
        statusOf("in_progress", { branchName, logUrl }),
        requestSignal,
      );
      saveWrittenStatus({ deploymentId: made.id, statusId: written.id });
      core.info(
        `GitHub deployment ${made.id} of ${sha.slice(0, 7)} to ${environment} ${found ? "reused" : "created"}: in_progress`,
      );
      return made.id;
    },
    { cancel: signal },
  );
  const finish = async (status: NewStatus, seconds?: number) => {
    const id = await started;
    if (id === undefined) return;
    await session.run(
      "updated",
      async (api, requestSignal) => {
        const written = await api.setStatus(id, status, requestSignal);
        saveWrittenStatus({ deploymentId: id, statusId: written.id });
        core.info(`GitHub deployment ${id}: ${status.state}`);
      },
      { seconds },
    );
  };
  return { finish, logUrl };
}
