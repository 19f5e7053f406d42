import * as core from "@actions/core";
import { deleteEndpoint, getEndpoint } from "../api/endpoints.ts";
import type { ApiClient } from "../api/http.ts";
import { waitForOperations } from "../api/operations.ts";
import { ApiError } from "../errors.ts";
import type { OwnedCompute } from "../state-helper.ts";

/** The post step: delete the compute main created or moved. Already gone counts as done. */
export async function deleteOwnedCompute(
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
    core.info(`Deleted compute ${owned.endpointId} (${owned.result} by this job)`);
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
