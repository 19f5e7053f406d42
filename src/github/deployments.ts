import { z } from "zod";
import type { GitHubClient } from "./client.ts";

// GitHub's deployments REST API, as the action uses it: list a repository's deployments (by
// environment, and commit), create one, read a deployment's newest status, add a status. Answers
// are checked with zod; a failure is a DeploymentRequestError naming the request and its status.

export const DEPLOYMENT_STATES = [
  "error",
  "failure",
  "inactive",
  "in_progress",
  "queued",
  "pending",
  "success",
] as const;
export type DeploymentState = (typeof DEPLOYMENT_STATES)[number];

const deploymentSchema = z.object({
  id: z.number().int().positive(),
  sha: z.string(),
  environment: z.string(),
});
export type ListedDeployment = z.infer<typeof deploymentSchema>;

const statusSchema = z.object({
  id: z.number().int().positive(),
  state: z.enum(DEPLOYMENT_STATES),
  description: z.string().nullish(),
});
/** A deployment status, as GitHub lists it or answers its creation. */
export type ListedStatus = z.infer<typeof statusSchema>;

export interface DeploymentsRepo {
  github: GitHubClient;
  owner: string;
  repo: string;
}

export interface NewStatus {
  state: DeploymentState;
  /** At most 140 characters (GitHub's limit). */
  description: string;
  logUrl?: string;
  environmentUrl?: string;
}

export interface DeploymentsApi {
  /** Every deployment of `environment` (of one commit, with `sha`), newest first, all pages. */
  list(
    query: { environment: string; sha?: string },
    signal: AbortSignal,
  ): Promise<ListedDeployment[]>;
  /** A deployment of `sha` to a transient, non-production environment: never merges, never waits on checks. */
  create(
    deployment: { sha: string; environment: string; description: string },
    signal: AbortSignal,
  ): Promise<ListedDeployment>;
  /**
   * The deployment's newest status (the highest id: GitHub lists them newest first, without
   * saying so); undefined when it has none.
   */
  latestStatus(id: number, signal: AbortSignal): Promise<ListedStatus | undefined>;
  /** Adds the status; GitHub's answer, whose id tells this status apart from any later one. */
  setStatus(id: number, status: NewStatus, signal: AbortSignal): Promise<ListedStatus>;
}

/** A deployment request that failed: its status (when GitHub answered) and GitHub's message. */
export class DeploymentRequestError extends Error {
  override name = "DeploymentRequestError";
  readonly status: number | undefined;
  constructor(request: string, error: unknown) {
    const status = (error as { status?: unknown } | undefined)?.status;
    const reason = error instanceof Error ? error.message : String(error);
    super(`${request} failed${typeof status === "number" ? ` (HTTP ${status})` : ""}: ${reason}`, {
      cause: error,
    });
    this.status = typeof status === "number" ? status : undefined;
  }
}

export async function deploymentsApi(target: DeploymentsRepo): Promise<DeploymentsApi> {
  const octokit = await target.github.octokit();
  const repo = { owner: target.owner, repo: target.repo };
  const path = `/repos/${target.owner}/${target.repo}/deployments`;
  const call = async <T>(request: string, send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      throw new DeploymentRequestError(request, error);
    }
  };
  return {
    list: (query, signal) =>
      call(`GET ${path}`, async () => {
        const listed: unknown[] = await octokit.paginate(octokit.rest.repos.listDeployments, {
          ...repo,
          environment: query.environment,
          ...(query.sha ? { sha: query.sha } : {}),
          per_page: 100,
          request: { signal },
        });
        return z.array(deploymentSchema).parse(listed);
      }),
    create: (deployment, signal) =>
      call(`POST ${path}`, async () => {
        const { data } = await octokit.rest.repos.createDeployment({
          ...repo,
          ref: deployment.sha,
          environment: deployment.environment,
          description: deployment.description,
          transient_environment: true,
          production_environment: false,
          auto_merge: false,
          required_contexts: [],
          request: { signal },
        });
        return deploymentSchema.parse(data);
      }),
    latestStatus: (id, signal) =>
      call(`GET ${path}/${id}/statuses`, async () => {
        const { data } = await octokit.rest.repos.listDeploymentStatuses({
          ...repo,
          deployment_id: id,
          per_page: 100,
          request: { signal },
        });
        const statuses = z.array(statusSchema).parse(data);
        return statuses.reduce<ListedStatus | undefined>(
          (newest, status) => (newest && newest.id > status.id ? newest : status),
          undefined,
        );
      }),
    setStatus: (id, status, signal) =>
      call(`POST ${path}/${id}/statuses`, async () => {
        const { data } = await octokit.rest.repos.createDeploymentStatus({
          ...repo,
          deployment_id: id,
          state: status.state,
          description: status.description,
          ...(status.logUrl ? { log_url: status.logUrl } : {}),
          ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
          request: { signal },
        });
        return statusSchema.parse(data);
      }),
  };
}
