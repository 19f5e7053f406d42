import {
  createCredential,
  revokeFunctionCredentials,
} from "../control-plane/services/access/branch-credentials.ts";
import { findBranch } from "../control-plane/state/find-branch.ts";
import type { Platform } from "../control-plane/state/platform.ts";
import { apiToken } from "../control-plane/state/records/credential-tokens.ts";
import type { BranchCredential, CredentialScope } from "../control-plane/state/records/records.ts";

/** A credential minted for what a service runs, with its secrets (they stay in the emulator). */
export interface MintedCredential {
  /** The token id: the AWS_ACCESS_KEY_ID. */
  tokenId: string;
  secretAccessKey: string;
  /** `nt_live_<short>_<secret>`: the AI gateway's bearer token. */
  apiToken: string;
}

/**
 * Branch credentials a service mints for what it runs (Functions: a deployment's own, Neon's
 * `principal_type: function`), kept with the branch's other credentials by the control plane:
 * listed there, checked like any other by Object Storage and the AI gateway, gone with the
 * branch, saved with the platform's state (a function's process started after a restart finds
 * its deployment's again: function-credentials.ts).
 */
export interface ServiceCredentials {
  /** A new live credential of the function on the branch; undefined when the branch is gone. */
  mintForFunction(
    branchId: string,
    functionId: string,
    input: { name: string; scopes: CredentialScope[] },
  ): MintedCredential | undefined;
  /** The function's live credential on the branch of that name, with its secrets (a restart). */
  liveForFunction(branchId: string, functionId: string, name: string): MintedCredential | undefined;
  /** Whether the branch still has that credential, not revoked. */
  isLive(branchId: string, tokenId: string): boolean;
  /** Revokes the branch's credentials of that function (of every function without an id). */
  revokeForFunction(branchId: string, functionId?: string): void;
}

/** The platform's credentials, for the services' host (branch-service.ts's platformHost). */
export function platformCredentials(platform: Platform): ServiceCredentials {
  const branchOf = (branchId: string) => findBranch(platform, branchId)?.branch;
  return {
    mintForFunction(branchId, functionId, input) {
      const branch = branchOf(branchId);
      if (!branch) return undefined;
      const credential = createCredential(platform, branch, { ...input, functionId });
      // Minted outside an API request (a build completing, an invocation): saved soon.
      platform.stateChanged();
      return minted(credential);
    },
    liveForFunction(branchId, functionId, name) {
      for (const credential of branchOf(branchId)?.credentials?.values() ?? []) {
        if (
          credential.function_id === functionId &&
          credential.name === name &&
          credential.revoked_at === undefined
        ) {
          return minted(credential);
        }
      }
      return undefined;
    },
    isLive(branchId, tokenId) {
      const credential = branchOf(branchId)?.credentials?.get(tokenId);
      return credential !== undefined && credential.revoked_at === undefined;
    },
    revokeForFunction(branchId, functionId) {
      const branch = branchOf(branchId);
      if (branch && revokeFunctionCredentials(platform, branch, functionId)) {
        platform.stateChanged();
      }
    },
  };
}

const minted = (credential: BranchCredential): MintedCredential => ({
  tokenId: credential.token_id,
  secretAccessKey: credential.s3_secret_access_key,
  apiToken: apiToken(credential.token_id_short, credential.api_secret),
});
