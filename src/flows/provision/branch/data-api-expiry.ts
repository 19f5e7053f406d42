import * as core from "@actions/core";
import { ApiError } from "../../../core/errors.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";

// Neon does not support branch expiration on branches that use the Data API (neon.com/docs/
// guides/branch-expiration, "Restrictions"). A preview branch this run gives a Data API
// (`data-api`, or neon.ts's `dataApi`) is created without `expires_at`; one that inherits its
// parent's is created again without it when the platform refuses both (no request is spent on
// asking the parent first). PR close and the sweep remove such a branch; the summary says so.

type ExpirySettings = Pick<ProvisionSettings, "dataApi" | "expiresInSeconds">;

/** Why a branch created now gets no expiry, or undefined when it keeps the one asked for. Pure. */
export function dataApiExpiryConflict(settings: ExpirySettings): string | undefined {
  if (settings.expiresInSeconds === undefined || !settings.dataApi) return undefined;
  return "this run gives it a Data API";
}

export function noExpiryNote(reason: string): string {
  return `The new branch gets no expiry: ${reason}, and Neon does not support branch expiration on branches that use the Data API. PR close (cleanup) and the sweep remove it.`;
}

/** The settings for a branch created now: without an expiry when this run gives it a Data API. */
export function withoutExpiryForDataApi<S extends ExpirySettings>(
  settings: S,
): { settings: S; note?: string } {
  const reason = dataApiExpiryConflict(settings);
  if (!reason) return { settings };
  const note = noExpiryNote(reason);
  core.info(note);
  return { settings: { ...settings, expiresInSeconds: undefined }, note };
}

/** The platform's refusal of an expiry on a branch with (or inheriting) a Data API. */
export function isDataApiExpiryRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const message = error.platformMessage ?? "";
  return /Data API/i.test(message) && /expir/i.test(message);
}
