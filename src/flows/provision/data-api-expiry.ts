import * as core from "@actions/core";
import { findBranch, listBranches } from "../../api/branches.ts";
import type { ApiClient } from "../../api/http.ts";
import { getDataApi } from "../../api/services.ts";
import type { ProvisionSettings } from "../../settings/mode-settings.ts";

// Neon does not support branch expiration on branches that use the Data API (neon.com/docs/
// guides/branch-expiration, "Restrictions"). A preview branch that will have one (asked for by
// `data-api` or neon.ts's `dataApi`, or inherited from a parent that has one for `database`) is
// created without `expires_at`: the action never asks for both, PR close and the sweep remove
// it, and the summary says so.

export type ExpirySettings = Pick<
  ProvisionSettings,
  "projectId" | "dataApi" | "connection" | "expiresInSeconds" | "parentBranch"
>;

/** Why a new branch gets no expiry, or undefined when it keeps the one asked for. Pure. */
export function dataApiExpiryConflict(
  settings: Pick<ExpirySettings, "dataApi" | "expiresInSeconds">,
  parentDataApi: boolean,
): string | undefined {
  if (settings.expiresInSeconds === undefined) return undefined;
  if (settings.dataApi) return "this run gives it a Data API";
  if (parentDataApi) return "it inherits its parent's Data API";
  return undefined;
}

export function noExpiryNote(reason: string): string {
  return `The new branch gets no expiry: ${reason}, and Neon does not support branch expiration on branches that use the Data API. PR close (cleanup) and the sweep remove it.`;
}

/**
 * The settings for a branch created now: without an expiry when it will use the Data API.
 * Reads the parent's Data API only when the run itself asks for none but names the database.
 */
export async function withoutExpiryForDataApi<S extends ExpirySettings>(
  settings: S,
  client: ApiClient,
): Promise<{ settings: S; note?: string }> {
  if (settings.expiresInSeconds === undefined) return { settings };
  const database = settings.connection?.database;
  const parentDataApi =
    !settings.dataApi && database !== undefined
      ? await parentHasDataApi(settings, client, database)
      : false;
  const reason = dataApiExpiryConflict(settings, parentDataApi);
  if (!reason) return { settings };
  const note = noExpiryNote(reason);
  core.info(note);
  return { settings: { ...settings, expiresInSeconds: undefined }, note };
}

async function parentHasDataApi(
  settings: ExpirySettings,
  client: ApiClient,
  database: string,
): Promise<boolean> {
  const parent = settings.parentBranch
    ? await findBranch(client, settings.projectId, settings.parentBranch)
    : (await listBranches(client, settings.projectId)).find((branch) => branch.default);
  // A parent that does not exist fails later, with the error that names it.
  if (!parent) return false;
  return (await getDataApi(client, settings.projectId, parent.id, database)) !== undefined;
}
