import { DeploymentStore } from "./deployments.ts";
import { GitRefs } from "./git-refs.ts";
import { timestamp } from "./http.ts";
import { makePullRequest } from "./pull-requests.ts";
import type {
  Access,
  AuthorAssociation,
  GitHubUser,
  IssueComment,
  PullRequest,
  PullRequestSeed,
  ReactionRollup,
} from "./types.ts";
import { githubActionsApp } from "./users.ts";
import { WorkflowRuns } from "./workflow-runs.ts";

export interface NewComment {
  owner: string;
  repo: string;
  issue: number;
  body: string;
  user: GitHubUser;
  authorAssociation: AuthorAssociation;
}

const FIRST_COMMENT_ID = 2_100_000_001;

/** In-memory repositories: issue comments, pull requests, refs and workflow runs, keyed case-insensitively like GitHub. */
export class GitHubStore {
  readonly apiUrl: string;
  readonly refs: GitRefs;
  readonly runs: WorkflowRuns;
  private nextCommentId = FIRST_COMMENT_ID;
  private readonly commentsByIssue = new Map<string, IssueComment[]>();
  private readonly commentsById = new Map<number, { repoKey: string; comment: IssueComment }>();
  private readonly pulls = new Map<string, PullRequest>();
  readonly deployments: DeploymentStore;
  /** What the token may do, by permission (`deployments`…); unset: `write`. */
  readonly permissions = new Map<string, Access>();

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
    this.refs = new GitRefs(apiUrl);
    this.runs = new WorkflowRuns(apiUrl);
    this.deployments = new DeploymentStore(apiUrl);
  }

  reset(): void {
    this.refs.clear();
    this.runs.clear();
    this.deployments.reset();
    this.permissions.clear();
    this.nextCommentId = FIRST_COMMENT_ID;
    this.commentsByIssue.clear();
    this.commentsById.clear();
    this.pulls.clear();
  }

  listComments(owner: string, repo: string, issue: number): IssueComment[] {
    return [...(this.commentsByIssue.get(issueKey(owner, repo, issue)) ?? [])];
  }

  allComments(): Record<string, IssueComment[]> {
    return Object.fromEntries(this.commentsByIssue);
  }

  addComment(input: NewComment): IssueComment {
    const id = this.nextCommentId++;
    const now = timestamp();
    const repoPath = `${input.owner}/${input.repo}`;
    const url = `${this.apiUrl}/repos/${repoPath}/issues/comments/${id}`;
    const comment: IssueComment = {
      id,
      node_id: `IC_kwDO${Buffer.from(String(id)).toString("base64url")}`,
      url,
      html_url: `https://github.com/${repoPath}/pull/${input.issue}#issuecomment-${id}`,
      issue_url: `${this.apiUrl}/repos/${repoPath}/issues/${input.issue}`,
      body: input.body,
      user: input.user,
      created_at: now,
      updated_at: now,
      author_association: input.authorAssociation,
      performed_via_github_app:
        input.user.login === "github-actions[bot]" ? githubActionsApp(this.apiUrl) : null,
      reactions: noReactions(`${url}/reactions`),
    };
    const key = issueKey(input.owner, input.repo, input.issue);
    const list = this.commentsByIssue.get(key) ?? [];
    list.push(comment);
    this.commentsByIssue.set(key, list);
    this.commentsById.set(id, { repoKey: repoKey(input.owner, input.repo), comment });
    return comment;
  }

  getComment(owner: string, repo: string, id: number): IssueComment | undefined {
    const entry = this.commentsById.get(id);
    return entry && entry.repoKey === repoKey(owner, repo) ? entry.comment : undefined;
  }

  updateComment(owner: string, repo: string, id: number, body: string): IssueComment | undefined {
    const comment = this.getComment(owner, repo, id);
    if (comment) {
      comment.body = body;
      comment.updated_at = timestamp();
    }
    return comment;
  }

  deleteComment(owner: string, repo: string, id: number): boolean {
    const comment = this.getComment(owner, repo, id);
    if (!comment) return false;
    this.commentsById.delete(id);
    for (const list of this.commentsByIssue.values()) {
      const index = list.indexOf(comment);
      if (index >= 0) list.splice(index, 1);
    }
    return true;
  }

  addPullRequest(seed: PullRequestSeed): PullRequest {
    const key = issueKey(seed.owner, seed.repo, seed.number);
    const now = timestamp();
    // Seeding a PR again (to close or merge it, say) keeps when it was opened.
    const createdAt = seed.createdAt ?? this.pulls.get(key)?.created_at ?? now;
    const pr = makePullRequest(this.apiUrl, seed, { createdAt, now });
    this.pulls.set(key, pr);
    return pr;
  }

  /** A repository's pull requests, unordered. */
  listPullRequests(owner: string, repo: string): PullRequest[] {
    const prefix = `${repoKey(owner, repo)}#`;
    return [...this.pulls].filter(([key]) => key.startsWith(prefix)).map(([, pr]) => pr);
  }

  getPullRequest(owner: string, repo: string, number: number): PullRequest | undefined {
    return this.pulls.get(issueKey(owner, repo, number));
  }

  allPullRequests(): PullRequest[] {
    return [...this.pulls.values()];
  }
}

function noReactions(url: string): ReactionRollup {
  const none = { "+1": 0, "-1": 0, laugh: 0, confused: 0, heart: 0, hooray: 0, eyes: 0, rocket: 0 };
  return { url, total_count: 0, ...none };
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

function issueKey(owner: string, repo: string, issue: number): string {
  return `${repoKey(owner, repo)}#${issue}`;
}
