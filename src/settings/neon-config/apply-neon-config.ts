import * as core from "@actions/core";
import { describeBranch } from "../branch-ref.ts";
import type { ProvisionSettings } from "../mode-settings.ts";
import { applyPolicy } from "./apply-policy.ts";
import type { PolicyTarget } from "./branch-policy.ts";
import {
  configSource,
  findNeonConfig,
  type NeonConfigFile,
  withheldWarning,
} from "./find-config-file.ts";

export {
  declaresFunctions,
  declaresServices,
  isDrift,
  leavingDrift,
  servicesOnly,
} from "./engine-config.ts";

// The repository's neon.ts, applied as `neonctl checkout` applies it: its branch policy, told
// about the PR branch, decides what the workflow left unset. The one entry of this folder: the
// provision flow loads the file before any request, then decides once it found the branch.

/** The PR branch as the platform lists it (the API's Branch), as far as the policy is told. */
export interface FoundBranch {
  id: string;
  name: string;
  parent_id?: string;
  default?: boolean;
  protected?: boolean;
  expires_at?: string | null;
}

export interface LoadedConfig {
  file: NeonConfigFile;
  config: unknown;
}

/** Found and loaded before any request; undefined without one (the loader is not even read). */
export async function loadRepositoryConfig(
  settings: Pick<ProvisionSettings, "config" | "context">,
): Promise<LoadedConfig | undefined> {
  const source = configSource(settings.config, settings.context.forkHead);
  const file = findNeonConfig(source);
  if (!file) return undefined;
  if (source.kind === "withheld") {
    core.warning(withheldWarning(file, source.withheldFrom));
    return undefined;
  }
  const { loadNeonConfig } = await import("./load-config-file.ts");
  const config = await loadNeonConfig(file);
  core.info(`Loaded ${file.shown}`);
  return { file, config };
}

/** The settings with the policy applied, and the lines that say where each came from. */
export async function decideWithConfig(
  settings: ProvisionSettings,
  loaded: LoadedConfig,
  found: FoundBranch | undefined,
): Promise<{ settings: ProvisionSettings; notes: string[] }> {
  const { evaluatePolicy } = await import("./load-config-file.ts");
  const policy = evaluatePolicy(
    loaded.config as Parameters<typeof evaluatePolicy>[0],
    loaded.file,
    targetOf(settings, found),
  );
  const decided = applyPolicy(settings, policy, loaded.file.shown);
  const notes = [`Settings: ${decided.sources.join("; ")}.`];
  const drift = protectedDrift(policy.protected, found, loaded.file.shown);
  if (drift) notes.push(drift);
  return { settings: decided.settings, notes };
}

function targetOf(settings: ProvisionSettings, found: FoundBranch | undefined): PolicyTarget {
  if (!found) return { name: describeBranch(settings.branch), exists: false, isDefault: false };
  return {
    name: found.name,
    id: found.id,
    exists: true,
    isDefault: found.default ?? false,
    isProtected: found.protected ?? false,
    parentId: found.parent_id,
    expiresAt: found.expires_at ?? undefined,
  };
}

/**
 * `neonctl checkout` changes an existing branch's `protected` flag only with `--update-existing`;
 * neither does the action: the PR branch is reused as it is, and the summary says so.
 */
export function protectedDrift(
  wanted: boolean | undefined,
  found: FoundBranch | undefined,
  shown: string,
): string | undefined {
  const current = found?.protected ?? false;
  if (!found || wanted === undefined || wanted === current) return undefined;
  return `${shown} asks for protected ${wanted}; branch ${found.name} exists with protected ${current} and is left as it is (as neonctl checkout leaves it without --update-existing).`;
}
