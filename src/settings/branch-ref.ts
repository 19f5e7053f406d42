/** A branch as the inputs name it: by id (`br-…`) or by name. */
export type BranchRef = { id: string } | { name: string };

/** How a branch id is told from a name. */
export const BRANCH_ID = /^br-[a-z0-9-]{1,57}$/;

export function toBranchRef(text: string): BranchRef {
  return BRANCH_ID.test(text) ? { id: text } : { name: text };
}

export function describeBranch(ref: BranchRef): string {
  return "id" in ref ? ref.id : ref.name;
}
