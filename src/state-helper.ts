import * as core from "@actions/core";

/** What the post step needs to delete a compute this run created or moved. Never secrets. */
export interface OwnedCompute {
  endpointId: string;
  projectId: string;
  apiHost: string;
  branchId: string;
  result: "created" | "moved";
}

const KEYS = {
  endpointId: "owned-endpoint-id",
  projectId: "owned-project-id",
  apiHost: "owned-api-host",
  branchId: "owned-branch-id",
  result: "owned-result",
} as const;

/** Saved by this process: GITHUB_STATE reaches only the post step, not getState here. */
let ownedInThisStep: OwnedCompute | undefined;

/** Written the moment a compute is created or moved, before any wait, so a failed or cancelled wait still cleans up. */
export function saveOwnedCompute(owned: OwnedCompute): void {
  ownedInThisStep = owned;
  core.saveState(KEYS.projectId, owned.projectId);
  core.saveState(KEYS.apiHost, owned.apiHost);
  core.saveState(KEYS.branchId, owned.branchId);
  core.saveState(KEYS.result, owned.result);
  // Last: the post step reads a state only when this key is present.
  core.saveState(KEYS.endpointId, owned.endpointId);
}

/** In main: the compute this step created or moved, if any. */
export function ownedByThisStep(): OwnedCompute | undefined {
  return ownedInThisStep;
}

/** In post: the compute main created or moved, from main's saved state. */
export function loadOwnedCompute(): OwnedCompute | undefined {
  const endpointId = core.getState(KEYS.endpointId);
  if (!endpointId) return undefined;
  const result = core.getState(KEYS.result) === "moved" ? "moved" : "created";
  return {
    endpointId,
    projectId: core.getState(KEYS.projectId),
    apiHost: core.getState(KEYS.apiHost),
    branchId: core.getState(KEYS.branchId),
    result,
  };
}
