import { badRequest } from "../../errors.ts";
import { isoSeconds } from "../../state/clock/clock.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Project } from "../../state/records/records.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { parseExpiresAt, setExpiry } from "./branch-expiry.ts";
import { assertNameFree, childrenOf } from "./branch-lookups.ts";

/** A branch's metadata: name, protection, expiration, and which branch is the default. */

export interface BranchChanges {
  name?: string | undefined;
  protected?: boolean | undefined;
  /** null removes the expiration; absent leaves it as it is. */
  expires_at?: string | null | undefined;
}

/** Metadata only, so no operation (Neon answers `operations: []`). */
export function updateBranch(
  platform: Platform,
  project: Project,
  branch: Branch,
  changes: BranchChanges,
): void {
  const now = platform.clock.now();
  if (changes.name !== undefined) assertNameFree(project, changes.name, branch);
  const expiry =
    typeof changes.expires_at === "string" ? parseExpiresAt(changes.expires_at, now) : undefined;
  if (expiry) {
    if (branch.default) {
      throw badRequest(
        `branch ${branch.id} is the project's default branch: the default branch cannot expire`,
      );
    }
    const refusal = platform.branchServices.expiryRefusal(branch);
    if (refusal) throw badRequest(`branch ${branch.id} has ${refusal.what}: ${refusal.rule}`);
    const child = childrenOf(project, branch)[0];
    if (child) {
      throw badRequest(
        `branch ${branch.id} has a child branch ${child.id}: a branch with children cannot expire`,
      );
    }
  }
  const willExpire =
    expiry !== undefined || (changes.expires_at === undefined && branch.expires_at !== undefined);
  if (willExpire && (changes.protected ?? branch.protected)) {
    throw badRequest(
      expiry
        ? `a protected branch cannot have an expiration: branch ${branch.id} would be both`
        : `branch ${branch.id} has an expiration: a branch with an expiration cannot be protected; remove it (expires_at: null) first`,
    );
  }
  assertUnlocked(platform.operations, project);
  if (changes.name !== undefined) branch.name = changes.name;
  if (changes.protected !== undefined) branch.protected = changes.protected;
  if (changes.expires_at !== undefined) setExpiry(platform, project, branch, expiry);
  branch.updated_at = now;
}

/** The branch becomes the project's default; the previous default is one no longer. */
export function setDefaultBranch(platform: Platform, project: Project, branch: Branch): void {
  if (branch.default) return;
  if (branch.expires_at !== undefined) {
    throw badRequest(
      `branch ${branch.id} expires at ${isoSeconds(branch.expires_at)}: an expiring branch cannot be the default branch; remove its expiration (expires_at: null) first`,
    );
  }
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  for (const other of project.branches.values()) {
    if (!other.default) continue;
    other.default = false;
    other.updated_at = now;
  }
  branch.default = true;
  branch.updated_at = now;
}
