import { expect, test } from "vitest";
import { play } from "./play.ts";
import { makeSchedule } from "./schedule.ts";
import { soak } from "./soak.ts";

/**
 * Two short schedules that hold every kind of life (merge groups, deployments and a services
 * life too: seed 977's, an open whose migrate fails and a close that keeps the branch), kills
 * and faults of both kinds, runs of one PR at once, and check every invariant (26 runs; about
 * 15 s before the services life, which added 7 s on two loaded cores; seeds 1704–1706 took
 * 25 s). Longer soaks: `npm run test:chaos`.
 */
const SEED = 977;
const RUNS = 2;

/** CI's short soak; docs/reliability.md reports a long one. */
test("a short chaos soak breaks no invariant", async () => {
  const lines: string[] = [];
  const totals = await soak({
    seed: SEED,
    runs: RUNS,
    play,
    makeSchedule,
    progress: (line) => lines.push(line),
  });
  expect(totals.runs).toBeGreaterThan(0);
  expect(totals.violations, lines.join("\n")).toBe(0);
  // Its schedules hold every kind of life, and each one's invariants were checked.
  expect(Object.keys(totals.checked).sort()).toEqual(
    [
      "PR cleaned up or served",
      "a merge group's post step deletes its branch",
      "no deployment stays success after its compute is gone",
      "no merge-group branch outlives its group after the next sweep",
      "a masked PR's branch is anonymized",
      "never skips the delete",
      "no URL to unmasked data",
      "no secret in what runs wrote",
      "no unmasked branch left",
      "one read_write compute per branch",
      "the schema diff never fails the job",
      "no branch credential outlives its preview",
      "no function process outlives its branch or the emulator",
      "a failed or killed migrate leaves nothing behind",
    ].sort(),
  );
}, 600_000);

test("the same seed makes the same schedule", () => {
  expect(makeSchedule(42)).toEqual(makeSchedule(42));
  expect(makeSchedule(42)).not.toEqual(makeSchedule(43));
});

test("schedules mix plain, masked, schema-diff and services lives", () => {
  const lives = Array.from({ length: 40 }, (_, i) => makeSchedule(i + 1).lives).flat();
  const share = (kind: string) => lives.filter((life) => life.kind === kind).length / lives.length;
  expect(share("plain")).toBeGreaterThan(0.3);
  expect(share("masked")).toBeGreaterThan(0.1);
  expect(share("diff")).toBeGreaterThan(0.1);
  expect(share("services")).toBeGreaterThan(0.1);
  const quick = Array.from({ length: RUNS }, (_, i) => makeSchedule(SEED + i).lives).flat();
  expect(new Set(quick.map((life) => life.kind))).toEqual(
    new Set(["plain", "masked", "diff", "services"]),
  );
  expect(quick.some((life) => life.deployment)).toBe(true);
  const groups = Array.from({ length: RUNS }, (_, i) => makeSchedule(SEED + i).groups).flat();
  expect(new Set(groups.map((group) => group.outcome)).size).toBeGreaterThanOrEqual(3);
});
