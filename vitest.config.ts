import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { ensureCertificate } from "./emulator/src/proxy/tls/certificate.ts";

// The action's connection URIs carry `sslmode=require` (input `ssl`), which node-postgres
// treats as verify-full: the tests trust the CA of the emulator proxy's certificate, made here
// (or renewed) in the per-user cache before any worker starts. Node reads NODE_EXTRA_CA_CERTS
// when a process starts; the forked test workers, and whatever they spawn, inherit it from here.
// It names one file: a machine that already trusts extra CAs through it (a proxy between it and
// the npm registry, which npm reaches from the tests) keeps them, beside the emulator's.
const { caPath } = await ensureCertificate();
process.env.NODE_EXTRA_CA_CERTS = withMachineCas(caPath);
// V8's code cache for every Node process of the run (workers, the action's ~700 steps, Neon's
// CLIs, function processes): each compiles a bundle of megabytes once, not at every start. On
// 2 cores the action's steps were 40% of the end-to-end tests' CPU, a third of it compiling.
// It lives in the checkout's node_modules/.cache: its entries are per file path, so a cache
// shared by checkouts (it was in the user's cache) only grew, 675 MB after a day of clones.
process.env.NODE_COMPILE_CACHE ??= join(
  import.meta.dirname,
  "node_modules",
  ".cache",
  "node-compile-cache",
);
// The emulator's CLI keeps its state in the user's cache by default (emulator/src/kept-state.ts):
// the tests' emulators, many at once, each keep theirs in a temporary directory instead, unless
// a test gives one --data-dir.
process.env.PREVIEW_COMPUTE_EMULATOR_DATA_DIR = "temporary";

function withMachineCas(emulatorCa: string): string {
  const machine = process.env.NODE_EXTRA_CA_CERTS;
  if (!machine || machine === emulatorCa || !existsSync(machine)) return emulatorCa;
  const bundle = join(dirname(emulatorCa), "test-ca-bundle.pem");
  writeFileSync(
    bundle,
    `${readFileSync(machine, "utf8").trimEnd()}\n${readFileSync(emulatorCa, "utf8")}`,
  );
  return bundle;
}

/**
 * The longest files, longest first (about 47 s down to 14 s each in a full run on 2 cores with 3
 * workers). Without the durations of an earlier run (a fresh clone: CI) vitest starts the
 * largest files first, and a long file of few lines (the soak, the demo) started near the end
 * left one worker running it alone; started first, the workers end together. A file that grows
 * long belongs here; the rest keep vitest's order.
 */
const LONGEST_FIRST = [
  "test/e2e/neon-tools/neonctl.test.ts",
  "test/e2e/real/demo.test.ts",
  "test/e2e/real/masking.test.ts",
  "test/e2e/features/migration-impact.test.ts",
  "test/e2e/features/functions-preview.test.ts",
  "test/e2e/neon-tools/neon-cli.test.ts",
  "test/chaos/soak.test.ts",
  "test/e2e/features/export-env-credentials.test.ts",
  "test/e2e/sweep/sweep-flow.test.ts",
  "test/e2e/features/schema-diff.test.ts",
  "test/e2e/features/neon-config.test.ts",
  "test/e2e/features/deployments.test.ts",
  "test/contract/action-requests.test.ts",
  "test/e2e/concurrency/overlapping-jobs.test.ts",
  "test/emulator/package.test.ts",
  "test/e2e/real/pr-data.test.ts",
  "test/e2e/features/connection-uris.test.ts",
  "test/e2e/neon-tools/neon-cli-page.test.ts",
  "test/emulator/server-lifetime.test.ts",
  "test/emulator/control-plane/snapshots.test.ts",
  "test/emulator/kept-state.test.ts",
  "test/e2e/action.test.ts",
  "test/e2e/features/reset-and-schema-only.test.ts",
  "test/e2e/features/query-impact.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // A stable sort: files not listed stay in vitest's order, after the listed ones.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    pool: "forks",
    // One process per worker for all its files, not one per file: a file no longer pays for
    // loading the emulator (its services, Postgres's SQL parser) and initdb'ing a template again
    // (collect 105 s → 22 s, the suite 425 s → 368 s on 2 cores). Files that change the process's
    // environment undo it.
    isolate: false,
    // Node imports the sources itself (its own type stripping, its compile cache), not through
    // Vite's module runner: nothing here uses vi.mock or Vite's transforms. A subset of the suite
    // (test/repo, test/emulator/control-plane, 7 end-to-end files), two pairs in turn: 115.6 →
    // 105.5 s and 112.7 → 111.9 s of CPU, 62.5 → 54.7 s and 60.7 → 58.2 s wall.
    experimental: { viteModuleRunner: false },
    sequence: { sequencer: LongestFirst },
    // One worker more than cores: the end-to-end files wait on operations, servers and processes
    // for about a third of their time (fresh-clone CI runs on 2 idle cores: ~650 s of CPU in
    // 511 s with 2 workers, 415 s with 3, 446 s with 4, whose extra imports cost more than they fill).
    maxWorkers: availableParallelism() + 1,
    // Bounds for a hang, not for speed: on a loaded 2-core machine a file that takes 10 s idle
    // takes five times as long, and a busy machine must slow the suite, never fail it.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One project: a worker runs files of one project only, so vitest started a new worker (its
    // imports again) at each turn from one project's files to another's in the run's order: 19
    // workers for 3 slots, 33 s of import; as one, 3 workers and 14 s (fresh clone, 2 cores, the
    // same hour: 398 → 392 s, 735 → 720 s of CPU). By kind, as paths: `npm run test:unit` (the
    // action's logic, seconds), `test:repo` (the docs and the repository's own rules),
    // `test:emulator` (the platform with real servers), `test:e2e` (the bundled action end to
    // end, the contracts, the soak).
    include: [
      "test/unit/**/*.test.ts",
      "test/repo/**/*.test.ts",
      "test/emulator/**/*.test.ts",
      "test/e2e/**/*.test.ts",
      "test/contract/**/*.test.ts",
      "test/chaos/**/*.test.ts",
    ],
  },
});
