import { BRANCH_ID } from "./input-schema.ts";

/** A branch as the inputs name it: by id (`br-…`) or by name. */
export type BranchRef = { id: string } | { name: string };

export function toBranchRef(text: string): BranchRef {
  return BRANCH_ID.test(text) ? { id: text } : { name: text };
}

export function describeBranch(ref: BranchRef): string {
  return "id" in ref ? ref.id : ref.name;
}
