import { expect, test } from "vitest";
import { play } from "./play.ts";
import { makeSchedule } from "./schedule.ts";
import { soak } from "./soak.ts";

/** CI's short soak; docs/reliability.md reports a long one. */
test("a short chaos soak breaks no invariant", async () => {
  const lines: string[] = [];
  const totals = await soak({
    seed: 1000,
    runs: 3,
    play,
    makeSchedule,
    progress: (line) => lines.push(line),
  });
  expect(totals.runs).toBeGreaterThan(0);
  expect(totals.invariantsChecked).toBeGreaterThan(0);
  expect(totals.violations, lines.join("\n")).toBe(0);
}, 600_000);

test("the same seed makes the same schedule", () => {
  expect(makeSchedule(42)).toEqual(makeSchedule(42));
  expect(makeSchedule(42)).not.toEqual(makeSchedule(43));
});
