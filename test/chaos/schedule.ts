import type { FaultRule } from "../../emulator/src/admin-client.ts";
import { Random } from "./random.ts";

/**
 * A chaos schedule: the life of a few pull requests (opened, pushed to, re-run, closed — or
 * closed with the close event lost), interleaved, with faults of the fault matrix, concurrent
 * runs of one PR, and SIGINT/SIGKILL of main or post at random moments. A SIGKILLed main is a
 * dead runner: its post step never runs.
 */
export type EventKind = "open" | "push" | "rerun" | "close" | "close-missed";

export interface Kill {
  step: "main" | "post";
  signal: "SIGINT" | "SIGKILL";
  /** After the step printed "Waiting for" (when it does), or after this long. */
  afterMs: number;
}

export interface ScheduleStep {
  pr: number;
  kind: EventKind;
  /** Two runs of this step at once (a re-run racing the first, say). */
  concurrent: boolean;
  fault?: { name: string; rule: FaultRule };
  kill?: Kill;
}

export interface Schedule {
  seed: number;
  steps: ScheduleStep[];
}

/** The fault matrix's kinds, each as a rule the emulator takes (times: 1 unless said). */
export const FAULTS: ReadonlyArray<{ name: string; rule: FaultRule }> = [
  {
    name: "503 on branch create",
    rule: { method: "POST", path: "/projects/*/branches", status: 503, times: 1 },
  },
  {
    name: "branch create applied, answer lost",
    rule: { method: "POST", path: "/projects/*/branches", drop_response: true, times: 1 },
  },
  {
    name: "compute create applied, answer lost",
    rule: { method: "POST", path: "/projects/*/endpoints", drop_response: true, times: 1 },
  },
  {
    name: "connection reset on a list",
    rule: { method: "GET", path: "/projects/*/branches/*/endpoints", reset: true, times: 1 },
  },
  {
    name: "reset while polling",
    rule: { method: "GET", path: "/projects/*/operations*", reset: true, times: 2 },
  },
  {
    name: "429 with Retry-After",
    rule: { method: "*", path: "/projects/*", status: 429, retry_after: 1, times: 2 },
  },
  {
    name: "500 on compute delete",
    rule: { method: "DELETE", path: "/projects/*/endpoints/*", status: 500, times: 2 },
  },
  {
    name: "slow answer",
    rule: { method: "GET", path: "/projects/*/branches", delay_ms: 1500, times: 1 },
  },
  { name: "start_compute fails", rule: { fail_operation: "start_compute" } },
  { name: "create_branch fails", rule: { fail_operation: "create_branch" } },
];

export function makeSchedule(seed: number): Schedule {
  const random = new Random(seed);
  const prCount = random.int(1, 3);
  const lives: ScheduleStep[][] = [];
  for (let pr = 1; pr <= prCount; pr++) {
    const life: EventKind[] = ["open"];
    for (let n = random.int(0, 3); n > 0; n--) life.push(random.pick(["push", "rerun"] as const));
    const end = random.next();
    if (end < 0.55) life.push("close");
    else if (end < 0.8) life.push("close-missed");
    lives.push(life.map((kind) => step(random, pr, kind)));
  }
  // Interleave the lives, each in its own order.
  const steps: ScheduleStep[] = [];
  while (lives.some((life) => life.length > 0)) {
    const life = random.pick(lives.filter((l) => l.length > 0));
    const next = life.shift();
    if (next) steps.push(next);
  }
  return { seed, steps };
}

function step(random: Random, pr: number, kind: EventKind): ScheduleStep {
  const runs = kind !== "close-missed";
  const result: ScheduleStep = {
    pr,
    kind,
    concurrent: runs && kind !== "close" && random.chance(0.15),
  };
  if (runs && random.chance(0.4)) result.fault = random.pick(FAULTS);
  if (runs && random.chance(0.3)) {
    result.kill = {
      step: random.chance(0.7) ? "main" : "post",
      signal: random.chance(0.5) ? "SIGINT" : "SIGKILL",
      afterMs: random.int(0, 400),
    };
  }
  return result;
}

export function describeStep(step: ScheduleStep): string {
  const parts = [`PR ${step.pr} ${step.kind}`];
  if (step.concurrent) parts.push("twice at once");
  if (step.fault) parts.push(`fault: ${step.fault.name}`);
  if (step.kill) parts.push(`${step.kill.signal} ${step.kill.step} after ${step.kill.afterMs} ms`);
  return parts.join(", ");
}
