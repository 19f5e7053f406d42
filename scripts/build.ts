// Bundles the action's two entry points with ncc: `node scripts/build.ts [outDir]` (default dist),
// after writing src/settings/action-inputs.ts from action.yml (scripts/action-inputs.ts), with
// module factories V8 compiles as the file loads (scripts/eager-modules.ts).
// Each bundle ships `licenses.txt`, the licences of the third-party code it includes.
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeActionInputs } from "./action-inputs.ts";
import { eagerModules } from "./eager-modules.ts";
import { bundledPackageDirs, licensesFile, readPackage } from "./licenses.ts";

export const ENTRIES = { main: "src/main.ts", post: "src/post.ts" } as const;
export const LICENSES_FILE = "licenses.txt";
const root = resolve(import.meta.dirname, "..");
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");

/** Builds into outDir; with statsDir, also leaves ncc's webpack stats there as `<entry>.json`. */
export function build(outDir = join(root, "dist"), statsDir?: string): void {
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), "build-stats-"));
  try {
    for (const [name, entry] of Object.entries(ENTRIES)) {
      // Built aside, then swapped in: a run of dist/ never sees a half-written bundle.
      const staging = mkdtempSync(join(outDir, `.${name}-`));
      const statsFile = join(statsDir ?? scratch, `${name}.json`);
      const args = ["build", entry, "-o", staging, "-m", "--no-source-map-register", "-q"];
      execFileSync(process.execPath, [ncc, ...args, "--stats-out", statsFile], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
      });
      for (const file of readdirSync(staging).filter((name) => name.endsWith(".js"))) {
        const path = join(staging, file);
        writeFileSync(path, eagerModules(readFileSync(path, "utf8")).code);
      }
      const stats = JSON.parse(readFileSync(statsFile, "utf8"));
      const packages = bundledPackageDirs(stats).map((dir) => readPackage(root, dir));
      writeFileSync(join(staging, LICENSES_FILE), licensesFile(packages));
      const target = join(outDir, name);
      rmSync(target, { recursive: true, force: true });
      renameSync(staging, target);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeActionInputs();
  build(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
