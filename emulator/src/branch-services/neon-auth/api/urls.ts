import type { Branch } from "../../../control-plane/state/records/records.ts";
import type { NeonAuth } from "./records.ts";

/**
 * Where a branch's Neon Auth answers on the proxy's port: `/neonauth/<branch-id>/<database>/auth`
 * (Neon's path ends in `…/<database>/auth`; the branch id stays when its computes change).
 */
export const authPathPrefix = "/neonauth/";

/** A branch's auth path on the proxy's port: Neon's `…/<database>/auth` after the branch id. */
export function authBasePath(branchId: string, databaseName: string): string {
  return `${authPathPrefix}${branchId}/${encodeURIComponent(databaseName)}/auth`;
}

/** On loopback, on the proxy's port: `http://127.0.0.1:<port>/neonauth/<branch>/<db>/auth`. */
export function authBaseUrl(origin: string, branch: Branch, auth: NeonAuth): string {
  return `${origin}${authBasePath(branch.id, auth.db_name)}`;
}

/** The JWKS of the branch's Neon Auth. */
export function neonAuthJwksUrl(origin: string, branch: Branch, auth: NeonAuth): string {
  return `${authBaseUrl(origin, branch, auth)}/.well-known/jwks.json`;
}
