import type { Branch, Endpoint } from "../../../api/responses.ts";
import { type OwnedCompute, saveOwnedCompute } from "../../../core/state-helper.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { markOf, thisJobClaim } from "../../shared/compute-claims.ts";
import { computeGoesOnlyWithBranch } from "../../shared/restricted-actions.ts";

/**
 * Saves what the post step needs. A compute on an anonymized branch (the platform lists
 * `delete-rw-endpoint` as restricted) or on a protected one (Neon keeps its computes) is marked
 * so that the post step suspends it; the create of an anonymized branch passes
 * `masking: "pending"` and `branchCreated` itself.
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
    ...(settings.mergeGroup ? { mergeGroup: true } : {}),
    ...(branch.protected ? { protectedBranch: true } : {}),
  });
}

function createdWithClaim(endpoint: Endpoint): string | undefined {
  const mark = markOf(endpoint.name);
  const claim = thisJobClaim();
  return mark.kind === "ephemeral" && mark.claims.includes(claim) ? claim : undefined;
}
