import { badRequest, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import {
  newApiSecret,
  newS3SecretAccessKey,
  newTokenId,
} from "../../state/records/credential-tokens.ts";
import type {
  Branch,
  BranchCredential,
  CredentialScope,
  Project,
  State,
} from "../../state/records/records.ts";

/**
 * Branch credentials (createCredential, listCredentials, revealCredential, rotateCredential,
 * revokeCredential). They live on their branch: they go when it is deleted, and stay through a
 * restore or a reset (the branch is the same branch). A child branch starts with none.
 */

function credentialsOf(branch: Branch): Map<string, BranchCredential> {
  branch.credentials ??= new Map();
  return branch.credentials;
}

/** Every credential of the platform with its project and branch, revoked ones too. */
export function* everyCredential(
  state: State,
): Generator<{ project: Project; branch: Branch; credential: BranchCredential }> {
  for (const project of state.projects.values()) {
    for (const branch of project.branches.values()) {
      for (const credential of branch.credentials?.values() ?? []) {
        yield { project, branch, credential };
      }
    }
  }
}

/** A short id no other credential has: an api token names its credential by it. */
function unusedTokenId(state: State): { tokenId: string; tokenIdShort: string } {
  for (;;) {
    const id = newTokenId();
    const taken = [...everyCredential(state)].some(
      ({ credential }) => credential.token_id_short === id.tokenIdShort,
    );
    if (!taken) return id;
  }
}

export function createCredential(
  platform: Platform,
  branch: Branch,
  input: {
    name?: string | undefined;
    scopes: CredentialScope[];
    /** A function's credential, minted by the platform for its deployment (never by the API). */
    functionId?: string;
  },
): BranchCredential {
  const { tokenId, tokenIdShort } = unusedTokenId(platform.state);
  const credential: BranchCredential = {
    token_id: tokenId,
    token_id_short: tokenIdShort,
    ...(input.name !== undefined ? { name: input.name } : {}),
    scopes: [...new Set(input.scopes)],
    branch_id: branch.id,
    created_at: platform.clock.now(),
    api_secret: newApiSecret(),
    s3_secret_access_key: newS3SecretAccessKey(),
    ...(input.functionId !== undefined
      ? { principal_type: "function" as const, function_id: input.functionId }
      : {}),
  };
  credentialsOf(branch).set(tokenId, credential);
  return credential;
}

/** The branch's own credentials, oldest first; revoked ones are listed with `revoked_at`. */
export const listCredentials = (branch: Branch): BranchCredential[] => [
  ...credentialsOf(branch).values(),
];

const live = (credential: BranchCredential | undefined) =>
  credential !== undefined && credential.revoked_at === undefined ? credential : undefined;

/**
 * Neon's reveal and rotate are for customer-managed (`user`) credentials only: a function's
 * is the platform's, and its secrets never leave it through the API.
 */
function refuseFunctions(credential: BranchCredential): BranchCredential {
  if (credential.principal_type === "function") {
    throw badRequest(
      `credential ${credential.token_id} is function ${credential.function_id}'s, managed by the platform: only user credentials are revealed or rotated`,
    );
  }
  return credential;
}

/**
 * revealCredential is scoped by project and token id, as Neon documents: the path's branch
 * authorizes the call, the credential may be anchored on another branch of the project.
 */
export function revealCredential(project: Project, tokenId: string): BranchCredential {
  for (const branch of project.branches.values()) {
    const credential = live(branch.credentials?.get(tokenId));
    if (credential) return refuseFunctions(credential);
  }
  throw notFound(`credential ${tokenId} not found in project ${project.id}`);
}

/** New secrets in place: the old ones stop working at once; id, scopes and dates stay. */
export function rotateCredential(branch: Branch, tokenId: string): BranchCredential {
  const credential = live(branch.credentials?.get(tokenId));
  if (!credential) throw notFound(`credential ${tokenId} not found on branch ${branch.id}`);
  refuseFunctions(credential);
  credential.api_secret = newApiSecret();
  credential.s3_secret_access_key = newS3SecretAccessKey();
  return credential;
}

/** A soft delete, idempotent as Neon documents: revoking a revoked credential answers the same. */
export function revokeCredential(platform: Platform, branch: Branch, tokenId: string): void {
  const credential = branch.credentials?.get(tokenId);
  if (!credential) throw notFound(`credential ${tokenId} not found on branch ${branch.id}`);
  credential.revoked_at ??= platform.clock.now();
}

/**
 * Revokes the branch's live credentials of that function (of every function without one): a
 * function's credential goes when its deployment is replaced, the function deleted or the
 * branch's functions replaced. Whether any was revoked.
 */
export function revokeFunctionCredentials(
  platform: Platform,
  branch: Branch,
  functionId?: string,
): boolean {
  let revoked = false;
  for (const credential of branch.credentials?.values() ?? []) {
    if (credential.principal_type !== "function" || credential.revoked_at !== undefined) continue;
    if (functionId !== undefined && credential.function_id !== functionId) continue;
    credential.revoked_at = platform.clock.now();
    revoked = true;
  }
  return revoked;
}
