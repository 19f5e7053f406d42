import { iso } from "../state/clock/clock.ts";
import { apiToken } from "../state/records/credential-tokens.ts";
import type { BranchCredential } from "../state/records/records.ts";

/** Neon's shapes of a branch credential: its metadata, and the three answers that carry secrets. */

const named = (c: BranchCredential) => (c.name !== undefined ? { name: c.name } : {});

const secrets = (c: BranchCredential) => ({
  api_token: apiToken(c.token_id_short, c.api_secret),
  s3_secret_access_key: c.s3_secret_access_key,
});

/** CredentialMeta: what listCredentials (and the admin state) show; never a secret. */
export function credentialMetaView(c: BranchCredential) {
  return {
    token_id: c.token_id,
    token_id_short: c.token_id_short,
    ...named(c),
    scopes: c.scopes,
    branch_id: c.branch_id,
    principal_type: c.principal_type ?? "user",
    ...(c.function_id !== undefined ? { function_id: c.function_id } : {}),
    created_at: iso(c.created_at),
    ...(c.last_used_at !== undefined ? { last_used_at: iso(c.last_used_at) } : {}),
    ...(c.revoked_at !== undefined ? { revoked_at: iso(c.revoked_at) } : {}),
  };
}

/** CreateCredentialResponse. */
export function credentialCreatedView(c: BranchCredential) {
  return {
    token_id: c.token_id,
    token_id_short: c.token_id_short,
    ...named(c),
    ...secrets(c),
    scopes: c.scopes,
    branch_id: c.branch_id,
    created_at: iso(c.created_at),
  };
}

/** CredentialSecret (revealCredential): the secrets only, no branch. */
export function credentialSecretView(c: BranchCredential) {
  return { token_id: c.token_id, ...secrets(c) };
}

/** RotateCredentialResponse. */
export function credentialRotatedView(c: BranchCredential) {
  return { ...credentialCreatedView(c), principal_type: "user" };
}
