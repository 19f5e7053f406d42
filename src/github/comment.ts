import * as core from "@actions/core";
import { type GitHubClient, type Octokit, stopAt } from "./client.ts";
import { fitBody, parseSections, roomFor, type SectionName } from "./comment-sections.ts";

export interface StickyComment {
  github: GitHubClient;
  owner: string;
  repo: string;
  issueNumber: number;
  /** Hidden marker that identifies our comment for this PR and branch. */
  marker: string;
  /** The section this writer owns; the comment's other sections are kept. Default `report`. */
  section?: SectionName;
  /** The section's Markdown, or a function of the characters the other sections leave for it. */
  body: string | ((room: number) => string);
  /** What the section shows, hashed: an existing section with this digest is left alone. */
  digest?: string;
  /** Stops every request to GitHub, as the run's cancel does. */
  deadline?: AbortSignal;
}

export type CommentOutcome = { url: string; action: "created" | "updated" | "unchanged" };

export function commentMarker(branchName: string): string {
  return `<!-- preview-compute branch=${encodeURIComponent(branchName)} -->`;
}

interface ListedComment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string; type?: string } | null;
}

/**
 * Creates or updates the one comment carrying the marker, written by the token's own
 * identity; leaves it alone when the body is unchanged. Concurrent runs that each find no
 * comment and each create one converge: every run keeps the oldest of ours and deletes its own.
 */
export async function upsertStickyComment(comment: StickyComment): Promise<CommentOutcome> {
  const octokit = await comment.github.octokit();
  const stop = stopAt(comment.github, comment.deadline);
  const viewer = await viewerLogin(octokit, stop);
  const bodyOver = (existing: string) => sectionedBody(comment, existing);
  const repo = { owner: comment.owner, repo: comment.repo };
  const params = { ...repo, issue_number: comment.issueNumber };
  const listOurs = async (): Promise<ListedComment[]> => {
    const comments: ListedComment[] = await octokit.paginate(octokit.rest.issues.listComments, {
      ...params,
      per_page: 100,
      ...stop,
    });
    return comments
      .filter(
        (c) =>
          c.body?.includes(comment.marker) &&
          (viewer ? c.user?.login === viewer : c.user?.type === "Bot"),
      )
      .sort((a, b) => a.id - b.id);
  };
  const getBody = async (id: number): Promise<string> =>
    (await octokit.rest.issues.getComment({ ...repo, comment_id: id, ...stop })).data.body ?? "";
  /**
   * Read, modify, write, with a guard: GitHub has no If-Match on comments, so the comment is
   * read again just before the write (another writer's section may have changed since it was
   * read), and once more after it (a write that read what we read may have landed just after
   * ours). Either way the body is built again from what is there now, a bounded number of
   * times. What remains unseen is another writer's whole write landing between our last read
   * and our write: one request's time.
   */
  const update = async (target: ListedComment): Promise<CommentOutcome> => {
    let current = target.body ?? "";
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
      const body = bodyOver(current);
      if (body === undefined || current === body)
        return { url: target.html_url, action: "unchanged" };
      const before = await getBody(target.id);
      if (before !== current) {
        current = before;
        continue;
      }
      // Octokit sends what the route does not name in the JSON body: no issue_number here.
      const { data } = await octokit.rest.issues.updateComment({
        ...repo,
        comment_id: target.id,
        body,
        ...stop,
      });
      const after = await getBody(target.id).catch((error: unknown) => {
        core.debug(`could not read the PR comment back: ${String(error)}`);
        return body;
      });
      if (!undone(comment, current, body, after)) return { url: data.html_url, action: "updated" };
      core.info("Another run wrote the PR comment over this one's section; writing it again");
      current = after;
    }
    throw new Error(`the PR comment changed under each of ${WRITE_ATTEMPTS} writes`);
  };

  const existing = (await listOurs())[0];
  if (existing) return update(existing);
  const { data: created } = await octokit.rest.issues.createComment({
    ...params,
    body: bodyOver("") ?? "",
    ...stop,
  });
  // Another run may have listed no comment either and created its own meanwhile.
  const oldest = await listOurs().then(
    (ours) => ours[0],
    (error: unknown) => {
      core.debug(`could not check for a concurrent run's comment: ${String(error)}`);
      return undefined;
    },
  );
  if (!oldest || oldest.id === created.id) return { url: created.html_url, action: "created" };
  await deleteIfPresent(() =>
    octokit.rest.issues.deleteComment({ ...repo, comment_id: created.id, ...stop }),
  );
  core.info(`Another run wrote the PR comment at the same time; keeping ${oldest.html_url}`);
  return update(oldest);
}

/** Reads and writes of one comment before a writer gives up on a comment that keeps changing. */
const WRITE_ATTEMPTS = 4;

/**
 * Whether a write that read the comment before ours put the writer's section back as it was
 * (`replaced`) after we wrote it (`written`). A section that differs from both was written
 * since by another run of the same writer: the newer one stands.
 */
function undone(
  comment: Pick<StickyComment, "marker" | "section">,
  replaced: string,
  written: string,
  now: string,
): boolean {
  const name = comment.section ?? "report";
  const shown = (body: string) => {
    const section = parseSections(body, comment.marker).get(name);
    return section && `${section.digest ?? ""}\n${section.content}`;
  };
  const after = shown(now);
  return after !== shown(written) && after === shown(replaced);
}

/**
 * The comment's body with this writer's section in place and the others kept; undefined when
 * the section's digest says it shows the same as before. Cut to GitHub's limit inside the
 * sections, the others first, so every section's markers survive.
 */
export function sectionedBody(
  comment: Pick<StickyComment, "marker" | "section" | "body" | "digest">,
  existingBody: string,
): string | undefined {
  const name = comment.section ?? "report";
  const existing = parseSections(existingBody, comment.marker);
  if (comment.digest && existing.get(name)?.digest === comment.digest) return undefined;
  const content =
    typeof comment.body === "string"
      ? comment.body
      : comment.body(roomFor(comment.marker, existing, name, comment.digest));
  const sections = new Map(existing);
  sections.set(name, { name, content, digest: comment.digest });
  return fitBody(comment.marker, sections, name);
}

async function deleteIfPresent(remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}

async function viewerLogin(
  octokit: Octokit,
  stop: ReturnType<typeof stopAt>,
): Promise<string | undefined> {
  try {
    const answer = await octokit.graphql<{ viewer: { login: string } }>(
      "query { viewer { login } }",
      stop,
    );
    return answer.viewer.login;
  } catch (error) {
    core.debug(`viewer login unavailable, matching bot comments instead: ${String(error)}`);
    return undefined;
  }
}

export function commentFailureHint(status: number | undefined): string {
  if (status === 403 || status === 404)
    return "give the job `permissions: pull-requests: write`; on pull requests from forks the token is read-only, so set `comment: false` there";
  if (status === 401) return "the github-token is invalid or expired";
  return "GitHub's API failed; the compute is fine, only the comment is missing";
}
