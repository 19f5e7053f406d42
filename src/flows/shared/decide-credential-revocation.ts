import type { CredentialMeta } from "../../api/responses.ts";
import type { Repository } from "./branch-owner.ts";
import { type CredentialOwner, ofRepository, ownerOf, sameRunAttempt } from "./credential-names.ts";

// Which of a branch's credentials a step revokes, as pure functions over what the platform
// listed. Only a credential whose name says this action minted it, for this repository
// (shared/credential-names.ts), is ever revoked, except by the post step, which matches the
// exact name its own main gave.

export interface OwnedCredential {
  credential: CredentialMeta;
  owner: CredentialOwner;
}

const isLive = (credential: CredentialMeta) => credential.revoked_at === undefined;

/** The post step: this job's own credential, by the name main gave it (lost answers included). */
export function ownByName(listed: CredentialMeta[], name: string): CredentialMeta[] {
  return listed.filter((credential) => isLive(credential) && credential.name === name);
}

/** The live credentials this repository's runs minted on the branch, oldest first. */
export function ofThisRepository(
  listed: CredentialMeta[],
  repository: Repository,
): OwnedCredential[] {
  const owned: OwnedCredential[] = [];
  for (const credential of listed) {
    const owner = ownerOf(credential.name);
    if (owner && isLive(credential) && ofRepository(owner, repository))
      owned.push({ credential, owner });
  }
  return owned.sort((a, b) => timeOf(a.credential) - timeOf(b.credential));
}

/**
 * A run with keep: true has minted its own: the kept previews' credentials of earlier runs
 * (or attempts) on the branch are replaced, and go. Those of the same run attempt (matrix jobs)
 * and any minted after this one (a newer run's) stay.
 */
export function supersededBy(
  listed: CredentialMeta[],
  repository: Repository,
  mine: { owner: CredentialOwner; createdAt: string },
): CredentialMeta[] {
  const minted = Date.parse(mine.createdAt);
  return ofThisRepository(listed, repository)
    .filter(
      ({ credential, owner }) =>
        owner.lifetime === "keep" &&
        !sameRunAttempt(owner, mine.owner) &&
        timeOf(credential) < minted,
    )
    .map(({ credential }) => credential);
}

/**
 * The kept preview's current credentials on the branch: those of the run attempt that minted
 * the newest kept one. Any other kept one was replaced (its run's mint could not revoke it).
 */
export function currentKept(owned: OwnedCredential[]): OwnedCredential[] {
  const kept = owned.filter(({ owner }) => owner.lifetime === "keep");
  const newest = kept.at(-1);
  return newest ? kept.filter(({ owner }) => sameRunAttempt(owner, newest.owner)) : [];
}

function timeOf(credential: CredentialMeta): number {
  const time = Date.parse(credential.created_at);
  return Number.isNaN(time) ? 0 : time;
}
