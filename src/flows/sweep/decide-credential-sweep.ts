import type { ListedBranch } from "../../api/branches.ts";
import type { CredentialMeta, Endpoint } from "../../api/responses.ts";
import type { RunState } from "../../github/workflow-runs.ts";
import { ownershipOf, type Repository } from "../shared/branch-owner.ts";
import { markOf } from "../shared/compute-claims.ts";
import type { CredentialOwner } from "../shared/credential-names.ts";
import { currentKept, ofThisRepository } from "../shared/decide-credential-revocation.ts";

// The sweep's decisions about the branch credentials `export-env` minted, as pure functions over
// what the platform and GitHub listed: the net under the post step (a runner that died before
// it) and PR close (a close event that never came). Only credentials whose name says this
// action minted them for this repository are judged (shared/credential-names.ts).

export type CredentialSweepReason = "pr-gone" | "run-over";

export interface CredentialBranch {
  branch: ListedBranch;
  /** Its PR is closed, merged or missing: every credential of ours on it goes. */
  prGone: boolean;
}

/**
 * The branches whose credentials the sweep lists: of those it judged (`judged`: per-PR and merge
 * groups' branches of this repository) and any other this repository's runs created (the owner
 * mark), those whose PR is gone (every credential of ours goes) and those whose compute still
 * carries a job's claim (`claimed`): a job that minted a credential and has not run its post
 * step yet, or never will (a runner that died). A kept preview's current credential lives until
 * PR close, and a branch whose jobs all ended holds none of a job's: neither is listed, so a
 * nightly sweep costs one listing per branch in use, not one per preview. Never a branch deleted
 * now (its credentials went with it). Those of gone PRs first; the rest start at `rotation` (the
 * day's number), so that a sweep whose timeout stops the pass early leaves a different part
 * unchecked each night.
 */
export function credentialBranches(
  branches: ListedBranch[],
  repository: Repository,
  sets: {
    judged: ReadonlySet<string>;
    prGone: ReadonlySet<string>;
    deleted: ReadonlySet<string>;
    claimed: ReadonlySet<string>;
  },
  rotation = 0,
): CredentialBranch[] {
  const picked = branches
    .filter(
      (branch) =>
        !sets.deleted.has(branch.id) &&
        (sets.prGone.has(branch.id) || sets.claimed.has(branch.id)) &&
        (sets.judged.has(branch.id) || ownershipOf(branch.annotation, repository) === "this"),
    )
    .map((branch) => ({ branch, prGone: sets.prGone.has(branch.id) }));
  const gone = picked.filter((each) => each.prGone);
  const rest = picked.filter((each) => !each.prGone);
  const start = rest.length > 0 ? rotation % rest.length : 0;
  return [...gone, ...rest.slice(start), ...rest.slice(0, start)];
}

/** The branches whose read_write compute's name still holds a job's claim (compute-claims.ts). */
export function branchesWithClaims(endpoints: Endpoint[]): Set<string> {
  return new Set(
    endpoints
      .filter((endpoint) => endpoint.type === "read_write")
      .filter((endpoint) => {
        const mark = markOf(endpoint.name);
        return mark.kind === "ephemeral" && mark.claims.length > 0;
      })
      .map((endpoint) => endpoint.branch_id),
  );
}

export type CredentialVerdict =
  | { kind: "revoke"; reason: "pr-gone" }
  /** A job's (keep: false), or a kept one a later run replaced: it goes once its run is over. */
  | { kind: "when-run-over"; runId: string }
  /** The kept preview's current one: it lives until the PR closes. */
  | { kind: "keep" };

export interface JudgedCredential {
  credential: CredentialMeta;
  owner: CredentialOwner;
  verdict: CredentialVerdict;
}

export function judgeCredentials(
  listed: CredentialMeta[],
  repository: Repository,
  prGone: boolean,
): JudgedCredential[] {
  const owned = ofThisRepository(listed, repository);
  const current = new Set(currentKept(owned).map(({ credential }) => credential.token_id));
  return owned.map(({ credential, owner }) => ({
    credential,
    owner,
    verdict: prGone
      ? { kind: "revoke", reason: "pr-gone" }
      : current.has(credential.token_id)
        ? { kind: "keep" }
        : { kind: "when-run-over", runId: owner.runId },
  }));
}

/** The run ids to ask GitHub about, once each. */
export function runsToAsk(judged: JudgedCredential[]): string[] {
  const ids = judged.flatMap(({ verdict }) =>
    verdict.kind === "when-run-over" ? [verdict.runId] : [],
  );
  return [...new Set(ids)];
}

/**
 * Why a judged credential goes now, or undefined when it stays: a gone PR's always; a run's once
 * GitHub says the run is completed (or has no such run); never on a run GitHub did not answer for.
 */
export function revokeReason(
  judged: JudgedCredential,
  runs: ReadonlyMap<string, RunState>,
): CredentialSweepReason | undefined {
  const { verdict } = judged;
  if (verdict.kind === "revoke") return verdict.reason;
  if (verdict.kind === "keep") return undefined;
  const state = runs.get(verdict.runId);
  return state === "completed" || state === "missing" ? "run-over" : undefined;
}
