import * as core from "@actions/core";
import { findBranch } from "../../api/branches.ts";
import type { EndpointCreate } from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import { waitForOperations } from "../../api/operations.ts";
import type { Branch } from "../../api/responses.ts";
import * as clock from "../../core/clock.ts";
import type { GitHubClient } from "../../github/client.ts";
import { sizeLimits } from "../../settings/compute-sizes.ts";
import type { ProvisionSettings } from "../../settings/mode-settings.ts";
import {
  decideWithConfig,
  loadRepositoryConfig,
} from "../../settings/neon-config/apply-neon-config.ts";
import { createdName, thisJobClaim } from "../shared/compute-claims.ts";
import { publish } from "../shared/publish-report.ts";
import { connectionOutputs, pooledHost } from "./connection.ts";
import { ensureServices, serviceOutputs, serviceRows } from "./ensure-services.ts";
import { exportNeonEnv, neonEnv } from "./export-env.ts";
import { finishMasking, withMasking } from "./masked-branch.ts";
import { provisionOutputs, provisionReport } from "./provision-report.ts";
import { resolveBranch } from "./resolve-branch.ts";
import { resolveCompute } from "./resolve-compute.ts";
import { verifyRename } from "./reuse-compute.ts";
import { rememberForSchemaDiff } from "./schema-diff-target.ts";

/** The PR branch's compute: resolved, waited for (with `wait`), handed out and reported. */
export async function provision(
  given: ProvisionSettings,
  client: ApiClient,
  github: GitHubClient,
  signal?: AbortSignal,
): Promise<{ branch: Branch; endpointId: string }> {
  const started = clock.now();
  // A neon.ts that does not load fails here, before any request.
  const loaded = await loadRepositoryConfig(given);
  const found = await findBranch(client, given.projectId, given.branch);
  const { settings, notes } = loaded
    ? await decideWithConfig(given, loaded, found)
    : { settings: given, notes: [] };
  const wanted: EndpointCreate = {
    ...sizeLimits(settings.computeSize),
    suspendTimeoutSeconds: settings.suspendTimeoutSeconds,
    // Marks it ours (and, with keep: false, this job's claim on it): shared/compute-claims.ts.
    name: createdName(thisJobClaim(), settings.keep),
  };
  const resolved = await resolveBranch(settings, client, wanted, found, signal);
  const provisioned = await resolveCompute(settings, client, resolved, wanted, signal);
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
  const branchCreated = resolved.created;
  const handedOut = {
    provisioned,
    hostPooled,
    operations,
    state,
    masking,
    timeToReadyMs,
    branchCreated,
  };
  const services = await ensureServices(settings, client, branch, signal);
  const outputs = {
    ...provisionOutputs(settings, handedOut, connection),
    ...serviceOutputs(services),
  };
  core.info(`Compute ${endpoint.id} ${provisioned.result}: ${endpoint.host}`);
  // Only a run that hands out its compute lets the job's migrations run: the post step diffs then.
  rememberForSchemaDiff(settings, branch, provisioned.requestedParentId);
  if (settings.exportEnv) exportNeonEnv(neonEnv(branch.name, connection, services));
  const report = { ...provisionReport(settings, handedOut), services: serviceRows(services) };
  await publish(settings, github, { ...report, notes: [...notes, ...report.notes] }, outputs);
  return { branch, endpointId: endpoint.id };
}
