import * as core from "@actions/core";
import {
  type DeploymentTarget,
  loadDeploymentTarget,
  loadWrittenStatus,
} from "../../core/state-helper.ts";
import type { GitHubClient } from "../../github/client.ts";
import type { ListedStatus } from "../../github/deployments.ts";
import type { DeploymentSettings } from "../../settings/mode-settings.ts";
import {
  deploymentsToRetire,
  type RetireScope,
  retirementTarget,
  statusOf,
} from "./decide-deployment.ts";
import { DeploymentSession } from "./deployment-session.ts";

// When the compute goes (the post step's delete, PR close, the sweep), the deployments it backed
// go `inactive`. They are found by the PR's environment, not by what one run remembered, so a
// dead runner's deployment is retired too.

/** The environment's deployments that deploymentsToRetire picks each get an `inactive` status. */
async function retireEnvironment(
  session: DeploymentSession,
  target: DeploymentTarget,
  why: string,
  scope: RetireScope,
  cancel?: AbortSignal,
): Promise<void> {
  const { environment, logUrl } = target;
  await session.run(
    "marked inactive",
    async (api, signal) => {
      const listed = await api.list({ environment }, signal);
      const latest: Array<{ id: number; status: ListedStatus | undefined }> = [];
      for (const deployment of listed)
        latest.push({ id: deployment.id, status: await api.latestStatus(deployment.id, signal) });
      const ids = deploymentsToRetire(latest, scope);
      for (const id of ids) await api.setStatus(id, statusOf("inactive", { why, logUrl }), signal);
      const backedBy = scope.kind === "compute" ? ` backed by compute ${scope.endpointId}` : "";
      core.info(
        ids.length > 0
          ? `GitHub deployment(s) ${ids.join(", ")} of ${environment} marked inactive (${why})`
          : `No active GitHub deployment of ${environment}${backedBy}`,
      );
    },
    { cancel },
  );
}

/**
 * The post step, once it deleted the compute: in the environment main deployed to, what that
 * compute backed (a newer job of the PR may have deployed its own since).
 */
export async function retireAfterPost(github: GitHubClient, endpointId: string): Promise<void> {
  const target = loadDeploymentTarget();
  if (!target || !github.token) return;
  const session = new DeploymentSession({ github, ...target });
  await retireEnvironment(session, target, "the job ended", {
    kind: "compute",
    endpointId,
    written: loadWrittenStatus(),
  });
}

/**
 * PR close and the sweep: retires the environment of a PR number whose compute goes, with
 * `deployment: true`; one session for the run, so it warns once. Undefined without `deployment`.
 * They call it before they remove anything: a run cancelled or killed after its delete would
 * otherwise leave `success` on a compute that is gone, with no later run to find it (the sweep
 * finds PRs by their branches).
 */
export function deploymentRetirer(
  settings: DeploymentSettings,
  github: GitHubClient,
  cancel?: AbortSignal,
): ((number: number | undefined, why: string) => Promise<void>) | undefined {
  if (!settings.deployment) return undefined;
  let session: DeploymentSession | undefined;
  return async (number, why) => {
    const target = retirementTarget(settings, number);
    if (!target) return;
    session ??= new DeploymentSession({ github, ...target });
    await retireEnvironment(session, target, why, { kind: "environment" }, cancel);
  };
}
