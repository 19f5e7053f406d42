import type { Operation } from "../../../api/responses.ts";
import type { Report } from "../../../github/report.ts";
import { maxConnectionsOf } from "../../../settings/compute-sizes.ts";
import { maskedTables } from "../../../settings/masking-rules.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { Outputs } from "../../shared/publish-report.ts";
import type { MaskingDone } from "../branch/masked-branch.ts";
import type { Provisioned } from "../compute/resolve-compute.ts";

// What provision says once it hands out the compute: its outputs, and the report for the job
// summary and the sticky comment. Pure: built from what the run did.

export interface HandedOut {
  provisioned: Provisioned;
  hostPooled: string;
  /** The compute's operations: finished when the run waited for them. */
  operations: Operation[];
  state: string;
  masking: MaskingDone | undefined;
  timeToReadyMs: number | undefined;
  /** This run created the branch. */
  branchCreated: boolean;
}

export type ReportSettings = Pick<
  ProvisionSettings,
  "projectId" | "computeSize" | "computeSizeText"
>;

export function provisionOutputs(
  settings: ReportSettings,
  { provisioned, hostPooled, branchCreated }: HandedOut,
  connection: Outputs,
): Outputs {
  const { endpoint, branch } = provisioned;
  return {
    host: endpoint.host,
    "host-pooled": hostPooled,
    "endpoint-id": endpoint.id,
    "branch-id": branch.id,
    "branch-name": branch.name,
    "branch-created": String(branchCreated),
    result: provisioned.result,
    "compute-size": settings.computeSizeText,
    "max-connections": String(maxConnectionsOf(settings.computeSize) ?? ""),
    "expires-at": branch.expires_at ?? undefined,
    ...connection,
  };
}

export function provisionReport(settings: ReportSettings, handedOut: HandedOut): Report {
  const { provisioned, masking } = handedOut;
  const { endpoint, branch, reset } = provisioned;
  const replaced = provisioned.replacedFrom;
  const resetNote = reset
    ? `Branch ${branch.name} was reset to its parent's latest state: what was written on it before this run is gone.`
    : replaced?.neverMasked
      ? `Branch ${branch.name} was replaced by a fresh masked copy of its parent: the one found had never been masked (its masking could not be initialized), so it held nothing to keep.`
      : replaced
        ? `Branch ${branch.name} was replaced by a fresh masked copy of its parent (reset with masking-rules): what was written on it before this run is gone.`
        : undefined;
  return {
    result: provisioned.result,
    projectId: settings.projectId,
    branchName: branch.name,
    branchId: branch.id,
    endpointId: endpoint.id,
    host: endpoint.host,
    hostPooled: handedOut.hostPooled,
    state: handedOut.state,
    size: settings.computeSize,
    timeToReadyMs: handedOut.timeToReadyMs,
    operations: [
      ...(reset?.operations ?? []),
      ...(replaced?.operations ?? []),
      ...handedOut.operations,
    ],
    notes: resetNote ? [...provisioned.notes, resetNote] : provisioned.notes,
    expiresAt: branch.expires_at ?? null,
    resetFrom: reset?.sourceBranchId ?? replaced?.parentId,
    ...(masking
      ? { masked: { ...maskedTables(masking.rules), remaskedBecause: masking.remaskedBecause } }
      : {}),
    schemaOnly: branch.init_source === "schema-only",
  };
}
