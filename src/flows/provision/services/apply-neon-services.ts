import * as core from "@actions/core";
import { type AppliedChange, type Config, isPlatformError } from "@neon/config";
import { pushConfig } from "@neon/config-runtime";
import { firstLine, UserError } from "../../../core/errors.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { LoadedConfig } from "../../../settings/neon-config/apply-neon-config.ts";
import {
  declaresFunctions,
  isDrift,
  leavingDrift,
  servicesOnly,
} from "../../../settings/neon-config/apply-neon-config.ts";

// neon.ts's services on the PR branch, applied by Neon's own engine (@neon/config-runtime's
// pushConfig) as `neon checkout` applies them: all of them to a branch this run created; to a
// branch that exists, only what is missing, the drift left as it is and reported (checkout
// leaves an existing branch alone without --update-existing). Loaded with a dynamic import():
// a run without a neon.ts never reads the engine.

export interface EngineReport {
  /** What the engine did (or, for drift, left), one line each, for the summary. */
  lines: string[];
  /** What it applied, as it reported it. */
  applied: AppliedChange[];
}

export async function applyNeonServices(
  settings: Pick<ProvisionSettings, "projectId" | "written" | "auth" | "dataApi">,
  access: { apiKey: string; baseUrl: string },
  loaded: LoadedConfig,
  branch: { id: string; name: string },
  created: boolean,
): Promise<EngineReport> {
  const config = servicesOnly(loaded.config as Config, {
    authOff: settings.written.has("auth") && !settings.auth,
    dataApiOff: settings.written.has("data-api") && !settings.dataApi,
  });
  const target = {
    projectId: settings.projectId,
    branchId: branch.id,
    apiKey: access.apiKey,
    apiHost: access.baseUrl,
  };
  const shown = loaded.file.shown;
  const warnings: string[] = [];
  // Only a neon.ts that declares functions needs a bundler (and esbuild, fetched for it).
  const bundleFunction = declaresFunctions(config)
    ? await (await import("./function-bundler.ts")).neonFunctionBundler((w) => warnings.push(w))
    : undefined;
  const withBundler = bundleFunction ? { bundleFunction } : {};
  const report = await refusedAsUserError(shown, async () => {
    if (created) {
      core.info(`Applying ${shown}'s services to branch ${branch.name} (Neon's engine)`);
      const result = await pushConfig(config, {
        ...target,
        ...withBundler,
        branchExists: false,
        updateExisting: true,
        allowProtectedBranch: true,
      });
      return { lines: appliedLines(result.applied, shown), applied: result.applied };
    }
    const plan = await pushConfig(config, { ...target, dryRun: true, updateExisting: true });
    const drift = plan.applied.filter(isDrift);
    // Functions are deployed anew on every run (the PR's code), as neon deploy does.
    const changes = plan.applied.filter(
      (change) => change.action === "create" || isFunctionDeploy(change),
    );
    if (changes.length > 0)
      core.info(`Applying ${shown}'s missing services and functions to branch ${branch.name}`);
    const result =
      changes.length > 0
        ? await pushConfig(leavingDrift(config, drift), {
            ...target,
            ...withBundler,
            allowProtectedBranch: true,
          })
        : undefined;
    return {
      lines: [
        ...appliedLines(result?.applied ?? [], shown),
        ...drift.map((change) => driftLine(change, branch.name, shown)),
      ],
      applied: result?.applied ?? [],
    };
  });
  for (const warning of warnings) core.warning(`${shown}: ${warning}`);
  return report;
}

/** A function's deployment: never drift, the PR's code is deployed on every run. */
export function isFunctionDeploy(change: AppliedChange): boolean {
  return change.kind === "service" && change.identifier.startsWith("function:");
}

/** The slugs the engine deployed now, for the wait on their builds. */
export function deployedSlugs(applied: AppliedChange[]): string[] {
  return applied
    .filter((change) => isFunctionDeploy(change) && change.action !== "noop")
    .map((change) => change.identifier.slice("function:".length));
}

/** One summary line per change the engine made: `neon.ts: Neon Auth created`. */
function appliedLines(applied: AppliedChange[], shown: string): string[] {
  return applied
    .filter((change) => change.action !== "noop")
    .map((change) => `${shown}: ${describeChange(change)} ${PAST[change.action]} (Neon's engine)`);
}

const PAST: Record<AppliedChange["action"], string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  noop: "unchanged",
};

function driftLine(change: AppliedChange, branchName: string, shown: string): string {
  const wanted = change.action === "delete" ? "removed" : "changed";
  return `${shown} asks for ${describeChange(change)} to be ${wanted}; branch ${branchName} exists and is left as it is (as neon checkout leaves it without --update-existing).`;
}

function describeChange(change: AppliedChange): string {
  const [kind, name] = change.identifier.split(/:(.*)/s);
  switch (kind) {
    case "auth":
      return "Neon Auth";
    case "dataApi":
      return change.action === "update" ? "the Data API's settings" : "the Data API";
    case "bucket":
      return `bucket ${name}`;
    case "function":
      return `function ${name}`;
    case "trigger":
      return `trigger ${name?.replace(":", " ") ?? ""}`;
    case "domain":
      return `custom domain ${name}`;
    default:
      return change.identifier;
  }
}

/** Which service an engine call was about, from the operation it names (`listBranchBuckets(…)`). */
const SERVICE_OF_OPERATION: Array<[RegExp, string]> = [
  [/Bucket|Storage/, "buckets"],
  [/Function|Deploy/, "functions"],
  [/Trigger/, "triggers"],
  [/AiGateway|Credential/, "aiGateway"],
  [/NeonAuth|Auth/, "auth"],
  [/DataApi/, "dataApi"],
  [/CustomDomain/, "customDomains"],
];

/**
 * A refusal of the platform's in one line naming the service neon.ts declares and the
 * platform's own message; anything else the engine throws is its own error.
 */
async function refusedAsUserError<T>(shown: string, apply: () => Promise<T>): Promise<T> {
  try {
    return await apply();
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // An "isn't available" error keeps the request's op and message on the error it wraps.
    const details = { ...detailsOf(error.cause), ...detailsOf(error) };
    const op = typeof details.op === "string" ? details.op : "";
    const service = SERVICE_OF_OPERATION.find(([pattern]) => pattern.test(op))?.[1];
    const status = typeof details.status === "number" ? ` (${details.status})` : "";
    const said =
      typeof details.neonMessage === "string" ? details.neonMessage : firstLine(error.message);
    throw new UserError(
      `${shown}${service ? ` declares ${service}` : ""}: the platform refused${service ? " it" : ""}${status}: ${said}`,
    );
  }
}

function detailsOf(error: unknown): Record<string, unknown> {
  return isPlatformError(error) ? ((error.details ?? {}) as Record<string, unknown>) : {};
}
