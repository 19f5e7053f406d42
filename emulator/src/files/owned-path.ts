import type { Stats } from "node:fs";
import { lstat, readdir, realpath } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * Checks for files the emulator reuses across runs (the PostgreSQL binaries' copy, its TLS key):
 * a path someone else could have planted or could still change must not be executed or trusted.
 */
export class UnsafePathError extends Error {}

const writableByOthers = 0o022;
const sticky = 0o1000;

function mode(stats: Stats): string {
  return (stats.mode & 0o7777).toString(8).padStart(4, "0");
}

/** Why an entry this user should own cannot be trusted, or undefined if it can. */
function ownershipProblem(stats: Stats, uid: number): string | undefined {
  if (stats.uid !== uid) return `it is owned by uid ${stats.uid}, not by this user (uid ${uid})`;
  // A symbolic link's own mode means nothing; its owner (checked above) is what counts.
  if (!stats.isSymbolicLink() && stats.mode & writableByOthers) {
    return `it is writable by ${stats.mode & 0o002 ? "everyone" : "its group"} (mode ${mode(stats)})`;
  }
  return undefined;
}

function refuse(what: string, path: string, problem: string): never {
  throw new UnsafePathError(`refusing to use ${what} at ${path}: ${problem}; remove it and retry`);
}

/**
 * Every directory above `path` must be owned by this user or root and writable by no one else,
 * unless sticky (like /tmp), where others cannot rename or replace this user's entries.
 */
async function checkParents(path: string, what: string, uid: number): Promise<void> {
  let current = await realpath(dirname(path));
  for (;;) {
    const stats = await lstat(current);
    if (stats.uid !== uid && stats.uid !== 0) {
      refuse(what, path, `its parent ${current} is owned by uid ${stats.uid}`);
    }
    if (stats.mode & writableByOthers && !(stats.mode & sticky)) {
      refuse(what, path, `its parent ${current} is writable by others (mode ${mode(stats)})`);
    }
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** The current user's id; undefined where there is none (Windows), and nothing is checked. */
function currentUid(): number | undefined {
  return process.getuid?.();
}

/**
 * Throws an UnsafePathError unless `path` is a directory (not a link) owned by this user and
 * writable by no one else, under parents that no one else can change.
 */
export async function checkOwnDirectory(path: string, what: string): Promise<void> {
  const uid = currentUid();
  if (uid === undefined) return;
  const stats = await lstat(path);
  if (!stats.isDirectory()) refuse(what, path, "it is not a directory");
  const problem = ownershipProblem(stats, uid);
  if (problem) refuse(what, path, problem);
  await checkParents(path, what, uid);
}

/** As checkOwnDirectory, and every file, directory and link below it too. */
export async function checkOwnTree(root: string, what: string): Promise<void> {
  const uid = currentUid();
  if (uid === undefined) return;
  await checkOwnDirectory(root, what);
  const entries = await readdir(root, { recursive: true });
  for (const entry of entries) {
    const path = join(root, entry);
    const problem = ownershipProblem(await lstat(path), uid);
    if (problem) refuse(what, root, `${entry} inside it: ${problem}`);
  }
}
