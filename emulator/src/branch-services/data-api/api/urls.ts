import type { Branch } from "../../../control-plane/state/records/records.ts";

/**
 * Where a branch database's Data API answers on the proxy's port (http and https alike):
 * `/apirest/<branch id>/<database>/rest/v1/…` (the front door: ../front-door.ts).
 */
export const restPrefix = "/apirest/";

export const restBasePath = (branchId: string, database: string) =>
  `${restPrefix}${encodeURIComponent(branchId)}/${encodeURIComponent(database)}/rest/v1`;

/** The Data API's address: on the proxy's port, `…/apirest/<branch>/<database>/rest/v1`. */
export function dataApiUrl(origin: string, branch: Branch, database: string): string {
  return `${origin}${restBasePath(branch.id, database)}`;
}
