import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The action's connection URIs carry `sslmode=require` (input `ssl`), which node-postgres
// treats as verify-full: the tests trust the emulator proxy's test CA (SANs localhost,
// 127.0.0.1, *.us-east-2.aws.neon.emulator.test). Node reads NODE_EXTRA_CA_CERTS when a process
// starts; the forked test workers, and whatever they spawn, inherit it from here.
process.env.NODE_EXTRA_CA_CERTS = fileURLToPath(
  new URL("./test/emulator/data-plane/proxy/tls/cert.pem", import.meta.url),
);

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
