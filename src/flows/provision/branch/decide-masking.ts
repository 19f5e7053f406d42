import type { AnonymizedStatus, Branch } from "../../../api/responses.ts";
import type { MaskingRule } from "../../../settings/masking-rules.ts";
import { sameRules } from "../../../settings/masking-rules.ts";

// Masking's decisions, as pure functions over what the platform listed; masked-branch.ts
// carries them out.

type Named = Pick<Branch, "id" | "name" | "default">;

export type MaskingStateDecision =
  /** Never handed out as masked. */
  | { kind: "refuse"; reason: string }
  /**
   * Its masking could not even be initialized (its create failed, say, while the run that made
   * it died): never masked, so never handed out and never connected to. Replaced by a fresh
   * masked copy when the run may create the branch; otherwise refused with `refusal`.
   */
  | { kind: "replace"; reason: string; refusal: string }
  /** Masking is under way (another run's, say): wait for it, then look at the rules. */
  | { kind: "wait" }
  /** Compare the branch's rules with ours. */
  | { kind: "compare" };

/**
 * A branch found for a run with `masking-rules`: only an anonymized branch whose masking can
 * run is handed out. One without masking (no status: the platform knows no anonymization for
 * it) holds the parent's rows as they are: it needs `reset` to become a fresh masked copy. One
 * whose masking could not even be initialized cannot be masked again, and holds nothing anyone
 * could have read or written: it is replaced.
 */
export function decideMaskingState(
  branch: Named,
  status: Pick<AnonymizedStatus, "state" | "status_message"> | undefined,
): MaskingStateDecision {
  const which = `Branch ${branch.name} (${branch.id})`;
  if (branch.default)
    return {
      kind: "refuse",
      reason: `${which} is the project's default branch, not an anonymized branch: it is never handed out as masked; name a per-PR branch (the default on pull_request events)`,
    };
  const remedy = `delete it, or set reset: true to replace it with a masked copy of its parent (what was written on it is lost)`;
  if (!status)
    return {
      kind: "refuse",
      reason: `${which} exists without masking (it is not an anonymized branch), so it holds its parent's rows unmasked and is not handed out: ${remedy}`,
    };
  if (status.state === "initialization_error") {
    const why = `${which} is an anonymized branch whose masking could not be initialized${status.status_message ? ` (${status.status_message.replace(/\s+/g, " ").slice(0, 200)})` : ""}`;
    return {
      kind: "replace",
      reason: `${why}: it was never masked, so never handed out`,
      refusal: `${why}; it is not handed out: ${remedy}`,
    };
  }
  if (status.state === "anonymized" || status.state === "error" || status.state === "initialized")
    return { kind: "compare" };
  return { kind: "wait" };
}

export type MaskingWork = { kind: "ready" } | { kind: "mask"; updateRules: boolean; why: string };

/**
 * What a found anonymized branch needs before it is handed out: nothing when it is masked with
 * our rules; else our rules (when they differ) and a new masking run, which masks its current
 * data again. Rules are compared as sets: order does not matter.
 */
export function decideMaskingWork(
  status: Pick<AnonymizedStatus, "state">,
  current: readonly MaskingRule[],
  wanted: readonly MaskingRule[],
): MaskingWork {
  const changed = !sameRules(current, wanted);
  if (status.state === "anonymized")
    return changed
      ? { kind: "mask", updateRules: true, why: "the rules changed" }
      : { kind: "ready" };
  if (status.state === "error")
    return { kind: "mask", updateRules: changed, why: "its last masking failed" };
  return { kind: "mask", updateRules: changed, why: "it was never masked" };
}

export type MaskedResetDecision =
  | { kind: "recreate"; parentId: string }
  | { kind: "impossible"; reason: string };

/**
 * `reset` with `masking-rules`: an anonymized branch cannot be restored, so the branch is
 * deleted and created again, anonymized, from its parent: a fresh masked copy. A branch
 * without a parent, or the default branch, is never replaced.
 */
export function decideMaskedReset(
  branch: Pick<Branch, "id" | "name" | "parent_id" | "default">,
): MaskedResetDecision {
  if (branch.default)
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) is the project's default branch; it is never replaced by a masked copy`,
    };
  if (!branch.parent_id)
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) has no parent to make a masked copy of`,
    };
  return { kind: "recreate", parentId: branch.parent_id };
}
