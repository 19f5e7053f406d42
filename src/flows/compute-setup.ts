import * as core from "@actions/core";
import { createOnce } from "../api/create-once.ts";
import {
  createEndpoint,
  type EndpointChange,
  type EndpointCreate,
  getEndpoint,
  listBranchEndpoints,
  updateEndpoint,
} from "../api/endpoints.ts";
import type { ApiClient } from "../api/http.ts";
import { pendingOperationsOf } from "../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../api/responses.ts";
import * as clock from "../core/clock.ts";
import { ApiError, UserError } from "../core/errors.ts";
import { type OwnedCompute, saveOwnedCompute } from "../core/state-helper.ts";
import type { ProvisionSettings } from "../settings/mode-settings.ts";
import { claimHolds, decideClaim, markOf, thisJobClaim } from "./claims.ts";
import { isBusy, primaryOf } from "./decide.ts";
import { computeGoesOnlyWithBranch } from "./masking-decide.ts";
import { isOurCompute } from "./reconcile-match.ts";

/** Moves `endpointId` onto the branch; a move whose answer was lost is checked, then repeated once. */
export async function moveEndpoint(
  settings: ProvisionSettings,
  client: ApiClient,
  branch: Branch,
  endpointId: string,
) {
  const { projectId } = settings;
  const outcome = await createOnce(client, {
    send: () =>
      updateEndpoint(client, projectId, endpointId, { branchId: branch.id }).catch((error) => {
        if (error instanceof ApiError && error.status === 404)
          throw new UserError(
            `Input "endpoint-id": compute ${endpointId} does not exist in project ${projectId}`,
          );
        throw error;
      }),
    // Not moved: the same move again is safe (a late first one moves it to the same place).
    lookAfter: "lost-answer",
    lookUp: async () => {
      const found = await getEndpoint(client, projectId, endpointId);
      return found?.branch_id === branch.id ? found : undefined;
    },
    // On our branch, by id: whoever moved it there, it is the compute this run asked for.
    isOurs: () => true,
  });
  if (outcome.kind === "sent") {
    own(settings, branch, outcome.answer.endpoint, "moved");
    return outcome.answer;
  }
  own(settings, branch, outcome.found, "moved");
  return {
    endpoint: outcome.found,
    operations: await pendingOperationsOf(client, projectId, { endpointId }),
  };
}

/**
 * A compute listed busy (another run's start or move under way): the operations still pending on
 * it, to wait for. When none is left, they finished after the listing: the compute is read again,
 * so that its state is not the listing's.
 */
export async function catchUpWithBusy(
  client: ApiClient,
  projectId: string,
  endpoint: Endpoint,
): Promise<{ endpoint: Endpoint; operations: Operation[] }> {
  if (!isBusy(endpoint)) return { endpoint, operations: [] };
  const operations = await pendingOperationsOf(client, projectId, { endpointId: endpoint.id });
  if (operations.length > 0) return { endpoint, operations };
  return { endpoint: (await getEndpoint(client, projectId, endpoint.id)) ?? endpoint, operations };
}

/** Creates the branch's read_write compute, or adopts the one a lost or concurrent create made. */
export async function createOrAdoptEndpoint(
  settings: ProvisionSettings,
  client: ApiClient,
  branch: Branch,
  wanted: EndpointCreate,
): Promise<ReusedEndpoint & { result: "created" | "reused" }> {
  const { projectId } = settings;
  const requestedAt = clock.now();
  const outcome = await createOnce(client, {
    send: () => createEndpoint(client, projectId, branch.id, wanted),
    lookAfter: "conflict-or-lost-answer",
    lookUp: async () => primaryOf(await listBranchEndpoints(client, projectId, branch.id)),
    isOurs: (primary) => isOurCompute(primary, wanted, requestedAt),
  });
  if (outcome.kind === "sent") {
    own(settings, branch, outcome.answer.endpoint, "created");
    return { ...outcome.answer, result: "created" };
  }
  const primary = outcome.found;
  if (outcome.kind === "ours") {
    own(settings, branch, primary, "created");
    const operations = await pendingOperationsOf(client, projectId, { endpointId: primary.id });
    return { endpoint: primary, operations, result: "created" };
  }
  core.info(
    `Branch ${branch.name} got compute ${primary.id} from another run meanwhile; reusing it`,
  );
  // The platform refuses a second compute before the lock: the other run's may still be starting.
  return { ...(await reuseEndpoint(settings, client, branch, primary)), result: "reused" };
}

export interface ReusedEndpoint {
  endpoint: Endpoint;
  operations: Operation[];
  /** This run renamed the compute (a claim, or keep's mark): checked again at the end of main. */
  renamed?: boolean;
}

/**
 * A compute another run made, used by this one: a changed size or suspend timeout is applied,
 * and when its name says a post step is to delete it (flows/claims.ts), this job's claim is
 * added in the same PATCH (with keep: true, the name is made a kept one instead). A compute
 * without our mark is never renamed.
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
 * Saves what the post step needs. A compute on an anonymized branch (the platform lists
 * `delete-rw-endpoint` as restricted) is marked so that the post step suspends it; the create
 * of an anonymized branch passes `masking: "pending"` and `branchCreated` itself.
 */
export function own(
  settings: ProvisionSettings,
  branch: Branch,
  endpoint: Endpoint,
  result: OwnedCompute["result"],
  masked: Pick<OwnedCompute, "masking" | "branchCreated" | "claim"> = {},
): void {
  const masking = masked.masking ?? (computeGoesOnlyWithBranch(branch) ? "done" : undefined);
  // A compute created with this job's claim in its name goes only once no other claim is left.
  const claim = masked.claim ?? (result === "created" ? createdWithClaim(endpoint) : undefined);
  saveOwnedCompute({
    endpointId: endpoint.id,
    projectId: settings.projectId,
    apiHost: settings.apiHost,
    branchId: branch.id,
    result,
    ...(masking ? { masking } : {}),
    ...(masked.branchCreated ? { branchCreated: true } : {}),
    ...(claim ? { claim } : {}),
  });
}

function createdWithClaim(endpoint: Endpoint): string | undefined {
  const mark = markOf(endpoint.name);
  const claim = thisJobClaim();
  return mark.kind === "ephemeral" && mark.claims.includes(claim) ? claim : undefined;
}
