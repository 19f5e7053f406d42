import * as core from "@actions/core";
import type { Config, HookBranch, HookEnv } from "@neon/config";
import { findBranch, type ListedBranch, listBranches } from "../../api/branches.ts";
import type { EndpointCreate } from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import { waitForOperations } from "../../api/operations.ts";
import type { Branch } from "../../api/responses.ts";
import * as clock from "../../core/clock.ts";
import { inPhase } from "../../core/log-group.ts";
import { NEON_LAUNCH_RATES } from "../../cost/cost-rates.ts";
import { describePreviewCost, estimatePreviewCost } from "../../cost/preview-cost.ts";
import type { GitHubClient } from "../../github/client.ts";
import { describeBranch } from "../../settings/branch-ref.ts";
import { sizeLimits } from "../../settings/compute-sizes.ts";
import type { ProvisionSettings } from "../../settings/mode-settings.ts";
import {
  decideWithConfig,
  declaresServices,
  type LoadedConfig,
  loadRepositoryConfig,
} from "../../settings/neon-config/apply-neon-config.ts";
import { createdName, thisJobClaim } from "../shared/compute-claims.ts";
import { type Outputs, publish } from "../shared/publish-report.ts";
import { type RoomMade, withBranchRoom } from "./branch/branch-limit.ts";
import { withoutExpiryForDataApi } from "./branch/data-api-expiry.ts";
import { finishMasking, withMasking } from "./branch/masked-branch.ts";
import { namedInListing } from "./branch/named-in-listing.ts";
import { resolveBranch } from "./branch/resolve-branch.ts";
import { connectionOutputs, pooledHost } from "./compute/connection.ts";
import { resolveCompute } from "./compute/resolve-compute.ts";
import { verifyRename } from "./compute/reuse-compute.ts";
import { branchEnv, exportNeonEnv, neonEnv } from "./export-env/export-env.ts";
import { readPreviewEnv } from "./export-env/preview-env.ts";
import { migrateUnderWatch } from "./migration/migrate-under-watch.ts";
import { planBeforeMigration } from "./migration/plan-before-migration.ts";
import { rememberForSchemaDiff } from "./migration/schema-diff-target.ts";
import {
  connectAheadForSnapshot,
  snapshotBeforeMigration,
} from "./migration/snapshot-before-migration.ts";
import { bucketRows } from "./report/branch-buckets.ts";
import { type KnownBranches, lookUpFleet } from "./report/fleet-lookup.ts";
import { provisionOutputs, provisionReport } from "./report/provision-report.ts";
import { functionRows, functionUrls, waitForBuilds } from "./services/branch-functions.ts";
import {
  type BranchServices,
  ensureServices,
  serviceOutputs,
  serviceRows,
} from "./services/ensure-services.ts";

/** The PR branch's compute: resolved, waited for (with `wait`), handed out and reported. */
export async function provision(
  given: ProvisionSettings,
  client: ApiClient,
  github: GitHubClient,
  signal?: AbortSignal,
): Promise<{ branch: Branch; endpointId: string }> {
  const started = clock.now();
  const branchPhase = await inPhase("Branch", () =>
    resolveThePrBranch(given, client, github, signal),
  );
  const { settings, notes, loaded, hooks, resolved, wanted, known } = branchPhase;
  const computePhase = await inPhase("Compute", async () => {
    const provisioned = await resolveCompute(settings, client, resolved, wanted, signal);
    // Asked before the wait: the URI does not depend on the compute being ready.
    const connection = await connectionOutputs(
      settings,
      client,
      provisioned.branch,
      provisioned.endpoint,
    );
    // Migration impact's connection opens while the compute starts; closed if left unused.
    const catalogAhead = connectAheadForSnapshot(settings, connection["database-url"]);
    try {
      const ready = await waitUntilReady(
        settings,
        client,
        provisioned,
        resolved.created,
        started,
        signal,
      );
      return { provisioned, connection, catalogAhead, handedOut: ready };
    } catch (error) {
      catalogAhead?.close();
      throw error;
    }
  });
  const { provisioned, connection, catalogAhead, handedOut } = computePhase;
  const { endpoint, branch } = provisioned;
  try {
    const servicesPhase = await inPhase("Services", async () => {
      const engineLines = await applyDeclaredServices(
        settings,
        client,
        loaded,
        branch,
        resolved.created,
        signal,
      );
      const services = await ensureServices(settings, client, branch, signal);
      if (hooks && resolved.created) {
        const { runCreateAfter } = await import("./pr-code/neon-hooks.ts");
        await runCreateAfter(
          hooks,
          hookBranch(settings, branch),
          hookEnv(branch, connection, services),
          branchEnv(branch.name, connection, services),
          settings.context,
        );
      }
      return { engineLines, services };
    });
    const { engineLines, services } = servicesPhase;
    const outputs = {
      ...provisionOutputs(settings, handedOut, connection),
      ...serviceOutputs(services),
    };
    core.info(`Compute ${endpoint.id} ${provisioned.result}: ${endpoint.host}`);
    // Only a run that hands out its compute lets the job's migrations run: the post step diffs then.
    const diffTarget = rememberForSchemaDiff(
      settings,
      branch,
      provisioned.requestedParentId,
      !resolved.created,
    );
    // The catalog before the migrations, read while the rest of the report is asked for.
    const impactTaken = snapshotBeforeMigration(settings, diffTarget, endpoint.id, catalogAhead);
    const queryPlanned =
      settings.queryImpact.kind === "off"
        ? undefined
        : planBeforeMigration(
            settings,
            client,
            diffTarget,
            endpoint.id,
            connection["database-url"],
          );
    const exported = await inPhase("Report", async () => {
      // Asked beside the report's other requests; never fails the run (report/fleet-lookup.ts).
      // A found branch that was replaced (a masked copy) is gone from the listing.
      const fleetAsked = lookUpFleet(
        settings,
        client,
        github,
        branch,
        known && { ...known, removed: known.removed.filter((id) => id !== branch.id) },
      );
      const preview = await readPreviewEnv(settings, client, branch);
      const exported = settings.connection
        ? neonEnv(branch.name, connection, services, preview)
        : undefined;
      if (settings.exportEnv && exported) exportNeonEnv(exported);
      const buckets = await bucketRows(settings, client, branch, preview?.storage);
      const functions = settings.previewServices?.functions
        ? await functionUrls(client, settings.projectId, branch.id)
        : {};
      if (Object.keys(functions).length > 0) outputs["function-urls"] = JSON.stringify(functions);
      // From the branch as this run found, created or changed it: no request more.
      const cost = estimatePreviewCost(
        branch,
        settings.costRates ?? NEON_LAUNCH_RATES,
        clock.now(),
      );
      outputs["preview-cost"] = JSON.stringify(cost);
      const fleet = await fleetAsked;
      outputs.fleet = JSON.stringify(fleet.fleet);
      core.info(`Fleet: ${fleet.line}`);
      const report = {
        ...provisionReport(settings, handedOut),
        services: [...serviceRows(services), ...buckets, ...functionRows(functions)],
        cost: describePreviewCost(cost),
        fleet: fleet.line,
      };
      const expiryNote = [resolved.expiryNote, resolved.parentChangeNote].filter(
        (note): note is string => note !== undefined,
      );
      const allNotes = [
        ...notes,
        ...expiryNote,
        ...engineLines,
        ...report.notes,
        ...(preview?.notes ?? []),
      ];
      await publish(settings, github, { ...report, notes: allNotes }, outputs);
      return exported;
    });
    // After the outputs: the migrations run next (`migrate`, or the job's steps); post compares.
    const waitedFrom = performance.now();
    const impact = await impactTaken;
    // What the snapshot added to the step: it ran beside the report's requests (`npm run bench`).
    if (impact)
      core.debug(
        `Migration impact: waited ${Math.round(performance.now() - waitedFrom)} ms for the catalog`,
      );
    // Production's statements planned before the migrations (planned again in post), beside
    // the report's requests as the catalog is: done before `migrate` or the job's steps run.
    await queryPlanned;
    if (settings.migrate)
      await inPhase("Migration", () =>
        migrateUnderWatch(settings, connection, exported ?? {}, impact),
      );
    return { branch, endpointId: endpoint.id };
  } finally {
    catalogAhead?.close();
  }
}

/**
 * The Branch phase: neon.ts loaded (one that does not load fails here, before any request), its
 * policy applied, create.before hooks run, and the branch found or created.
 */
async function resolveThePrBranch(
  given: ProvisionSettings,
  client: ApiClient,
  github: GitHubClient,
  signal: AbortSignal | undefined,
) {
  const loaded = await loadRepositoryConfig(given);
  // By name, every branch is listed once: the PR's branch is found in it, and the report's fleet
  // line counts it (report/fleet-lookup.ts), so a run asks for the branches only once.
  const listed = "name" in given.branch ? await listBranches(client, given.projectId) : undefined;
  const found =
    listed && "name" in given.branch
      ? namedInListing(listed, given.branch.name)
      : await findBranch(client, given.projectId, given.branch);
  const decided = loaded
    ? await decideWithConfig(given, loaded, found)
    : { settings: given, notes: [] };
  // A branch created now that will use the Data API gets no expiry (Neon supports no both).
  const expiry = found ? undefined : withoutExpiryForDataApi(decided.settings);
  const settings = expiry?.settings ?? decided.settings;
  const notes = [...decided.notes, ...(expiry?.note ? [expiry.note] : [])];
  const wanted: EndpointCreate = {
    ...sizeLimits(settings.computeSize),
    suspendTimeoutSeconds: settings.suspendTimeoutSeconds,
    // Marks it ours (and, with keep: false, this job's claim on it): shared/compute-claims.ts.
    name: createdName(thisJobClaim(), settings.keep),
  };
  const hooks = loaded
    ? (await import("./pr-code/neon-hooks.ts")).createHooksOf(loaded)
    : undefined;
  if (hooks && !found) {
    const { runCreateBefore } = await import("./pr-code/neon-hooks.ts");
    await runCreateBefore(hooks, describeBranch(settings.branch), settings.context);
  }
  // The plan's branch limit: named, or made room for with evict: closed (branch/branch-limit.ts).
  const room = await withBranchRoom(settings, client, github, () =>
    resolveBranch(settings, client, wanted, found, signal),
  );
  return {
    settings,
    notes: room.note ? [...notes, room.note] : notes,
    loaded,
    hooks,
    resolved: room.created,
    wanted,
    known: knownBranches(listed, found, room.roomMade),
  };
}

/**
 * The branches the Branch phase listed, for the fleet line: making room's listing when it made
 * some (newer, with GitHub's answers), else the one the PR's branch was found in. The branch
 * found is counted as removed: the report puts back the branch it hands out.
 */
function knownBranches(
  listed: ListedBranch[] | undefined,
  found: Branch | undefined,
  roomMade: RoomMade | undefined,
): KnownBranches | undefined {
  if (roomMade)
    return { branches: roomMade.branches, removed: roomMade.evicted, answers: roomMade.answers };
  return listed ? { branches: listed, removed: found ? [found.id] : [] } : undefined;
}

/** The rest of the Compute phase: every operation waited for (with `wait`), masking finished. */
async function waitUntilReady(
  settings: ProvisionSettings,
  client: ApiClient,
  provisioned: Awaited<ReturnType<typeof resolveCompute>>,
  branchCreated: boolean,
  started: number,
  signal: AbortSignal | undefined,
) {
  const { endpoint, branch } = provisioned;
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
  return {
    provisioned,
    hostPooled: pooledHost(endpoint.host),
    operations,
    state,
    masking,
    timeToReadyMs,
    branchCreated,
  };
}

/** neon.ts's services, applied by Neon's engine; the engine is not loaded without any. */
async function applyDeclaredServices(
  settings: ProvisionSettings,
  client: ApiClient,
  loaded: LoadedConfig | undefined,
  branch: Branch,
  created: boolean,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  if (!loaded || !declaresServices(loaded.config as Config)) return [];
  const { applyNeonServices, deployedSlugs } = await import("./services/apply-neon-services.ts");
  const access = { apiKey: client.options.apiKey, baseUrl: client.options.baseUrl };
  const report = await applyNeonServices(settings, access, loaded, branch, created);
  const slugs = deployedSlugs(report.applied);
  if (slugs.length > 0) await waitForBuilds(client, settings.projectId, branch.id, slugs, signal);
  return report.lines;
}

function hookBranch(settings: ProvisionSettings, branch: Branch): HookBranch {
  return {
    projectId: settings.projectId,
    id: branch.id,
    name: branch.name,
    created: true,
    isDefault: branch.default ?? false,
    isProtected: branch.protected ?? false,
    ...(branch.parent_id ? { parentId: branch.parent_id } : {}),
    ...(branch.expires_at ? { expiresAt: branch.expires_at } : {}),
  };
}

/** What a create.after hook is told: the branch's URIs (with role and database) and services. */
function hookEnv(branch: Branch, connection: Outputs, services: BranchServices): HookEnv {
  return {
    postgres: {
      databaseUrl: connection["database-url-pooled"] ?? "",
      databaseUrlUnpooled: connection["database-url"] ?? "",
    },
    branch: { name: branch.name },
    ...(services.auth
      ? { auth: { baseUrl: services.auth.base_url, jwksUrl: services.auth.jwks_url } }
      : {}),
    ...(services.dataApi ? { dataApi: { url: services.dataApi.url } } : {}),
  };
}
