import * as core from "@actions/core";
import {
  getAnonymizedStatus,
  getMaskingRules,
  maskingOutcomeOf,
  startAnonymization,
  updateMaskingRules,
  waitForMasking,
} from "../../../api/anonymized.ts";
import { deleteBranch } from "../../../api/branches.ts";
import type { ApiClient } from "../../../api/http.ts";
import { waitForOperations } from "../../../api/operations.ts";
import type { AnonymizedStatus, Branch, Operation } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";
import { ApiError, UserError } from "../../../core/errors.ts";
import { saveMaskingDone } from "../../../core/state-helper.ts";
import type { MaskingRule } from "../../../settings/masking-rules.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { decideMaskedReset, decideMaskingState, decideMaskingWork } from "./decide-masking.ts";

// `masking-rules`: a branch is handed out only once it is masked with the run's rules.

type MaskedSettings = ProvisionSettings & { maskingRules: MaskingRule[] };

export function withMasking(settings: ProvisionSettings): settings is MaskedSettings {
  return settings.maskingRules !== undefined;
}

/**
 * A found branch whose masking could not be initialized (decideMaskingState's `replace`): a
 * refusal, unless the caller replaces the branch (canMakeMaskedCopy).
 */
export class NeverMaskedBranch extends UserError {
  readonly reason: string;

  constructor(decision: { reason: string; refusal: string }) {
    super(decision.refusal);
    this.reason = decision.reason;
  }
}

/** What this run did about masking, for the report. */
export interface MaskingDone {
  rules: MaskingRule[];
  /** Why the branch was masked again on this run (a found branch), if it was. */
  remaskedBecause?: string;
}

/**
 * A found branch: handed out only when it is an anonymized branch masked with our rules. One
 * under masking (another run's) is waited for; one masked with other rules, or whose last
 * masking failed, gets our rules and is masked again, and waited for. A branch without
 * masking is refused (see decideMaskingState).
 */
export async function ensureMasked(
  settings: MaskedSettings,
  client: ApiClient,
  branch: Pick<Branch, "id" | "name">,
  signal: AbortSignal | undefined,
): Promise<MaskingDone> {
  const { projectId, maskingRules: rules } = settings;
  let status = await getAnonymizedStatus(client, projectId, branch.id);
  const state = decideMaskingState(branch, status);
  if (state.kind === "refuse") throw new UserError(state.reason);
  if (state.kind === "replace") throw new NeverMaskedBranch(state);
  if (state.kind === "wait" && status) {
    core.info(`Branch ${branch.name} is being masked (${status.state}): waiting for it`);
    status = await waitForMasking(client, projectId, branch, status, { signal });
  }
  const current = await getMaskingRules(client, projectId, branch.id);
  const work = decideMaskingWork(status as AnonymizedStatus, current, rules);
  if (work.kind === "ready") {
    core.info(`Branch ${branch.name} is masked with these masking rules`);
    return { rules };
  }
  core.info(`Masking branch ${branch.name} again: ${work.why}`);
  if (work.updateRules) await updateMaskingRules(client, projectId, branch.id, rules);
  await maskAgain(client, projectId, branch, signal);
  return { rules, remaskedBecause: work.why };
}

/**
 * Starts a masking run and waits for it. A start refused because a masking is already under
 * way (another run's, which may have begun before our rules were set) waits for that one, then
 * starts ours: the data is masked again after our rules were in place.
 */
async function maskAgain(
  client: ApiClient,
  projectId: string,
  branch: Pick<Branch, "id" | "name">,
  signal: AbortSignal | undefined,
): Promise<AnonymizedStatus> {
  for (let attempt = 0; ; attempt++) {
    let started: AnonymizedStatus;
    try {
      started = await startAnonymization(client, projectId, branch.id);
    } catch (error) {
      if (!(error instanceof ApiError) || attempt > 0) throw error;
      const status = await getAnonymizedStatus(client, projectId, branch.id);
      if (!status || maskingOutcomeOf(status) !== "pending") throw error;
      core.info(`Branch ${branch.name} is already being masked (${status.state}): waiting for it`);
      await waitForMasking(client, projectId, branch, status, { signal });
      continue;
    }
    return waitForMasking(client, projectId, branch, started, { signal });
  }
}

/**
 * A branch this run created anonymized: waits until its masking has finished (the create
 * started it), then marks the post step's state so that it no longer deletes the branch.
 */
export async function finishMasking(
  settings: MaskedSettings,
  client: ApiClient,
  branch: Pick<Branch, "id" | "name">,
  signal: AbortSignal | undefined,
): Promise<MaskingDone> {
  const { projectId } = settings;
  core.info(`Waiting for branch ${branch.name} to be masked`);
  const now = new Date(clock.now()).toISOString();
  // Not polled yet: the waiter's first poll comes soon after the create, as for operations.
  const created: AnonymizedStatus = {
    project_id: projectId,
    branch_id: branch.id,
    state: "created",
    created_at: now,
    updated_at: now,
  };
  const done = await waitForMasking(client, projectId, branch, created, { signal });
  saveMaskingDone();
  const columns = done.last_run?.masked_columns;
  core.info(
    `Branch ${branch.name} is masked${columns === undefined ? "" : ` (${columns} columns)`}`,
  );
  return { rules: settings.maskingRules };
}

/** Whether deleteForMaskedCopy may replace `found`: named, creatable, with a parent. */
export function canMakeMaskedCopy(settings: MaskedSettings, found: Branch): boolean {
  return (
    !("id" in settings.branch) &&
    settings.createBranch &&
    decideMaskedReset(found).kind === "recreate"
  );
}

/**
 * `reset` with masking: an anonymized branch cannot be restored, so the branch goes (its
 * compute with it) and the caller creates it again, anonymized, from the same parent. Decided
 * before anything changes; the delete's operations are waited for, so the create meets no lock.
 */
export async function deleteForMaskedCopy(
  settings: MaskedSettings,
  client: ApiClient,
  found: Branch,
  signal: AbortSignal | undefined,
): Promise<{ parentId: string; operations: Operation[] }> {
  const { projectId } = settings;
  const decision = decideMaskedReset(found);
  if (decision.kind === "impossible") throw new UserError(decision.reason);
  if ("id" in settings.branch)
    throw new UserError(
      `Input "reset": with masking-rules, reset replaces branch ${settings.branch.id} by a new masked copy, with a new id; name the branch instead of giving its id`,
    );
  if (!settings.createBranch)
    throw new UserError(
      `Inputs "reset" and "create-branch": with masking-rules, reset replaces branch ${found.name} by a new masked copy, which create-branch: false forbids`,
    );
  core.info(
    `Replacing branch ${found.name} (${found.id}) with a fresh masked copy of its parent ${decision.parentId}`,
  );
  const answer = await deleteBranch(client, projectId, found.id);
  const operations = answer?.operations.length
    ? await waitForOperations(client, projectId, answer.operations, { signal })
    : [];
  return { parentId: decision.parentId, operations };
}
