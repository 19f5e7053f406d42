import type { DeploymentRecord } from "./deployments.ts";

/** GitHub's "simple user". */
export interface GitHubUser {
  login: string;
  id: number;
  node_id: string;
  type: "User" | "Bot" | "Organization";
  site_admin: boolean;
  avatar_url: string;
  gravatar_id: string;
  url: string;
  html_url: string;
  followers_url: string;
  following_url: string;
  gists_url: string;
  starred_url: string;
  subscriptions_url: string;
  organizations_url: string;
  repos_url: string;
  events_url: string;
  received_events_url: string;
  user_view_type: string;
}

/** GitHub's "integration": the app a comment was written through. */
export interface GitHubApp {
  id: number;
  slug: string;
  node_id: string;
  owner: GitHubUser;
  name: string;
  description: string | null;
  external_url: string;
  html_url: string;
  created_at: string;
  updated_at: string;
  permissions: Record<string, string>;
  events: string[];
}

/** GitHub's full "repository": these fields, and its URLs, counts and settings. */
export type Repository = {
  id: number;
  node_id: string;
  name: string;
  full_name: string;
  fork: boolean;
  owner: GitHubUser;
} & Record<string, unknown>;

export type AuthorAssociation =
  | "OWNER"
  | "MEMBER"
  | "COLLABORATOR"
  | "CONTRIBUTOR"
  | "FIRST_TIME_CONTRIBUTOR"
  | "NONE";

export interface IssueComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: GitHubUser;
  created_at: string;
  updated_at: string;
  author_association: AuthorAssociation;
  performed_via_github_app: GitHubApp | null;
  reactions: ReactionRollup;
}

export interface ReactionRollup {
  url: string;
  total_count: number;
  "+1": number;
  "-1": number;
  laugh: number;
  confused: number;
  heart: number;
  hooray: number;
  eyes: number;
  rocket: number;
}

export interface PullRequestSeed {
  owner: string;
  repo: string;
  number: number;
  title?: string;
  headRef?: string;
  headSha?: string;
  baseRef?: string;
  /** Head repository full name; defaults to the base repository (not a fork). */
  headRepo?: string;
  state?: "open" | "closed";
  /** Closed by a merge; implies `state: "closed"`. */
  merged?: boolean;
  /** When it was opened (ISO 8601); defaults to now, or to when it was first seeded. */
  createdAt?: string;
}

/** GitHub's full "pull-request", as `GET /repos/{owner}/{repo}/pulls/{pull_number}` answers. */
export interface PullRequest {
  url: string;
  id: number;
  node_id: string;
  html_url: string;
  diff_url: string;
  patch_url: string;
  issue_url: string;
  commits_url: string;
  review_comments_url: string;
  review_comment_url: string;
  comments_url: string;
  statuses_url: string;
  number: number;
  state: "open" | "closed";
  locked: boolean;
  title: string;
  user: GitHubUser;
  body: string | null;
  labels: unknown[];
  milestone: null;
  active_lock_reason: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  merged_at: string | null;
  merge_commit_sha: string | null;
  assignee: GitHubUser | null;
  assignees: GitHubUser[];
  requested_reviewers: GitHubUser[];
  requested_teams: unknown[];
  head: PullRequestRef;
  base: PullRequestRef;
  _links: Record<PullRequestLink, { href: string }>;
  author_association: AuthorAssociation;
  auto_merge: null;
  draft: boolean;
  // Only the full pull request has these; a listed one ("pull-request-simple") does not.
  merged: boolean;
  mergeable: boolean | null;
  rebaseable: boolean | null;
  mergeable_state: string;
  merged_by: GitHubUser | null;
  comments: number;
  review_comments: number;
  maintainer_can_modify: boolean;
  commits: number;
  additions: number;
  deletions: number;
  changed_files: number;
}

export type PullRequestLink =
  | "self"
  | "html"
  | "issue"
  | "comments"
  | "review_comments"
  | "review_comment"
  | "commits"
  | "statuses";

export interface PullRequestRef {
  label: string;
  ref: string;
  sha: string;
  user: GitHubUser;
  repo: Repository;
}

export interface CommentSeed {
  owner: string;
  repo: string;
  issue: number;
  body: string;
  /** Defaults to a human, `octocat`. */
  login?: string;
  type?: "User" | "Bot";
  authorAssociation?: AuthorAssociation;
}

/** A Git ref of a repository, `refs/heads/…` in full. */
export interface RefSeed {
  owner: string;
  repo: string;
  ref: string;
  /** The commit it points to (40 hex digits). */
  sha: string;
}

/** A workflow run of a repository, by its id (GITHUB_RUN_ID). */
export interface WorkflowRunSeed {
  owner: string;
  repo: string;
  id: number;
  /** GitHub's `status`: `completed` once the run is over. */
  status: "queued" | "in_progress" | "waiting" | "completed";
  conclusion?: "success" | "failure" | "cancelled";
  attempt?: number;
}

/** GitHub's "git-ref", as `GET /repos/{owner}/{repo}/git/matching-refs/{ref}` lists it. */
export interface GitRef {
  ref: string;
  node_id: string;
  url: string;
  object: { type: string; sha: string; url: string };
}

export interface RequestLogEntry {
  method: string;
  /** Path with query string, as sent. */
  path: string;
  status: number;
  /** Parsed JSON request body, or undefined when there was none. */
  body: unknown;
  /** The JSON answer, or undefined when there was none. */
  response: unknown;
  /** True when a fault rule produced the response. */
  faulted: boolean;
}

export interface FaultRule {
  method?: string;
  /** Matched against the path without query (with query when the pattern contains `?`); `*` matches any run of characters. */
  path: string;
  status: number;
  /** How many requests the rule answers; unlimited when absent. */
  times?: number;
  /** Response body; a GitHub-style `{message, documentation_url}` for the status when absent. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RequestHook {
  method?: string;
  /** As a fault rule's `path`. */
  path: string;
  /**
   * `before`: runs before the request is answered, so the answer shows what it did; `after`:
   * runs once the answer is taken and before it is sent, so the answer does not.
   */
  when: "before" | "after";
  /** How many requests it runs on; once when absent. */
  times?: number;
  run(): void | Promise<void>;
}

/** What a token may do with one of GitHub's permissions (`deployments`…). */
export type Access = "write" | "read" | "none";

export interface GitHubFake {
  /** Base URL to use as GITHUB_API_URL, e.g. `http://127.0.0.1:PORT`. */
  url: string;
  /** GraphQL endpoint, to use as GITHUB_GRAPHQL_URL. */
  graphqlUrl: string;
  token: string;
  botLogin: string;
  seedComment(seed: CommentSeed): IssueComment;
  seedPullRequest(seed: PullRequestSeed): PullRequest;
  /** A Git ref now exists (a merge queue's `refs/heads/gh-readonly-queue/…`, say). */
  seedRef(seed: RefSeed): GitRef;
  /** A workflow run now exists, or has a new status (`GET …/actions/runs/{run_id}`). */
  seedWorkflowRun(seed: WorkflowRunSeed): void;
  /** The ref is gone, as GitHub deletes a merge group's once the group leaves the queue. */
  deleteRef(owner: string, repo: string, ref: string): boolean;
  comments(owner: string, repo: string, issue: number): IssueComment[];
  requests(): RequestLogEntry[];
  clearRequests(): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** In-process only: work interleaved with a request (another writer's, say). */
  addHook(hook: RequestHook): void;
  /** A repository's deployments, each with its statuses, oldest first. */
  deployments(owner: string, repo: string): DeploymentRecord[];
  /** The token's permissions from now on (unset: `write`), e.g. `{ deployments: "read" }`. */
  setPermissions(permissions: Record<string, Access>): void;
  /** Forget comments, pull requests, refs, workflow runs, deployments, permissions, requests, faults and hooks. */
  reset(): void;
  stop(): Promise<void>;
}
