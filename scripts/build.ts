// Bundles the action's two entry points with ncc: `node scripts/build.ts [outDir]` (default dist).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

export const ENTRIES = { main: "src/main.ts", post: "src/post.ts" } as const;
const root = resolve(import.meta.dirname, "..");
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");

export function build(outDir = join(root, "dist")): void {
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const target = join(outDir, name);
    rmSync(target, { recursive: true, force: true });
    execFileSync(process.execPath, [ncc, "build", entry, "-o", target, "-m", "--no-source-map-register", "-q"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build(process.argv[2] ? resolve(process.argv[2]) : undefined);
