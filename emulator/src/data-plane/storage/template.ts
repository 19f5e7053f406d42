import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type AdminCredentials, adminRole } from "../postgres/admin-sql.ts";
import type { PostgresBinaries } from "../postgres/binaries.ts";
import { Reaper } from "../postgres/reaper.ts";
import { asServerUser, type ServerUser } from "../postgres/server-user.ts";
import { scratchDir } from "./scratch-dir.ts";

/**
 * An initdb'd cluster every new project's first branch is copied from, one per major. initdb
 * takes about a second, so one serves every emulator a process starts (tests start many); with
 * --data-dir, the templates live in that directory, with the password their servers keep. Every
 * template of a process (or a data directory) has the same password: the platform's superuser
 * logs in to servers of every major alike.
 */
export interface Template {
  dir: Promise<string>;
  credentials: AdminCredentials;
}

let sharedPassword: string | undefined;
const shared = new Map<number, Template>();

export function sharedTemplate(binaries: PostgresBinaries, user: ServerUser | undefined): Template {
  const { major } = binaries;
  let template = shared.get(major);
  if (!template) {
    sharedPassword ??= randomBytes(24).toString("hex");
    const password = sharedPassword;
    const dir = (async () => {
      const home = await mkdtemp(join(scratchDir(), "preview-compute-template-"));
      // Removed when this process ends, however it ends: the reaper is never dismissed.
      new Reaper().owns(home);
      if (user) await chown(home, user.uid, user.gid);
      return initTemplate(join(home, "data"), home, password, binaries, user);
    })();
    const made: Template = { dir, credentials: { password } };
    template = made;
    shared.set(major, made);
    dir.catch(() => {
      if (shared.get(major) === made) shared.delete(major);
    });
  }
  return template;
}

/** The admin password of the templates in a --data-dir, made with the first one. */
async function dataDirCredentials(root: string): Promise<AdminCredentials> {
  const passwordFile = join(root, "admin-password");
  let password = await readFile(passwordFile, "utf8").catch(() => "");
  if (!password) {
    password = randomBytes(24).toString("hex");
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  return { password };
}

export async function templateIn(
  root: string,
  binaries: PostgresBinaries,
  user: ServerUser | undefined,
): Promise<Template> {
  const credentials = await dataDirCredentials(root);
  // A data directory made before there were several majors keeps 17's as `template`.
  const earlier = join(root, "template");
  const dir = (await madeBy(earlier, binaries.major))
    ? earlier
    : join(root, `template-${binaries.major}`);
  return {
    dir: existsSync(join(dir, "PG_VERSION"))
      ? Promise.resolve(dir)
      : initTemplate(dir, root, credentials.password, binaries, user),
    credentials,
  };
}

async function madeBy(dir: string, major: number): Promise<boolean> {
  const text = await readFile(join(dir, "PG_VERSION"), "utf8").catch(() => "");
  return text.trim() === String(major);
}

async function initTemplate(
  dir: string,
  scratch: string,
  password: string,
  binaries: PostgresBinaries,
  user: ServerUser | undefined,
): Promise<string> {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  const passwordFile = join(scratch, "initdb-password");
  await writeFile(passwordFile, password, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  const args = [
    ...["-D", partial, "-U", adminRole, `--pwfile=${passwordFile}`],
    ...["-A", "scram-sha-256", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"],
    // 1 MB WAL segments instead of 16: every branch copy is smaller.
    "--wal-segsize=1",
  ];
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(binaries.initdb, args, {
      ...asServerUser(user),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => output.push(String(chunk)));
    child.stderr.on("data", (chunk) => output.push(String(chunk)));
    child.once("error", fail);
    child.once("close", done);
  });
  await rm(passwordFile, { force: true });
  if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output.join("").trim()}`);
  await rename(partial, dir);
  return dir;
}
