import type { OwnedCompute } from "../../core/state-helper.ts";

// The post step's decision, as a pure function over what main saved; release-compute.ts carries it
// out, and main's cancellation message says it.

export type PostDecision =
  | { kind: "delete"; owned: OwnedCompute }
  /** An anonymized or protected branch's compute: the platform keeps it, so it is suspended. */
  | { kind: "suspend"; owned: OwnedCompute }
  /** An anonymized branch this run created whose masking did not finish: it goes whole. */
  | { kind: "delete-branch"; owned: OwnedCompute }
  /** A merge group's own branch: it goes, and its compute with it. */
  | { kind: "delete-group-branch"; owned: OwnedCompute }
  | { kind: "skip"; reason: string };

/**
 * What the post step does with what main saved. With a claim (`owned.claim`), a delete or
 * suspend (of a merge group's branch too) happens only once no other job's claim is left on
 * the compute (decideRelease).
 */
export function decidePostStep(owned: OwnedCompute | undefined, keep: boolean): PostDecision {
  if (!owned)
    return { kind: "skip", reason: "this run created or moved no compute; nothing to delete" };
  // Whatever keep says: a branch that may hold unmasked rows is never left behind.
  if (owned.masking === "pending" && owned.branchCreated) return { kind: "delete-branch", owned };
  if (keep)
    return {
      kind: "skip",
      reason: owned.mergeGroup
        ? `keep is true: compute ${owned.endpointId} and its merge group's branch stay until the branch expires or the sweep finds the group gone`
        : `keep is true: compute ${owned.endpointId} stays until the PR is closed`,
    };
  if (owned.mergeGroup) return { kind: "delete-group-branch", owned };
  return owned.masking || owned.protectedBranch
    ? { kind: "suspend", owned }
    : { kind: "delete", owned };
}

/** What the post step will do, as main's cancellation message says it: "the post step …". */
export function describePostStep(decision: PostDecision): string {
  if (decision.kind === "skip") return decision.reason;
  const { owned } = decision;
  const unlessShared = owned.claim
    ? ` unless another job of this ${owned.mergeGroup ? "merge group" : "PR"} still holds it`
    : "";
  switch (decision.kind) {
    case "delete-branch":
      return `the post step deletes branch ${owned.branchId} (masking unfinished)`;
    case "suspend":
      return `the post step suspends compute ${owned.endpointId} (on ${keptBy(owned)})${unlessShared}`;
    case "delete":
      return `the post step deletes compute ${owned.endpointId}${unlessShared}`;
    case "delete-group-branch":
      return `the post step deletes the merge group's branch ${owned.branchId} and its compute ${owned.endpointId}${unlessShared}`;
  }
}

/** Which branch keeps its compute: an anonymized one, or a protected one (Neon refuses the delete). */
function keptBy(owned: Pick<OwnedCompute, "masking" | "protectedBranch">): string {
  return owned.masking ? "an anonymized branch" : "a protected branch";
}
