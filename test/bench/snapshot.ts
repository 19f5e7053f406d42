import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ActionManifest, readActionManifest } from "../support/runner/manifest.ts";
import { REPO_ROOT } from "../support/runner/run-step.ts";

/**
 * A private copy of action.yml and dist/ taken when the bench starts: every run of one bench
 * uses the same build, even if dist/ is rebuilt meanwhile.
 */
export interface ActionSnapshot {
  manifest: ActionManifest;
  distDir: string;
  remove(): Promise<void>;
}

export async function snapshotAction(): Promise<ActionSnapshot> {
  const dir = await mkdtemp(join(tmpdir(), "preview-compute-bench-"));
  await cp(join(REPO_ROOT, "action.yml"), join(dir, "action.yml"));
  await cp(join(REPO_ROOT, "dist"), join(dir, "dist"), { recursive: true });
  const manifest = readActionManifest(join(dir, "action.yml"));
  if (!existsSync(manifest.main) || (manifest.post && !existsSync(manifest.post))) {
    await rm(dir, { recursive: true, force: true });
    throw new Error("dist/ is incomplete: run `npm run build` first");
  }
  return {
    manifest,
    distDir: join(dir, "dist"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
