import * as core from "@actions/core";
import { type EndpointChange, getEndpoint, updateEndpoint } from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import { pendingOperationsOf } from "../../../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../../../api/responses.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { claimHolds, decideClaim, thisJobClaim } from "../../shared/compute-claims.ts";
import { isBusy } from "./decide-compute.ts";
import { own } from "./save-owned-compute.ts";

export interface ReusedEndpoint {
  endpoint: Endpoint;
  operations: Operation[];
  /** This run renamed the compute (a claim, or keep's mark): checked again at the end of main. */
  renamed?: boolean;
}

/**
 * A compute another run made, used by this one: a changed size or suspend timeout is applied,
 * and when its name says a post step is to delete it (shared/compute-claims.ts), this job's
 * claim is added in the same PATCH (with keep: true, the name is made a kept one instead). A
 * compute without our mark is never renamed.
 */
export async function reuseEndpoint(
  settings: ProvisionSettings,
  client: ApiClient,
  branch: Branch,
  found: Endpoint,
  change?: EndpointChange,
): Promise<ReusedEndpoint> {
  const { projectId } = settings;
  const claim = thisJobClaim();
  const decision = decideClaim(found.name, claim, settings.keep);
  // Saved before the PATCH: a run cancelled while it is under way still releases the claim.
  if (decision.holds) own(settings, branch, found, "reused", { claim });
  if (!change && !decision.rename) return catchUpWithBusy(client, projectId, found);
  if (change)
    core.warning(
      `Changing the size or suspend timeout of compute ${found.id}: this restarts it and drops its connections`,
    );
  if (decision.rename)
    core.info(
      `Compute ${found.id}: ${decision.note ?? `this job's claim ${claim} added, so no other job's post step deletes it while this one uses it`}`,
    );
  const updated = await updateEndpoint(client, projectId, found.id, {
    ...change,
    name: decision.rename,
  });
  return { ...updated, renamed: decision.rename !== undefined };
}

/**
 * At the end of main, a compute this run renamed is read once more: claims are read, changed and
 * written whole (the API has no compare-and-swap), so another job's write may have dropped ours
 * meanwhile; it is put back. What remains: a write that lands between this read and this job's
 * post step (another job's post removing its own claim from what it read before ours was added)
 * can still drop ours, and then that job, or a later one, may delete the compute while this one
 * uses it. Each step narrows that window; none closes it.
 */
export async function verifyRename(
  settings: ProvisionSettings,
  client: ApiClient,
  endpointId: string,
): Promise<void> {
  const claim = thisJobClaim();
  const now = await getEndpoint(client, settings.projectId, endpointId);
  if (!now)
    throw new Error(
      `Compute ${endpointId} was deleted while this run used it (another job's post step, a PR-close cleanup or the sweep); run the job again`,
    );
  if (claimHolds(now.name, claim, settings.keep)) return;
  const decision = decideClaim(now.name, claim, settings.keep);
  if (!decision.rename) return;
  core.info(`Compute ${endpointId}: another job's write dropped this job's mark; putting it back`);
  await updateEndpoint(client, settings.projectId, endpointId, { name: decision.rename });
}

/**
 * A compute listed busy (another run's start or move under way): the operations still pending on
 * it, to wait for. When none is left, they finished after the listing: the compute is read again,
 * so that its state is not the listing's.
 */
async function catchUpWithBusy(
  client: ApiClient,
  projectId: string,
  endpoint: Endpoint,
): Promise<{ endpoint: Endpoint; operations: Operation[] }> {
  if (!isBusy(endpoint)) return { endpoint, operations: [] };
  const operations = await pendingOperationsOf(client, projectId, { endpointId: endpoint.id });
  if (operations.length > 0) return { endpoint, operations };
  return { endpoint: (await getEndpoint(client, projectId, endpoint.id)) ?? endpoint, operations };
}
