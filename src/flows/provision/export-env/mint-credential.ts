import * as core from "@actions/core";
import { createCredential, listCredentials } from "../../../api/credentials.ts";
import type { ApiClient } from "../../../api/http.ts";
import type { Branch } from "../../../api/responses.ts";
import { ApiError, messageOf } from "../../../core/errors.ts";
import { saveMintedCredential } from "../../../core/state-helper.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { Repository } from "../../shared/branch-owner.ts";
import { thisJobClaim } from "../../shared/compute-claims.ts";
import {
  type CredentialOwner,
  credentialName,
  thisJobOwner,
} from "../../shared/credential-names.ts";
import { supersededBy } from "../../shared/decide-credential-revocation.ts";
import { logRevocation, revokeEach } from "../../shared/revoke-credentials.ts";
import { type CredentialNeeds, credentialScopes } from "./credential-scopes.ts";

// The branch credential behind `export-env`'s storage and AI gateway variables, minted for this
// run with only the scopes it needs. Its secrets (and its token id, the AWS_ACCESS_KEY_ID) are
// masked the moment they arrive and go nowhere but GITHUB_ENV: never to state, logs, summaries,
// comments or errors. State holds its name, saved before the mint, so the post step revokes it
// (keep: false) even when the answer was lost. With keep: true it lives with the kept preview,
// and replaces the kept credentials of earlier runs, which go now (see shared/credential-names.ts).
// Loaded with a dynamic import(): only runs whose neon.ts declares such a service read it.

export interface MintedSecrets {
  tokenId: string;
  apiToken: string;
  s3SecretAccessKey: string;
}

export type MintSettings = Pick<ProvisionSettings, "projectId" | "apiHost" | "keep" | "context">;

export async function mintForExportEnv(
  settings: MintSettings,
  client: ApiClient,
  branch: Branch,
  needs: CredentialNeeds,
): Promise<{ secrets: MintedSecrets; notes: string[] }> {
  const { projectId } = settings;
  const scopes = credentialScopes(needs);
  const lifetime = settings.keep ? "keep" : "job";
  const repository = settings.context.repository;
  const owner = thisJobOwner(lifetime, repository, thisJobClaim(), process.env);
  const name = credentialName(owner);
  saveMintedCredential({
    projectId,
    apiHost: settings.apiHost,
    branchId: branch.id,
    name,
    lifetime,
  });
  const minted = await createCredential(client, projectId, branch.id, { name, scopes });
  core.setSecret(minted.api_token);
  core.setSecret(minted.s3_secret_access_key);
  core.setSecret(minted.token_id);
  const granted = minted.scopes.join(", ");
  core.info(`Minted branch credential ${minted.token_id_short} (${granted}) for export-env`);
  const notes = [
    lifetime === "job"
      ? `Branch credential ${minted.token_id_short} (${granted}) minted for export-env; the post step revokes it.`
      : `Branch credential ${minted.token_id_short} (${granted}) minted for export-env; it lives with the kept preview until the PR closes, or until a later run's replaces it.`,
  ];
  if (lifetime === "keep" && repository) {
    const replaced = await replaceKept(client, projectId, branch.id, repository, {
      owner,
      createdAt: minted.created_at,
    });
    if (replaced) notes.push(replaced);
  }
  return {
    secrets: {
      tokenId: minted.token_id,
      apiToken: minted.api_token,
      s3SecretAccessKey: minted.s3_secret_access_key,
    },
    notes,
  };
}

/** The kept preview's earlier credentials: replaced by this run's, revoked. A failure is a warning. */
async function replaceKept(
  client: ApiClient,
  projectId: string,
  branchId: string,
  repository: Repository,
  mine: { owner: CredentialOwner; createdAt: string },
): Promise<string | undefined> {
  try {
    const listed = (await listCredentials(client, projectId, branchId)) ?? [];
    const replaced = supersededBy(listed, repository, mine);
    if (replaced.length === 0) return undefined;
    const done = await revokeEach(client, projectId, branchId, replaced);
    logRevocation(done, "the kept preview's earlier");
    return done.revoked.length > 0
      ? `Revoked the kept preview's earlier branch credential(s) ${done.revoked.join(", ")}: this run's replaces them.`
      : undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    core.warning(
      `Could not revoke the kept preview's earlier branch credentials (PR close or the sweep will): ${messageOf(error)}`,
    );
    return undefined;
  }
}
