// Which repository a branch belongs to, for one Neon project serving several repositories. The
// owner is Neon's branch annotation `github-commit-repo` (`owner/repo`), the key Neon's own
// create-branch-action writes: `annotation_value` when the branch is created
// (createProjectBranch, createProjectBranchAnonymized), listed by listProjectBranches in
// `annotations`. Every branch this action creates carries it. Pure;
// provision/branch/create-branch.ts writes the mark, the sweep reads it.

export const OWNER_ANNOTATION = "github-commit-repo";

export interface Repository {
  owner: string;
  repo: string;
}

/** The annotation a branch created by this repository's run carries; none outside a repository. */
export function ownerAnnotation(
  repository: Repository | undefined,
): Record<string, string> | undefined {
  return repository ? { [OWNER_ANNOTATION]: `${repository.owner}/${repository.repo}` } : undefined;
}

/**
 * `this`: the mark names this repository (GitHub's names ignore case); `unmarked`: a branch made
 * before the mark (an older version of the action) or by hand; otherwise the repository it names.
 */
export type Ownership = "this" | "unmarked" | { other: string };

export function ownershipOf(
  annotation: Record<string, string> | undefined,
  repository: Repository,
): Ownership {
  const owner = annotation?.[OWNER_ANNOTATION];
  if (!owner) return "unmarked";
  const ours = `${repository.owner}/${repository.repo}`;
  return owner.toLowerCase() === ours.toLowerCase() ? "this" : { other: owner };
}
