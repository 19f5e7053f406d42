import * as core from "@actions/core";
import { createOnce } from "../../../api/create-once.ts";
import {
  createEndpoint,
  type EndpointCreate,
  getEndpoint,
  listBranchEndpoints,
  updateEndpoint,
} from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import { pendingOperationsOf } from "../../../api/operations.ts";
import type { Branch } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";
import { ApiError, UserError } from "../../../core/errors.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { isOurCompute, primaryOf } from "../branch/reconcile-match.ts";
import { type ReusedEndpoint, reuseEndpoint } from "./reuse-compute.ts";
import { own } from "./save-owned-compute.ts";

// The compute's two create-once paths (api/create-once.ts): a move onto the branch, a create.

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
