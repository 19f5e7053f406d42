import { existsSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { UserError } from "../../core/errors.ts";

// Where the repository's Neon config (`neon.ts`, @neon/config) is, if it may be loaded.
// Loading it is in load-config-file.ts, imported only when there is one: its loader (jiti,
// Babel) would otherwise weigh on every run's start-up.

export const DEFAULT_CONFIG_FILE = "neon.ts";

export interface NeonConfigFile {
  path: string;
  /** As the user knows it: relative to the workspace. */
  shown: string;
}

/**
 * What `config` asks for: `none` nothing; a path that file, which must exist; unset the
 * workspace's neon.ts when it exists, except on a fork's event (`withheldFrom`), where the
 * checkout may be the fork's code and the file is not loaded unless named.
 */
export type ConfigSource =
  | { kind: "none" }
  | { kind: "named"; input: string }
  | { kind: "default" }
  | { kind: "withheld"; withheldFrom: string };

export function configSource(input: string, forkHead: string | undefined): ConfigSource {
  if (input === "none") return { kind: "none" };
  if (input) return { kind: "named", input };
  return forkHead ? { kind: "withheld", withheldFrom: forkHead } : { kind: "default" };
}

/** The file the source points at, when there is one; a named file that is not one fails. */
export function findNeonConfig(
  source: ConfigSource,
  workspace = process.env.GITHUB_WORKSPACE || process.cwd(),
): NeonConfigFile | undefined {
  if (source.kind === "none") return undefined;
  const input = source.kind === "named" ? source.input : DEFAULT_CONFIG_FILE;
  const path = resolve(workspace, input);
  const shown = relative(workspace, path) || path;
  if (source.kind !== "named") return isFile(path) ? { path, shown } : undefined;
  if (!isFile(path))
    throw new UserError(
      `Input "config": ${isAbsolute(input) ? path : shown} is not a file in the workspace (a path to neon.ts, or none)`,
    );
  return { path, shown };
}

/** Why a neon.ts found on a fork's event was not loaded, and how to load it anyway. */
export function withheldWarning(file: NeonConfigFile, withheldFrom: string): string {
  return `${file.shown} not loaded: this run's head commit comes from ${withheldFrom}, not from this repository, and a neon.ts checked out from it would run beside your API key. If the workspace is a checkout of your own branch, name the file to load it (config: ${file.shown}), or set config: none`;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
