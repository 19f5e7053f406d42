import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import {
  childrenCpuMs,
  TEST_SUITE_GOAL_MS,
  type TestSuiteResult,
  testSuiteGoals,
  testSuiteMissCause,
} from "../../bench/test-suite.ts";

const result = (wallS: number, cpuS: number | undefined, failed = 0): TestSuiteResult => ({
  wallMs: wallS * 1000,
  cpuMs: cpuS === undefined ? undefined : cpuS * 1000,
  cores: 2,
  passed: 100,
  failed,
  load: { before: "0.10", after: "2.00" },
  failures: [],
});

test("the suite's goal: within 6 minutes and nothing failed; the measured text names the floor", () => {
  expect(TEST_SUITE_GOAL_MS).toBe(360_000);
  const [met] = testSuiteGoals(result(355, 653));
  expect(met?.pass).toBe(true);
  expect(met?.goal).toBe("`npm test` within 6 minutes on 2 cores");
  expect(met?.measured).toContain("653 s of CPU: the floor on 2 cores 327 s");
  expect(testSuiteGoals(result(355, 653, 1))[0]?.pass).toBe(false);
  expect(testSuiteGoals(result(434, 815))[0]?.pass).toBe(false);
  expect(testSuiteGoals(undefined)).toEqual([]);
});

test("a miss says whether the floor alone is over the goal", () => {
  expect(testSuiteMissCause(result(434, 815))).toContain(
    "The floor alone (the suite's CPU ÷ cores) is 408 s",
  );
  expect(testSuiteMissCause(result(400, 600))).toContain("The floor is 300 s: the rest is waiting");
  expect(testSuiteMissCause(result(400, undefined))).toContain("not measured");
});

test.runIf(process.platform === "linux")(
  "the children's CPU counts a finished child's own CPU",
  () => {
    const before = childrenCpuMs() ?? Number.NaN;
    const child = spawnSync(
      process.execPath,
      [
        "-e",
        // Busy until it has used 150 ms of CPU itself, however loaded the machine.
        "const used = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; }; while (used() < 150); console.log(used())",
      ],
      { encoding: "utf8" },
    );
    const ownMs = Number(child.stdout);
    const after = childrenCpuMs() ?? Number.NaN;
    expect(ownMs).toBeGreaterThanOrEqual(150);
    // The kernel counts in clock ticks (10 ms at 100 Hz) and adds the process's exit.
    expect(after - before).toBeGreaterThanOrEqual(ownMs - 20);
  },
);
