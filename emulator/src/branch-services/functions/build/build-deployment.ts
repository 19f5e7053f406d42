import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import type { FunctionDeployment } from "../model/records.ts";
import { readZip } from "./read-zip.ts";

/** The entry a bundle's root must hold, in Neon's order (FUNCTION_ARCHIVE_ENTRIES of @neon/config). */
export const archiveEntries = ["index.mjs", "index.js"] as const;

/**
 * A deployment's build: `pending` → `building` → `completed` (the zip unpacked into
 * `directory`, its entry at the root) or `failed` with the reason. Real work, so in real time,
 * not on the virtual clock: a frozen clock must not keep a deployment pending.
 */
export async function buildDeployment(
  deployment: FunctionDeployment,
  directory: string,
): Promise<void> {
  deployment.status = "building";
  try {
    const files = readZip(deployment.zip);
    const entry = archiveEntries.find((name) => files.has(name));
    if (!entry) {
      throw new Error(
        `the bundle has no ${archiveEntries.join(" or ")} at its root (found: ${[...files.keys()].slice(0, 10).join(", ") || "nothing"})`,
      );
    }
    for (const [name, content] of files) {
      const path = normalize(join(directory, name));
      if (!path.startsWith(directory + sep))
        throw new Error(`the zip's entry ${name} leaves its root`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
    deployment.entry = join(directory, entry);
    deployment.status = "completed";
  } catch (error) {
    deployment.status = "failed";
    deployment.error = `build failed: ${(error as Error).message}`;
  }
}
