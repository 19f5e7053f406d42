import { existsSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { UserError } from "../core/errors.ts";

// The repository's Neon config (`neon.ts`, @neondatabase/config): where it is, and what its
// branch policy decides. Loading it is in neon-config-file.ts, imported only when there is one:
// its loader (jiti, Babel) would otherwise weigh on every run's start-up.

export const DEFAULT_CONFIG_FILE = "neon.ts";

export interface NeonConfigFile {
  path: string;
  /** As the user knows it: relative to the workspace. */
  shown: string;
}

/**
 * `config` as a file: "" is neon.ts at the workspace root when it exists, `none` is none, any
 * other value a path (relative to the workspace) that must exist.
 */
export function findNeonConfig(
  input: string,
  workspace = process.env.GITHUB_WORKSPACE || process.cwd(),
): NeonConfigFile | undefined {
  if (input === "none") return undefined;
  const path = resolve(workspace, input || DEFAULT_CONFIG_FILE);
  const shown = relative(workspace, path) || path;
  if (!input) return isFile(path) ? { path, shown } : undefined;
  if (!isFile(path))
    throw new UserError(
      `Input "config": ${isAbsolute(input) ? path : shown} is not a file in the workspace (a path to neon.ts, or none)`,
    );
  return { path, shown };
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** @neondatabase/config's BranchTarget: what the policy is told about the PR branch. */
export interface PolicyTarget {
  name: string;
  id?: string;
  exists: boolean;
  isDefault?: boolean;
  isProtected?: boolean;
  parentId?: string;
  expiresAt?: string;
}

/** What the `branch` policy returned for the PR branch, in the action's units. */
export interface BranchPolicy {
  parent?: string;
  ttlSeconds?: number;
  protected?: boolean;
  minCu?: number;
  maxCu?: number;
  suspendTimeoutSeconds?: number;
  /** neon.ts's `auth`: the PR branch has Neon Auth. */
  auth?: boolean;
  /** neon.ts's `dataApi`: the PR branch has a Data API, enabled (when missing) like this. */
  dataApi?: DataApiPlan;
}

/** createProjectBranchDataAPI's body as neon.ts declares it (settings in the API's snake_case). */
export interface DataApiPlan {
  auth_provider: "neon_auth" | "external";
  jwks_url?: string;
  provider_name?: string;
  jwt_audience?: string;
  settings?: Record<string, unknown>;
}
