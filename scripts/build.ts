// Bundles the action's two entry points with ncc: `node scripts/build.ts [outDir]` (default dist).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

export const ENTRIES = { main: "src/main.ts", post: "src/post.ts" } as const;
const root = resolve(import.meta.dirname, "..");
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");

export function build(outDir = join(root, "dist")): void {
  mkdirSync(outDir, { recursive: true });
  for (const [name, entry] of Object.entries(ENTRIES)) {
    // Built aside, then swapped in: a run of dist/ never sees a half-written bundle.
    const staging = mkdtempSync(join(outDir, `.${name}-`));
    execFileSync(process.execPath, [ncc, "build", entry, "-o", staging, "-m", "--no-source-map-register", "-q"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const target = join(outDir, name);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build(process.argv[2] ? resolve(process.argv[2]) : undefined);
