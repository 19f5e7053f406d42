import { DEFAULT_ARCHIVE_LIMITS } from "@neon/config-runtime";
import { beforeAll, expect, test } from "vitest";
import { archiveLimits } from "../../../../../emulator/src/branch-services/functions/build/archive-limits.ts";
import { builtInSeed } from "../../../../../emulator/src/index.ts";
import { type Loose, useEmulator } from "../../../support/helpers.ts";
import { deploy, settledDeployment } from "../functions-fixture.ts";
import { deflatedZeros, writeZip } from "./zip-writer.ts";

// A deployment's zip is held to Neon's build limits (@neon/config-runtime's
// DEFAULT_ARCHIVE_LIMITS): what the zip's directory declares is checked before anything is
// inflated, and the inflated bytes are held to what it declared, since a directory can lie.

const seed = { ...builtInSeed(), limits: { enabled: false } };
const env = useEmulator({ seed, opMs: 50, postgres: true });
const mebibyte = 1024 * 1024;
const entry = {
  name: "index.mjs",
  data: new TextEncoder().encode("export default () => new Response('ok');"),
};

let main = "";

beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
});

test("the emulator's limits are Neon's, as @neon/config-runtime states them", () => {
  expect(archiveLimits).toEqual(DEFAULT_ARCHIVE_LIMITS);
});

test("a zip bomb (1 MiB that inflates to 1 GiB) is refused at once, 413, and nothing is built", async () => {
  const bomb = writeZip([
    entry,
    { name: "zeros.bin", deflated: deflatedZeros(1024), size: 2 ** 30 },
  ]);
  expect(bomb.length).toBeLessThan(2 * mebibyte);
  const { status, body } = await deploy(env, main, "bomb", { zip: bomb });
  expect(status, JSON.stringify(body)).toBe(413);
  expect(body).toMatchObject({
    code: "PAYLOAD_TOO_LARGE",
    message: "zip: the archive is 1024.0 MiB uncompressed; the limit is 64.0 MiB",
  });
  expect(
    (await env.api("GET", `/projects/${env.projectId}/branches/${main}/functions/bomb`)).status,
  ).toBe(404);
});

test("a zip over 10 MiB is refused, 413", async () => {
  const big = new Uint8Array(DEFAULT_ARCHIVE_LIMITS.maxZipBytes + 1);
  const { status, body } = await deploy(env, main, "big", {
    zip: writeZip([entry, { name: "big.bin", data: big }]),
  });
  expect(status, JSON.stringify(body)).toBe(413);
  expect(body.message).toMatch(
    /^zip: the archive is 10\.0 MiB compressed; the limit is 10\.0 MiB$/,
  );
});

test("more entries than 4096 are refused, 400; 4096 are built", async () => {
  const directories = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `d${i}/` }));
  const limit = DEFAULT_ARCHIVE_LIMITS.maxEntries;
  const tooMany = await deploy(env, main, "many", {
    zip: writeZip([entry, ...directories(limit)]),
  });
  expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(400);
  expect(tooMany.body).toMatchObject({
    code: "BAD_REQUEST",
    message: `zip: the archive has ${limit + 1} files; the limit is ${limit}`,
  });
  const enough = await deploy(env, main, "many", {
    zip: writeZip([entry, ...directories(limit - 1)]),
  });
  expect(enough.status, JSON.stringify(enough.body)).toBe(201);
  const fn = await settledDeployment(env, main, "many", enough.body.deployment.id);
  expect(fn.current_deployment.status).toBe("completed");
});

test("an entry that inflates past its declared size fails the build there, with why", async () => {
  // 100 MiB of zeros declared as 1 KiB: the directory's total passes, the inflating stops.
  const liar = writeZip([entry, { name: "small.txt", deflated: deflatedZeros(100), size: 1024 }]);
  const { status, body } = await deploy(env, main, "liar", { zip: liar });
  expect(status, JSON.stringify(body)).toBe(201);
  const fn = await settledDeployment(env, main, "liar", body.deployment.id);
  expect(fn.current_deployment).toMatchObject({
    status: "failed",
    error: "build failed: the zip's entry small.txt inflates past its declared 1024 bytes",
  });
  expect(fn.active_deployment).toBeUndefined();
});
