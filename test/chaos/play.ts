import type { ProjectState } from "../../emulator/src/admin-client.ts";
import { markOf } from "../../src/flows/shared/compute-claims.ts";
import { type StepResult, workflowDispatchEvent } from "../support/runner/index.ts";
import { waitUntil } from "../support/wait.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../support/world.ts";
import { defaultBranch, query } from "../support/world-helpers.ts";
import { checkNoSuccessWithoutCompute } from "./deployment-check.ts";
import { checkNoGroupBranchLeft, describeGroup, playGroup } from "./merge-groups.ts";
import {
  DIFF_TIMEOUT_SECONDS,
  describeStep,
  type PrLife,
  type Schedule,
  type ScheduleStep,
  type StepFault,
} from "./schedule.ts";
import {
  CREDENTIALS,
  checkFunctionProcesses,
  checkNoFunctionProcessLeft,
  describeCredentials,
  liveCredentials,
  MIGRATE,
  migrateOutcome,
  mintedBy,
  PROCESSES,
  type ServicesJob,
  ServicesPlay,
} from "./services.ts";

/** What one schedule did, and every invariant it broke. */
export interface PlayReport {
  seed: number;
  runs: number;
  faults: number;
  kills: number;
  invariantsChecked: number;
  /** Checks by invariant, and what the schedule made happen that they are about. */
  checked: Record<string, number>;
  seen: Record<string, number>;
  violations: string[];
  log: string[];
}

function check(report: PlayReport, invariant: string): void {
  report.invariantsChecked += 1;
  report.checked[invariant] = (report.checked[invariant] ?? 0) + 1;
}

function saw(report: PlayReport, what: string): void {
  report.seen[what] = (report.seen[what] ?? 0) + 1;
}

const PREFIX = "preview/pr-";

/** Per-PR bookkeeping for the invariants. */
interface PrState {
  life: PrLife;
  open: boolean;
  /** The last provision run finished cleanly (exit 0, not killed). */
  lastRunSucceeded: boolean;
  /** The PR's last step ended with a dead runner (SIGKILLed main): no post step ran after it. */
  lastStepDeadRunner: boolean;
}

/** One job of a step: its main, and its post step unless the runner died. */
interface Job {
  main: StepResult;
  /** On the platform's clock: a moment after main exited. */
  mainExitedBy: number;
  post?: StepResult;
  /** Finished cleanly: main exit 0, neither step killed. */
  ok: boolean;
  /** A services life's job, as its invariants need it. */
  services?: ServicesJob;
}

/** What the steps of one schedule share. */
interface Play {
  world: World;
  report: PlayReport;
  /** Numbers the migrations' tables. */
  migrations: number;
  /** When the schedule has a services life. */
  services?: ServicesPlay;
}

/**
 * The parent's rows a masked PR's branch copies, and the rules that mask them. The second rule
 * costs the masking about 2 s (an md5 of each name repeated 50,000 times), as masking real data
 * takes a while: a URL handed out before the masking finished is then seen to be.
 */
const SEED_ROWS = 2000;
const SEED_SQL = `CREATE TABLE customers (id int PRIMARY KEY, email text NOT NULL, full_name text);
INSERT INTO customers SELECT g, 'person' || g || '@real-customer.example', 'Real Person ' || g
  FROM generate_series(1, ${SEED_ROWS}) AS g;`;
const MASKING_RULES = JSON.stringify(
  [
    { column_name: "email", masking_function: "anon.fake_email()" },
    {
      column_name: "full_name",
      masking_function: "pg_catalog.md5(pg_catalog.repeat(full_name, 50000))",
    },
  ].map((rule) => ({
    database_name: "neondb",
    schema_name: "public",
    table_name: "customers",
    ...rule,
  })),
);
/** Rows as the parent holds them: none may be read through a masked PR's URL. */
const UNMASKED_SQL = `SELECT count(*)::int AS total,
  count(*) FILTER (WHERE email LIKE '%real-customer%' OR full_name LIKE 'Real Person%')::int AS unmasked
  FROM customers`;
const URI_INPUTS = { role: "neondb_owner", database: "neondb" };

export async function play(schedule: Schedule): Promise<PlayReport> {
  const world = await startWorld({ opMs: 50 });
  const report: PlayReport = {
    seed: schedule.seed,
    runs: 0,
    faults: 0,
    kills: 0,
    invariantsChecked: 0,
    checked: {},
    seen: {},
    violations: [],
    log: [],
  };
  const game: Play = { world, report, migrations: 0 };
  if (schedule.lives.some((life) => life.kind === "services")) game.services = new ServicesPlay();
  const prs = new Map<number, PrState>();
  for (const life of schedule.lives) {
    prs.set(life.pr, { life, open: true, lastRunSucceeded: false, lastStepDeadRunner: false });
    report.log.push(describeLife(life));
  }
  try {
    if (schedule.lives.some((life) => life.kind === "masked"))
      await query((await defaultBranch(world)).uri, SEED_SQL);
    for (const step of schedule.steps) {
      report.log.push(describeStep(step));
      const state = prs.get(step.pr);
      if (!state) throw new Error(`the schedule has no life for PR ${step.pr}`);
      await playStep(game, step, state);
      await checkOneReadWrite(world, report);
      await checkMaskedBranchesAnonymized(world, prs, report);
      await checkProcesses(game, `after "${describeStep(step)}"`);
    }
    const groupPlay = {
      world,
      runs: () => {
        report.runs += 1;
      },
      kills: () => {
        report.kills += 1;
      },
      faults: () => {
        report.faults += 1;
      },
      violation: (text: string) => report.violations.push(text),
      check: (invariant: string) => check(report, invariant),
      saw: (what: string) => saw(report, what),
    };
    for (const [index, group] of schedule.groups.entries()) {
      report.log.push(describeGroup(group));
      await playGroup(groupPlay, group, index);
      await checkOneReadWrite(world, report);
    }
    await settle(world, report);
    // The previews' apps keep calling their functions while the sweep removes branches.
    const traffic = game.services?.traffic([...game.services.functionUrls.values()].flat());
    const sweep = await world.step("main", {
      event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
      inputs: { mode: "sweep", "delete-branch": "true", comment: "false", deployment: "true" },
    });
    report.runs += 1;
    if (traffic && (await traffic()) > 0) saw(report, "function called while the sweep ran");
    if (sweep.failed) report.violations.push(`the final sweep failed:\n${sweep.log.join("\n")}`);
    await settle(world, report);
    await checkOneReadWrite(world, report);
    await checkPullRequests(world, prs, report);
    await checkServicesAfterSweep(game, prs);
    await checkProcesses(game, "after the final sweep");
    await checkNoUnmaskedBranchLeft(world, prs, report);
    await checkNoGroupBranchLeft(groupPlay, schedule.groups);
    report.violations.push(
      ...(await checkNoSuccessWithoutCompute(
        world,
        schedule.lives.map((life) => ({ pr: life.pr, deployment: life.deployment })),
        groupPlay,
      )),
    );
    const leaked = await world.leaks();
    check(report, "no secret in what runs wrote");
    if (leaked.length > 0)
      report.violations.push(`${leaked.length} secrets appeared in what runs wrote`);
  } finally {
    await world.stop().catch((error: Error) => report.violations.push(error.message));
    if (game.services) {
      check(report, PROCESSES);
      report.violations.push(...(await checkNoFunctionProcessLeft(game.services)));
      game.services.remove();
    }
  }
  return report;
}

const HOW: Record<PrLife["kind"], string> = {
  plain: "",
  masked: " (masking-rules)",
  diff: " (schema diff)",
  services: " (neon.ts: a bucket, the AI gateway, a function; export-env, migrate)",
};

function describeLife(life: PrLife): string {
  const how = HOW[life.kind];
  const database = life.withDatabase ? ", role and database" : "";
  const deployment = life.deployment ? ", deployment" : "";
  return `PR ${life.pr}${how}: keep ${life.keep}${database}${deployment}`;
}

async function playStep(game: Play, step: ScheduleStep, state: PrState): Promise<void> {
  const { world, report } = game;
  if (step.kind === "close" || step.kind === "close-missed") {
    state.open = false;
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: step.pr, state: "closed" });
    if (step.kind === "close-missed") return;
  } else if (step.kind === "open") {
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: step.pr, state: "open" });
  }
  if (step.fault) {
    await armFault(world, step.fault);
    report.faults += 1;
  }
  // A fault for the post steps' schema diff is armed once the first main is done.
  let postFault: Promise<void> | undefined;
  const beforePost = () => {
    if (!step.postFault) return Promise.resolve();
    const fault = step.postFault;
    postFault ??= armFault(world, fault).then(() => {
      report.faults += 1;
    });
    return postFault;
  };
  const count = step.concurrent ? 2 : 1;
  // A services PR's app keeps calling its function while the PR closes.
  const urls = game.services?.functionUrls.get(step.pr) ?? [];
  const traffic = step.kind === "close" ? game.services?.traffic(urls) : undefined;
  const jobs = await Promise.all(
    Array.from({ length: count }, () => runJob(game, step, state.life, beforePost)),
  );
  if (traffic && (await traffic()) > 0) saw(report, "function called while its PR closed");
  if (step.kind !== "close") state.lastRunSucceeded = jobs.every((job) => job.ok);
  state.lastStepDeadRunner = jobs.some((job) => !job.post);
  // The checks' own requests meet no fault.
  await world.admin.clearFaults();
  world.github.clearFaults();
  if (state.life.kind === "masked")
    for (const job of jobs) await checkHandedOut(world, step, job, report);
  if (step.kind !== "close" && !state.life.keep) await checkDeletes(game, step, jobs);
  if (state.life.kind === "services") {
    if (step.kind === "close") await checkServicesAfterClose(game, step, jobs);
    else await checkServicesJobs(game, step, jobs);
  }
}

async function armFault(world: World, fault: StepFault): Promise<void> {
  if (fault.rule) await world.admin.addFaults(...[fault.rule].flat());
  if (fault.github) world.github.addFault(fault.github);
}

function inputsFor(
  step: ScheduleStep,
  life: PrLife,
  services: ServicesPlay | undefined,
): Record<string, string> {
  const inputs = lifeInputs(step, life, services);
  return life.deployment ? { ...inputs, deployment: "true" } : inputs;
}

function lifeInputs(
  step: ScheduleStep,
  life: PrLife,
  services: ServicesPlay | undefined,
): Record<string, string> {
  if (step.kind === "close") return { "delete-branch": step.keepBranch ? "false" : "true" };
  const database = life.withDatabase ? URI_INPUTS : {};
  const keep = { keep: String(life.keep) };
  switch (life.kind) {
    case "plain":
      return { ...keep, timeout: "30" };
    case "masked":
      return { ...keep, ...database, timeout: "30", "masking-rules": MASKING_RULES };
    case "diff":
      return { ...keep, ...database, timeout: String(DIFF_TIMEOUT_SECONDS), "schema-diff": "true" };
    case "services":
      if (!services) throw new Error("a services life without its checkout");
      return services.inputs(step, life);
  }
}

/** One job for the step, with the checks that belong to its steps. */
async function runJob(
  game: Play,
  step: ScheduleStep,
  life: PrLife,
  beforePost: () => Promise<void>,
): Promise<Job> {
  const { world, report } = game;
  const action = step.kind === "open" ? "opened" : step.kind === "close" ? "closed" : "synchronize";
  const services = life.kind === "services" ? game.services : undefined;
  const inputs = inputsFor(step, life, services);
  // A services life's runs: its checkout's neon.ts, Neon's engine already in the tool cache.
  const where = services
    ? { cwd: services.cwd, env: { RUNNER_TOOL_CACHE: services.toolCache } }
    : {};
  const kill = step.kill;
  // The post step of a masked, diff or services life is killed at a moment of its own (in the
  // diff, the credential's revoke, the claim's release, the suspend or the delete), not on a
  // line only some of them print; a services main, at times while its `migrate` runs.
  const pattern = (which: "main" | "post") =>
    which === "post" && life.kind !== "plain" && step.kind !== "close"
      ? {}
      : which === "main" && kill?.duringMigrate
        ? { whenStdoutMatches: /Running migrate:/ }
        : { whenStdoutMatches: /Waiting for|Deleted|Deleting|nothing to delete/ };
  const signalAfter = (which: "main" | "post") =>
    kill?.step === which
      ? { signal: kill.signal, ...pattern(which), afterMs: kill.afterMs }
      : undefined;
  const event = pr(action, step.pr);
  const main: StepResult = await world.step("main", {
    event,
    inputs,
    ...where,
    timeoutMs: 60_000,
    ...(signalAfter("main") ? { signalAfter: signalAfter("main") } : {}),
  });
  const mainExitedBy = Date.now() + (await world.admin.clockOffsetMs());
  report.runs += 1;
  if (main.signalSent) report.kills += 1;
  const servicesJob: ServicesJob | undefined =
    services && step.kind !== "close"
      ? {
          pr: step.pr,
          step,
          keep: life.keep,
          main,
          minted: mintedBy(main),
          migrate: migrateOutcome(main),
        }
      : undefined;
  if (servicesJob && services) {
    services.jobs.push(servicesJob);
    if (servicesJob.migrate === "killed") saw(report, `main ${kill?.signal}ed while migrate ran`);
    // The job's app calls the function main handed out (its process starts then).
    const called = await services.invoke(step.pr, main);
    if (called !== "no URL") saw(report, `function called after main, ${called}`);
    await services.listed(world);
  }
  // A SIGKILLed main is a runner that died: nothing runs after it.
  if (main.signalSent && kill?.signal === "SIGKILL")
    return { main, mainExitedBy, ok: false, ...(servicesJob ? { services: servicesJob } : {}) };
  const handedOut = !main.failed && !main.signalSent;
  if (life.kind === "diff" && step.kind !== "close" && handedOut) await migrate(game, step, main);
  await beforePost();
  const post = await world.step("post", {
    event,
    inputs,
    ...where,
    state: main.state,
    timeoutMs: 60_000,
    ...(signalAfter("post") ? { signalAfter: signalAfter("post") } : {}),
  });
  report.runs += 1;
  if (servicesJob) servicesJob.post = post;
  if (post.signalSent) report.kills += 1;
  if (!post.signalSent) {
    if (life.kind === "diff" && step.kind !== "close")
      checkDiffNeverFails(step, main, post, report);
    await checkUnmaskedBranchDeleted(world, step, main, post, report);
  }
  return {
    main,
    mainExitedBy,
    post,
    ok: handedOut && !post.signalSent,
    ...(servicesJob ? { services: servicesJob } : {}),
  };
}

/**
 * "No URL to unmasked data is ever handed out": a `database-url` (and its pooled form) a masked
 * PR's run gave is that of a compute on an anonymized branch whose masking had finished by the
 * time the run exited (the platform's `last_run.completed_at`, on the emulator's clock), and it
 * reads no row as the parent holds it. Checked once the step's jobs are done.
 */
async function checkHandedOut(
  world: World,
  step: ScheduleStep,
  { main, mainExitedBy: exitedBy }: Job,
  report: PlayReport,
): Promise<void> {
  const uri = main.outputs["database-url"];
  if (!uri) return;
  check(report, "no URL to unmasked data");
  const what = `PR ${step.pr}: the database-url of a run (exit ${main.exitCode})`;
  const pooled = main.outputs["database-url-pooled"];
  if (pooled && endpointOf(pooled) !== endpointOf(uri))
    report.violations.push(`${what} and its pooled form point at different computes`);
  const project = await world.admin.project(world.emulator.projectId);
  const endpointId = endpointOf(uri);
  const compute = project.computes.find((c) => c.id === endpointId);
  const branch = project.branches.find((b) => b.id === compute?.branch_id);
  const masking = branch?.anonymization;
  if (!compute || !branch) {
    report.violations.push(`${what} points at no compute of the project (${endpointId})`);
    return;
  }
  if (!masking?.masked_once || masking.state !== "anonymized") {
    report.violations.push(
      `${what} points at branch ${branch.name} (${branch.id}), which is ${masking ? `an anonymized branch in state ${masking.state}, masked once: ${masking.masked_once}` : "not an anonymized branch"}`,
    );
    return;
  }
  const status = await world.api<{ last_run?: { completed_at?: string } }>(
    "GET",
    `/projects/${world.emulator.projectId}/branches/${branch.id}/anonymized_status`,
  );
  const completedAt = Date.parse(status.body?.last_run?.completed_at ?? "");
  if (!(completedAt <= exitedBy)) {
    report.violations.push(
      `${what} points at branch ${branch.id}, whose masking completed at ${status.body?.last_run?.completed_at}, after the run had exited (by ${new Date(exitedBy).toISOString()})`,
    );
    return;
  }
  try {
    const [row] = await query<{ total: number; unmasked: number }>(uri, UNMASKED_SQL);
    if (row?.total !== SEED_ROWS || row.unmasked !== 0)
      report.violations.push(
        `${what} reads ${row?.unmasked} unmasked rows of ${row?.total} (the parent has ${SEED_ROWS})`,
      );
    else saw(report, "masked URL read, all rows masked");
  } catch (error) {
    report.violations.push(`${what} could not be read: ${(error as Error).message}`);
  }
}

/**
 * The compute a URI connects to: the endpoint in `options` (the emulator's proxy, as Neon's
 * takes it from clients without SNI), else the host's first label; `-pooler` is the same one.
 */
function endpointOf(uri: string): string {
  const url = new URL(uri);
  const options = url.searchParams.get("options") ?? "";
  const named = /(?:^|\s)endpoint=([^\s]+)/.exec(options)?.[1] ?? url.hostname.split(".")[0] ?? "";
  return named.replace(/-pooler$/, "");
}

/**
 * The job's migration between main and post, through `database-url` or (without `role` and
 * `database`) the branch's connection URI: the post step's diff then has a change to show.
 * Without `database` the diff covers every database, so the job also adds one through the
 * API: its schema is then dumped on its own.
 * A run that succeeded hands out a compute that takes it; with two jobs at once, the other
 * job's post step may have let the compute go (docs/reliability.md, "Jobs of one PR that
 * overlap"), so there a failure is only logged.
 */
async function migrate(game: Play, step: ScheduleStep, main: StepResult): Promise<void> {
  const { world, report } = game;
  game.migrations += 1;
  const table = `chaos_${game.migrations}`;
  try {
    const uri = main.outputs["database-url"] ?? (await branchUri(world, main.outputs["branch-id"]));
    await query(uri, `CREATE TABLE ${table} (id int PRIMARY KEY, note text)`);
    if (!main.outputs["database-url"]) await addDatabase(world, main.outputs["branch-id"], table);
  } catch (error) {
    const message = `PR ${step.pr}: the job's migration (${table}) failed: ${(error as Error).message}`;
    if (step.concurrent) report.log.push(`  (two jobs at once) ${message}`);
    else report.violations.push(message);
  }
}

/** A database of the job's own, through the API; retried through locks and armed faults. */
async function addDatabase(
  world: World,
  branchId: string | undefined,
  name: string,
): Promise<void> {
  await waitUntil(
    `database ${name} is added to branch ${branchId}`,
    async () => {
      const answer = await world
        .api("POST", `/projects/${world.emulator.projectId}/branches/${branchId}/databases`, {
          database: { name, owner_name: URI_INPUTS.role },
        })
        .catch(() => undefined);
      return answer?.status === 201;
    },
    { timeoutMs: 10_000, intervalMs: 200 },
  );
}

/** As a job's own script would ask the platform, retried through the step's armed faults. */
async function branchUri(world: World, branchId: string | undefined): Promise<string> {
  if (!branchId) throw new Error("the run gave no branch-id");
  let uri = "";
  await waitUntil(
    "the platform gives the branch's connection URI",
    async () => {
      const answer = await world
        .api<{ uri: string }>(
          "GET",
          `/projects/${world.emulator.projectId}/connection_uri?branch_id=${branchId}&role_name=${URI_INPUTS.role}&database_name=${URI_INPUTS.database}`,
        )
        .catch(() => undefined);
      if (answer?.status === 200) uri = answer.body.uri;
      return uri !== "";
    },
    { timeoutMs: 10_000, intervalMs: 200 },
  );
  return uri;
}

/**
 * "The schema diff never fails the job": a post step that was not killed exits 0 whatever the
 * diff met; after a main that handed out its compute, it did take the diff (or warned that
 * it could not).
 */
function checkDiffNeverFails(
  step: ScheduleStep,
  main: StepResult,
  post: StepResult,
  report: PlayReport,
): void {
  check(report, "the schema diff never fails the job");
  const log = post.log.join("\n");
  if (post.failed) {
    report.violations.push(
      `PR ${step.pr}: the post step failed (exit ${post.exitCode}${post.timedOut ? ", timed out" : ""}):\n${log}`,
    );
    return;
  }
  if (!main.state["schema-diff-target"]) return;
  if (/Could not take the schema diff|Could not compare the schema/.test(log))
    saw(report, "schema diff warned, post step exit 0");
  else if (/Schema diff of /.test(log)) saw(report, "schema diff taken");
  else report.violations.push(`PR ${step.pr}: the post step took no schema diff:\n${log}`);
}

/**
 * "No unmasked branch left", by its creator: a post step that ran to the end after a main that
 * created an anonymized branch whose masking did not finish has deleted that branch.
 */
async function checkUnmaskedBranchDeleted(
  world: World,
  step: ScheduleStep,
  main: StepResult,
  post: StepResult,
  report: PlayReport,
): Promise<void> {
  const { state } = main;
  if (state["owned-masking"] !== "pending" || state["owned-branch-created"] !== "true") return;
  check(report, "no unmasked branch left");
  const branchId = state["owned-branch-id"];
  const project = await world.admin.project(world.emulator.projectId);
  const branch = project.branches.find((b) => b.id === branchId);
  if (!branch) saw(report, "unfinished masked branch deleted by its post step");
  else
    report.violations.push(
      `PR ${step.pr}: branch ${branchId}, created by a run whose masking did not finish, remains after its post step (exit ${post.exitCode}; masking ${branch.anonymization?.state}):\n${post.log.join("\n")}`,
    );
}

/**
 * "Never skips the delete" (keep: false): after a post step that ran to the end, the compute
 * its main created or claimed is gone (on an anonymized branch: its claim is off the name, the
 * compute suspended for the branch to take), or left to another job's claim, one that is not
 * this job's. Two post steps at the same moment may each leave it to the other
 * (docs/reliability.md): then only claims of this step's jobs remain, and PR close removes it.
 */
async function checkDeletes(game: Play, step: ScheduleStep, jobs: Job[]): Promise<void> {
  const { world, report } = game;
  const project = await world.admin.project(world.emulator.projectId);
  const stepClaims = new Set(jobs.map((job) => job.main.state["owned-claim"]).filter(Boolean));
  for (const job of jobs) {
    const endpointId = job.main.state["owned-endpoint-id"];
    if (!job.post || job.post.signalSent || !endpointId) continue;
    // After a migrate that failed or was killed: "a failed or killed migrate leaves nothing".
    if (migrateWentWrong(job.services)) continue;
    check(report, "never skips the delete");
    const left = computeLeft(report, project, step, job, stepClaims);
    if (left)
      report.violations.push(
        `PR ${step.pr}: a post step ran to the end (exit ${job.post.exitCode}), but ${left}:\n${job.post.log.join("\n")}`,
      );
  }
}

/**
 * Whether the compute the job's main created or claimed is left behind by its post step (that
 * ran to the end): undefined when it is gone or rightly left (to another job's claim; on an
 * anonymized branch, suspended; by two post steps at once), else what remains.
 */
function computeLeft(
  report: PlayReport,
  project: ProjectState,
  step: ScheduleStep,
  job: Job,
  stepClaims: ReadonlySet<string | undefined>,
): string | undefined {
  const endpointId = job.main.state["owned-endpoint-id"];
  const compute = project.computes.find((c) => c.id === endpointId);
  if (!compute) {
    saw(report, "compute gone after its post step");
    return undefined;
  }
  const claim = job.main.state["owned-claim"];
  const mark = markOf(compute.name);
  const claims = mark.kind === "ephemeral" ? mark.claims : [];
  const anonymized = project.branches.find((b) => b.id === compute.branch_id)?.anonymization;
  // Our claim is off the name: left to other jobs' claims, or (anonymized) suspended.
  const released = mark.kind === "ephemeral" && !(claim && claims.includes(claim));
  if (released && (claims.length > 0 || anonymized)) {
    saw(
      report,
      claims.length > 0
        ? "compute left to another job's claim"
        : "anonymized branch's compute suspended",
    );
    return undefined;
  }
  if (step.concurrent && claims.length > 0 && claims.every((other) => stepClaims.has(other))) {
    report.log.push(`  ${endpointId} left by two post steps at once (${compute.name})`);
    saw(report, "compute left by two post steps at once");
    return undefined;
  }
  return `compute ${endpointId} remains as ${compute.name ?? "(no name)"}, ${compute.current_state}${claim ? `; this job's claim was ${claim}` : ""}`;
}

/** A services job whose `migrate` failed, or whose main was killed while it ran. */
function migrateWentWrong(job: ServicesJob | undefined): boolean {
  return job?.migrate === "failed" || job?.migrate === "killed";
}

const migrateWhat = (job: ServicesJob) =>
  job.migrate === "killed"
    ? `a migrate whose main was ${job.step.kill?.signal}ed`
    : `a migrate that failed (main exit ${job.main.exitCode})`;

/**
 * After a services step's jobs: a migrate that failed failed main with its exit code; once a
 * post step ran to the end (keep: false), the job's credential is revoked and, after a migrate
 * that failed or was killed, its compute is gone too (or rightly left, as checkDeletes says).
 */
async function checkServicesJobs(game: Play, step: ScheduleStep, jobs: Job[]): Promise<void> {
  const { world, report } = game;
  const project = await world.admin.project(world.emulator.projectId);
  const stepClaims = new Set(jobs.map((job) => job.main.state["owned-claim"]).filter(Boolean));
  for (const job of jobs) {
    const services = job.services;
    if (!services) continue;
    const { main, post } = job;
    if (step.migrate === "fails" && services.migrate === "failed") {
      check(report, MIGRATE);
      if (main.exitCode === 3) saw(report, "failed migrate failed main with its exit code");
      else
        report.violations.push(
          `PR ${step.pr}: migrate failed with exit code 3, but main exited ${main.exitCode}:\n${main.log.join("\n")}`,
        );
    }
    if (step.migrate === "succeeds" && services.migrate === "failed") {
      const message = `PR ${step.pr}: the job's migrate failed:\n${main.log.join("\n")}`;
      if (step.concurrent) report.log.push(`  (two jobs at once) ${message}`);
      else report.violations.push(message);
    }
    if (!post || post.signalSent || services.keep) continue;
    const minted = services.minted?.lifetime === "job" ? services.minted : undefined;
    const live = minted ? liveCredentials(project, minted.branchId, minted.name) : [];
    const credentialLeft =
      live.length > 0 ? `its credential ${describeCredentials(live)} is still live` : undefined;
    if (migrateWentWrong(services)) {
      check(report, MIGRATE);
      const left = main.state["owned-endpoint-id"]
        ? computeLeft(report, project, step, job, stepClaims)
        : undefined;
      if (left || credentialLeft)
        report.violations.push(
          `PR ${step.pr}: after ${migrateWhat(services)}, the post step ran to the end (exit ${post.exitCode}), but ${[left, credentialLeft].filter(Boolean).join("; ")}:\n${post.log.join("\n")}`,
        );
      else saw(report, "failed or killed migrate: nothing left by its post step");
    } else if (minted) {
      check(report, CREDENTIALS);
      if (credentialLeft)
        report.violations.push(
          `PR ${step.pr}: the post step ran to the end (exit ${post.exitCode}), but ${credentialLeft}:\n${post.log.join("\n")}`,
        );
      else saw(report, "job's credential revoked by its post step");
    }
  }
}

/**
 * After a services PR's close that ran to the end: no credential of the action's on its branch
 * is live, and no job whose migrate failed or was killed left its compute or credential.
 */
async function checkServicesAfterClose(game: Play, step: ScheduleStep, jobs: Job[]): Promise<void> {
  const { world, report, services } = game;
  const close = jobs[0]?.main;
  if (!services || !close || close.failed || close.signalSent) return;
  const project = await world.admin.project(world.emulator.projectId);
  const branch = branchesOf(project, step.pr)[0];
  const wentWrong = services.jobs.filter((job) => job.pr === step.pr && migrateWentWrong(job));
  const theirs = new Set(wentWrong.map((job) => job.minted?.name));
  check(report, CREDENTIALS);
  const live = liveCredentials(project, branch?.id).filter((c) => !theirs.has(c.name));
  if (live.length > 0)
    report.violations.push(
      `PR ${step.pr}: PR close ran to the end (exit 0), but credentials ${describeCredentials(live)} on branch ${branch?.id} are still live:\n${close.log.join("\n")}`,
    );
  else saw(report, branch ? "credentials revoked by PR close" : "credentials gone with the branch");
  for (const job of wentWrong) {
    check(report, MIGRATE);
    const left = leftAfter(project, job, true);
    if (left.length > 0)
      report.violations.push(
        `PR ${step.pr}: after ${migrateWhat(job)}, PR close ran to the end (exit 0), but ${left.join("; ")}:\n${close.log.join("\n")}`,
      );
    else saw(report, "failed or killed migrate: nothing left after PR close");
  }
}

/**
 * What a services job left that must be gone: its credential, unless a kept preview's on an
 * open PR; its compute, once the PR is closed (`closed`).
 */
function leftAfter(project: ProjectState, job: ServicesJob, closed: boolean): string[] {
  const left: string[] = [];
  const minted = job.minted;
  if (minted && (minted.lifetime === "job" || closed)) {
    const live = liveCredentials(project, minted.branchId, minted.name);
    if (live.length > 0) left.push(`its credential ${describeCredentials(live)} is still live`);
  }
  const endpointId = job.main.state["owned-endpoint-id"];
  const compute = project.computes.find((c) => c.id === endpointId);
  if (closed && compute) left.push(`its compute ${compute.id} remains (${compute.name})`);
  return left;
}

/**
 * After the final sweep: every `job` credential a services run minted is revoked (its post
 * step's, PR close's or the sweep's doing), every credential of a closed PR too; a job whose
 * migrate failed or was killed left nothing (on an open PR, a compute still stays: a kept
 * preview, or a dead runner's, which PR close removes).
 */
async function checkServicesAfterSweep(game: Play, prs: Map<number, PrState>): Promise<void> {
  const { world, report, services } = game;
  if (!services) return;
  const project = await world.admin.project(world.emulator.projectId);
  for (const job of services.jobs) {
    const closed = !(prs.get(job.pr)?.open ?? false);
    const ended = !job.post
      ? "its runner died"
      : job.post.signalSent
        ? "its post step was killed"
        : "its post step ran";
    const left = leftAfter(project, job, closed);
    const what = `PR ${job.pr} (${closed ? "closed" : "open"}, keep ${job.keep}; ${ended})`;
    if (migrateWentWrong(job)) {
      check(report, MIGRATE);
      if (left.length > 0)
        report.violations.push(
          `${what}: after ${migrateWhat(job)} and the final sweep, ${left.join("; ")}`,
        );
      else
        saw(
          report,
          closed
            ? "failed or killed migrate: nothing left after the sweep"
            : "failed or killed migrate: credential gone, the open PR's compute stays",
        );
    } else if (job.minted) {
      check(report, CREDENTIALS);
      if (left.length > 0)
        report.violations.push(
          `${what}: after the final sweep, the credential its run minted (${job.minted.lifetime}) ${left.join("; ")}`,
        );
      else
        saw(
          report,
          job.minted.lifetime === "keep" && !closed
            ? "kept preview's credential lives with its open PR"
            : "credential revoked or gone after the sweep",
        );
    }
  }
}

/** After a step of a schedule with a services life: its function processes are all accounted for. */
async function checkProcesses(game: Play, what: string): Promise<void> {
  if (!game.services) return;
  check(game.report, PROCESSES);
  game.report.violations.push(...(await checkFunctionProcesses(game.services, game.world, what)));
}

/** Until no operation locks the project; one that never lets go is a violation. */
async function settle(world: World, report: PlayReport): Promise<void> {
  await waitUntil(
    "no operation locks the project",
    async () => !(await world.admin.project(world.emulator.projectId)).locked_by,
    { timeoutMs: 30_000 },
  ).catch((error: Error) => report.violations.push(error.message));
}

async function checkOneReadWrite(world: World, report: PlayReport): Promise<void> {
  check(report, "one read_write compute per branch");
  const computes = await world.admin.computes(world.emulator.projectId);
  const perBranch = new Map<string, number>();
  for (const compute of computes.filter((c) => c.type === "read_write")) {
    perBranch.set(compute.branch_id, (perBranch.get(compute.branch_id) ?? 0) + 1);
  }
  for (const [branch, count] of perBranch) {
    if (count > 1) report.violations.push(`branch ${branch} has ${count} read_write computes`);
  }
}

const branchesOf = (project: ProjectState, number: number) =>
  project.branches.filter((b) => b.name === `${PREFIX}${number}`);

/** After every step: a masked PR's branch, whenever it exists, is an anonymized branch. */
async function checkMaskedBranchesAnonymized(
  world: World,
  prs: Map<number, PrState>,
  report: PlayReport,
): Promise<void> {
  const project = await world.admin.project(world.emulator.projectId);
  for (const [number, state] of prs) {
    if (state.life.kind !== "masked") continue;
    check(report, "a masked PR's branch is anonymized");
    for (const branch of branchesOf(project, number))
      if (!branch.anonymization)
        report.violations.push(
          `PR ${number} has masking-rules, but its branch ${branch.id} is not an anonymized branch`,
        );
  }
}

async function checkPullRequests(
  world: World,
  prs: Map<number, PrState>,
  report: PlayReport,
): Promise<void> {
  const computes = await world.admin.computes(world.emulator.projectId);
  for (const [number, state] of prs) {
    check(report, "PR cleaned up or served");
    const branch = await world.branchNamed(`${PREFIX}${number}`);
    const onBranch = branch
      ? computes.filter((c) => c.branch_id === branch.id && c.type === "read_write")
      : [];
    if (!state.open && branch) {
      report.violations.push(
        `PR ${number} is closed, but its branch ${branch.id} remains (${onBranch.length} computes)`,
      );
    }
    if (!state.open || !state.lastRunSucceeded) continue;
    // keep: false without masking: the compute went with the post step; the branch stays.
    if (!state.life.keep && state.life.kind !== "masked") {
      if (!branch)
        report.violations.push(
          `PR ${number} is open and its last run succeeded, but its branch is gone`,
        );
    } else if (onBranch.length !== 1) {
      report.violations.push(
        `PR ${number} is open and its last run succeeded, but it has ${onBranch.length} read_write computes`,
      );
    }
  }
}

/**
 * "No unmasked branch left", after the final sweep and once every masking under way has
 * ended: each branch of a masked PR is an anonymized branch whose data is masked. One whose
 * masking never finished (its create failed, say) may remain only when the PR's last step
 * ended with a dead runner, which nothing has come after yet.
 */
async function checkNoUnmaskedBranchLeft(
  world: World,
  prs: Map<number, PrState>,
  report: PlayReport,
): Promise<void> {
  const masked = [...prs].filter(([, state]) => state.life.kind === "masked");
  if (masked.length === 0) return;
  const underWay = new Set(["created", "anonymizing"]);
  await waitUntil(
    "no masking is under way",
    async () =>
      !(await world.admin.project(world.emulator.projectId)).branches.some((b) =>
        underWay.has(b.anonymization?.state ?? ""),
      ),
    { timeoutMs: 30_000 },
  ).catch((error: Error) => report.violations.push(error.message));
  const project = await world.admin.project(world.emulator.projectId);
  for (const [number, state] of masked) {
    check(report, "no unmasked branch left");
    for (const branch of branchesOf(project, number)) {
      const masking = branch.anonymization;
      if (masking?.masked_once && masking.state === "anonymized") continue;
      if (masking && state.open && state.lastStepDeadRunner) {
        saw(report, `masked branch ${masking.state} after the last step's dead runner`);
        continue;
      }
      report.violations.push(
        `PR ${number} (masking-rules, ${state.open ? "open" : "closed"}) keeps branch ${branch.id}, ${masking ? `anonymized but in state ${masking.state} (masked once: ${masking.masked_once}): ${masking.status_message}` : "not an anonymized branch"}`,
      );
    }
  }
}
