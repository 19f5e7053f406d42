import { createHash } from "node:crypto";

export interface WorkflowEvent {
  name: string;
  payload: Record<string, unknown>;
}

export type PullRequestAction = "opened" | "synchronize" | "reopened" | "closed";

export interface PullRequestOptions {
  number: number;
  title: string;
  headRef: string;
  baseRef: string;
  /** Head branch lives in a fork (`contributor/<name>`). */
  fork: boolean;
  /** Only meaningful with `closed`. */
  merged: boolean;
  /** Base repository, `owner/name`. */
  repo: string;
}

export const DEFAULT_REPOSITORY = "octo-org/app";
const FIXED_TIME = "2025-01-15T10:00:00Z";

/** A realistic `pull_request` event payload, as GitHub delivers it to the runner. */
export function prEvent(
  action: PullRequestAction,
  pr: Partial<PullRequestOptions> = {},
): WorkflowEvent {
  const number = pr.number ?? 42;
  const baseRepo = repository(pr.repo ?? DEFAULT_REPOSITORY);
  const headRepo = pr.fork ? repository(`contributor/${baseRepo.name}`, { fork: true }) : baseRepo;
  const headRef = pr.headRef ?? `feature/pr-${number}`;
  const baseRef = pr.baseRef ?? "main";
  const closed = action === "closed";
  const merged = closed && (pr.merged ?? false);
  const author = user(pr.fork ? "contributor" : "octocat");
  const headSha = sha(`${headRepo.full_name}:${headRef}:${action}`);
  const prUrl = `https://api.github.com/repos/${baseRepo.full_name}/pulls/${number}`;

  const pullRequest = {
    url: prUrl,
    id: numericId(`pr:${baseRepo.full_name}#${number}`),
    node_id: `PR_kwDO${Buffer.from(`${baseRepo.full_name}#${number}`).toString("base64url")}`,
    html_url: `https://github.com/${baseRepo.full_name}/pull/${number}`,
    issue_url: `https://api.github.com/repos/${baseRepo.full_name}/issues/${number}`,
    number,
    state: closed ? "closed" : "open",
    locked: false,
    title: pr.title ?? `Pull request #${number}`,
    user: author,
    body: null,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
    closed_at: closed ? FIXED_TIME : null,
    merged_at: merged ? FIXED_TIME : null,
    merge_commit_sha: sha(`${baseRepo.full_name}#${number}:merge:${action}`),
    draft: false,
    merged,
    author_association: pr.fork ? "CONTRIBUTOR" : "MEMBER",
    head: {
      label: `${headRepo.owner.login}:${headRef}`,
      ref: headRef,
      sha: headSha,
      user: headRepo.owner,
      repo: headRepo,
    },
    base: {
      label: `${baseRepo.owner.login}:${baseRef}`,
      ref: baseRef,
      sha: sha(`${baseRepo.full_name}:${baseRef}`),
      user: baseRepo.owner,
      repo: baseRepo,
    },
  };

  const payload: Record<string, unknown> = {
    action,
    number,
    pull_request: pullRequest,
    repository: baseRepo,
    organization: { login: baseRepo.owner.login, id: baseRepo.owner.id },
    sender: author,
  };
  if (action === "synchronize") {
    payload.before = sha(`${headRepo.full_name}:${headRef}:before`);
    payload.after = headSha;
  }
  return { name: "pull_request", payload };
}

export function pushEvent(options: { repo?: string; ref?: string } = {}): WorkflowEvent {
  const repo = repository(options.repo ?? DEFAULT_REPOSITORY);
  const ref = options.ref ?? "refs/heads/main";
  const after = sha(`${repo.full_name}:${ref}:push`);
  return {
    name: "push",
    payload: {
      ref,
      before: sha(`${repo.full_name}:${ref}:before`),
      after,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `https://github.com/${repo.full_name}/compare/${after.slice(0, 12)}`,
      commits: [],
      head_commit: { id: after, message: "Update", timestamp: FIXED_TIME },
      repository: repo,
      pusher: { name: "octocat", email: "octocat@example.com" },
      sender: user("octocat"),
    },
  };
}

export function workflowDispatchEvent(
  options: { repo?: string; ref?: string; inputs?: Record<string, string> } = {},
): WorkflowEvent {
  const repo = repository(options.repo ?? DEFAULT_REPOSITORY);
  return {
    name: "workflow_dispatch",
    payload: {
      inputs: options.inputs ?? {},
      ref: options.ref ?? "refs/heads/main",
      repository: repo,
      sender: user("octocat"),
      workflow: ".github/workflows/preview.yml",
    },
  };
}

export interface MergeGroupOptions {
  /** The PR the group was queued for (the last of the group). */
  pr: number;
  /** The branch the group merges into. */
  baseRef: string;
  /** The commit the group is built on: the base, or the group queued before it. */
  baseSha: string;
  /** Base repository, `owner/name`. */
  repo: string;
}

/**
 * A realistic `merge_group` (`checks_requested`) event payload: the group's commit on its
 * queued ref `refs/heads/gh-readonly-queue/<base>/pr-<n>-<base sha>`. `ref` is that ref.
 */
export function mergeGroupEvent(
  options: Partial<MergeGroupOptions> = {},
): WorkflowEvent & { ref: string } {
  const repo = repository(options.repo ?? DEFAULT_REPOSITORY);
  const pr = options.pr ?? 42;
  const baseRef = options.baseRef ?? "main";
  const baseSha = options.baseSha ?? sha(`${repo.full_name}:${baseRef}`);
  const ref = `refs/heads/gh-readonly-queue/${baseRef}/pr-${pr}-${baseSha}`;
  const headSha = sha(`${repo.full_name}:${ref}`);
  const author = { name: "Octo Cat", email: "octocat@example.com" };
  return {
    name: "merge_group",
    ref,
    payload: {
      action: "checks_requested",
      merge_group: {
        head_sha: headSha,
        head_ref: ref,
        base_sha: baseSha,
        base_ref: `refs/heads/${baseRef}`,
        head_commit: {
          id: headSha,
          tree_id: sha(`${headSha}:tree`),
          message: `Merge pull request #${pr} from ${repo.owner.login}/feature/pr-${pr}`,
          timestamp: FIXED_TIME,
          author,
          committer: { name: "GitHub", email: "noreply@github.com" },
        },
      },
      repository: repo,
      organization: { login: repo.owner.login, id: repo.owner.id },
      sender: user("github-merge-queue[bot]"),
    },
  };
}

function repository(fullName: string, options: { fork?: boolean } = {}) {
  const [owner = "", name = ""] = fullName.split("/");
  return {
    id: numericId(`repo:${fullName}`),
    node_id: `R_kgDO${Buffer.from(fullName).toString("base64url")}`,
    name,
    full_name: fullName,
    private: false,
    owner: { ...user(owner), type: owner === "contributor" ? "User" : "Organization" },
    html_url: `https://github.com/${fullName}`,
    fork: options.fork ?? false,
    default_branch: "main",
  };
}

function user(login: string) {
  const id = numericId(`user:${login}`);
  return {
    login,
    id,
    node_id: `U_kgDO${Buffer.from(String(id)).toString("base64url")}`,
    type: "User",
    site_admin: false,
    html_url: `https://github.com/${login}`,
  };
}

export function sha(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

function numericId(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) % 1_000_000_000;
}
