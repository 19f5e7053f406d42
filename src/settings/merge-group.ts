import { createHash } from "node:crypto";

// A merge group's branch: named from its queued ref, so that two groups never share one and a
// per-PR branch (`<prefix><number>`) is never taken for one. Pure; provision names the branch
// with it, and the sweep tells merge-group branches apart and matches them to live refs.
//
//   queued ref   refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>   (merge_group.head_ref)
//   branch       <prefix>queue/<base>/pr-<n>-<sha>
//
// Git forbids `~` in ref names: a base too long for the platform's 256 characters is replaced
// by `~` and a hash of it, which no queued ref's base can be.

const QUEUE_REF =
  /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-([1-9]\d{0,8})-([0-9a-f]{40,64})$/;
/**
 * A merge group's branch expires after 6 hours unless `expires-in` says otherwise: GitHub fails
 * a group whose required checks take longer than its merge queue's status check timeout (at
 * most 6 hours), so no group outlives it; the post step and the sweep remove it far sooner.
 */
export const MERGE_GROUP_LIFETIME_SECONDS = 6 * 3600;
/** Neon's longest branch name (BranchCreateRequest). */
export const MAX_BRANCH_NAME = 256;
const QUEUE_FOLDER = "queue/";

export interface QueuedRef {
  base: string;
  pr: number;
  sha: string;
}

/** `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>` (or without `refs/heads/`), parsed. */
export function parseQueuedRef(ref: string): QueuedRef | undefined {
  const match = QUEUE_REF.exec(ref);
  if (!match) return undefined;
  const [, base = "", pr = "", sha = ""] = match;
  return { base, pr: Number(pr), sha };
}

/**
 * The merge group's branch name, or why there is none: the ref is not a queued ref, or the
 * prefix leaves no room for one within the platform's limit.
 */
export function mergeGroupBranchName(
  prefix: string,
  ref: string,
): { name: string } | { error: string } {
  const queued = parseQueuedRef(ref);
  if (!queued)
    return {
      error: `merge_group.head_ref ${JSON.stringify(ref)} is not a merge queue ref (refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>)`,
    };
  const tail = `/pr-${queued.pr}-${queued.sha}`;
  const name = `${prefix}${QUEUE_FOLDER}${queued.base}${tail}`;
  if (name.length <= MAX_BRANCH_NAME) return { name };
  const hashed = `${prefix}${QUEUE_FOLDER}~${hashOf(queued.base)}${tail}`;
  if (hashed.length <= MAX_BRANCH_NAME) return { name: hashed };
  return {
    error: `Input "branch-prefix": too long to name a merge group's branch within ${MAX_BRANCH_NAME} characters`,
  };
}

/** The PR number of a branch named as mergeGroupBranchName names them; undefined for any other. */
export function mergeGroupPrOf(name: string, prefix: string): number | undefined {
  if (prefix === "" || !name.startsWith(`${prefix}${QUEUE_FOLDER}`)) return undefined;
  return parseQueuedRef(`gh-readonly-queue/${name.slice(prefix.length + QUEUE_FOLDER.length)}`)?.pr;
}

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
