import { spawn } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { asServerUser, type ServerUser } from "../postgres/server-user.ts";
import { cpArguments } from "./copy-way.ts";

/**
 * Copies a data directory with `cp -a`, as the server user (so the copy is its own): one
 * process is several times faster than copying thousands of small files from Node. With
 * `live`, the source is a running server's: a file that disappears meanwhile (a temporary
 * file) is simply not copied, since the backup protocol, not the file copy, makes it consistent.
 * With `clone` (the data directory's file system clones: copy-way.ts), each file is a clone
 * sharing the source's extents (`--reflink=auto` on Linux, `-c` on macOS), in the same time
 * whatever its size. Node's fs.cp with COPYFILE_FICLONE clones too, but file by file from
 * Node and as the emulator's user, not the server's.
 */
export async function copyDirectory(
  source: string,
  target: string,
  user: ServerUser | undefined,
  options: { live: boolean; clone?: boolean },
): Promise<void> {
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn("cp", [...cpArguments(options.clone ?? false), source, target], {
      ...asServerUser(user),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let text = "";
    child.stderr.on("data", (chunk) => {
      text += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => resolve(code === 0 ? "" : text || `cp exited with ${code}`));
  });
  const problems = stderr
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => !(options.live && /No such file or directory/.test(line)));
  if (problems.length > 0) {
    throw new Error(`copying ${source} to ${target} failed: ${problems.slice(0, 3).join("; ")}`);
  }
}

/** Files that belong to a running server, never to a copy of its data. */
const serverOnly = ["postmaster.pid", "postmaster.opts", "standby.signal", "recovery.signal"];

/**
 * Directories whose contents a base backup leaves out (PostgreSQL docs, "Making a Base Backup
 * Using the Low Level API"); pg_wal is filled again after pg_backup_stop.
 */
const leftOutOfBackups = [
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
];

/** Makes a copy a data directory of its own: no lock files, no server state, no slots. */
export async function clearServerState(dir: string, options: { backup: boolean }): Promise<void> {
  const files = [...serverOnly, ...(options.backup ? ["backup_label", "tablespace_map"] : [])];
  await Promise.all(files.map((name) => rm(join(dir, name), { force: true })));
  if (!options.backup) return;
  await Promise.all(
    leftOutOfBackups.map(async (name) => {
      const entries = await readdir(join(dir, name)).catch(() => []);
      await Promise.all(
        entries.map((entry) => rm(join(dir, name, entry), { recursive: true, force: true })),
      );
    }),
  );
}
