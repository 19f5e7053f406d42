import * as core from "@actions/core";
import { createBranch, findBranchByName, getBranch, getConnectionUri } from "../api/branches.ts";
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
import { maxConnectionsOf, sizeLimits } from "../compute-sizes.ts";
import { ApiError, UserError } from "../errors.ts";
import type { Report, Result } from "../github/report.ts";
import { type BranchRef, describeBranch, type Settings } from "../inputs.ts";
import { saveOwnedCompute } from "../state-helper.ts";
import { decideProvision, isBusy, primaryOf } from "./decide.ts";
import { type Outputs, publish } from "./publish.ts";
import { findLostResult } from "./reconcile.ts";
import { waitForRun } from "./wait.ts";

interface Provisioned {
  branch: Branch;
  endpoint: Endpoint;
  result: Result;
  operations: Operation[];
  notes: string[];
}

export async function provision(
  settings: Settings,
  client: ApiClient,
  signal?: AbortSignal,
): Promise<void> {
  const started = Date.now();
  const provisioned = await provisionCompute(settings, client);
  let { endpoint, operations } = provisioned;
  if (settings.wait && operations.length > 0) {
    core.info(`Waiting for ${operations.map((op) => op.action).join(", ")}`);
    operations = await waitForRun(client, settings.projectId, operations, signal);
    endpoint = (await getEndpoint(client, settings.projectId, endpoint.id)) ?? endpoint;
  }
  const timeToReadyMs = settings.wait ? Date.now() - started : undefined;
  const hostPooled = pooledHost(endpoint.host);
  const outputs: Outputs = {
    host: endpoint.host,
    "host-pooled": hostPooled,
    "endpoint-id": endpoint.id,
    "branch-id": provisioned.branch.id,
    "branch-name": provisioned.branch.name,
    result: provisioned.result,
    "compute-size": settings.computeSizeText,
    "max-connections": String(maxConnectionsOf(settings.computeSize) ?? ""),
    ...(await connectionOutputs(settings, client, provisioned.branch, endpoint, hostPooled)),
  };
  core.info(`Compute ${endpoint.id} ${provisioned.result}: ${endpoint.host}`);
  const report: Report = {
    result: provisioned.result,
    projectId: settings.projectId,
    branchName: provisioned.branch.name,
    branchId: provisioned.branch.id,
    endpointId: endpoint.id,
    host: endpoint.host,
    hostPooled,
    state: endpoint.current_state,
    size: settings.computeSize,
    timeToReadyMs,
    operations,
    notes: provisioned.notes,
  };
  await publish(settings, report, outputs);
}

async function provisionCompute(settings: Settings, client: ApiClient): Promise<Provisioned> {
  const { projectId } = settings;
  const wanted: EndpointSettings = {
    ...sizeLimits(settings.computeSize),
    suspendTimeoutSeconds: settings.suspendTimeoutSeconds,
  };
  let branch = await findBranch(client, projectId, settings.branch);
  const operations: Operation[] = [];
  let endpoints: Endpoint[] = [];
  if (branch) {
    endpoints = await listBranchEndpoints(client, projectId, branch.id);
  } else {
    const created = await createPreviewBranch(settings, client, wanted);
    branch = created.branch;
    endpoints = created.endpoints;
    operations.push(...created.operations);
    if (created.ownEndpoint) {
      own(settings, branch, created.ownEndpoint, "created");
      return { branch, endpoint: created.ownEndpoint, result: "created", operations, notes: [] };
    }
  }

  const decision = decideProvision(endpoints, { ...wanted, endpointId: settings.endpointId });
  switch (decision.kind) {
    case "reuse": {
      const notes: string[] = [];
      if (decision.ignoredEndpointId)
        notes.push(
          `Branch already has compute ${decision.endpoint.id}; endpoint-id ${decision.ignoredEndpointId} was left where it is.`,
        );
      let endpoint = decision.endpoint;
      if (decision.change) {
        core.warning(
          `Changing the size or suspend timeout of compute ${endpoint.id}: this restarts it and drops its connections`,
        );
        const updated = await updateEndpoint(client, projectId, endpoint.id, decision.change);
        endpoint = updated.endpoint;
        operations.push(...updated.operations);
      } else if (isBusy(endpoint)) {
        // Another run's start or move is still under way: ready means after it.
        operations.push(
          ...(await pendingOperationsOf(client, projectId, { endpointId: endpoint.id })),
        );
      }
      return { branch, endpoint, result: "reused", operations, notes };
    }
    case "move": {
      const moved = await moveEndpoint(settings, client, branch, decision.endpointId);
      operations.push(...moved.operations);
      return { branch, endpoint: moved.endpoint, result: "moved", operations, notes: [] };
    }
    case "create": {
      const created = await createOrAdoptEndpoint(settings, client, branch, wanted);
      operations.push(...created.operations);
      return { branch, endpoint: created.endpoint, result: created.result, operations, notes: [] };
    }
  }
}

async function findBranch(
  client: ApiClient,
  projectId: string,
  ref: BranchRef,
): Promise<Branch | undefined> {
  return "id" in ref
    ? getBranch(client, projectId, ref.id)
    : findBranchByName(client, projectId, ref.name);
}

interface CreatedBranch {
  branch: Branch;
  endpoints: Endpoint[];
  operations: Operation[];
  ownEndpoint: Endpoint | undefined;
}

/** Creates the branch, with its compute in the same request unless one is to be moved onto it. */
async function createPreviewBranch(
  settings: Settings,
  client: ApiClient,
  wanted: EndpointSettings,
): Promise<CreatedBranch> {
  const { projectId } = settings;
  if ("id" in settings.branch)
    throw new UserError(`Branch ${settings.branch.id} does not exist in project ${projectId}`);
  const name = settings.branch.name;
  if (!settings.createBranch)
    throw new UserError(
      `Branch "${name}" does not exist in project ${projectId}, and create-branch is false`,
    );
  const parentId = settings.parentBranch
    ? await resolveParent(client, projectId, settings.parentBranch)
    : undefined;
  const withEndpoint = !settings.endpointId;
  const requestedAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await createBranch(client, projectId, {
        name,
        parentId,
        endpoint: withEndpoint ? wanted : undefined,
      });
      core.info(`Created branch ${name} (${created.branch.id})`);
      const endpoints = created.endpoints ?? [];
      return {
        ...created,
        endpoints,
        ownEndpoint: withEndpoint ? primaryOf(endpoints) : undefined,
      };
    } catch (error) {
      if (!(error instanceof ApiError) || !isConflictOrMaybeApplied(error)) throw error;
      // A concurrent run created it, or our create went through without an answer.
      const branch = await findLostResult(client, error, () =>
        findBranchByName(client, projectId, name),
      );
      if (!branch) {
        // Nothing was applied: one more create is safe.
        if (error.maybeApplied && attempt === 0) continue;
        throw error;
      }
      const endpoints = await listBranchEndpoints(client, projectId, branch.id);
      const primary = primaryOf(endpoints);
      // A conflict on the repeat may be our first request, landed late.
      const ours =
        (error.maybeApplied || attempt > 0) && createdSince(branch.created_at, requestedAt);
      core.info(
        `Branch ${name} (${branch.id}) ${ours ? "was created by this run's request" : "was created by another run"}`,
      );
      const operations = ours
        ? await pendingOperationsOf(client, projectId, { branchId: branch.id })
        : [];
      return {
        branch,
        endpoints,
        operations,
        ownEndpoint: ours && withEndpoint ? primary : undefined,
      };
    }
  }
}

async function resolveParent(
  client: ApiClient,
  projectId: string,
  ref: BranchRef,
): Promise<string> {
  const parent = await findBranch(client, projectId, ref);
  if (!parent)
    throw new UserError(
      `Input "parent-branch": branch ${describeBranch(ref)} does not exist in project ${projectId}`,
    );
  return parent.id;
}

async function moveEndpoint(
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

async function createOrAdoptEndpoint(
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  wanted: EndpointSettings,
) {
  const { projectId } = settings;
  const requestedAt = Date.now();
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
      const operations = isBusy(primary)
        ? await pendingOperationsOf(client, projectId, { endpointId: primary.id })
        : [];
      return { endpoint: primary, operations, result: "reused" as const };
    }
  }
}

function own(
  settings: Settings,
  branch: Branch,
  endpoint: Endpoint,
  result: "created" | "moved",
): void {
  saveOwnedCompute({
    endpointId: endpoint.id,
    projectId: settings.projectId,
    apiHost: settings.apiHost,
    branchId: branch.id,
    result,
  });
}

/** 409-like refusals (someone else got there first) and answers lost after the request was sent. */
function isConflictOrMaybeApplied(error: ApiError): boolean {
  if (error.maybeApplied) return true;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && ![401, 403, 404, 423, 429].includes(status);
}

/** Platform clocks and ours differ a little; allow some skew. */
const CLOCK_SKEW_MS = 5000;
function createdSince(createdAt: string, requestedAt: number): boolean {
  return Date.parse(createdAt) >= requestedAt - CLOCK_SKEW_MS;
}

export function pooledHost(host: string): string {
  const [first, ...rest] = host.split(".");
  return [`${first}-pooler`, ...rest].join(".");
}

async function connectionOutputs(
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  endpoint: Endpoint,
  hostPooled: string,
): Promise<Outputs> {
  if (!settings.connection) return {};
  const uri = await getConnectionUri(client, settings.projectId, {
    branchId: branch.id,
    endpointId: endpoint.id,
    ...settings.connection,
  });
  const parsed = new URL(uri);
  if (parsed.password) {
    core.setSecret(parsed.password);
    core.setSecret(decodeURIComponent(parsed.password));
  }
  core.setSecret(uri);
  const pooled = new URL(uri);
  pooled.hostname = hostPooled;
  core.setSecret(pooled.toString());
  return { "database-url": uri, "database-url-pooled": pooled.toString() };
}
