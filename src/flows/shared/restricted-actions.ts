import type { Branch } from "../../api/responses.ts";

// The actions the platform refuses on a branch (`restricted_actions`): an anonymized branch
// lists `delete-rw-endpoint` and `restore`.

/** The platform keeps an anonymized branch's read_write compute: it goes only with the branch. */
export function computeGoesOnlyWithBranch(branch: Pick<Branch, "restricted_actions">): boolean {
  return restricts(branch, "delete-rw-endpoint");
}

export function restricts(branch: Pick<Branch, "restricted_actions">, action: string): boolean {
  return (branch.restricted_actions ?? []).some((restricted) => restricted.name === action);
}
