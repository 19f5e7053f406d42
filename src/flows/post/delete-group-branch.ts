import * as core from "@actions/core";
import { deleteBranch, getBranch } from "../../api/branches.ts";
import type { ApiClient } from "../../api/http.ts";
import { waitForOperations } from "../../api/operations.ts";
import { ApiError } from "../../core/errors.ts";
import type { OwnedCompute } from "../../core/state-helper.ts";

/**
 * The post step of a merge group's run: its own branch goes, and the compute with it (the
 * platform deletes a branch's computes with the branch). Already gone counts as done.
 */
export async function deleteGroupBranch(
  owned: OwnedCompute,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  const what = `the merge group's branch ${owned.branchId} and its compute ${owned.endpointId}`;
  try {
    const answer = await deleteBranch(client, owned.projectId, owned.branchId);
    if (!answer) {
      core.info(`The merge group's branch ${owned.branchId} was already gone`);
      return;
    }
    if (answer.operations.length > 0)
      await waitForOperations(client, owned.projectId, answer.operations, { signal });
    core.info(`Deleted ${what}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An answer we could not read may still have been a delete that went through.
    if (await isGone(client, owned)) {
      core.info(`Deleted ${what} (its answer was unusable: ${error.message})`);
      return;
    }
    throw new Error(
      `The merge group's branch ${owned.branchId} remains with compute ${owned.endpointId} (its expiry or the sweep removes it), delete it by hand: ${error.message}`,
      { cause: error },
    );
  }
}

async function isGone(client: ApiClient, owned: OwnedCompute): Promise<boolean> {
  try {
    return (await getBranch(client, owned.projectId, owned.branchId)) === undefined;
  } catch {
    return false;
  }
}
