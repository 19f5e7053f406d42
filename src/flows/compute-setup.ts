import * as core from "@actions/core";
import {
  createEndpoint,
  type EndpointSettings,
  getEndpoint,
  listBranchEndpoints,
  updateEndpoint,
} from "../api/endpoints.ts";
import type { ApiClient } from "../api/http.ts";
import { pendingOperationsOf } from "../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../api/schemas.ts";
import * as clock from "../clock.ts";
import { ApiError, UserError } from "../errors.ts";
import type { Settings } from "../inputs.ts";
import { type OwnedCompute, saveOwnedCompute } from "../state-helper.ts";
import { isBusy, primaryOf } from "./decide.ts";
import { computeGoesOnlyWithBranch } from "./masking-decide.ts";
import { createdSince, findLostResult, isConflictOrMaybeApplied } from "./reconcile.ts";

/** Moves `endpointId` onto the branch; a move whose answer was lost is checked, then repeated once. */
export async function moveEndpoint(
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  endpointId: string,
) {
  const { projectId } = settings;
  for (let attempt = 0; ; attempt++) {
    try {
      const moved = await updateEndpoint(client, projectId, endpointId, { branchId: branch.id });
      own(settings, branch, moved.endpoint, "moved");
      return moved;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404)
        throw new UserError(
          `Input "endpoint-id": compute ${endpointId} does not exist in project ${projectId}`,
        );
      if (!error.maybeApplied) throw error;
      const endpoint = await findLostResult(client, error, async () => {
        const found = await getEndpoint(client, projectId, endpointId);
        return found?.branch_id === branch.id ? found : undefined;
      });
      if (!endpoint) {
        // Not moved: the same move again is safe (a late first one moves it to the same place).
        if (attempt === 0) continue;
        throw error;
      }
      own(settings, branch, endpoint, "moved");
      return { endpoint, operations: await pendingOperationsOf(client, projectId, { endpointId }) };
    }
  }
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
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  wanted: EndpointSettings,
) {
  const { projectId } = settings;
  const requestedAt = clock.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await createEndpoint(client, projectId, branch.id, wanted);
      own(settings, branch, created.endpoint, "created");
      return { ...created, result: "created" as const };
    } catch (error) {
      if (!(error instanceof ApiError) || !isConflictOrMaybeApplied(error)) throw error;
      const primary = await findLostResult(client, error, async () =>
        primaryOf(await listBranchEndpoints(client, projectId, branch.id)),
      );
      if (!primary) {
        // Nothing was applied: one more create is safe.
        if (error.maybeApplied && attempt === 0) continue;
        throw error;
      }
      // A conflict on the repeat may be our first request, landed late.
      if ((error.maybeApplied || attempt > 0) && createdSince(primary.created_at, requestedAt)) {
        own(settings, branch, primary, "created");
        const operations = await pendingOperationsOf(client, projectId, { endpointId: primary.id });
        return { endpoint: primary, operations, result: "created" as const };
      }
      core.info(
        `Branch ${branch.name} got compute ${primary.id} from another run meanwhile; reusing it`,
      );
      // The platform refuses a second compute before the lock: the other run's may still be starting.
      return { ...(await catchUpWithBusy(client, projectId, primary)), result: "reused" as const };
    }
  }
}

/**
 * Saves what the post step needs. A compute on an anonymized branch (the platform lists
 * `delete-rw-endpoint` as restricted) is marked so that the post step suspends it; the create
 * of an anonymized branch passes `masking: "pending"` and `branchCreated` itself.
 */
export function own(
  settings: Settings,
  branch: Branch,
  endpoint: Endpoint,
  result: "created" | "moved",
  masked: Pick<OwnedCompute, "masking" | "branchCreated"> = {},
): void {
  const masking = masked.masking ?? (computeGoesOnlyWithBranch(branch) ? "done" : undefined);
  saveOwnedCompute({
    endpointId: endpoint.id,
    projectId: settings.projectId,
    apiHost: settings.apiHost,
    branchId: branch.id,
    result,
    ...(masking ? { masking } : {}),
    ...(masked.branchCreated ? { branchCreated: true } : {}),
  });
}
