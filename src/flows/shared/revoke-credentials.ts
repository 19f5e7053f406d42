import * as core from "@actions/core";
import { revokeCredential } from "../../api/credentials.ts";
import type { ApiClient } from "../../api/http.ts";
import type { CredentialMeta } from "../../api/responses.ts";
import { ApiError, messageOf } from "../../core/errors.ts";

// Revoking branch credentials, for every step that does (post, PR close, the sweep, and a
// keep: true run that replaces its kept preview's). A credential is named in logs, summaries
// and errors by its `token_id_short` only: its `token_id` is the AWS_ACCESS_KEY_ID.

export interface Revocation {
  /** `token_id_short` of each credential revoked now (or found already gone). */
  revoked: string[];
  failed: Array<{ tokenIdShort: string; error: string }>;
}

/**
 * Revokes each, one by one: a refusal of one is recorded and the next is tried. Only an error
 * that is no answer of the platform's (a cancel, a bug) is thrown.
 */
export async function revokeEach(
  client: ApiClient,
  projectId: string,
  branchId: string,
  credentials: CredentialMeta[],
): Promise<Revocation> {
  const done: Revocation = { revoked: [], failed: [] };
  for (const credential of credentials) {
    core.setSecret(credential.token_id);
    try {
      await revokeCredential(client, projectId, branchId, credential.token_id);
      done.revoked.push(credential.token_id_short);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      done.failed.push({
        tokenIdShort: credential.token_id_short,
        error: withoutTokenId(messageOf(error), credential),
      });
    }
  }
  return done;
}

/** An error names the request, whose path holds the token id: the short form stands in. */
export function withoutTokenId(text: string, credential: CredentialMeta): string {
  return text.replaceAll(credential.token_id, `${credential.token_id_short}…`);
}

/** One line per revocation for the log; failures are warnings. */
export function logRevocation(done: Revocation, what: string): void {
  if (done.revoked.length > 0)
    core.info(`Revoked ${what} branch credential(s) ${done.revoked.join(", ")}`);
  for (const failure of done.failed)
    core.warning(
      `Could not revoke branch credential ${failure.tokenIdShort} (${what}): ${failure.error}`,
    );
}
