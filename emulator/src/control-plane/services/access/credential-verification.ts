import { createHash, timingSafeEqual } from "node:crypto";
import type { Platform } from "../../state/platform.ts";
import { parseApiToken } from "../../state/records/credential-tokens.ts";
import type {
  Branch,
  BranchCredential,
  CredentialScope,
  Project,
} from "../../state/records/records.ts";
import { everyCredential } from "./branch-credentials.ts";

/**
 * How a branch service (Object Storage's S3 endpoint, the AI gateway, Functions) checks a branch
 * credential it is shown: an api token (`Authorization: Bearer nt_live_…`) or an access key id
 * with its secret. Each check reads the platform's state as it is now, so a revoked credential,
 * a rotated-away secret or a deleted branch is refused by the next request.
 */

export interface CredentialWanted {
  /** The scope the use needs; of several, any one suffices (Object Storage's `storage:write` reads too). */
  scope: CredentialScope | readonly CredentialScope[];
  /** The branch the service serves: a credential of any other branch is refused (but see below). */
  branchId?: string;
  /**
   * A credential of one of `branchId`'s ancestors is accepted too: Neon scopes an AI gateway
   * credential, and an Object Storage one, to its branch and the branch's descendants.
   */
  ancestorsToo?: boolean;
}

export type CredentialRefusal = "unknown" | "revoked" | "wrong_secret" | "scope" | "other_branch";

export interface AcceptedCredential {
  project: Project;
  branch: Branch;
  credential: BranchCredential;
}

export type CredentialCheck =
  | ({ ok: true } & AcceptedCredential)
  | { ok: false; refusal: CredentialRefusal; message: string };

const refuse = (refusal: CredentialRefusal, message: string): CredentialCheck => ({
  ok: false,
  refusal,
  message,
});

/** Whether the credential was issued on the wanted branch, or on an ancestor when that suffices. */
function issuedFor(found: AcceptedCredential, wanted: CredentialWanted): boolean {
  if (wanted.branchId === undefined || found.branch.id === wanted.branchId) return true;
  if (!wanted.ancestorsToo) return false;
  const branches = found.project.branches;
  let parentId = branches.get(wanted.branchId)?.parent_id;
  // A branch's ancestors are fewer than the project's branches; the bound only guards the walk.
  for (let step = 0; parentId !== undefined && step < branches.size; step++) {
    if (parentId === found.branch.id) return true;
    parentId = branches.get(parentId)?.parent_id;
  }
  return false;
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

function judge(
  found: AcceptedCredential | undefined,
  secretMatches: (credential: BranchCredential) => boolean,
  wanted: CredentialWanted,
): CredentialCheck {
  if (!found) return refuse("unknown", "the credential is not known");
  const { credential } = found;
  if (!secretMatches(credential)) {
    return refuse("wrong_secret", `the secret is not credential ${credential.token_id}'s`);
  }
  if (credential.revoked_at !== undefined) {
    return refuse("revoked", `credential ${credential.token_id} has been revoked`);
  }
  if (!issuedFor(found, wanted)) {
    const wantedBranches = wanted.ancestorsToo
      ? `neither ${wanted.branchId} nor one of its ancestors`
      : `not ${wanted.branchId}`;
    return refuse(
      "other_branch",
      `credential ${credential.token_id} belongs to branch ${found.branch.id}, ${wantedBranches}`,
    );
  }
  const scopes: readonly CredentialScope[] =
    typeof wanted.scope === "string" ? [wanted.scope] : wanted.scope;
  if (!scopes.some((scope) => credential.scopes.includes(scope))) {
    const needed =
      scopes.length === 1
        ? `the scope ${scopes[0]}`
        : `the scopes ${scopes.join(", ")} (one suffices)`;
    return refuse("scope", `credential ${credential.token_id} lacks ${needed}`);
  }
  return { ok: true, ...found };
}

/** Marks the credential used now, as its `last_used_at` shows. */
export function recordCredentialUse(platform: Platform, credential: BranchCredential): void {
  credential.last_used_at = platform.clock.now();
}

/** An api token `nt_live_<token_id_short>_<secret>`, as the AI gateway and Functions take it. */
export function verifyApiToken(
  platform: Platform,
  token: string,
  wanted: CredentialWanted,
): CredentialCheck {
  const parsed = parseApiToken(token);
  if (!parsed) return refuse("unknown", "the token is not a branch credential's api token");
  const found = [...everyCredential(platform.state)].find(
    ({ credential }) => credential.token_id_short === parsed.tokenIdShort,
  );
  const check = judge(found, (c) => sameSecret(parsed.secret, c.api_secret), wanted);
  if (check.ok) recordCredentialUse(platform, check.credential);
  return check;
}

const byAccessKey = (platform: Platform, accessKeyId: string) =>
  [...everyCredential(platform.state)].find(
    ({ credential }) => credential.token_id === accessKeyId,
  );

/** An access key id (the token id) with its secret access key. */
export function verifyAccessKey(
  platform: Platform,
  accessKeyId: string,
  secretAccessKey: string,
  wanted: CredentialWanted,
): CredentialCheck {
  const found = byAccessKey(platform, accessKeyId);
  const check = judge(found, (c) => sameSecret(secretAccessKey, c.s3_secret_access_key), wanted);
  if (check.ok) recordCredentialUse(platform, check.credential);
  return check;
}

/**
 * The secret access key of a live credential, for a check that never sees the secret itself
 * (AWS Signature V4 signs with it): the caller verifies the signature, then records the use.
 */
export function signingSecret(
  platform: Platform,
  accessKeyId: string,
  wanted: CredentialWanted,
):
  | ({ ok: true; secretAccessKey: string } & AcceptedCredential)
  | Extract<CredentialCheck, { ok: false }> {
  const check = judge(byAccessKey(platform, accessKeyId), () => true, wanted);
  if (!check.ok) return check;
  return { ...check, secretAccessKey: check.credential.s3_secret_access_key };
}
