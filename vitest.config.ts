import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { ensureCertificate } from "./emulator/src/proxy/certificate.ts";

// The action's connection URIs carry `sslmode=require` (input `ssl`), which node-postgres
// treats as verify-full: the tests trust the CA of the emulator proxy's certificate, made here
// (or renewed) in the per-user cache before any worker starts. Node reads NODE_EXTRA_CA_CERTS
// when a process starts; the forked test workers, and whatever they spawn, inherit it from here.
process.env.NODE_EXTRA_CA_CERTS = (await ensureCertificate()).caPath;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    // Vitest's default leaves a core idle (one worker on 2 cores); most files wait on servers.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
