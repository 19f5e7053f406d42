import type { GitRef, RefSeed } from "./types.ts";

// The repository's Git refs, as far as the action asks: the merge queue's branches
// (`refs/heads/gh-readonly-queue/…`), which GitHub creates for a merge group and deletes once
// the group is merged or leaves the queue.

export class GitRefs {
  private readonly apiUrl: string;
  /** repo key → full ref → commit sha. */
  private readonly byRepo = new Map<string, Map<string, string>>();

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
  }

  clear(): void {
    this.byRepo.clear();
  }

  add(seed: RefSeed): GitRef {
    const refs = this.byRepo.get(repoKey(seed.owner, seed.repo)) ?? new Map<string, string>();
    this.byRepo.set(repoKey(seed.owner, seed.repo), refs);
    refs.set(seed.ref, seed.sha);
    return this.view(seed.owner, seed.repo, seed.ref, seed.sha);
  }

  delete(owner: string, repo: string, ref: string): boolean {
    return this.byRepo.get(repoKey(owner, repo))?.delete(ref) ?? false;
  }

  /**
   * `GET /repos/{o}/{r}/git/matching-refs/{ref}`: every ref whose name starts with `refs/<ref>`,
   * in one answer (GitHub ignores `per_page` there), sorted by name.
   */
  matching(owner: string, repo: string, prefix: string): GitRef[] {
    const refs = this.byRepo.get(repoKey(owner, repo)) ?? new Map<string, string>();
    return [...refs]
      .filter(([ref]) => ref.startsWith(`refs/${prefix}`))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ref, sha]) => this.view(owner, repo, ref, sha));
  }

  all(): Record<string, string[]> {
    return Object.fromEntries([...this.byRepo].map(([key, refs]) => [key, [...refs.keys()]]));
  }

  private view(owner: string, repo: string, ref: string, sha: string): GitRef {
    const base = `${this.apiUrl}/repos/${owner}/${repo}/git`;
    return {
      ref,
      node_id: `REF_kwDO${Buffer.from(`${owner}/${repo}:${ref}`).toString("base64url")}`,
      url: `${base}/${ref}`,
      object: { type: "commit", sha, url: `${base}/commits/${sha}` },
    };
  }
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}
