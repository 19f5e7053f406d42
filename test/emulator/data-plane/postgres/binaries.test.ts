import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  copyForServerUser,
  platformPackage,
  serverUserCopyPath,
} from "../../../../emulator/src/data-plane/postgres/binaries.ts";

// The copy of the PostgreSQL binaries for the unprivileged server user has a predictable name
// under the temp directory, and the emulator (root, in CI) runs its bin/postgres: a copy that
// someone else planted or can still change must not be used.

const { postgres } = (await import(platformPackage)) as { postgres: string };
const native = dirname(dirname(postgres));
const isRoot = process.getuid?.() === 0;
const nobody = 65534;

let parent: string;
let marker: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "binaries-test-"));
  marker = join(parent, "planted-postgres-ran");
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** A copy at the predictable path whose bin/postgres, if run, leaves a marker file. */
async function plant(): Promise<string> {
  const target = await serverUserCopyPath(native, parent);
  await mkdir(join(target, "bin"), { recursive: true, mode: 0o755 });
  await writeFile(join(target, "bin", "postgres"), `#!/bin/sh\ntouch ${marker}\n`, {
    mode: 0o755,
  });
  return target;
}

test.skipIf(!isRoot)("a planted copy owned by another user is refused, never run", async () => {
  const target = await plant();
  for (const path of [target, join(target, "bin"), join(target, "bin", "postgres")]) {
    await chown(path, nobody, nobody);
  }
  await expect(copyForServerUser(native, parent)).rejects.toThrow(
    `refusing to use the PostgreSQL binaries' copy at ${target}: it is owned by uid ${nobody}, not by this user (uid 0); remove it and retry`,
  );
  expect(existsSync(marker)).toBe(false);
});

test("a world-writable copy, or one with a world-writable file inside, is refused", async () => {
  const target = await plant();
  await chmod(target, 0o777);
  await expect(copyForServerUser(native, parent)).rejects.toThrow(
    /it is writable by everyone \(mode 0777\)/,
  );
  await chmod(target, 0o755);
  await chmod(join(target, "bin", "postgres"), 0o777);
  await expect(copyForServerUser(native, parent)).rejects.toThrow(
    /bin\/postgres inside it: it is writable by everyone/,
  );
  expect(existsSync(marker)).toBe(false);
});

test("a copy under a parent others can write to (not sticky) is refused", async () => {
  const target = await plant();
  await chmod(parent, 0o777);
  await expect(copyForServerUser(native, parent)).rejects.toThrow(
    `its parent ${parent} is writable by others (mode 0777)`,
  );
  expect(existsSync(target)).toBe(true);
});

test("the copy is made privately, readable by all, and reused by the next start", async () => {
  const target = await copyForServerUser(native, parent);
  expect(target).toBe(await serverUserCopyPath(native, parent));
  const made = await stat(target);
  expect(made.uid).toBe(process.getuid?.());
  expect(made.mode & 0o777).toBe(0o755);
  const version = spawnSync(join(target, "bin", "postgres"), ["--version"], { encoding: "utf8" });
  expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+\.\d+/);
  expect(await copyForServerUser(native, parent)).toBe(target);
  expect((await stat(target)).ino).toBe(made.ino);
});
