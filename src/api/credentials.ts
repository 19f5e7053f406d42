import { z } from "zod";
import type { ApiClient } from "./http.ts";
import {
  type CreatedCredential,
  type CredentialMeta,
  credentialCreatedSchema,
  credentialsListSchema,
} from "./responses.ts";

// Branch credentials (createCredential, listCredentials, revokeCredential). A credential's
// `api_token` and `s3_secret_access_key` are answered once, when it is minted; its `token_id`
// (the AWS_ACCESS_KEY_ID) is a secret too; `token_id_short` is safe to log. The callers mask
// what they are given at once (flows/provision/export-env/mint-credential.ts).

export type CredentialScope =
  | "storage:read"
  | "storage:write"
  | "ai_gateway:invoke"
  | "functions:invoke";

const credentialsPath = (projectId: string, branchId: string) =>
  `/projects/${projectId}/branches/${branchId}/credentials`;

/** Not retried on a lost answer (a repeat mints a second one): the caller revokes by `name`. */
export function createCredential(
  client: ApiClient,
  projectId: string,
  branchId: string,
  body: { name: string; scopes: CredentialScope[] },
): Promise<CreatedCredential> {
  return client.send("POST", credentialsPath(projectId, branchId), {
    schema: credentialCreatedSchema(),
    body: { ...body, principal_type: "user" },
  });
}

/** The branch's credentials, revoked ones too (with `revoked_at`); undefined when the branch is gone. */
export async function listCredentials(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<CredentialMeta[] | undefined> {
  const answer = await client.sendOptional("GET", credentialsPath(projectId, branchId), {
    schema: credentialsListSchema(),
  });
  return answer?.credentials;
}

/** Idempotent; a credential (or branch) that is gone counts as revoked. */
export async function revokeCredential(
  client: ApiClient,
  projectId: string,
  branchId: string,
  tokenId: string,
): Promise<void> {
  await client.sendOptional(
    "DELETE",
    `${credentialsPath(projectId, branchId)}/${encodeURIComponent(tokenId)}`,
    { schema: z.unknown() },
  );
}
