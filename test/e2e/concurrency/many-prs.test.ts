import { afterAll, beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";

const RUNS = 20;
const TIMEOUT_SECONDS = 240;
/** Low enough that 20 runs polling together are throttled: 429s are part of the test. */
const LIMITS = { enabled: true, per_key_per_minute: 700, per_route_per_second: 10 };

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
  await world.admin.reset({
    ...builtInSeed(),
    limits: LIMITS,
    timing: { check_availability_interval_ms: 0 },
  });
});
afterAll(async () => {
  await world?.stop();
});

test(`${RUNS} PRs on one project at once, under the project lock and rate limits`, async () => {
  const since = await world.admin.lastSeq();
  const numbers = Array.from({ length: RUNS }, (_, i) => 400 + i);
  const options = (number: number) => ({
    event: pr("opened", number),
    inputs: { timeout: String(TIMEOUT_SECONDS) },
    timeoutMs: (TIMEOUT_SECONDS + 30) * 1000,
  });

  const started = performance.now();
  const mains = await Promise.all(numbers.map((number) => world.step("main", options(number))));
  const mainMs = performance.now() - started;
  for (const main of mains) expect(main.failed, main.log.join("\n")).toBe(false);
  expect(mains.map((main) => main.outputs.result)).toEqual(numbers.map(() => "created"));
  const endpointIds = new Set(mains.map((main) => main.outputs["endpoint-id"]));
  expect(endpointIds.size).toBe(RUNS);
  const branchIds = new Set(mains.map((main) => main.outputs["branch-id"]));
  const computesOnPrBranches = async () =>
    (await world.admin.computes(world.emulator.projectId)).filter((compute) =>
      branchIds.has(compute.branch_id),
    );
  const created = await computesOnPrBranches();
  expect(created.map((compute) => compute.id).sort()).toEqual([...endpointIds].sort());
  for (const number of numbers) expect(world.github.comments(OWNER, REPO, number)).toHaveLength(1);

  const postStarted = performance.now();
  const posts = await Promise.all(
    mains.map((main, i) => world.step("post", { ...options(numbers[i] ?? 0), state: main.state })),
  );
  const postMs = performance.now() - postStarted;
  for (const post of posts) expect(post.failed, post.log.join("\n")).toBe(false);
  expect(await computesOnPrBranches()).toEqual([]);

  const requests = await world.admin.requests(since);
  const count = (status: number) => requests.filter((r) => r.status === status).length;
  // The figures docs/reliability.md reports.
  console.log(
    JSON.stringify({
      runs: RUNS,
      mainSeconds: round(mainMs / 1000),
      postSeconds: round(postMs / 1000),
      requests: requests.length,
      status423: count(423),
      status429: count(429),
      status409: count(409),
    }),
  );
  // The runs really met the lock and the rate limits, and got through them.
  expect(count(423)).toBeGreaterThan(0);
  expect(count(429)).toBeGreaterThan(0);
}, 600_000);

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
