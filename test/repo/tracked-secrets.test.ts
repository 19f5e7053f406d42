import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

// A private key in the repository is public: the emulator's certificate is made on each machine
// (emulator/src/proxy/tls/certificate.ts), never committed.
const privateKeyMarker = ["PRIVATE", "KEY"].join(" ");

test("no tracked file holds a private key", () => {
  const found = spawnSync("git", ["grep", "-l", "-I", "-e", privateKeyMarker], {
    encoding: "utf8",
  });
  // git grep exits 1 when nothing matches, 0 with matches, more on errors.
  expect(found.stderr).toBe("");
  expect(found.stdout.split("\n").filter(Boolean)).toEqual([]);
  expect(found.status).toBe(1);
});

test("no tracked file is a key or certificate store by its name", () => {
  const listed = spawnSync(
    "git",
    ["ls-files", "*.pem", "*.key", "*.p12", "*.pfx", "*.jks", "id_rsa*", "id_ed25519*"],
    { encoding: "utf8" },
  );
  expect(listed.status).toBe(0);
  expect(listed.stdout.split("\n").filter(Boolean)).toEqual([]);
});
