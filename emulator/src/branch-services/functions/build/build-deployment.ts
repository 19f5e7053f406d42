import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { FunctionDeployment } from "../model/records.ts";
import { unpackZip } from "./unpack-zip.ts";
import { readZipDirectory } from "./zip-directory.ts";

/** The entry a bundle's root must hold, in Neon's order (FUNCTION_ARCHIVE_ENTRIES of @neon/config). */
export const archiveEntries = ["index.mjs", "index.js"] as const;

/**
 * A completed deployment kept across a restart: its zip unpacked again into a new folder, its
 * status unchanged (or `failed`, saying why, when the zip cannot be unpacked any more).
 */
export async function unpackKept(
  deployment: FunctionDeployment,
  newFolder: () => Promise<string>,
): Promise<void> {
  try {
    const entries = readZipDirectory(deployment.zip);
    const names = entries.map((entry) => entry.name);
    const entry = archiveEntries.find((name) => names.includes(name));
    if (!entry) throw new Error(`the bundle has no ${archiveEntries.join(" or ")} at its root`);
    const folder = await newFolder();
    await unpackZip(deployment.zip, entries, folder);
    deployment.folder = folder;
    deployment.entry = join(folder, entry);
  } catch (error) {
    deployment.status = "failed";
    deployment.error = `build failed after the emulator's restart: ${(error as Error).message}`;
  }
}

/**
 * A deployment's build: `pending` → `building` → `completed` (the zip unpacked into a new
 * folder, its entry at the root) or `failed` with the reason, the partial folder removed.
 * Real work, so in real time, not on the virtual clock: a frozen clock must not keep a
 * deployment pending.
 */
export async function buildDeployment(
  deployment: FunctionDeployment,
  newFolder: () => Promise<string>,
): Promise<void> {
  deployment.status = "building";
  try {
    const entries = readZipDirectory(deployment.zip);
    const names = entries.map((entry) => entry.name);
    const entry = archiveEntries.find((name) => names.includes(name));
    if (!entry) {
      throw new Error(
        `the bundle has no ${archiveEntries.join(" or ")} at its root (found: ${names.slice(0, 10).join(", ") || "nothing"})`,
      );
    }
    deployment.folder = await newFolder();
    await unpackZip(deployment.zip, entries, deployment.folder);
    deployment.entry = join(deployment.folder, entry);
    deployment.status = "completed";
  } catch (error) {
    if (deployment.folder) {
      await rm(deployment.folder, { recursive: true, force: true }).catch(() => undefined);
    }
    delete deployment.folder;
    deployment.status = "failed";
    deployment.error = `build failed: ${(error as Error).message}`;
  }
}
