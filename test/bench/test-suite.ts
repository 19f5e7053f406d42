import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { defaultNodePath } from "../support/runner/run-step.ts";
import { wholeSeconds } from "./format.ts";
import type { GoalCheck } from "./goals.ts";
import { describeLoad } from "./machine.ts";

/**
 * Measure 17, the test suite's time (issue 42.7): `npm test` (`vitest run`) in this checkout,
 * first in the bench and alone on the machine, with `-- --suite`. Its wall time, the CPU all its
 * processes used (the children this process waited for, grandchildren included: the kernel's
 * cutime + cstime of /proc/self/stat, as `.ci/run` reads bash's `times`), and beside them the
 * floor: CPU ÷ cores, the least any scheduling of that work takes on this machine. A wall time
 * over the goal whose floor is over it too says the machine, not the scheduling, misses it.
 * Alone: `node test/bench/test-suite.ts`.
 */
export interface TestSuiteResult {
  wallMs: number;
  /** undefined where /proc/self/stat does not exist (not Linux). */
  cpuMs: number | undefined;
  cores: number;
  passed: number;
  failed: number;
  load: { before: string; after: string };
  failures: string[];
}

/** Issue 42: `npm test` within 6 minutes on 2 cores. */
export const TEST_SUITE_GOAL_MS = 360_000;
const ROOT = resolve(import.meta.dirname, "../..");

export async function measureTestSuite(progress: (line: string) => void): Promise<TestSuiteResult> {
  const scratch = await mkdtemp(join(tmpdir(), "bench-test-suite-"));
  const report = join(scratch, "vitest.json");
  const node = defaultNodePath();
  const before = { cpuMs: childrenCpuMs(), load: describeLoad() };
  progress("test suite: vitest run (npm test), its output on stderr");
  const started = performance.now();
  try {
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn(
        node,
        [
          join(ROOT, "node_modules/vitest/vitest.mjs"),
          "run",
          "--reporter=dot",
          "--reporter=json",
          `--outputFile=${report}`,
        ],
        {
          cwd: ROOT,
          // As `npm test` runs it: the checkout's Node 24 and tools first on PATH.
          env: { ...process.env, PATH: [dirname(node), process.env.PATH].join(delimiter) },
          stdio: ["ignore", process.stderr, process.stderr],
        },
      );
      child.once("error", fail);
      child.once("close", done);
    });
    const wallMs = performance.now() - started;
    const after = childrenCpuMs();
    const counts = await readCounts(report);
    return {
      wallMs,
      cpuMs: after === undefined || before.cpuMs === undefined ? undefined : after - before.cpuMs,
      cores: availableParallelism(),
      ...counts,
      load: { before: before.load, after: describeLoad() },
      failures:
        code === 0 && counts.failed === 0
          ? []
          : [`test suite: vitest exited with ${code}, ${counts.failed} tests failed`],
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function readCounts(report: string): Promise<{ passed: number; failed: number }> {
  const text = await readFile(report, "utf8").catch(() => "{}");
  const parsed = JSON.parse(text) as { numPassedTests?: number; numFailedTests?: number };
  return { passed: parsed.numPassedTests ?? 0, failed: parsed.numFailedTests ?? 0 };
}

/** The CPU of this process's waited-for children so far, in ms; undefined off Linux. */
export function childrenCpuMs(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync("/proc/self/stat", "utf8");
  } catch {
    return undefined;
  }
  // After "pid (comm) ": state is field 3, cutime and cstime fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[13]) + Number(fields[14]);
  return (ticks * 1000) / clockTicksPerSecond();
}

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
  return ticksPerSecond;
}

export function floorMs(result: TestSuiteResult): number | undefined {
  return result.cpuMs === undefined ? undefined : result.cpuMs / result.cores;
}

export function testSuiteGoals(result: TestSuiteResult | undefined): GoalCheck[] {
  if (!result) return [];
  return [
    {
      id: "test-suite",
      goal: `\`npm test\` within ${TEST_SUITE_GOAL_MS / 60_000} minutes on ${result.cores} cores`,
      measured: describeTestSuite(result)[0] ?? "",
      pass: result.wallMs <= TEST_SUITE_GOAL_MS && result.failed === 0,
    },
  ];
}

/** The cause of a miss, from the floor measured beside it. */
export function testSuiteMissCause(result: TestSuiteResult): string {
  const floor = floorMs(result);
  if (floor === undefined) return "The floor was not measured (no /proc/self/stat).";
  return floor > TEST_SUITE_GOAL_MS
    ? `The floor alone (the suite's CPU ÷ cores) is ${wholeSeconds(floor)}: on this machine no scheduling of the suite's work meets the goal; it needs less CPU (docs/performance.md, the test suite).`
    : `The floor is ${wholeSeconds(floor)}: the rest is waiting and the last files running alone.`;
}

export function describeTestSuite(result: TestSuiteResult): string[] {
  const floor = floorMs(result);
  const cpu =
    result.cpuMs === undefined || floor === undefined
      ? "CPU not measured"
      : `${wholeSeconds(result.cpuMs)} of CPU: the floor on ${result.cores} cores ${wholeSeconds(floor)}`;
  return [
    `${wholeSeconds(result.wallMs)}, ${result.passed} passed, ${result.failed} failed; ${cpu} (load average ${result.load.before} before, ${result.load.after} after)`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

export function testSuiteRows(
  result: TestSuiteResult | undefined,
  checks: Array<{ id: string; goal: string; pass: boolean }>,
): string[][] {
  if (!result) return [];
  const check = checks.find((c) => c.id === "test-suite");
  const floor = floorMs(result);
  return [
    [
      "Test suite (`npm test`, alone on the machine), wall; beside it the floor: its CPU ÷ cores",
      `${result.passed} passed, ${result.failed} failed, ${result.cores} cores`,
      `${wholeSeconds(result.wallMs)}; floor ${floor === undefined ? "n/a" : wholeSeconds(floor)}`,
      "",
      "",
      check?.goal ?? "",
      check ? (check.pass ? "pass" : "**miss**") : "",
    ],
  ];
}

if (import.meta.main) {
  const result = await measureTestSuite((line) => process.stderr.write(`${line}\n`));
  console.log(describeTestSuite(result).join("\n"));
  const [check] = testSuiteGoals(result);
  if (check) console.log(`goal: ${check.goal}: ${check.pass ? "pass" : "MISS"}`);
  if (check && !check.pass) console.log(testSuiteMissCause(result));
}
