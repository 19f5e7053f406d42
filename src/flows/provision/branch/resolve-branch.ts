import * as core from "@actions/core";
import { restoreBranch, updateBranchExpiry } from "../../../api/branches.ts";
import { type EndpointCreate, listBranchEndpoints } from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import { waitForOperations } from "../../../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../../../api/responses.ts";
import { UserError } from "../../../core/errors.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import {
  ageText,
  decideParentChange,
  parentChangeLine,
} from "../../shared/decide-parent-change.ts";
import { createPreviewBranch } from "./create-branch.ts";
import { decideExpiry } from "./decide-expiry.ts";
import { decideReset } from "./decide-reset.ts";
import {
  canMakeMaskedCopy,
  deleteForMaskedCopy,
  ensureMasked,
  type MaskingDone,
  NeverMaskedBranch,
  withMasking,
} from "./masked-branch.ts";
import { nowDate, readParentChanges } from "./parent-change.ts";

/** The PR branch, ready for a compute: found (and prepared) or created now. */
export interface ResolvedBranch {
  branch: Branch;
  /** Its computes, as listed or as the create answered. */
  endpoints: Endpoint[];
  /** What the branch's create started (this run's create only). */
  operations: Operation[];
  /** The compute this run's create made in the same request, when it made one. */
  createdEndpoint?: Endpoint;
  /** The restore `reset` did (already finished), when it did one. */
  reset?: { sourceBranchId: string; operations: Operation[] };
  /** With masking-rules: done for a found branch (or one another run created meanwhile). */
  masking?: MaskingDone;
  /**
   * With masking-rules: the old branch was deleted and created anew from this parent, for
   * `reset`, or because its masking could not be initialized (`neverMasked`).
   */
  replacedFrom?: { parentId: string; operations: Operation[]; neverMasked?: boolean };
  /** This run created the branch (the `branch-created` output). */
  created: boolean;
  /** The parent a branch created now was asked for (the schema diff's base). */
  requestedParentId?: string;
  /** Why a branch created now got no expiry although one was asked for. */
  expiryNote?: string;
  /** The found branch lacked its parent's newer tables, columns or indexes (on-parent-change). */
  parentChangeNote?: string;
}

/** `found`: the branch as provision looked it up (neon.ts's policy is told about it first). */
export async function resolveBranch(
  settings: ProvisionSettings,
  client: ApiClient,
  wanted: EndpointCreate,
  found: Branch | undefined,
  signal: AbortSignal | undefined,
): Promise<ResolvedBranch> {
  const { projectId } = settings;
  let existing = found;
  let replacedFrom: ResolvedBranch["replacedFrom"];
  if (existing && withMasking(settings) && settings.reset) {
    replacedFrom = await deleteForMaskedCopy(settings, client, existing, signal);
    existing = undefined;
  }
  if (existing) {
    const found = existing;
    try {
      const prepared = await prepareFoundBranch(settings, client, found, signal);
      const endpoints = await listBranchEndpoints(client, projectId, prepared.branch.id);
      return { ...prepared, endpoints, operations: [], created: false };
    } catch (error) {
      // Never masked (the run that created it failed, or died before its post step): nothing
      // on it was ever readable, so it is replaced rather than left to fail every later run.
      if (!(error instanceof NeverMaskedBranch) || !withMasking(settings)) throw error;
      if (!canMakeMaskedCopy(settings, found)) throw error;
      core.info(`${error.reason}: replacing it`);
      const copy = await deleteForMaskedCopy(settings, client, found, signal);
      replacedFrom = { ...copy, neverMasked: true };
    }
  }
  const created = await createPreviewBranch(settings, client, wanted, {
    parentId: replacedFrom?.parentId,
  });
  const resolved = {
    branch: created.branch,
    endpoints: created.endpoints,
    operations: created.operations,
    replacedFrom,
    created: created.createdByThisRun,
    requestedParentId: created.requestedParentId,
    expiryNote: created.expiryNote,
  };
  if (created.ownEndpoint) return { ...resolved, createdEndpoint: created.ownEndpoint };
  // Created by another run meanwhile: handed out only once masked, like any found branch.
  const masking = withMasking(settings)
    ? await ensureMasked(settings, client, created.branch, signal)
    : undefined;
  return { ...resolved, masking };
}

/**
 * A branch that already existed: its expiration moved forward (only when it already has one:
 * see decideExpiry), then, with `reset`, restored to its parent's latest state. The restore is
 * waited for whatever `wait` says: until it finishes, the branch still serves its old data.
 */
async function prepareFoundBranch(
  settings: ProvisionSettings,
  client: ApiClient,
  found: Branch,
  signal: AbortSignal | undefined,
): Promise<Pick<ResolvedBranch, "branch" | "reset" | "masking" | "parentChangeNote">> {
  const { projectId } = settings;
  // Decided first: an impossible reset fails before anything changes.
  const resetDecision = decideReset(settings.reset, found, false);
  if (resetDecision.kind === "impossible") throw new UserError(resetDecision.reason);
  // Before any change: a branch that is not masked is refused as it is.
  const masking = withMasking(settings)
    ? await ensureMasked(settings, client, found, signal)
    : undefined;
  // Read before anything changes it; `reset` restores whatever the parent changed anyway. Only
  // for on-parent-change: reset (its requests are then asked for): a plain re-run stays at 3
  // requests, and `report` reads the parent's changes from the post step's schema diff.
  const parentChange =
    !masking && resetDecision.kind === "none" && settings.onParentChange === "reset"
      ? decideParentChange(
          settings.onParentChange,
          await readParentChanges(client, projectId, found),
          found,
          settings.keep,
        )
      : { kind: "none" as const };
  const parentChangeNote = parentChangeLine(parentChange, ageText(found.created_at, nowDate()));
  if (parentChangeNote) core.info(parentChangeNote);
  let branch = found;
  const expiresAt = decideExpiry(branch, settings.expiresInSeconds);
  // Before the restore: its operation holds the project, and a PATCH then only meets 423s.
  if (expiresAt) {
    const updated = await updateBranchExpiry(client, projectId, branch.id, expiresAt);
    branch = { ...updated.branch, expires_at: updated.branch.expires_at ?? expiresAt };
    core.info(`Branch ${branch.name} now expires at ${branch.expires_at}`);
  }
  // With masking-rules, reset never gets here: the branch was replaced by a masked copy.
  if (masking) return { branch, reset: undefined, masking };
  const sourceBranchId =
    resetDecision.kind === "restore"
      ? resetDecision.sourceBranchId
      : parentChange.kind === "reset"
        ? parentChange.sourceBranchId
        : undefined;
  if (!sourceBranchId) return { branch, reset: undefined, parentChangeNote };
  core.info(`Resetting branch ${branch.name} to the latest state of its parent ${sourceBranchId}`);
  const restored = await restoreBranch(client, projectId, branch.id, sourceBranchId);
  const operations = await waitForOperations(client, projectId, restored.operations, { signal });
  return {
    // A restore restarts the expiration's interval; keep the one we know if it is not shown.
    branch: { ...restored.branch, expires_at: restored.branch.expires_at ?? branch.expires_at },
    reset: { sourceBranchId, operations },
    parentChangeNote,
  };
}
