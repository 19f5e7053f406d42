import * as core from "@actions/core";
import { listCredentials } from "../../api/credentials.ts";
import type { ApiClient } from "../../api/http.ts";
import { messageOf } from "../../core/errors.ts";
import type { GitHubClient } from "../../github/client.ts";
import type { CredentialSweepEntry } from "../../github/sweep-report.ts";
import { lookUpRuns } from "../../github/workflow-runs.ts";
import type { Repository } from "../shared/branch-owner.ts";
import { revokeEach } from "../shared/revoke-credentials.ts";
import {
  type CredentialBranch,
  type CredentialSweepReason,
  type JudgedCredential,
  judgeCredentials,
  revokeReason,
  runsToAsk,
} from "./decide-credential-sweep.ts";
import { concernsOneBranch } from "./per-branch-errors.ts";

/** Time left for asking GitHub and revoking, once the listings stop: at most this… */
const RESERVE_MS = 20_000;
/** …and at most this share of the sweep's timeout. */
const RESERVE_SHARE = 0.2;

export interface CredentialSweep {
  /** Revoked now (or, in a dry run, would be). */
  revoked: CredentialSweepEntry[];
  failures: Array<{ branch: string; branchId: string; error: string }>;
  /** GitHub would not say whether some runs are over: their credentials stay, unjudged. */
  unjudged?: string;
  /** Branches whose credentials were not listed: the timeout was near. */
  unchecked?: number;
  /** What stopped the pass before the end (a deadline, a cancel): the sweep throws it. */
  stop?: unknown;
}

/**
 * The sweep's pass over the branch credentials `export-env` minted: one listing per branch,
 * one GitHub request per run still to judge, then the revocations (none in a dry run).
 */
export async function sweepCredentials(options: {
  client: ApiClient;
  github: GitHubClient;
  projectId: string;
  repository: Repository;
  branches: CredentialBranch[];
  dryRun: boolean;
}): Promise<CredentialSweep> {
  const { client, projectId, repository } = options;
  const done: CredentialSweep = { revoked: [], failures: [] };
  const judged: Array<{ branch: CredentialBranch["branch"]; credentials: JudgedCredential[] }> = [];
  const { deadline } = client.options;
  const reserveMs = Math.min(RESERVE_MS, deadline.seconds * 1000 * RESERVE_SHARE);
  for (const [index, { branch, prGone }] of options.branches.entries()) {
    // The listings stop short of the timeout: what they found is still judged and revoked.
    if (deadline.remaining() < reserveMs) {
      done.unchecked = options.branches.length - index;
      core.warning(
        `The branch credentials of ${done.unchecked} branch(es) were not checked: the sweep's timeout is near (the next sweep starts elsewhere; a longer timeout checks them all)`,
      );
      break;
    }
    try {
      const listed = await listCredentials(client, projectId, branch.id);
      const credentials = judgeCredentials(listed ?? [], repository, prGone);
      if (credentials.length > 0) judged.push({ branch, credentials });
    } catch (error) {
      if (!concernsOneBranch(error)) return { ...done, stop: error };
      done.failures.push({ branch: branch.name, branchId: branch.id, error: messageOf(error) });
    }
  }
  const runIds = judged.flatMap(({ credentials }) => runsToAsk(credentials));
  const runs = await lookUpRuns({ github: options.github, ...repository, runIds });
  if (runs.failure) {
    done.unjudged = runs.failure;
    core.warning(`Branch credentials of runs GitHub did not answer for stay: ${runs.failure}`);
  }
  for (const { branch, credentials } of judged) {
    const reasons = new Map<string, CredentialSweepReason>();
    for (const judgement of credentials) {
      const reason = revokeReason(judgement, runs.states);
      if (reason) reasons.set(judgement.credential.token_id_short, reason);
    }
    const going = credentials
      .map(({ credential }) => credential)
      .filter((credential) => reasons.has(credential.token_id_short));
    if (going.length === 0) continue;
    const entry = (tokenIdShort: string): CredentialSweepEntry => ({
      branch: branch.name,
      branchId: branch.id,
      tokenIdShort,
      reason: reasons.get(tokenIdShort) ?? "run-over",
    });
    if (options.dryRun) {
      for (const { token_id_short: short } of going) {
        core.info(`Dry run: would revoke branch credential ${short} on ${branch.name}`);
        done.revoked.push(entry(short));
      }
      continue;
    }
    try {
      const result = await revokeEach(client, projectId, branch.id, going);
      for (const short of result.revoked) {
        core.info(`Revoked branch credential ${short} on ${branch.name}`);
        done.revoked.push(entry(short));
      }
      for (const failure of result.failed) {
        core.warning(
          `Could not revoke branch credential ${failure.tokenIdShort} on ${branch.name}: ${failure.error}`,
        );
        done.failures.push({
          branch: branch.name,
          branchId: branch.id,
          error: `credential ${failure.tokenIdShort}: ${failure.error}`,
        });
      }
    } catch (error) {
      return { ...done, stop: error };
    }
  }
  return done;
}
