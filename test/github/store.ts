import type {
  AuthorAssociation,
  GitHubUser,
  IssueComment,
  PullRequest,
  PullRequestSeed,
} from "./types.ts";
import { fakeSha, makeUser, stableId } from "./users.ts";

export interface NewComment {
  owner: string;
  repo: string;
  issue: number;
  body: string;
  user: GitHubUser;
  authorAssociation: AuthorAssociation;
}

const FIRST_COMMENT_ID = 2_100_000_001;

/** In-memory repositories: issue comments and pull requests, keyed case-insensitively like GitHub. */
export class GitHubStore {
  readonly apiUrl: string;
  private nextCommentId = FIRST_COMMENT_ID;
  private readonly commentsByIssue = new Map<string, IssueComment[]>();
  private readonly commentsById = new Map<number, { repoKey: string; comment: IssueComment }>();
  private readonly pulls = new Map<string, PullRequest>();

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
  }

  reset(): void {
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
    const comment: IssueComment = {
      id,
      node_id: `IC_kwDO${Buffer.from(String(id)).toString("base64url")}`,
      url: `${this.apiUrl}/repos/${repoPath}/issues/comments/${id}`,
      html_url: `https://github.com/${repoPath}/pull/${input.issue}#issuecomment-${id}`,
      issue_url: `${this.apiUrl}/repos/${repoPath}/issues/${input.issue}`,
      body: input.body,
      user: input.user,
      created_at: now,
      updated_at: now,
      author_association: input.authorAssociation,
      performed_via_github_app:
        input.user.login === "github-actions[bot]"
          ? { id: 15368, slug: "github-actions", name: "GitHub Actions" }
          : null,
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
    const baseFullName = `${seed.owner}/${seed.repo}`;
    const headFullName = seed.headRepo ?? baseFullName;
    const headRef = seed.headRef ?? `feature-${seed.number}`;
    const baseRef = seed.baseRef ?? "main";
    const key = issueKey(seed.owner, seed.repo, seed.number);
    const now = timestamp();
    // Seeding a PR again (to close or merge it, say) keeps when it was opened.
    const createdAt = seed.createdAt ?? this.pulls.get(key)?.created_at ?? now;
    const merged = seed.merged ?? false;
    const state = merged ? "closed" : (seed.state ?? "open");
    const pr: PullRequest = {
      url: `${this.apiUrl}/repos/${baseFullName}/pulls/${seed.number}`,
      id: stableId(`pr:${baseFullName}#${seed.number}`),
      node_id: `PR_kwDO${Buffer.from(`${baseFullName}#${seed.number}`).toString("base64url")}`,
      number: seed.number,
      title: seed.title ?? `Pull request #${seed.number}`,
      state,
      merged,
      html_url: `https://github.com/${baseFullName}/pull/${seed.number}`,
      created_at: createdAt,
      updated_at: now,
      closed_at: state === "closed" ? now : null,
      merged_at: merged ? now : null,
      user: makeUser(this.apiUrl, headFullName.split("/")[0] ?? "octocat"),
      head: ref(headFullName, headRef, seed.headSha ?? fakeSha(`${headFullName}:${headRef}`), {
        fork: headFullName.toLowerCase() !== baseFullName.toLowerCase(),
      }),
      base: ref(baseFullName, baseRef, fakeSha(`${baseFullName}:${baseRef}`), { fork: false }),
    };
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

function ref(fullName: string, name: string, sha: string, options: { fork: boolean }) {
  const [owner = "", repoName = ""] = fullName.split("/");
  return {
    label: `${owner}:${name}`,
    ref: name,
    sha,
    repo: {
      id: stableId(`repo:${fullName.toLowerCase()}`),
      name: repoName,
      full_name: fullName,
      fork: options.fork,
      owner: { login: owner },
    },
  };
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}

function issueKey(owner: string, repo: string, issue: number): string {
  return `${repoKey(owner, repo)}#${issue}`;
}

/** GitHub's REST timestamps: ISO 8601 in UTC without milliseconds. */
function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
}
