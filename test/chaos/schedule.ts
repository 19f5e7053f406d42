import type { FaultRule } from "../../emulator/src/admin-client.ts";
import type { FaultRule as GitHubFaultRule } from "../support/github/types.ts";
import { type GroupLife, makeGroups } from "./merge-groups.ts";
import { Random } from "./random.ts";

/**
 * A chaos schedule: the life of a few pull requests (opened, pushed to, re-run, closed — or
 * closed with the close event lost), interleaved, with faults of the fault matrix, concurrent
 * runs of one PR, and SIGINT/SIGKILL of main or post at random moments. A SIGKILLed main is a
 * dead runner: its post step never runs.
 *
 * Each PR lives one way for its whole life:
 * - `plain`: `keep: true`, the compute stays until the PR closes;
 * - `masked`: `masking-rules` (an anonymized branch), `keep` true or false, its
 *   `database-url` read after each main;
 * - `diff`: `keep: false` with the post step's schema diff, after a migration the job runs
 *   between main and post (through `database-url`, or, without `role`/`database`, through the
 *   branch's connection URI), under faults of the schema endpoints and of the comment;
 * - `services`: a `neon.ts` that declares a bucket, the AI gateway and a function, with
 *   `export-env` (a branch credential minted for the run), `role`/`database` and a `migrate`
 *   command that succeeds or fails, `keep` true or false; a kill of main may come while
 *   `migrate` runs, and PR close may keep the branch for the sweep. Drawn from a stream of its
 *   own (an extra PR in some schedules), so the other lives of a seed stay as they were.
 */
export type EventKind = "open" | "push" | "rerun" | "close" | "close-missed";

export type LifeKind = "plain" | "masked" | "diff" | "services";

export interface PrLife {
  pr: number;
  kind: LifeKind;
  keep: boolean;
  /** Inputs `role` and `database`: the run hands out `database-url` (always, when masked). */
  withDatabase: boolean;
  /** `deployment: true` on every run of the PR (plain, diff and services lives). */
  deployment: boolean;
}

/** A fault rule of the emulator, or of the loopback GitHub. */
export interface StepFault {
  name: string;
  /** One rule, or several armed together. */
  rule?: FaultRule | FaultRule[];
  github?: GitHubFaultRule;
}

export interface Kill {
  step: "main" | "post";
  signal: "SIGINT" | "SIGKILL";
  /** After the step printed "Waiting for" (when it does), or after this long. */
  afterMs: number;
  /** Services lives: main is killed this long after it printed "Running migrate:". */
  duringMigrate?: true;
}

export interface ScheduleStep {
  pr: number;
  kind: EventKind;
  /** Two runs of this step at once (a re-run racing the first, say). */
  concurrent: boolean;
  fault?: StepFault;
  /** Armed after main (diff lives): it meets the post step's schema diff. */
  postFault?: StepFault;
  kill?: Kill;
  /** Services lives: what the job's `migrate` command does (it fails with exit code 3). */
  migrate?: "succeeds" | "fails";
  /** Services lives' PR close: without `delete-branch` (the sweep removes the branch). */
  keepBranch?: true;
}

export interface Schedule {
  seed: number;
  lives: PrLife[];
  steps: ScheduleStep[];
  /** Merge groups, played after the PRs' steps and before the final sweep. */
  groups: GroupLife[];
}

/** The fault matrix's kinds, each as a rule the emulator takes (times: 1 unless said). */
export const FAULTS: ReadonlyArray<StepFault> = [
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

/** The matrix's kinds on the routes a masked branch adds (its create, its masking status). */
export const MASKING_FAULTS: ReadonlyArray<StepFault> = [
  {
    name: "500 on the anonymized branch create",
    rule: { method: "POST", path: "/projects/*/branch_anonymized", status: 500, times: 1 },
  },
  {
    name: "anonymized branch create applied, answer lost",
    rule: { method: "POST", path: "/projects/*/branch_anonymized", drop_response: true, times: 1 },
  },
  {
    name: "503 on the masking status",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/anonymized_status",
      status: 503,
      times: 2,
    },
  },
  {
    name: "reset while polling the masking status",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/anonymized_status",
      reset: true,
      times: 2,
    },
  },
  {
    name: "anonymized branch create fails, its operation read slowly",
    rule: [
      { fail_operation: "create_branch" },
      { method: "GET", path: "/projects/*/operations*", delay_ms: 1500, times: 2 },
    ],
  },
  {
    name: "masking status malformed",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/anonymized_status",
      raw_body: '{"state": 7}',
      times: 1,
    },
  },
];

/**
 * The matrix's kinds on the routes a services life adds: the branch credential's mint, list and
 * revoke, the function's deployment and its build's reads, the storage and gateway reads.
 */
export const SERVICES_FAULTS: ReadonlyArray<StepFault> = [
  {
    name: "503 on the credential mint",
    rule: { method: "POST", path: "/projects/*/branches/*/credentials", status: 503, times: 1 },
  },
  {
    name: "credential mint applied, answer lost",
    rule: {
      method: "POST",
      path: "/projects/*/branches/*/credentials",
      drop_response: true,
      times: 1,
    },
  },
  {
    name: "connection reset on the credential list",
    rule: { method: "GET", path: "/projects/*/branches/*/credentials", reset: true, times: 2 },
  },
  {
    name: "500 on the credential revoke",
    rule: { method: "DELETE", path: "/projects/*/branches/*/credentials/*", status: 500, times: 2 },
  },
  {
    name: "503 on the function's deployment",
    rule: {
      method: "POST",
      path: "/projects/*/branches/*/functions/*/deployments",
      status: 503,
      times: 1,
    },
  },
  {
    name: "function build read slowly",
    rule: { method: "GET", path: "/projects/*/branches/*/functions/*", delay_ms: 1500, times: 2 },
  },
  {
    name: "503 on the branch's storage",
    rule: { method: "GET", path: "/projects/*/branches/*/storage", status: 503, times: 2 },
  },
  {
    name: "connection reset on the branch's AI gateway",
    rule: { method: "GET", path: "/projects/*/branches/*/ai_gateway", reset: true, times: 1 },
  },
];

/**
 * Faults the post step's schema diff meets: the platform's schema endpoints failing for a while
 * (retried), for good (a warning at once) or until the step's `timeout`, resetting, slow, silent
 * or malformed; the sticky comment it writes refused by GitHub.
 */
export const DIFF_FAULTS: ReadonlyArray<StepFault> = [
  {
    name: "500 on compare_schema until the timeout",
    rule: { method: "GET", path: "/projects/*/branches/*/compare_schema", status: 500 },
  },
  {
    name: "503 on compare_schema",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/compare_schema",
      status: 503,
      times: 2,
    },
  },
  {
    name: "404 on compare_schema",
    rule: { method: "GET", path: "/projects/*/branches/*/compare_schema", status: 404, times: 1 },
  },
  {
    name: "connection reset on compare_schema",
    rule: { method: "GET", path: "/projects/*/branches/*/compare_schema", reset: true, times: 2 },
  },
  {
    name: "429 on the schema reads",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/*schema",
      status: 429,
      retry_after: 1,
      times: 2,
    },
  },
  {
    name: "compare_schema malformed",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/compare_schema",
      raw_body: '{"diff": ',
      times: 1,
    },
  },
  {
    name: "database list slow",
    rule: { method: "GET", path: "/projects/*/branches/*/databases", delay_ms: 1500, times: 2 },
  },
  {
    name: "no answer from the database list until past the timeout",
    rule: { method: "GET", path: "/projects/*/branches/*/databases", delay_ms: 12_000, times: 2 },
  },
  {
    name: "database list malformed",
    rule: {
      method: "GET",
      path: "/projects/*/branches/*/databases",
      patch_body: { databases: [{ name: 5 }] },
      times: 1,
    },
  },
  {
    name: "500 on a schema dump",
    rule: { method: "GET", path: "/projects/*/branches/*/schema", status: 500, times: 3 },
  },
  {
    name: "400 on a schema dump",
    rule: { method: "GET", path: "/projects/*/branches/*/schema", status: 400, times: 1 },
  },
  {
    name: "GitHub 500 on the comment update",
    github: { method: "PATCH", path: "/repos/*/issues/comments/*", status: 500, times: 3 },
  },
  {
    name: "GitHub 403 on the comments",
    github: { path: "/repos/*/issues/*comments*", status: 403, times: 2 },
  },
];

/** With `database` the diff compares that one database: it neither lists nor dumps. */
const ONE_DATABASE_DIFF_FAULTS = DIFF_FAULTS.filter(
  (fault) =>
    ![fault.rule ?? []].flat().some((rule) => /\/(schema|databases)$/.test(rule.path ?? "")),
);

/** `timeout` of a diff life's runs: a diff failing until the timeout costs this long. */
export const DIFF_TIMEOUT_SECONDS = 10;

export function makeSchedule(seed: number): Schedule {
  const random = new Random(seed);
  const prCount = random.int(1, 3);
  const lives: PrLife[] = [];
  const steps: ScheduleStep[][] = [];
  for (let pr = 1; pr <= prCount; pr++) {
    const life = makeLife(random, pr);
    lives.push(life);
    const events: EventKind[] = ["open"];
    for (let n = random.int(0, 3); n > 0; n--) events.push(random.pick(["push", "rerun"] as const));
    const end = random.next();
    if (end < 0.55) events.push("close");
    else if (end < 0.8) events.push("close-missed");
    steps.push(events.map((kind) => step(random, life, kind)));
  }
  // Interleave the lives, each in its own order.
  const interleaved: ScheduleStep[] = [];
  while (steps.some((life) => life.length > 0)) {
    const life = random.pick(steps.filter((l) => l.length > 0));
    const next = life.shift();
    if (next) interleaved.push(next);
  }
  // Drawn from streams of their own, so the PR lives of a seed stay as they were.
  const extra = new Random(seed * 7919 + 17);
  for (const life of lives) life.deployment = life.kind !== "masked" && extra.chance(0.5);
  const groups = makeGroups(extra, FAULTS);
  // A PR more, after the others and their groups were drawn (its stream's constant gives CI's
  // seed 977 a short services life whose migrate fails, and 978 none: soak.test.ts).
  const services = new Random(seed * 104_729 + 85);
  if (services.chance(SERVICES_SHARE)) {
    const life: PrLife = {
      pr: prCount + 1,
      kind: "services",
      keep: services.chance(0.5),
      withDatabase: true,
      deployment: services.chance(0.5),
    };
    lives.push(life);
    insertInOrder(services, interleaved, servicesSteps(services, life));
  }
  return { seed, lives, steps: interleaved, groups };
}

/** Schedules with a services life (a PR more): its runs cost the most (see docs/reliability.md). */
export const SERVICES_SHARE = 0.5;

/** A services PR's steps: open, up to two pushes or re-runs, then closed, its close lost, or not. */
function servicesSteps(random: Random, life: PrLife): ScheduleStep[] {
  const events: EventKind[] = ["open"];
  for (let n = random.int(0, 2); n > 0; n--) events.push(random.pick(["push", "rerun"] as const));
  const end = random.next();
  if (end < 0.6) events.push("close");
  else if (end < 0.8) events.push("close-missed");
  return events.map((kind) => {
    const result = step(random, life, kind);
    const provisions = kind !== "close" && kind !== "close-missed";
    if (provisions) result.migrate = random.chance(0.3) ? "fails" : "succeeds";
    if (kind === "close" && random.chance(0.5)) result.keepBranch = true;
    // Half the kills of main come while `migrate` runs, and more kills of main do.
    if (provisions && result.kill?.step === "main" && random.chance(0.5))
      result.kill.duringMigrate = true;
    if (provisions && !result.kill && random.chance(0.2))
      result.kill = {
        step: "main",
        signal: random.chance(0.5) ? "SIGINT" : "SIGKILL",
        afterMs: random.int(0, 400),
        duringMigrate: true,
      };
    return result;
  });
}

/** `more` into `steps` at random places, in their own order; the others' order is kept. */
function insertInOrder(random: Random, steps: ScheduleStep[], more: ScheduleStep[]): void {
  let at = 0;
  for (const [index, next] of more.entries()) {
    // Room is left for the steps still to come after this one.
    at = random.int(index === 0 ? 0 : at + 1, steps.length);
    steps.splice(at, 0, next);
  }
}

/** Half the PRs plain, a quarter masked, a quarter with the schema diff under faults. */
function makeLife(random: Random, pr: number): PrLife {
  const which = random.next();
  const deployment = false;
  if (which < 0.5) return { pr, kind: "plain", keep: true, withDatabase: false, deployment };
  if (which < 0.75)
    return { pr, kind: "masked", keep: random.chance(0.5), withDatabase: true, deployment };
  return { pr, kind: "diff", keep: false, withDatabase: random.chance(0.5), deployment };
}

function step(random: Random, life: PrLife, kind: EventKind): ScheduleStep {
  const runs = kind !== "close-missed";
  const provisions = runs && kind !== "close";
  const result: ScheduleStep = {
    pr: life.pr,
    kind,
    concurrent: provisions && random.chance(0.15),
  };
  if (runs && random.chance(0.4)) {
    const masking = life.kind === "masked" && provisions && random.chance(0.5);
    const services = life.kind === "services" && provisions && random.chance(0.5);
    result.fault = random.pick(masking ? MASKING_FAULTS : services ? SERVICES_FAULTS : FAULTS);
  }
  if (life.kind === "diff" && provisions && random.chance(0.75))
    result.postFault = random.pick(life.withDatabase ? ONE_DATABASE_DIFF_FAULTS : DIFF_FAULTS);
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
  if (step.postFault) parts.push(`before post: ${step.postFault.name}`);
  if (step.migrate) parts.push(`migrate ${step.migrate}`);
  if (step.keepBranch) parts.push("without delete-branch");
  if (step.kill) {
    const from = step.kill.duringMigrate ? " into migrate" : "";
    parts.push(`${step.kill.signal} ${step.kill.step} after ${step.kill.afterMs} ms${from}`);
  }
  return parts.join(", ");
}
