import type { Branch } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";

/**
 * The platform refuses an expiration more than 30 days ahead of its own clock: a lifetime that
 * long is cut by a minute, so that a platform clock somewhat behind ours still accepts it.
 */
const MAX_LIFETIME_MS = 30 * 86400 * 1000 - 60 * 1000;

/** `expires_at` for a lifetime starting now: RFC 3339 at whole seconds, as the platform stores it. */
export function expiryFor(lifetimeSeconds: number, now = clock.now()): string {
  const at = now + Math.min(lifetimeSeconds * 1000, MAX_LIFETIME_MS);
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The `expires_at` to PATCH onto a branch this run reuses, if any.
 *
 * Only a branch that already expires is ours to move. The platform has no field that says who
 * created a branch, and a name under `branch-prefix` proves nothing (anyone can create
 * `preview/pr-7` by hand, or have created it before this action set expirations), so a branch
 * without an expiration is never given one: the action sets an expiration only when it creates
 * a branch, and from then on the expiration itself is the mark. A branch that already expires
 * was made to be temporary (the platform allows no expiration on the default branch, a protected
 * one, or one with children), so moving it forward while a run uses it takes nothing from anyone.
 * `never` moves nothing; an expiration already equal to the wanted one needs no request.
 */
export function decideExpiry(
  branch: Pick<Branch, "expires_at" | "default">,
  lifetimeSeconds: number | undefined,
  now = clock.now(),
): string | undefined {
  if (lifetimeSeconds === undefined || !branch.expires_at || branch.default) return undefined;
  const wanted = expiryFor(lifetimeSeconds, now);
  return Date.parse(wanted) === Date.parse(branch.expires_at) ? undefined : wanted;
}
