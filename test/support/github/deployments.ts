import { timestamp } from "./http.ts";
import type { GitHubApp, GitHubUser } from "./types.ts";
import { fakeSha, githubActionsApp } from "./users.ts";

// A repository's deployments and their statuses, as GitHub keeps them: ids in creation order,
// listed newest first, a status's `environment` carried over from the one before it, and
// `auto_inactive` as GitHub's REST description words it.

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

/** GitHub's "deployment". */
export interface Deployment {
  url: string;
  id: number;
  node_id: string;
  sha: string;
  ref: string;
  task: string;
  payload: Record<string, unknown> | string;
  original_environment: string;
  environment: string;
  description: string | null;
  creator: GitHubUser;
  created_at: string;
  updated_at: string;
  statuses_url: string;
  repository_url: string;
  transient_environment: boolean;
  production_environment: boolean;
  performed_via_github_app: GitHubApp | null;
}

/** GitHub's "deployment-status". */
export interface DeploymentStatus {
  url: string;
  id: number;
  node_id: string;
  state: DeploymentState;
  creator: GitHubUser;
  description: string;
  environment: string;
  target_url: string;
  created_at: string;
  updated_at: string;
  deployment_url: string;
  repository_url: string;
  environment_url: string;
  log_url: string;
  performed_via_github_app: GitHubApp | null;
}

export interface NewDeployment {
  ref: string;
  task?: string;
  payload?: Record<string, unknown> | string;
  environment?: string;
  description?: string | null;
  transient_environment?: boolean;
  production_environment?: boolean;
}

export interface NewDeploymentStatus {
  state: DeploymentState;
  description?: string;
  environment?: string;
  log_url?: string;
  target_url?: string;
  environment_url?: string;
  auto_inactive?: boolean;
}

/** A deployment with every status it was given, oldest first: what tests assert on. */
export type DeploymentRecord = Deployment & { statuses: DeploymentStatus[] };

const FIRST_DEPLOYMENT_ID = 1_900_000_001;
const FIRST_STATUS_ID = 3_800_000_001;

export class DeploymentStore {
  private readonly apiUrl: string;
  private nextId = FIRST_DEPLOYMENT_ID;
  private nextStatusId = FIRST_STATUS_ID;
  /** Every repository's deployments, oldest first, keyed by `owner/repo` in lower case. */
  private readonly byRepo = new Map<string, DeploymentRecord[]>();

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
  }

  reset(): void {
    this.nextId = FIRST_DEPLOYMENT_ID;
    this.nextStatusId = FIRST_STATUS_ID;
    this.byRepo.clear();
  }

  create(owner: string, repo: string, input: NewDeployment, creator: GitHubUser): Deployment {
    const id = this.nextId++;
    const now = timestamp();
    const repositoryUrl = `${this.apiUrl}/repos/${owner}/${repo}`;
    const url = `${repositoryUrl}/deployments/${id}`;
    const environment = input.environment ?? "production";
    const record: DeploymentRecord = {
      url,
      id,
      node_id: `DE_kwDO${Buffer.from(String(id)).toString("base64url")}`,
      // A commit is deployed as it is; a branch or tag name at the commit it names.
      sha: /^[0-9a-f]{40}$/.test(input.ref) ? input.ref : fakeSha(`${owner}/${repo}:${input.ref}`),
      ref: input.ref,
      task: input.task ?? "deploy",
      payload: input.payload ?? {},
      original_environment: environment,
      environment,
      description: input.description ?? "",
      creator,
      created_at: now,
      updated_at: now,
      statuses_url: `${url}/statuses`,
      repository_url: repositoryUrl,
      transient_environment: input.transient_environment ?? false,
      production_environment: input.production_environment ?? environment === "production",
      performed_via_github_app: appOf(this.apiUrl, creator),
      statuses: [],
    };
    const list = this.byRepo.get(repoKey(owner, repo)) ?? [];
    list.push(record);
    this.byRepo.set(repoKey(owner, repo), list);
    return withoutStatuses(record);
  }

  /** Newest first, with GitHub's filters (each matched exactly). */
  list(
    owner: string,
    repo: string,
    filter: { sha?: string; ref?: string; task?: string; environment?: string },
  ): Deployment[] {
    return this.records(owner, repo)
      .filter(
        (d) =>
          (filter.sha === undefined || d.sha === filter.sha) &&
          (filter.ref === undefined || d.ref === filter.ref) &&
          (filter.task === undefined || d.task === filter.task) &&
          (filter.environment === undefined || d.environment === filter.environment),
      )
      .reverse()
      .map(withoutStatuses);
  }

  exists(owner: string, repo: string, id: number): boolean {
    return this.records(owner, repo).some((d) => d.id === id);
  }

  /**
   * Adds a status. `auto_inactive` (on unless false) gives every earlier deployment of the same
   * environment that is neither transient nor production, and whose last state is `success`, an
   * `inactive` status of its own.
   */
  addStatus(
    owner: string,
    repo: string,
    id: number,
    input: NewDeploymentStatus,
    creator: GitHubUser,
  ): DeploymentStatus | undefined {
    const record = this.records(owner, repo).find((d) => d.id === id);
    if (!record) return undefined;
    const status = this.append(record, input, creator);
    if (input.state === "success" && input.auto_inactive !== false)
      for (const earlier of this.records(owner, repo))
        if (
          earlier.id < record.id &&
          earlier.environment === record.environment &&
          !earlier.transient_environment &&
          !earlier.production_environment &&
          earlier.statuses.at(-1)?.state === "success"
        )
          this.append(earlier, { state: "inactive" }, creator);
    return status;
  }

  /** Newest first, as GitHub lists them. */
  listStatuses(owner: string, repo: string, id: number): DeploymentStatus[] | undefined {
    const record = this.records(owner, repo).find((d) => d.id === id);
    return record && [...record.statuses].reverse();
  }

  /** Every deployment of the repository with its statuses, oldest first. */
  all(owner: string, repo: string): DeploymentRecord[] {
    return structuredClone(this.records(owner, repo));
  }

  private append(
    record: DeploymentRecord,
    input: NewDeploymentStatus,
    creator: GitHubUser,
  ): DeploymentStatus {
    const id = this.nextStatusId++;
    const now = timestamp();
    const logUrl = input.log_url ?? input.target_url ?? "";
    const status: DeploymentStatus = {
      url: `${record.url}/statuses/${id}`,
      id,
      node_id: `DES_kwDO${Buffer.from(String(id)).toString("base64url")}`,
      state: input.state,
      creator,
      description: input.description ?? "",
      environment: input.environment ?? record.statuses.at(-1)?.environment ?? record.environment,
      target_url: logUrl,
      created_at: now,
      updated_at: now,
      deployment_url: record.url,
      repository_url: record.repository_url,
      environment_url: input.environment_url ?? "",
      log_url: logUrl,
      performed_via_github_app: appOf(this.apiUrl, creator),
    };
    record.statuses.push(status);
    record.updated_at = now;
    return status;
  }

  private records(owner: string, repo: string): DeploymentRecord[] {
    return this.byRepo.get(repoKey(owner, repo)) ?? [];
  }
}

function withoutStatuses(record: DeploymentRecord): Deployment {
  const { statuses: _, ...deployment } = record;
  return structuredClone(deployment);
}

function appOf(apiUrl: string, creator: GitHubUser): GitHubApp | null {
  return creator.login === "github-actions[bot]" ? githubActionsApp(apiUrl) : null;
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}
