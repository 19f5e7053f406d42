import { readFileSync } from "node:fs";
import { chown, lchown, readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * PostgreSQL refuses to run as root. When the emulator runs as root (CI, containers) its
 * servers, and the files they own, belong to an unprivileged user instead.
 */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const candidates = ["nobody", "daemon"];

export function serverUserFor(uid = process.getuid?.()): ServerUser | undefined {
  if (uid !== 0) return undefined;
  const passwd = readFileSync("/etc/passwd", "utf8").split("\n");
  for (const name of candidates) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(":");
    if (fields?.[2] && fields[3]) return { name, uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  throw new Error(
    "running as root, but /etc/passwd has no unprivileged user (nobody or daemon) to run PostgreSQL as; PostgreSQL refuses root",
  );
}

/** Spawn options that run a child as the server user (nothing when not root). */
export function asServerUser(user: ServerUser | undefined): { uid?: number; gid?: number } {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** Hands a file or a whole tree to the server user. */
export async function giveTo(user: ServerUser | undefined, path: string): Promise<void> {
  if (!user) return;
  await chown(path, user.uid, user.gid);
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map((entry) => {
      const child = join(path, entry.name);
      return entry.isDirectory() ? giveTo(user, child) : lchown(child, user.uid, user.gid);
    }),
  );
}
