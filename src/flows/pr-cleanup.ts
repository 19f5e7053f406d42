import * as core from "@actions/core";
import { deleteBranch } from "../api/branches.ts";
import { deleteEndpoint, listBranchEndpoints } from "../api/endpoints.ts";
import type { ApiClient } from "../api/http.ts";
import { waitForOperations } from "../api/operations.ts";
import type { Operation } from "../api/schemas.ts";
import type { Report } from "../github/report.ts";
import { describeBranch, type Settings } from "../inputs.ts";
import { findBranch } from "./branch-setup.ts";
import { decidePrCleanup } from "./decide.ts";
import { publish } from "./publish.ts";

/** PR closed (or mode: cleanup): remove the branch's read_write compute; "already gone" is done. */
export async function cleanupPullRequest(
  settings: Settings,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  const { projectId } = settings;
  const ref = settings.branch;
  const branch = await findBranch(client, projectId, ref);
  const operations: Operation[] = [];
  const deleted: string[] = [];
  if (!branch) {
    core.info(`Branch ${describeBranch(ref)} does not exist: nothing to clean up`);
  } else {
    for (const endpoint of decidePrCleanup(
      await listBranchEndpoints(client, projectId, branch.id),
    )) {
      const answer = await deleteEndpoint(client, projectId, endpoint.id);
      core.info(`Compute ${endpoint.id} ${answer ? "deleted" : "was already gone"}`);
      deleted.push(endpoint.id);
      operations.push(...(answer?.operations ?? []));
    }
    if (settings.deleteBranch) {
      const answer = await deleteBranch(client, projectId, branch.id);
      core.info(`Branch ${branch.name} (${branch.id}) ${answer ? "deleted" : "was already gone"}`);
      operations.push(...(answer?.operations ?? []));
    }
    if (deleted.length === 0)
      core.info(`Branch ${branch.name} has no read_write compute: nothing to delete`);
  }
  const waits = settings.wait && operations.length > 0;
  if (waits) core.info(`Waiting for ${operations.map((op) => op.action).join(", ")}`);
  const finished = waits
    ? await waitForOperations(client, projectId, operations, { signal })
    : operations;
  const report: Report = {
    result: "deleted",
    projectId,
    branchName: branch?.name ?? describeBranch(ref),
    branchId: branch?.id,
    endpointId: deleted.join(", ") || undefined,
    host: undefined,
    hostPooled: undefined,
    state: undefined,
    size: undefined,
    timeToReadyMs: undefined,
    operations: finished,
    notes: settings.deleteBranch && branch ? [`Branch ${branch.name} was deleted too.`] : [],
  };
  await publish(settings, report, {
    result: "deleted",
    "endpoint-id": deleted.join(",") || undefined,
    "branch-id": branch?.id,
    "branch-name": branch?.name ?? describeBranch(ref),
  });
}
