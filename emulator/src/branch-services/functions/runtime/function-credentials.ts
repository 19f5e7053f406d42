import type { CredentialScope } from "../../../control-plane/state/records/records.ts";
import type { MintedCredential, ServiceCredentials } from "../../service-credentials.ts";
import type { FunctionRecord } from "../model/records.ts";

/**
 * What a function's credential may do: what the variables it fills carry (Object Storage's
 * `AWS_*`, the AI gateway's token). Neon does not list the scopes of its function credentials;
 * these are the ones its runtime's variables need.
 */
export const functionCredentialScopes: CredentialScope[] = [
  "storage:read",
  "storage:write",
  "ai_gateway:invoke",
];

interface Held {
  deploymentId: number;
  credential: MintedCredential;
}

/**
 * Each function's credential on each branch (`principal_type: function`), one per deployment:
 * minted when the deployment becomes the active one on the branch (its build completed) or,
 * for a function the branch took from its parent or a snapshot, when its process first starts
 * there; revoked when a newer deployment replaces it, when the function is deleted or the
 * branch's functions replaced. The secrets are held here for the process's variables only.
 */
export class FunctionCredentials {
  readonly #held = new Map<string, Held>();
  readonly #credentials: ServiceCredentials;

  constructor(credentials: ServiceCredentials) {
    this.#credentials = credentials;
  }

  /**
   * The credential of the function's deployment on the branch: the one held while it is live
   * (after a restart, the live one the state file kept for that deployment: a deployment keeps
   * its credential, as on Neon), else a new one, the function's earlier ones on the branch
   * revoked. Undefined once the branch is gone.
   */
  forDeployment(
    branchId: string,
    fn: FunctionRecord,
    deploymentId: number,
  ): MintedCredential | undefined {
    const key = keyOf(branchId, fn.slug);
    const held = this.#held.get(key);
    if (
      held?.deploymentId === deploymentId &&
      this.#credentials.isLive(branchId, held.credential.tokenId)
    ) {
      return held.credential;
    }
    const name = `function ${fn.slug} (deployment ${deploymentId})`;
    const kept = held ? undefined : this.#credentials.liveForFunction(branchId, fn.id, name);
    if (kept) {
      this.#held.set(key, { deploymentId, credential: kept });
      return kept;
    }
    this.#credentials.revokeForFunction(branchId, fn.id);
    const credential = this.#credentials.mintForFunction(branchId, fn.id, {
      name,
      scopes: functionCredentialScopes,
    });
    if (credential) this.#held.set(key, { deploymentId, credential });
    else this.#held.delete(key);
    return credential;
  }

  /** The function is deleted from the branch. */
  revokeFunction(branchId: string, fn: FunctionRecord): void {
    this.#held.delete(keyOf(branchId, fn.slug));
    this.#credentials.revokeForFunction(branchId, fn.id);
  }

  /** The branch's functions are replaced (a restore, a reset): their credentials go. */
  revokeBranch(branchId: string): void {
    this.forgetBranch(branchId);
    this.#credentials.revokeForFunction(branchId);
  }

  /** The branch is deleted: its credentials went with it. */
  forgetBranch(branchId: string): void {
    for (const key of this.#held.keys()) {
      if (key.startsWith(`${branchId}/`)) this.#held.delete(key);
    }
  }

  clear(): void {
    this.#held.clear();
  }
}

const keyOf = (branchId: string, slug: string) => `${branchId}/${slug}`;
