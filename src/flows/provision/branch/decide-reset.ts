import type { Branch } from "../../../api/responses.ts";
import { restricts } from "../../shared/restricted-actions.ts";

export type ResetDecision =
  | { kind: "none" }
  | { kind: "restore"; sourceBranchId: string }
  | { kind: "impossible"; reason: string };

/**
 * `reset`: a branch this run found (rather than created) is restored to its parent's latest
 * state; a branch created just now already is a fresh copy. A branch without a parent (the
 * project's root, or a schema-only branch, which Neon makes a root branch) cannot be reset.
 */
export function decideReset(
  reset: boolean,
  branch: Pick<Branch, "id" | "name" | "parent_id" | "restricted_actions">,
  createdNow: boolean,
): ResetDecision {
  if (!reset || createdNow) return { kind: "none" };
  if (restricts(branch, "restore"))
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) is an anonymized branch, which the platform cannot restore; set masking-rules to replace it with a fresh masked copy of its parent`,
    };
  if (!branch.parent_id)
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) has no parent to reset from`,
    };
  return { kind: "restore", sourceBranchId: branch.parent_id };
}
