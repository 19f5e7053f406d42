import type { Repository } from "./branch-owner.ts";

// The name of a branch credential this action mints for `export-env`: what tells it apart from
// every other credential on the branch (yours, `neon-env`'s), which step revokes it, and whose
// run it served. Pure.
//
//   preview-compute:<lifetime>:<owner>/<repo>:<run id>:<run attempt>:<job claim>
//
//   lifetime `job`   (keep: false) the job's post step revokes it; a dead runner's, the sweep
//                    once GitHub says the run is over
//   lifetime `keep`  (keep: true) it lives with the kept preview: revoked on PR close, or by the
//                    next run's mint that replaces it
//
// The job claim (shared/compute-claims.ts) makes the name one job's own, so a post step can
// revoke its own credential by name alone, even one whose answer was lost.

export type CredentialLifetime = "job" | "keep";

export interface CredentialOwner {
  lifetime: CredentialLifetime;
  /** `owner/repo`, as GitHub spells it. */
  repository: string;
  runId: string;
  runAttempt: number;
  claim: string;
}

const PREFIX = "preview-compute";
const NAME =
  /^preview-compute:(job|keep):([A-Za-z0-9-]+\/[A-Za-z0-9._-]+):(\d+):([1-9]\d*):([a-z0-9]{6})$/;

export function credentialName(owner: CredentialOwner): string {
  const { lifetime, repository, runId, runAttempt, claim } = owner;
  return [PREFIX, lifetime, repository, runId, runAttempt, claim].join(":");
}

/** The owner a name says, or undefined when the action did not mint it (or cannot tell whose). */
export function ownerOf(name: string | undefined): CredentialOwner | undefined {
  const match = name ? NAME.exec(name) : null;
  if (!match) return undefined;
  const [, lifetime, repository, runId, runAttempt, claim] = match;
  return {
    lifetime: lifetime as CredentialLifetime,
    repository: repository ?? "",
    runId: runId ?? "",
    runAttempt: Number(runAttempt),
    claim: claim ?? "",
  };
}

/**
 * This job's credential owner, from the runner's variables. Outside a repository's run (no
 * GITHUB_REPOSITORY or GITHUB_RUN_ID) the name says no repository: only its own post step,
 * which matches it exactly, ever revokes it.
 */
export function thisJobOwner(
  lifetime: CredentialLifetime,
  repository: Repository | undefined,
  claim: string,
  env: NodeJS.ProcessEnv,
): CredentialOwner {
  return {
    lifetime,
    repository: repository ? `${repository.owner}/${repository.repo}` : "-",
    runId: env.GITHUB_RUN_ID || "-",
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    claim,
  };
}

/** GitHub's names ignore case. */
export function ofRepository(owner: CredentialOwner, repository: Repository): boolean {
  return owner.repository.toLowerCase() === `${repository.owner}/${repository.repo}`.toLowerCase();
}

/** Two credentials of the same run attempt (matrix jobs of one run): neither replaces the other. */
export function sameRunAttempt(a: CredentialOwner, b: CredentialOwner): boolean {
  return a.runId === b.runId && a.runAttempt === b.runAttempt;
}
