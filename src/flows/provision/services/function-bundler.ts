import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import * as core from "@actions/core";
import type { ResolvedFunctionConfig } from "@neon/config";
import { UserError } from "../../../core/errors.ts";

// Neon's own function bundler (@neon/config-runtime's buildFunctionBundle: esbuild, its
// interop banner, native packages staged) for a neon.ts that declares functions. esbuild is a
// native binary the action's bundle cannot carry, so such a run installs Neon's engine, at the
// version the action bundles, from the npm registry into the runner's tool cache, once per
// runner image, and loads the bundler from there. Runs without functions never reach this file.

/** The version the action bundles (package.json), so the bundles are the engine's own. */
export const ENGINE_PACKAGE = "@neon/config-runtime@1.7.2";

type Bundler = (fn: ResolvedFunctionConfig) => Promise<Uint8Array>;

const run = promisify(execFile);

export function engineCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const root = env.RUNNER_TOOL_CACHE || join(tmpdir(), "preview-compute-tools");
  return join(root, "preview-compute", ENGINE_PACKAGE.replace(/[@/]/g, "_"));
}

export async function neonFunctionBundler(onWarning: (message: string) => void): Promise<Bundler> {
  const dir = await installedEngine(engineCacheDir());
  const entry = join(dir, "node_modules/@neon/config-runtime/dist/lib/function-bundle.js");
  const { buildFunctionBundle } = (await import(
    /* webpackIgnore: true */ pathToFileURL(entry).href
  )) as {
    buildFunctionBundle: (fn: ResolvedFunctionConfig, options: object) => Promise<Uint8Array>;
  };
  return (fn) => buildFunctionBundle(fn, { onWarning });
}

/** Installed once (into a private directory, then renamed into place: racing jobs are safe). */
async function installedEngine(dir: string): Promise<string> {
  if (existsSync(join(dir, "node_modules/@neon/config-runtime/package.json"))) return dir;
  core.info(`Installing ${ENGINE_PACKAGE} (esbuild) from the npm registry for neon.ts's functions`);
  await mkdir(join(dir, ".."), { recursive: true });
  const partial = await mkdtemp(`${dir}.partial-`);
  try {
    await run(
      "npm",
      [
        "install",
        "--prefix",
        partial,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--loglevel=error",
        ENGINE_PACKAGE,
      ],
      { timeout: 180_000 },
    );
    await rename(partial, dir).catch(() => undefined);
  } catch (error) {
    const message = (error as { stderr?: string }).stderr?.trim().split("\n")[0] ?? String(error);
    throw new UserError(
      `neon.ts declares functions: bundling them needs ${ENGINE_PACKAGE} (esbuild) from the npm registry, which could not be installed: ${message}`,
    );
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return dir;
}
