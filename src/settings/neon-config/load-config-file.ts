import { createRequire } from "node:module";
// Neon's authoring package. A neon.ts imports it as `@neon/config` (or `/v1`), or by its older
// name `@neondatabase/config`: every name is this bundle's copy, so the repository need not
// install it before the action runs.
import * as neonConfig from "@neon/config";
import {
  type Config,
  ConfigValidationError,
  defineConfig,
  type ResolvedBranchConfig,
  resolveConfig,
} from "@neon/config";
import type { createJiti as JitiFactory } from "jiti";
// jiti's own TypeScript transform (Babel). jiti requires it lazily by a path the bundler cannot
// follow, and its exports map hides it: imported by its file, it is bundled in this chunk.
// @ts-expect-error: a CommonJS file without types
import jitiTransform from "../../../node_modules/jiti/dist/babel.cjs";
// jiti's core, without its ES module wrapper (jiti/lib/jiti.mjs): the bundler rewrites that
// wrapper's `import(id)` into a lookup among the bundle's own modules, where Node's built-ins
// (`node:fs`, `fs`) and the repository's native modules are not found.
// @ts-expect-error: a CommonJS file without types
import createJitiCore from "../../../node_modules/jiti/dist/jiti.cjs";
import { UserError } from "../../core/errors.ts";
import type { DataApiPlan, PreviewServices } from "../mode-settings.ts";
import type { BranchPolicy, PolicyTarget } from "./branch-policy.ts";
import type { NeonConfigFile } from "./find-config-file.ts";

// Loaded with a dynamic import(): a separate chunk, read only by runs that have a neon.ts.

/** The names a neon.ts imports Neon's authoring package by, new and old. */
export const AUTHORING_NAMES = [
  "@neon/config",
  "@neon/config/v1",
  "@neondatabase/config",
  "@neondatabase/config/v1",
] as const;

/** jiti as its wrapper makes it, with Node's own import() (left alone by the bundler). */
const createJiti: typeof JitiFactory = (id, options) =>
  createJitiCore(id, options, {
    onError: (error: unknown) => {
      throw error;
    },
    nativeImport: (specifier: string) => import(/* webpackIgnore: true */ specifier),
    createRequire,
  });

/**
 * The file evaluated as Neon's loader does (jiti, default export, `defineConfig`), except that
 * Neon's authoring package is this bundle's copy: the user's repository need not install it.
 * Fails in one line naming the file, before any request.
 */
export async function loadNeonConfig(file: NeonConfigFile): Promise<Config> {
  const jiti = createJiti(file.path, {
    fsCache: false,
    moduleCache: false,
    interopDefault: true,
    transform: jitiTransform,
    virtualModules: Object.fromEntries(AUTHORING_NAMES.map((name) => [name, neonConfig])),
  });
  let exported: unknown;
  try {
    const module = (await jiti.import(file.path)) as { default?: unknown } | undefined;
    exported = module?.default;
  } catch (error) {
    throw new UserError(`${file.shown}: ${problemOf(error)}`);
  }
  if (exported === undefined)
    throw new UserError(
      `${file.shown}: no default export (end it with export default defineConfig({ ... }))`,
    );
  try {
    return defineConfig(exported as Config);
  } catch (error) {
    throw new UserError(`${file.shown}: ${problemOf(error)}`);
  }
}

/** The file's `branch` policy for the PR branch (Neon's resolveConfig), in the action's units. */
export function evaluatePolicy(
  config: Config,
  file: NeonConfigFile,
  target: PolicyTarget,
): BranchPolicy {
  let resolved: ResolvedBranchConfig;
  try {
    resolved = resolveConfig(config, target);
  } catch (error) {
    throw new UserError(`${file.shown}: ${problemOf(error)}`);
  }
  const compute = resolved.postgres?.computeSettings;
  const dataApi = resolved.dataApiEnabled ? dataApiPlanOf(resolved.dataApi) : undefined;
  return {
    parent: resolved.parent,
    ttlSeconds: resolved.ttlSeconds,
    protected: resolved.protected,
    minCu: compute?.autoscalingLimitMinCu,
    maxCu: compute?.autoscalingLimitMaxCu,
    suspendTimeoutSeconds: suspendSeconds(compute?.suspendTimeout),
    auth: resolved.authEnabled,
    ...(dataApi ? { dataApi } : {}),
    ...previewServicesOf(resolved.preview),
  };
}

function previewServicesOf(
  preview: ResolvedBranchConfig["preview"],
): { previewServices: PreviewServices } | Record<string, never> {
  const services: PreviewServices = {
    buckets: (preview?.buckets.length ?? 0) > 0,
    aiGateway: preview?.aiGatewayEnabled ?? false,
    functions: (preview?.functions.length ?? 0) > 0,
  };
  return Object.values(services).some(Boolean) ? { previewServices: services } : {};
}

function dataApiPlanOf(config: ResolvedBranchConfig["dataApi"]): DataApiPlan {
  const external = config?.authProvider === "external";
  const settings = config?.settings
    ? Object.fromEntries(
        Object.entries(config.settings).map(([key, value]) => [
          key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          value,
        ]),
      )
    : undefined;
  return {
    auth_provider: external ? "external" : "neon_auth",
    ...(external && config?.jwksUrl ? { jwks_url: config.jwksUrl } : {}),
    ...(external && config?.providerName ? { provider_name: config.providerName } : {}),
    ...(external && config?.jwtAudience ? { jwt_audience: config.jwtAudience } : {}),
    ...(settings ? { settings } : {}),
  };
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** Neon's suspendTimeout (already checked by its schema): false never, a number or `5m`. */
function suspendSeconds(value: false | string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (value === false) return -1;
  if (typeof value === "number") return value;
  const match = /^(\d+)([smhdw])$/i.exec(value.trim());
  return match ? Number(match[1]) * (UNIT_SECONDS[match[2]?.toLowerCase() ?? ""] ?? 0) : undefined;
}

/** One line: Neon's errors list their issues on lines of their own. */
function problemOf(error: unknown): string {
  if (error instanceof ConfigValidationError) return error.issues.join("; ");
  const message = error instanceof Error ? error.message : String(error);
  const lines = message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const underlying = lines.find((line) => line.startsWith("Underlying error: "));
  return (underlying?.slice("Underlying error: ".length) ?? lines[0] ?? "could not be loaded")
    .replace(/\s+/g, " ")
    .slice(0, 300);
}
