import * as core from "@actions/core";
import { restoreBranch, updateBranchExpiry } from "../api/branches.ts";
import { type EndpointCreate, listBranchEndpoints } from "../api/endpoints.ts";
import type { ApiClient } from "../api/http.ts";
import { waitForOperations } from "../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../api/responses.ts";
import * as clock from "../core/clock.ts";
import { UserError } from "../core/errors.ts";
import type { Report, Result } from "../github/report.ts";
import { maxConnectionsOf, sizeLimits } from "../settings/compute-sizes.ts";
import { maskedTables } from "../settings/masking-rules.ts";
import type { ProvisionSettings } from "../settings/mode-settings.ts";
import { createPreviewBranch, findBranch } from "./branch-setup.ts";
import { createdName, thisJobClaim } from "./claims.ts";
import {
  createOrAdoptEndpoint,
  moveEndpoint,
  own,
  reuseEndpoint,
  verifyRename,
} from "./compute-setup.ts";
import { connectionOutputs, pooledHost } from "./connection.ts";
import { decideExpiry, decideProvision, decideReset } from "./decide.ts";
import {
  deleteForMaskedCopy,
  ensureMasked,
  finishMasking,
  type MaskingDone,
  withMasking,
} from "./masked-branch.ts";
import { type Outputs, publish } from "./publish.ts";
import { rememberForSchemaDiff } from "./schema-diff-target.ts";

interface Provisioned {
  branch: Branch;
  endpoint: Endpoint;
  result: Result;
  operations: Operation[];
  notes: string[];
  /** The restore `reset` did (already finished), when it did one. */
  reset?: { sourceBranchId: string; operations: Operation[] };
  /** With masking-rules: done for a found branch; for one created now, to be waited for. */
  masking?: MaskingDone | "pending";
  /** With masking-rules and reset: the old branch was deleted and created anew from this parent. */
  replacedFrom?: { parentId: string; operations: Operation[] };
  /** The parent a branch created now was asked for (the schema diff's base). */
  requestedParentId?: string;
  /** This run renamed the compute it reused (a claim, or keep's mark): read again at the end. */
  renamed?: boolean;
}

export async function provision(
  settings: ProvisionSettings,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  const started = clock.now();
  const provisioned = await provisionCompute(settings, client, signal);
  const { endpoint, branch } = provisioned;
  const hostPooled = pooledHost(endpoint.host);
  // Asked before the wait: the URI does not depend on the compute being ready.
  const connection = await connectionOutputs(settings, client, branch, endpoint);
  let { operations } = provisioned;
  let state = endpoint.current_state;
  if (settings.wait && operations.length > 0) {
    core.info(`Waiting for ${operations.map((op) => op.action).join(", ")}`);
    operations = await waitForOperations(client, settings.projectId, operations, { signal });
    // Every operation has finished: the compute is in the state it was heading for.
    state = endpoint.pending_state ?? endpoint.current_state;
  }
  let masking = provisioned.masking === "pending" ? undefined : provisioned.masking;
  // Whatever `wait` says: a URL to data not yet masked is never handed out.
  if (provisioned.masking === "pending" && withMasking(settings))
    masking = await finishMasking(settings, client, branch, signal);
  if (provisioned.renamed) await verifyRename(settings, client, endpoint.id);
  const timeToReadyMs = settings.wait ? clock.now() - started : undefined;
  const expiresAt = branch.expires_at ?? undefined;
  const outputs: Outputs = {
    host: endpoint.host,
    "host-pooled": hostPooled,
    "endpoint-id": endpoint.id,
    "branch-id": branch.id,
    "branch-name": branch.name,
    result: provisioned.result,
    "compute-size": settings.computeSizeText,
    "max-connections": String(maxConnectionsOf(settings.computeSize) ?? ""),
    "expires-at": expiresAt,
    ...connection,
  };
  core.info(`Compute ${endpoint.id} ${provisioned.result}: ${endpoint.host}`);
  const replaced = provisioned.replacedFrom;
  const resetNote = provisioned.reset
    ? `Branch ${branch.name} was reset to its parent's latest state: what was written on it before this run is gone.`
    : replaced
      ? `Branch ${branch.name} was replaced by a fresh masked copy of its parent (reset with masking-rules): what was written on it before this run is gone.`
      : undefined;
  const report: Report = {
    result: provisioned.result,
    projectId: settings.projectId,
    branchName: branch.name,
    branchId: branch.id,
    endpointId: endpoint.id,
    host: endpoint.host,
    hostPooled,
    state,
    size: settings.computeSize,
    timeToReadyMs,
    operations: [
      ...(provisioned.reset?.operations ?? []),
      ...(replaced?.operations ?? []),
      ...operations,
    ],
    notes: resetNote ? [...provisioned.notes, resetNote] : provisioned.notes,
    expiresAt: expiresAt ?? null,
    resetFrom: provisioned.reset?.sourceBranchId ?? replaced?.parentId,
    ...(masking
      ? { masked: { ...maskedTables(masking.rules), remaskedBecause: masking.remaskedBecause } }
      : {}),
    schemaOnly: branch.init_source === "schema-only",
  };
  // Only a run that hands out its compute lets the job's migrations run: the post step diffs then.
  rememberForSchemaDiff(settings, branch, provisioned.requestedParentId);
  await publish(settings, report, outputs);
}

async function provisionCompute(
  settings: ProvisionSettings,
  client: ApiClient,
  signal: AbortSignal | undefined,
): Promise<Provisioned> {
  const { projectId } = settings;
  const wanted: EndpointCreate = {
    ...sizeLimits(settings.computeSize),
    suspendTimeoutSeconds: settings.suspendTimeoutSeconds,
    // Marks it ours (and, with keep: false, this job's claim on it): flows/claims.ts.
    name: createdName(thisJobClaim(), settings.keep),
  };
  const operations: Operation[] = [];
  let branch: Branch;
  let endpoints: Endpoint[];
  let reset: Provisioned["reset"];
  let masking: MaskingDone | undefined;
  let existing = await findBranch(client, projectId, settings.branch);
  let replacedFrom: Provisioned["replacedFrom"];
  if (existing && withMasking(settings) && settings.reset) {
    replacedFrom = await deleteForMaskedCopy(settings, client, existing, signal);
    existing = undefined;
  }
  if (existing) {
    ({ branch, reset, masking } = await prepareFoundBranch(settings, client, existing, signal));
    endpoints = await listBranchEndpoints(client, projectId, branch.id);
  } else {
    const created = await createPreviewBranch(settings, client, wanted, {
      parentId: replacedFrom?.parentId,
    });
    branch = created.branch;
    endpoints = created.endpoints;
    operations.push(...created.operations);
    if (created.ownEndpoint) {
      const masked = withMasking(settings);
      own(
        settings,
        branch,
        created.ownEndpoint,
        "created",
        masked ? { masking: "pending", branchCreated: true } : {},
      );
      return {
        branch,
        endpoint: created.ownEndpoint,
        result: "created",
        operations,
        notes: [],
        masking: masked ? "pending" : undefined,
        replacedFrom,
        requestedParentId: created.requestedParentId,
      };
    }
    // Created by another run meanwhile: handed out only once masked, like any found branch.
    if (withMasking(settings)) masking = await ensureMasked(settings, client, branch, signal);
  }

  const decision = decideProvision(endpoints, { ...wanted, endpointId: settings.endpointId });
  switch (decision.kind) {
    case "reuse": {
      const notes: string[] = [];
      if (decision.ignoredEndpointId)
        notes.push(
          `Branch already has compute ${decision.endpoint.id}; endpoint-id ${decision.ignoredEndpointId} was left where it is.`,
        );
      // Another run's start or move may still be under way: ready means after it.
      const reused = await reuseEndpoint(
        settings,
        client,
        branch,
        decision.endpoint,
        decision.change,
      );
      operations.push(...reused.operations);
      return {
        branch,
        endpoint: reused.endpoint,
        result: "reused",
        operations,
        notes,
        reset,
        masking,
        renamed: reused.renamed,
      };
    }
    case "move": {
      // A branch this run just created is locked until it is ready: moving before that only meets 423s.
      const branchReady =
        operations.length > 0
          ? await waitForOperations(client, projectId, operations, { signal })
          : [];
      const moved = await moveEndpoint(settings, client, branch, decision.endpointId);
      const all = [...branchReady, ...moved.operations];
      return {
        branch,
        endpoint: moved.endpoint,
        result: "moved",
        operations: all,
        notes: [],
        reset,
        masking,
      };
    }
    case "create": {
      const created = await createOrAdoptEndpoint(settings, client, branch, wanted);
      operations.push(...created.operations);
      return {
        branch,
        endpoint: created.endpoint,
        result: created.result,
        operations,
        notes: [],
        reset,
        masking,
        replacedFrom,
        renamed: created.renamed,
      };
    }
  }
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
): Promise<{ branch: Branch; reset: Provisioned["reset"]; masking?: MaskingDone }> {
  const { projectId } = settings;
  // Decided first: an impossible reset fails before anything changes.
  const resetDecision = decideReset(settings.reset, found, false);
  if (resetDecision.kind === "impossible") throw new UserError(resetDecision.reason);
  // Before any change: a branch that is not masked is refused as it is.
  const masking = withMasking(settings)
    ? await ensureMasked(settings, client, found, signal)
    : undefined;
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
  if (resetDecision.kind === "none") return { branch, reset: undefined };
  const { sourceBranchId } = resetDecision;
  core.info(`Resetting branch ${branch.name} to the latest state of its parent ${sourceBranchId}`);
  const restored = await restoreBranch(client, projectId, branch.id, sourceBranchId);
  const operations = await waitForOperations(client, projectId, restored.operations, { signal });
  return {
    // A restore restarts the expiration's interval; keep the one we know if it is not shown.
    branch: { ...restored.branch, expires_at: restored.branch.expires_at ?? branch.expires_at },
    reset: { sourceBranchId, operations },
  };
}
