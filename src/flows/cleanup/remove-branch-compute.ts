import * as core from "@actions/core";
import { deleteBranch } from "../../api/branches.ts";
import { deleteEndpoint } from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import type { Branch, Endpoint, Operation } from "../../api/responses.ts";
import { computeGoesOnlyWithBranch } from "../shared/restricted-actions.ts";
import { decidePrCleanup } from "./decide-pr-cleanup.ts";

export interface BranchRemoval {
  /** The read_write computes deleted now or found already gone. */
  deletedEndpointIds: string[];
  /** The branch was deleted now or found already gone (with deleteBranch, or as an anonymized branch's). */
  branchDeleted: boolean;
  /** The branch went because it is anonymized: the platform deletes its compute only with it. */
  deletedForCompute: boolean;
  /** The branch is protected: Neon deletes neither it nor its computes, so both stay. */
  keptProtected: boolean;
  operations: Operation[];
}

/**
 * The delete of the PR-close cleanup, shared with the sweep: the branch's read_write compute(s)
 * among `branchEndpoints` (read replicas are not ours to judge), then the branch itself with
 * `deleteBranch`. "Already gone" (404/204) counts as done; anything else throws. `settle`, when
 * given, is awaited with the compute deletes' operations before the branch delete (the sweep
 * waits them out rather than meet the project's lock); without it a lock is retried.
 */
export async function removeBranchCompute(
  client: ApiClient,
  projectId: string,
  branch: Pick<Branch, "id" | "name" | "restricted_actions" | "protected">,
  branchEndpoints: Endpoint[],
  options: { deleteBranch: boolean; settle?: (operations: Operation[]) => Promise<void> },
): Promise<BranchRemoval> {
  const operations: Operation[] = [];
  const deletedEndpointIds: string[] = [];
  const computes = decidePrCleanup(branchEndpoints);
  if (branch.protected && computes.length + (options.deleteBranch ? 1 : 0) > 0) {
    core.warning(protectedKeptNote(branch.name));
    return {
      deletedEndpointIds,
      branchDeleted: false,
      deletedForCompute: false,
      keptProtected: true,
      operations,
    };
  }
  // An anonymized branch keeps its read_write compute: deleting the branch is the only way it goes.
  const deletedForCompute = computes.length > 0 && computeGoesOnlyWithBranch(branch);
  if (deletedForCompute)
    core.info(
      `Branch ${branch.name} is an anonymized branch: its compute goes only with the branch, so the branch is deleted`,
    );
  else
    for (const endpoint of computes) {
      const answer = await deleteEndpoint(client, projectId, endpoint.id);
      core.info(`Compute ${endpoint.id} ${answer ? "deleted" : "was already gone"}`);
      deletedEndpointIds.push(endpoint.id);
      operations.push(...(answer?.operations ?? []));
    }
  const branchDeleted = options.deleteBranch || deletedForCompute;
  if (branchDeleted) {
    if (options.settle && operations.length > 0) await options.settle(operations);
    const answer = await deleteBranch(client, projectId, branch.id);
    core.info(`Branch ${branch.name} (${branch.id}) ${answer ? "deleted" : "was already gone"}`);
    operations.push(...(answer?.operations ?? []));
    if (deletedForCompute) deletedEndpointIds.push(...computes.map((endpoint) => endpoint.id));
  }
  if (deletedEndpointIds.length === 0)
    core.info(`Branch ${branch.name} has no read_write compute: nothing to delete`);
  return { deletedEndpointIds, branchDeleted, deletedForCompute, keptProtected: false, operations };
}

/** Neon's protected branches: neither the branch nor its computes can be deleted. */
export function protectedKeptNote(name: string): string {
  return `Branch ${name} is protected: Neon deletes neither it nor its computes, so both stay; set protected: false on it (in neon.ts's branch policy, or in the console) to let the cleanup remove them`;
}
