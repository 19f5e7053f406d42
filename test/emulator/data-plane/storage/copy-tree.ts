import { COPYFILE_FICLONE } from "node:constants";
import { copyFile, lchown, mkdir, readdir, readlink, symlink } from "node:fs/promises";
import { join } from "node:path";
import type { ServerUser } from "../postgres/server-user.ts";

/** What to do with an entry of a data directory, by its path relative to the directory. */
export type CopyRule = (relativePath: string, isDirectory: boolean) => "copy" | "skip" | "empty";

/**
 * Copies a data directory file by file, owned by the server user. A file that disappears
 * while a running server is being copied (a temporary file) is simply not copied: the backup
 * protocol makes the copy consistent through WAL replay, not through the file copy.
 */
export async function copyTree(
  source: string,
  target: string,
  rule: CopyRule,
  user: ServerUser | undefined,
  relative = "",
): Promise<void> {
  await mkdir(target, { mode: 0o700, recursive: true });
  if (user) await lchown(target, user.uid, user.gid);
  const entries = await readdir(source, { withFileTypes: true }).catch(missingAsEmpty);
  await Promise.all(
    entries.map(async (entry) => {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      const from = join(source, entry.name);
      const to = join(target, entry.name);
      const action = rule(path, entry.isDirectory());
      if (action === "skip") return;
      if (entry.isDirectory()) {
        if (action === "empty") {
          await mkdir(to, { mode: 0o700 });
          if (user) await lchown(to, user.uid, user.gid);
        } else await copyTree(from, to, rule, user, path);
        return;
      }
      try {
        if (entry.isSymbolicLink()) await symlink(await readlink(from), to);
        else await copyFile(from, to, COPYFILE_FICLONE);
        if (user) await lchown(to, user.uid, user.gid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }),
  );
}

function missingAsEmpty(error: NodeJS.ErrnoException): [] {
  if (error.code === "ENOENT") return [];
  throw error;
}

/** Files that belong to a running server, never to a copy of its data. */
const serverOnly = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "standby.signal",
  "recovery.signal",
]);

/** A stopped server's directory: everything but its lock files. */
export const stoppedCopy: CopyRule = (path) => (serverOnly.has(path) ? "skip" : "copy");

/** Directories whose contents a base backup leaves out (PostgreSQL docs, "Making a Base Backup Using the Low Level API"). */
const leftOutOfBackups = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

/** A running server's directory between pg_backup_start and pg_backup_stop. */
export const backupCopy: CopyRule = (path, isDirectory) => {
  if (serverOnly.has(path) || path === "backup_label" || path === "tablespace_map") return "skip";
  if (isDirectory && leftOutOfBackups.has(path)) return "empty";
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (name.startsWith("pgsql_tmp") || name === "pg_internal.init") return "skip";
  return "copy";
};

/** After pg_backup_stop: the WAL segments the copy replays to become consistent. */
export const walCopy: CopyRule = (path) => (path === "archive_status" ? "empty" : "copy");
