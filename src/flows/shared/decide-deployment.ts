import type { DeploymentTarget, WrittenStatus } from "../../core/state-helper.ts";
import type { ListedDeployment, ListedStatus, NewStatus } from "../../github/deployments.ts";
import type { DeploymentSettings } from "../../settings/mode-settings.ts";

// The GitHub deployment's decisions, as pure functions over the settings and what GitHub
// listed; provision/provision-with-deployment.ts and retire-deployments.ts carry them out
// (github/deployments.ts asks).

/** Where a status's text ends on GitHub. */
const MAX_DESCRIPTION = 140;
const NEON_CONSOLE_HOST = "console.neon.tech";

export type DeploymentPlan =
  | { kind: "off" }
  | { kind: "skip"; reason: string }
  | { kind: "deploy"; target: DeploymentTarget; sha: string };

/** The PR's environment: `<number>` in `deployment-environment` becomes the PR's number. */
export function environmentName(template: string, number: number): string {
  return template.replaceAll("<number>", String(number));
}

/**
 * Whether and what the provision run deploys: the PR's head commit, from the event, to the PR's
 * environment. Only pull_request events have both; elsewhere `deployment` is a no-op, said once.
 */
export function planDeployment(settings: DeploymentSettings): DeploymentPlan {
  if (!settings.deployment) return { kind: "off" };
  const { pullRequest, repository, eventName, runUrl } = settings.context;
  const skip = (why: string): DeploymentPlan => ({
    kind: "skip",
    reason: `No GitHub deployment: ${why}`,
  });
  if (!pullRequest)
    return skip(`only pull_request events make one (this is ${eventName || "no"} event)`);
  if (!repository) return skip("GITHUB_REPOSITORY is not set");
  if (!pullRequest.headSha) return skip("the event has no pull_request.head.sha to deploy");
  if (!settings.githubToken) return skip("github-token is empty");
  const environment = environmentName(settings.deploymentEnvironment, pullRequest.number);
  return {
    kind: "deploy",
    target: { ...repository, environment, ...(runUrl ? { logUrl: runUrl } : {}) },
    sha: pullRequest.headSha,
  };
}

/** The PR's environment to retire once its compute is gone (PR close, sweep); undefined: none. */
export function retirementTarget(
  settings: DeploymentSettings,
  number: number | undefined,
): DeploymentTarget | undefined {
  const { repository, runUrl } = settings.context;
  if (!settings.deployment || !repository || number === undefined || !settings.githubToken)
    return undefined;
  const environment = environmentName(settings.deploymentEnvironment, number);
  return { ...repository, environment, ...(runUrl ? { logUrl: runUrl } : {}) };
}

/** A re-run of the same head commit reuses its deployment: the newest of that commit there. */
export function reusableDeployment(
  listed: ListedDeployment[],
  sha: string,
  environment: string,
): ListedDeployment | undefined {
  return listed
    .filter((deployment) => deployment.sha === sha && deployment.environment === environment)
    .reduce<ListedDeployment | undefined>(
      (newest, deployment) => (newest && newest.id > deployment.id ? newest : deployment),
      undefined,
    );
}

/** Which of the environment's deployments a run that removes computes retires. */
export type RetireScope =
  /**
   * PR close and the sweep: the PR is closed or gone, and every compute of its branch goes, so
   * every deployment of its environment is stale (a dead runner's `in_progress` included).
   */
  | { kind: "environment" }
  /**
   * The post step: only what the compute it deleted backed. The PR is open: a newer job may
   * have made its own compute and deployment since (or be adding statuses to the same one).
   */
  | { kind: "compute"; endpointId: string; written: WrittenStatus | undefined };

/**
 * The deployments to mark `inactive`, given each one's newest status. Never one already
 * `inactive`. For a compute, only one whose newest status is still the one this job's main wrote,
 * or a `success` that names that compute (an earlier job's, whose compute this job reused): a
 * deployment without a status yet, or whose newest status another job wrote about another
 * compute, belongs to a job that may still be running.
 */
export function deploymentsToRetire(
  latest: Array<{ id: number; status: ListedStatus | undefined }>,
  scope: RetireScope,
): number[] {
  return latest
    .filter(({ id, status }) => {
      if (scope.kind === "environment") return status?.state !== "inactive";
      if (!status || status.state === "inactive") return false;
      const writtenByThisJob =
        scope.written?.deploymentId === id && scope.written.statusId === status.id;
      return writtenByThisJob || successComputeOf(status) === scope.endpointId;
    })
    .map(({ id }) => id);
}

/**
 * The compute a `success` status names (statusOf writes "Compute <id> ready on …"): GitHub keeps
 * nothing of ours on a status but its description.
 */
export function successComputeOf(status: ListedStatus): string | undefined {
  if (status.state !== "success") return undefined;
  return /^Compute (\S+) ready on branch\b/.exec(status.description ?? "")?.[1];
}

/** The branch's page in Neon's console, only when `api-host` is Neon's own. */
export function environmentUrl(
  apiHost: string,
  projectId: string,
  branchId: string,
): string | undefined {
  let host: string;
  try {
    host = new URL(apiHost).hostname;
  } catch {
    return undefined;
  }
  if (host !== NEON_CONSOLE_HOST) return undefined;
  const path = `app/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}`;
  return `https://${NEON_CONSOLE_HOST}/${path}`;
}

/** What each status says: names and ids only (never a secret), cut to GitHub's 140 characters. */
export function statusOf(
  state: "in_progress" | "success" | "failure" | "inactive",
  details: {
    branchName?: string;
    endpointId?: string;
    why?: string;
    logUrl?: string;
    environmentUrl?: string;
  },
): NewStatus {
  const text = {
    in_progress: `Provisioning a compute${details.branchName ? ` on branch ${details.branchName}` : ""}`,
    success: `Compute ${details.endpointId ?? ""} ready on branch ${details.branchName ?? ""}`,
    failure: "Provisioning failed: see the run's log",
    inactive: `Compute removed${details.why ? ` (${details.why})` : ""}`,
  }[state];
  return {
    state,
    description: shortened(text),
    ...(details.logUrl ? { logUrl: details.logUrl } : {}),
    ...(state === "success" && details.environmentUrl
      ? { environmentUrl: details.environmentUrl }
      : {}),
  };
}

export function deploymentDescription(branchName: string): string {
  return shortened(`Preview database: branch ${branchName}`);
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1)}…` : flat;
}

/** GitHub's 403 that says the token may not (a secondary rate limit is a 403 too, and is not that). */
export function isPermissionDenied(status: number | undefined, message: string): boolean {
  return status === 403 && !/rate limit/i.test(message);
}
