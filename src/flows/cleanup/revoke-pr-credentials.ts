import * as core from "@actions/core";
import { listCredentials } from "../../api/credentials.ts";
import type { ApiClient } from "../../api/http.ts";
import { ApiError, messageOf } from "../../core/errors.ts";
import type { Repository } from "../shared/branch-owner.ts";
import { ofThisRepository } from "../shared/decide-credential-revocation.ts";
import { logRevocation, revokeEach } from "../shared/revoke-credentials.ts";

/**
 * PR close: every branch credential this repository's runs minted on the PR's branch goes, the
 * kept preview's too, before the compute and the branch are removed. Never one the action did
 * not mint. A failure is a warning; the line for the summary says what went.
 */
export async function revokePrCredentials(
  client: ApiClient,
  projectId: string,
  branch: { id: string; name: string },
  repository: Repository | undefined,
): Promise<string | undefined> {
  if (!repository) return undefined;
  try {
    const listed = await listCredentials(client, projectId, branch.id);
    const ours = ofThisRepository(listed ?? [], repository).map(({ credential }) => credential);
    if (ours.length === 0) return undefined;
    const done = await revokeEach(client, projectId, branch.id, ours);
    logRevocation(done, "the PR's");
    const failed = done.failed.map((failure) => failure.tokenIdShort);
    return [
      done.revoked.length > 0
        ? `Revoked the branch credential(s) the action minted on ${branch.name}: ${done.revoked.join(", ")}.`
        : "",
      failed.length > 0 ? `Could not revoke branch credential(s) ${failed.join(", ")}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    core.warning(
      `Could not list the branch credentials of ${branch.name} to revoke the action's: ${messageOf(error)}`,
    );
    return undefined;
  }
}
