import * as core from "@actions/core";
import { createClient } from "../../api/create-client.ts";
import { listCredentials } from "../../api/credentials.ts";
import { CancelledError, messageOf } from "../../core/errors.ts";
import type { MintedCredential } from "../../core/state-helper.ts";
import { ownByName } from "../shared/decide-credential-revocation.ts";
import { logRevocation, revokeEach } from "../shared/revoke-credentials.ts";

/** At most this long (less with a shorter `timeout`): the compute's delete comes after it. */
export const CREDENTIAL_SECONDS = 15;

/**
 * The post step's share of `export-env`: the branch credential main minted (keep: false) is
 * revoked, found by the name main gave it. A kept preview's stays (PR close revokes it). Never
 * throws: a failure is a warning, and the compute's delete after it runs whatever happened here.
 */
export async function revokeMintedCredential(
  minted: MintedCredential,
  options: { apiHost: string; apiKey: string; timeoutSeconds: number; signal?: AbortSignal },
): Promise<void> {
  if (minted.lifetime === "keep") {
    core.info(
      "keep is true: the branch credential main minted stays with the kept preview until the PR closes",
    );
    return;
  }
  try {
    const client = createClient({
      apiHost: options.apiHost,
      apiKey: options.apiKey,
      timeoutSeconds: Math.min(CREDENTIAL_SECONDS, options.timeoutSeconds),
      signal: options.signal,
    });
    const listed = await listCredentials(client, minted.projectId, minted.branchId);
    if (!listed) {
      core.info(`Branch ${minted.branchId} is gone, and the credential main minted with it`);
      return;
    }
    const own = ownByName(listed, minted.name);
    if (own.length === 0) {
      core.info("The branch credential main asked for is not live: nothing to revoke");
      return;
    }
    logRevocation(await revokeEach(client, minted.projectId, minted.branchId, own), "this job's");
  } catch (error) {
    const why = error instanceof CancelledError ? "the job was cancelled" : messageOf(error);
    core.warning(
      `Could not revoke the branch credential main minted (PR close or the sweep will): ${why}`,
    );
  }
}
