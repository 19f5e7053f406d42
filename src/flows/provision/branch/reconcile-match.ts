import type { BranchCreate } from "../../../api/branches.ts";
import type { EndpointCreate } from "../../../api/endpoints.ts";
import type { Branch, Endpoint } from "../../../api/responses.ts";

// Whether what a listing shows after a lost answer is what this run asked for, rather than
// another run's branch or compute created at about the same time.
//
// A compute is told apart exactly: its name carries this job's claim
// (shared/compute-claims.ts), and so is a branch created with its compute. A branch created without one (endpoint-id moves a
// compute onto it) is matched on what was sent — parent, init_source, expires_at (this run's
// own moment, to the second) — within the clock-skew window: two runs that ask for that same
// branch in the same second are still taken for one another. Then both use the branch, and only
// the compute each moves or creates is its own.

/** The branch's read-write compute, among its computes as listed. */
export function primaryOf(endpoints: Endpoint[]): Endpoint | undefined {
  return endpoints.find((endpoint) => endpoint.type === "read_write");
}

/** A compute found on the branch after this run's create lost its answer. */
export function isOurCompute(endpoint: Endpoint, sent: EndpointCreate, requestedAt: number) {
  if (endpoint.name && sent.name) return endpoint.name === sent.name;
  // A platform that keeps no name: the attributes sent, created within the window.
  return (
    endpoint.type === "read_write" &&
    endpoint.autoscaling_limit_min_cu === sent.minCu &&
    endpoint.autoscaling_limit_max_cu === sent.maxCu &&
    // 0 asks for the platform's default, whose value we do not know.
    (sent.suspendTimeoutSeconds === 0 ||
      endpoint.suspend_timeout_seconds === sent.suspendTimeoutSeconds) &&
    createdSince(endpoint.created_at, requestedAt)
  );
}

/** A branch of the name this run asked for, found after its create lost its answer. */
export function isOurBranch(
  branch: Branch,
  endpoints: Endpoint[],
  sent: BranchCreate,
  requestedAt: number,
): boolean {
  if (branch.name !== sent.name || !createdSince(branch.created_at, requestedAt)) return false;
  if (sent.parentId && branch.parent_id !== sent.parentId) return false;
  if (branch.init_source && (branch.init_source === "schema-only") !== Boolean(sent.schemaOnly))
    return false;
  const expires = branch.expires_at ? Date.parse(branch.expires_at) : undefined;
  if (expires !== (sent.expiresAt ? Date.parse(sent.expiresAt) : undefined)) return false;
  if (!sent.endpoint) return true;
  // Created in the same request as the branch: the compute's name settles it.
  const primary = primaryOf(endpoints);
  if (!primary) return false;
  return isOurCompute(primary, sent.endpoint, requestedAt);
}

/** Platform clocks and ours differ a little; allow some skew. */
const CLOCK_SKEW_MS = 5000;
function createdSince(createdAt: string, requestedAt: number): boolean {
  return Date.parse(createdAt) >= requestedAt - CLOCK_SKEW_MS;
}
