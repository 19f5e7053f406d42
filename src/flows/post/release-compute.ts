import * as core from "@actions/core";
import { deleteBranch } from "../../api/branches.ts";
import {
  deleteEndpoint,
  getEndpoint,
  suspendEndpoint,
  updateEndpoint,
} from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import { waitForOperations } from "../../api/operations.ts";
import { ApiError } from "../../core/errors.ts";
import type { OwnedCompute } from "../../core/state-helper.ts";
import { decideRelease, ephemeralName } from "../shared/compute-claims.ts";
import type { PostDecision } from "./decide-post-step.ts";
import { deleteGroupBranch } from "./delete-group-branch.ts";

/** The post step's work, as decidePostStep decided it; true when the compute is gone now. */
export async function releaseOwnedCompute(
  decision: Exclude<PostDecision, { kind: "skip" }>,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<boolean> {
  let claimed = false;
  if (decision.kind !== "delete-branch" && decision.owned.claim) {
    const release = await releaseClaim(decision.owned, decision.owned.claim, client);
    if (release === "leave") return false;
    claimed = release === "last-claim";
  }
  if (decision.kind === "suspend") {
    await suspendOwnedCompute(decision.owned, client, signal, claimed);
    return false;
  }
  if (decision.kind === "delete") await deleteOwnedCompute(decision.owned, client, signal);
  else if (decision.kind === "delete-group-branch")
    await deleteGroupBranch(decision.owned, client, signal);
  else await deleteUnmaskedBranch(decision.owned, client, signal);
  return true;
}

/**
 * Takes this job's claim off the compute's name (shared/compute-claims.ts). `leave`: another
 * job's claim is left, and that job may still be querying it: the name loses ours and the
 * compute stays.
 * Otherwise it is this post step's to delete (or suspend); `last-claim` when the name held ours.
 */
async function releaseClaim(
  owned: OwnedCompute,
  claim: string,
  client: ApiClient,
): Promise<"leave" | "last-claim" | "unnamed"> {
  const { projectId, endpointId } = owned;
  try {
    const endpoint = await getEndpoint(client, projectId, endpointId);
    if (!endpoint) return "unnamed"; // the delete then finds it gone
    const release = decideRelease(endpoint.name, claim, owned.result === "created");
    if (release.kind === "release") return endpoint.name ? "last-claim" : "unnamed";
    if (release.rename)
      await updateEndpoint(client, projectId, endpointId, { name: release.rename });
    core.info(`Left compute ${endpointId} in place: ${release.reason}`);
    return "leave";
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(
      `Compute ${endpointId} remains on branch ${owned.branchId}: could not read whether another job still uses it; PR close, the sweep or the branch's expiration removes it: ${error.message}`,
      { cause: error },
    );
  }
}

/**
 * An anonymized branch's compute: the platform refuses to delete it (`delete-rw-endpoint` is
 * restricted), so it is suspended; it goes with the branch on PR close, sweep, or the branch's
 * expiration. A protected branch's computes cannot be deleted either (Neon's protected branches):
 * suspended too, they stay until someone lifts the protection.
 */
async function suspendOwnedCompute(
  owned: OwnedCompute,
  client: ApiClient,
  signal?: AbortSignal,
  lastClaim = false,
): Promise<void> {
  const answer = await suspendEndpoint(client, owned.projectId, owned.endpointId);
  if (!answer) {
    core.info(`Compute ${owned.endpointId} was already gone`);
    return;
  }
  if (answer.operations.length > 0)
    await waitForOperations(client, owned.projectId, answer.operations, { signal });
  // The compute outlives this job: its claim goes, so that a later job's post step suspends it too.
  if (lastClaim)
    await updateEndpoint(client, owned.projectId, owned.endpointId, { name: ephemeralName([]) });
  core.info(
    owned.masking
      ? `Suspended compute ${owned.endpointId}: it is on an anonymized branch, whose compute goes only with the branch (on PR close, sweep or the branch's expiration)`
      : `Suspended compute ${owned.endpointId}: it is on a protected branch, whose computes Neon does not delete; set protected: false on the branch to let PR close remove it`,
  );
}

/**
 * An anonymized branch this run created whose masking did not finish (it failed, timed out or
 * was cancelled): it may hold unmasked rows, so it goes, and its compute with it.
 */
async function deleteUnmaskedBranch(
  owned: OwnedCompute,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const answer = await deleteBranch(client, owned.projectId, owned.branchId);
    if (answer?.operations.length)
      await waitForOperations(client, owned.projectId, answer.operations, { signal });
    core.info(
      `Deleted branch ${owned.branchId} and its compute ${owned.endpointId}: this run created it and its masking did not finish`,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(
      `Branch ${owned.branchId} (created by this run, masking unfinished) remains with compute ${owned.endpointId}, delete it by hand: ${error.message}`,
      { cause: error },
    );
  }
}

/** The post step: delete the compute main created or moved. Already gone counts as done. */
async function deleteOwnedCompute(
  owned: OwnedCompute,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const answer = await deleteEndpoint(client, owned.projectId, owned.endpointId);
    if (!answer) {
      core.info(`Compute ${owned.endpointId} was already gone`);
      return;
    }
    if (answer.operations.length > 0)
      await waitForOperations(client, owned.projectId, answer.operations, { signal });
    const by =
      owned.result === "reused" ? "the last job holding it" : `${owned.result} by this job`;
    core.info(`Deleted compute ${owned.endpointId} (${by})`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An answer we could not read may still have been a delete that went through.
    if (await isGone(client, owned)) {
      core.info(`Deleted compute ${owned.endpointId} (its answer was unusable: ${error.message})`);
      return;
    }
    throw new Error(
      `Compute ${owned.endpointId} remains on branch ${owned.branchId}, delete it by hand: ${error.message}`,
      { cause: error },
    );
  }
}

async function isGone(client: ApiClient, owned: OwnedCompute): Promise<boolean> {
  try {
    return (await getEndpoint(client, owned.projectId, owned.endpointId)) === undefined;
  } catch {
    return false;
  }
}
