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
