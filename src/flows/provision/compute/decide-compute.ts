import type { EndpointChange, EndpointSettings } from "../../../api/endpoints.ts";
import type { Endpoint } from "../../../api/responses.ts";
import { primaryOf } from "../branch/reconcile-match.ts";

// What a run does for its compute (reuse, move or create; the settings a reused one needs), as
// pure functions over what the API listed; resolve-compute.ts carries it out.

export type ProvisionDecision =
  | {
      kind: "reuse";
      endpoint: Endpoint;
      change: EndpointChange | undefined;
      ignoredEndpointId?: string;
    }
  | { kind: "move"; endpointId: string }
  | { kind: "create" };

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
