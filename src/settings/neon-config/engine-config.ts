import type { AppliedChange, Config } from "@neon/config";

// What the action gives Neon's engine (@neon/config-runtime) to apply to the PR branch. The
// action owns the branch's lifecycle: it creates the branch from the policy's parent, with
// the policy's ttl, protection and compute settings where the workflow left them unset
// (apply-policy.ts), and moves its expiry forward on every run. So the engine is given the
// services only: the `branch` closure keeps its per-function tuning and loses the rest, and a
// service the workflow switched off (`auth: false`, `data-api: false`) is not declared to it.
// Pure, over the policy as loaded.

export interface WorkflowOverrides {
  /** `auth: false` written in the workflow. */
  authOff: boolean;
  /** `data-api: false` written in the workflow. */
  dataApiOff: boolean;
}

type Tuning = ReturnType<NonNullable<Config["branch"]>>;

export function servicesOnly(config: Config, overrides: WorkflowOverrides): Config {
  const { branch, auth, dataApi, ...rest } = config;
  return {
    ...rest,
    ...(auth !== undefined && !overrides.authOff ? { auth } : {}),
    ...(dataApi !== undefined && !overrides.dataApiOff ? { dataApi } : {}),
    ...(branch ? { branch: (target) => functionTuningOf(branch(target)) } : {}),
  } as Config;
}

function functionTuningOf(tuning: Tuning): Tuning {
  return {
    ...(tuning?.functions ? { functions: tuning.functions } : {}),
    ...(tuning?.preview ? { preview: tuning.preview } : {}),
  };
}

/** Declares anything the engine applies to a branch: without it the engine is not even loaded. */
export function declaresServices(config: Config): boolean {
  const preview = config.preview as Record<string, unknown> | undefined;
  return [
    config.auth,
    config.dataApi,
    config.aiGateway,
    nonEmpty(config.functions),
    nonEmpty(config.buckets),
    nonEmpty(config.triggers),
    preview && (nonEmpty(preview.functions) || nonEmpty(preview.buckets) || preview.aiGateway),
  ].some((declared) => declared !== undefined && declared !== false && declared !== null);
}

/** Declares a function: only then is Neon's bundler fetched. */
export function declaresFunctions(config: Config): boolean {
  const preview = config.preview as Record<string, unknown> | undefined;
  return nonEmpty(config.functions) === true || nonEmpty(preview?.functions) === true;
}

function nonEmpty(record: unknown): true | undefined {
  return record && typeof record === "object" && Object.keys(record).length > 0 ? true : undefined;
}

/**
 * What `neon checkout` leaves alone on a branch that exists (it applies a policy only to a
 * branch it creates; `--update-existing` overrides): the plan's steps that change a setting
 * already there, as opposed to adding what is missing.
 */
export function isDrift(change: AppliedChange): boolean {
  if (change.action === "noop" || change.action === "create") return false;
  // A function's new deployment is the PR's code, not drift: deployed on every run.
  if (change.identifier.startsWith("function:")) return false;
  return change.kind === "service" || change.kind === "branch";
}

/**
 * The config with the drifting parts taken out, so that applying it adds what is missing and
 * changes nothing that exists: Data API settings that differ, an explicit `dataApi: false` on
 * a branch that has one, a custom domain that points at another function.
 */
export function leavingDrift(config: Config, drift: AppliedChange[]): Config {
  const ids = new Set(drift.map((change) => change.identifier));
  const next: Config = { ...config };
  if (ids.has("dataApi")) {
    if (config.dataApi === false || isDisabled(config.dataApi)) delete next.dataApi;
    else if (config.dataApi && typeof config.dataApi === "object") {
      const { settings: _left, ...wiring } = config.dataApi as Record<string, unknown>;
      next.dataApi = (Object.keys(wiring).length > 0 ? wiring : true) as Config["dataApi"];
    }
  }
  if ([...ids].some((id) => id.startsWith("domain:")) && config.functions) {
    next.functions = Object.fromEntries(
      Object.entries(config.functions).map(([slug, fn]) => {
        const { customDomains: _left, ...kept } = fn;
        return [slug, kept];
      }),
    );
  }
  return next;
}

function isDisabled(toggle: unknown): boolean {
  return (
    typeof toggle === "object" &&
    toggle !== null &&
    (toggle as { enabled?: unknown }).enabled === false
  );
}
