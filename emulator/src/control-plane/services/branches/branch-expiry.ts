import { badRequest } from "../../errors.ts";
import { isoSeconds } from "../../state/clock/clock.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Project } from "../../state/records/records.ts";
import { cancelExpiryTimer } from "../../state/records/timers.ts";
import { deleteWithComputes } from "./branch-deletion.ts";
import { childrenOf } from "./branch-lookups.ts";

// Branch expiration, as Neon documents it (guides/branch-expiration): an RFC 3339 timestamp with
// a time zone, stored at second precision, in the future and at most 30 days ahead; never on a
// protected branch, the default branch or a branch with children, and no child of an expiring
// branch. Every refusal answers 400 (the document is silent on the status).

export interface Expiry {
  at: number;
  ttlSeconds: number;
}

const maxExpiryMs = 30 * 24 * 3600 * 1000;
const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export function parseExpiresAt(raw: string, now: number): Expiry {
  const parsed = rfc3339.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(parsed)) {
    throw badRequest(
      `expires_at ${JSON.stringify(raw)} is not an RFC 3339 timestamp with a time zone, such as 2025-06-09T18:02:16Z`,
    );
  }
  const at = Math.floor(parsed / 1000) * 1000;
  if (at <= now) {
    throw badRequest(`expires_at ${raw} is not in the future (now is ${isoSeconds(now)})`);
  }
  if (at - now > maxExpiryMs) {
    throw badRequest(
      `expires_at ${raw} is more than 30 days ahead; the latest allowed is ${isoSeconds(now + maxExpiryMs)}`,
    );
  }
  return { at, ttlSeconds: Math.round((at - now) / 1000) };
}

export function setExpiry(
  platform: Platform,
  project: Project,
  branch: Branch,
  expiry: Expiry | undefined,
): void {
  if (expiry) {
    branch.expires_at = expiry.at;
    branch.ttl_interval_seconds = expiry.ttlSeconds;
  } else {
    delete branch.expires_at;
    delete branch.ttl_interval_seconds;
  }
  armExpiry(platform, project, branch);
}

/** (Re)schedules the branch's deletion at its `expires_at`, or cancels it when there is none. */
export function armExpiry(platform: Platform, project: Project, branch: Branch): void {
  cancelExpiryTimer(branch);
  if (branch.expires_at === undefined) return;
  const at = Math.max(branch.expires_at, platform.clock.now());
  branch.expiry_timer = platform.scheduler.at(at, () => expire(platform, project, branch));
}

/**
 * The platform deletes an expired branch with its computes, as `DELETE …/branches/{id}` does,
 * through control-plane ("system") operations that do not lock the project. A user operation
 * still running on the project (say, the branch's own creation) is waited for first, as Neon's
 * background job may also run late. The default branch and a branch with children cannot get an
 * expiration, so they are never deleted here.
 */
function expire(platform: Platform, project: Project, branch: Branch): void {
  delete branch.expiry_timer;
  const live =
    platform.state.projects.get(project.id) === project &&
    project.branches.get(branch.id) === branch;
  if (!live || branch.expires_at === undefined || branch.expires_at > platform.clock.now()) return;
  if (branch.default || childrenOf(project, branch).length > 0) return;
  const running = platform.operations.lockingOperation(project);
  if (running) {
    void platform.operations.settled(running).then(() => armExpiry(platform, project, branch));
    return;
  }
  deleteWithComputes(platform, project, branch, "system");
}
