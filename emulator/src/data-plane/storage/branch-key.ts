export interface BranchRef {
  projectId: string;
  branchId: string;
}

/** One string per branch, for maps, queue keys and comparisons. */
export const branchKey = (ref: BranchRef): string => `branch:${ref.projectId}/${ref.branchId}`;

export const sameBranch = (a: BranchRef, b: BranchRef): boolean => branchKey(a) === branchKey(b);
