import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { FunctionDeployment } from "../model/records.ts";
import { unpackZip } from "./unpack-zip.ts";
import { readZipDirectory } from "./zip-directory.ts";

/** The entry a bundle's root must hold, in Neon's order (FUNCTION_ARCHIVE_ENTRIES of @neon/config). */
export const archiveEntries = ["index.mjs", "index.js"] as const;

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
