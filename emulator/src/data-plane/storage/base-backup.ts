import { lchown, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type pg from "pg";
import { type AdminCredentials, withAdminClient } from "../postgres/admin-sql.ts";
import type { ServerUser } from "../postgres/server-user.ts";
import { clearServerState, copyDirectory } from "./copy-tree.ts";

/**
 * A consistent copy of a running server's data directory through PostgreSQL's low-level
 * backup API: pg_backup_start, a file copy, pg_backup_stop, the backup label it returns and
 * the WAL it names. The copy replays that WAL when a server first starts on it. PostgreSQL 14
 * names those functions pg_start_backup/pg_stop_backup (non-exclusive with `exclusive` false).
 * pg_backup_start's `fast` checkpoint writes the server's dirty buffers out first, so that a
 * clone (`clone`) holds the data as of now in its files and only the WAL since then replays.
 */
export async function copyRunningServer(
  server: { port: number; dataDir: string },
  credentials: AdminCredentials,
  target: string,
  user: ServerUser | undefined,
  options: { clone: boolean } = { clone: false },
): Promise<void> {
  const { clone } = options;
  await withAdminClient(server.port, credentials, "postgres", async (client) => {
    const backup = backupFunctions(await serverVersionNum(client));
    await client.query(backup.start, [`branch copy to ${target}`]);
    let stopped = false;
    try {
      await copyDirectory(server.dataDir, target, user, { live: true, clone });
      await clearServerState(target, { backup: true });
      const result = await client.query<{ labelfile: string; spcmapfile: string }>(backup.stop);
      stopped = true;
      const row = result.rows[0];
      if (!row) throw new Error("pg_backup_stop returned nothing");
      await writeOwned(join(target, "backup_label"), row.labelfile, user);
      if (row.spcmapfile) await writeOwned(join(target, "tablespace_map"), row.spcmapfile, user);
      // pg_backup_stop switched to a new segment: every record up to the backup's end is in
      // the segments present now (wal_keep_size keeps the older ones).
      // "dir/." copies the contents into the existing directory (path.join would drop the ".").
      await copyDirectory(`${join(server.dataDir, "pg_wal")}/.`, join(target, "pg_wal"), user, {
        live: true,
        clone,
      });
    } finally {
      if (!stopped) await client.query(backup.stop).catch(() => undefined);
    }
  });
}

async function serverVersionNum(client: pg.Client): Promise<number> {
  const result = await client.query<{ n: number }>(
    "SELECT current_setting('server_version_num')::int AS n",
  );
  return result.rows[0]?.n ?? 0;
}

function backupFunctions(versionNum: number): { start: string; stop: string } {
  return versionNum >= 150000
    ? {
        start: "SELECT pg_backup_start($1, true)",
        stop: "SELECT labelfile, spcmapfile FROM pg_backup_stop(false)",
      }
    : {
        start: "SELECT pg_start_backup($1, true, false)",
        stop: "SELECT labelfile, spcmapfile FROM pg_stop_backup(false, false)",
      };
}

async function writeOwned(path: string, text: string, user: ServerUser | undefined) {
  await writeFile(path, text, { mode: 0o600 });
  if (user) await lchown(path, user.uid, user.gid);
}
