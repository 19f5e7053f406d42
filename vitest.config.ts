import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { ensureCertificate } from "./emulator/src/proxy/tls/certificate.ts";

// The action's connection URIs carry `sslmode=require` (input `ssl`), which node-postgres
// treats as verify-full: the tests trust the CA of the emulator proxy's certificate, made here
// (or renewed) in the per-user cache before any worker starts. Node reads NODE_EXTRA_CA_CERTS
// when a process starts; the forked test workers, and whatever they spawn, inherit it from here.
process.env.NODE_EXTRA_CA_CERTS = (await ensureCertificate()).caPath;

export default defineConfig({
  test: {
    pool: "forks",
    // Vitest's default leaves a core idle (one worker on 2 cores); most files wait on servers.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // By kind: `npm run test:unit` (the action's logic, seconds), `test:emulator` (the platform
    // with real servers), `test:e2e` (the bundled action end to end, contracts, the build).
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"] } },
      { extends: true, test: { name: "emulator", include: ["test/emulator/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "e2e",
          include: [
            "test/e2e/**/*.test.ts",
            "test/contract/**/*.test.ts",
            "test/bundle/**/*.test.ts",
            "test/chaos/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
