export interface GitHubUser {
  login: string;
  id: number;
  node_id: string;
  type: "User" | "Bot" | "Organization";
  site_admin: boolean;
  avatar_url: string;
  url: string;
  html_url: string;
}

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
  performed_via_github_app: null | { id: number; slug: string; name: string };
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

export interface PullRequest {
  url: string;
  id: number;
  node_id: string;
  number: number;
  title: string;
  state: "open" | "closed";
  merged: boolean;
  html_url: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  merged_at: string | null;
  user: GitHubUser;
  head: PullRequestRef;
  base: PullRequestRef;
}

export interface PullRequestRef {
  label: string;
  ref: string;
  sha: string;
  repo: { id: number; name: string; full_name: string; fork: boolean; owner: { login: string } };
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

export interface RequestLogEntry {
  method: string;
  /** Path with query string, as sent. */
  path: string;
  status: number;
  /** Parsed JSON request body, or undefined when there was none. */
  body: unknown;
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

export interface GitHubFake {
  /** Base URL to use as GITHUB_API_URL, e.g. `http://127.0.0.1:PORT`. */
  url: string;
  /** GraphQL endpoint, to use as GITHUB_GRAPHQL_URL. */
  graphqlUrl: string;
  token: string;
  botLogin: string;
  seedComment(seed: CommentSeed): IssueComment;
  seedPullRequest(seed: PullRequestSeed): PullRequest;
  comments(owner: string, repo: string, issue: number): IssueComment[];
  requests(): RequestLogEntry[];
  clearRequests(): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** Forget comments, pull requests, requests and faults. */
  reset(): void;
  stop(): Promise<void>;
}
