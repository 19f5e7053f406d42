import type { EndpointChange, EndpointSettings } from "../api/endpoints.ts";
import type { Branch, Endpoint } from "../api/responses.ts";
import * as clock from "../core/clock.ts";
import { restricts } from "./masking-decide.ts";

// Decisions as pure functions over what the API listed; the flows carry them out.

export type ProvisionDecision =
  | {
      kind: "reuse";
      endpoint: Endpoint;
      change: EndpointChange | undefined;
      ignoredEndpointId?: string;
    }
  | { kind: "move"; endpointId: string }
  | { kind: "create" };

export function primaryOf(endpoints: Endpoint[]): Endpoint | undefined {
  return endpoints.find((endpoint) => endpoint.type === "read_write");
}

export function decideProvision(
  branchEndpoints: Endpoint[],
  wanted: EndpointSettings & { endpointId?: string },
): ProvisionDecision {
  const primary = primaryOf(branchEndpoints);
  if (primary) {
    const ignoredEndpointId =
      wanted.endpointId && wanted.endpointId !== primary.id ? wanted.endpointId : undefined;
    return {
      kind: "reuse",
      endpoint: primary,
      change: settingsChange(primary, wanted),
      ignoredEndpointId,
    };
  }
  if (wanted.endpointId) return { kind: "move", endpointId: wanted.endpointId };
  return { kind: "create" };
}

/** The PATCH that brings a reused compute to the wanted size and suspend timeout, if any. */
export function settingsChange(
  endpoint: Endpoint,
  wanted: EndpointSettings,
): EndpointChange | undefined {
  const change: EndpointChange = {};
  if (
    endpoint.autoscaling_limit_min_cu !== wanted.minCu ||
    endpoint.autoscaling_limit_max_cu !== wanted.maxCu
  ) {
    change.minCu = wanted.minCu;
    change.maxCu = wanted.maxCu;
  }
  // 0 means "platform default", whose value we do not know: nothing to compare.
  if (
    wanted.suspendTimeoutSeconds !== 0 &&
    endpoint.suspend_timeout_seconds !== wanted.suspendTimeoutSeconds
  )
    change.suspendTimeoutSeconds = wanted.suspendTimeoutSeconds;
  return Object.keys(change).length > 0 ? change : undefined;
}

/** A compute still starting or moving: a reuse must wait for its operations. */
export function isBusy(endpoint: Endpoint): boolean {
  return endpoint.current_state === "init" || Boolean(endpoint.pending_state);
}

/** On PR close: the branch's read_write compute goes; read replicas are not ours to judge. */
export function decidePrCleanup(branchEndpoints: Endpoint[]): Endpoint[] {
  return branchEndpoints.filter((endpoint) => endpoint.type === "read_write");
}

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

export type ResetDecision =
  | { kind: "none" }
  | { kind: "restore"; sourceBranchId: string }
  | { kind: "impossible"; reason: string };

/**
 * `reset`: a branch this run found (rather than created) is restored to its parent's latest
 * state; a branch created just now already is a fresh copy. A branch without a parent (the
 * project's root, or a schema-only branch, which Neon makes a root branch) cannot be reset.
 */
export function decideReset(
  reset: boolean,
  branch: Pick<Branch, "id" | "name" | "parent_id" | "restricted_actions">,
  createdNow: boolean,
): ResetDecision {
  if (!reset || createdNow) return { kind: "none" };
  if (restricts(branch, "restore"))
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) is an anonymized branch, which the platform cannot restore; set masking-rules to replace it with a fresh masked copy of its parent`,
    };
  if (!branch.parent_id)
    return {
      kind: "impossible",
      reason: `Input "reset": branch ${branch.name} (${branch.id}) has no parent to reset from`,
    };
  return { kind: "restore", sourceBranchId: branch.parent_id };
}
