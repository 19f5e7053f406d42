import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { ProjectState } from "../../emulator/src/admin-client.ts";
import { ENGINE_PACKAGE } from "../../src/flows/provision/services/function-bundler.ts";
import { REPO_ROOT, type StepResult } from "../support/runner/index.ts";
import type { World } from "../support/world.ts";
import { URI_INPUTS } from "../support/world-helpers.ts";
import type { PrLife, ScheduleStep } from "./schedule.ts";

/**
 * The services life: a `neon.ts` that declares a bucket, the AI gateway and a function, with
 * `export-env` (the branch credential minted for the run), `role`/`database` and `migrate`. What
 * the play keeps of its runs, and its invariants:
 *
 * - "no branch credential outlives its preview": a credential a run minted is revoked (or gone
 *   with its branch) once its preview is gone: after the job's post step ran to the end
 *   (keep: false), after PR close ran to the end (every credential of the action's on the PR's
 *   branch), and after the final sweep (every `job` credential, a dead runner's too, and every
 *   one of a closed PR).
 * - "no function process outlives its branch or the emulator": after every step, each function
 *   process the emulator runs (its admin state's `services.functions.processes`, and each
 *   `function-host.mjs` child of this process in the OS's process table) is one the emulator
 *   lists, of a branch that exists; a process it stopped is gone within the stop's grace; once
 *   the emulator stopped, none is left.
 * - "a failed or killed migrate leaves nothing behind": a `migrate` that failed fails main (its
 *   exit code); after one that failed or whose main was killed while it ran, the post step that
 *   ran to the end (keep: false) has let the compute go and revoked the credential; PR close,
 *   then the final sweep, leave neither (a dead runner's compute on an open PR stays until PR
 *   close, as docs/reliability.md says of any dead runner's).
 */

export const CREDENTIALS = "no branch credential outlives its preview";
export const PROCESSES = "no function process outlives its branch or the emulator";
export const MIGRATE = "a failed or killed migrate leaves nothing behind";

const NEON_TS = `import { defineConfig } from "@neon/config/v1";

export default defineConfig({
  buckets: { uploads: { access: "private" } },
  aiGateway: true,
  functions: { hello: { name: "Hello", source: "./functions/hello.ts" } },
});
`;

/** In a function helper's command line, with the schedule's token. */
const HELPER_MARK = "chaos-function-helper";

/**
 * The function: it answers, and starts a process of its own when its process starts (a
 * function may), which must go with it: the emulator stops a function's process as a group.
 */
function functionSource(token: string): string {
  return `import { spawn } from "node:child_process";

const helper = [${JSON.stringify(HELPER_MARK)}, ${JSON.stringify(token)}, process.cwd()];
spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)", ...helper], { stdio: "ignore" });

export default async function hello(): Promise<Response> {
  return new Response("hello from the preview");
}
`;
}

const MIGRATE_TOOL = join(import.meta.dirname, "fixtures/migrate.ts");
/** How long `migrate` holds its transaction: a kill 0–400 ms into it lands while it runs. */
const MIGRATE_HOLD_MS = 400;
/**
 * A SIGINTed main lets its `migrate` finish, but exits within 2 s of the signal (src/run.ts):
 * a migrate SIGINT meets holds longer, so that main gives up on it while it runs.
 */
const LONG_MIGRATE_HOLD_MS = 2500;
/** A stopped function process gets SIGTERM, then SIGKILL 2 s on (function-process.ts). */
const STOP_GRACE_MS = 3000;

export interface Minted {
  projectId: string;
  branchId: string;
  name: string;
  lifetime: "job" | "keep";
}

/** One job of a services life, as the invariants need it. */
export interface ServicesJob {
  pr: number;
  step: ScheduleStep;
  keep: boolean;
  main: StepResult;
  post?: StepResult;
  minted?: Minted;
  migrate: MigrateOutcome;
}

/** What the job's `migrate` did, from main's log. */
export type MigrateOutcome = "succeeded" | "failed" | "killed" | "not run";

export function migrateOutcome(main: StepResult): MigrateOutcome {
  const log = main.stdout;
  if (!log.includes("Running migrate:")) return "not run";
  if (/migrate exited with 0 /.test(log)) return "succeeded";
  if (/migrate exited with \d+ /.test(log)) return "failed";
  return main.signalSent ? "killed" : "failed";
}

export function mintedBy(main: StepResult): Minted | undefined {
  const saved = main.state["minted-credential"];
  return saved ? (JSON.parse(saved) as Minted) : undefined;
}

/** What one schedule's services lives share: a checkout with the neon.ts, Neon's engine. */
export class ServicesPlay {
  readonly cwd: string;
  /**
   * RUNNER_TOOL_CACHE of the runs: Neon's engine (@neon/config-runtime, esbuild) as the
   * action installs it for functions, here the repository's own, so no run fetches it.
   */
  readonly toolCache: string;
  readonly jobs: ServicesJob[] = [];
  /** The invocation URLs main handed out (`function-urls`), by PR. */
  readonly functionUrls = new Map<number, string[]>();
  /** Every function process the emulator listed: pid → its branch. */
  readonly processes = new Map<number, { branchId: string; slug: string }>();
  /** Tables the migrations create, numbered. */
  #tables = 0;
  /**
   * Function processes of this process's from before the schedule (vitest runs other files in
   * the same worker): none of this schedule's emulator.
   */
  readonly before = new Set(functionProcesses().map((each) => each.pid));
  /** Marks the helper processes the schedule's function starts. */
  readonly token = randomUUID();

  constructor() {
    this.cwd = mkdtempSync(join(tmpdir(), "chaos-services-"));
    writeFileSync(join(this.cwd, "neon.ts"), NEON_TS);
    mkdirSync(join(this.cwd, "functions"));
    writeFileSync(join(this.cwd, "functions/hello.ts"), functionSource(this.token));
    this.toolCache = mkdtempSync(join(tmpdir(), "chaos-tools-"));
    const engine = join(this.toolCache, "preview-compute", ENGINE_PACKAGE.replace(/[@/]/g, "_"));
    mkdirSync(engine, { recursive: true });
    symlinkSync(join(REPO_ROOT, "node_modules"), join(engine, "node_modules"), "dir");
  }

  remove(): void {
    rmSync(this.cwd, { recursive: true, force: true });
    rmSync(this.toolCache, { recursive: true, force: true });
  }

  inputs(step: ScheduleStep, life: PrLife): Record<string, string> {
    this.#tables += 1;
    const outcome = step.migrate === "fails" ? "fail" : "ok";
    const cancelled = step.kill?.duringMigrate && step.kill.signal === "SIGINT";
    const hold = cancelled ? LONG_MIGRATE_HOLD_MS : MIGRATE_HOLD_MS;
    return {
      ...URI_INPUTS,
      keep: String(life.keep),
      timeout: "30",
      "export-env": "true",
      migrate: `node ${MIGRATE_TOOL} chaos_services_${this.#tables} ${outcome} ${hold}`,
    };
  }

  /** The app's first request after main: the function's process starts on it. */
  async invoke(pr: number, main: StepResult): Promise<"answered" | "not answered" | "no URL"> {
    const urls = Object.values(
      JSON.parse(main.outputs["function-urls"] ?? "{}") as Record<string, string>,
    );
    if (urls.length === 0) return "no URL";
    this.functionUrls.set(pr, urls);
    let answered = true;
    for (const url of urls) answered = (await call(url)) === 200 && answered;
    return answered ? "answered" : "not answered";
  }

  /**
   * An app that keeps calling the functions while a step runs (PR close, the sweep): a
   * request may come as the branch goes. Stop it with the function it returns.
   */
  traffic(urls: string[]): () => Promise<number> {
    let stopped = false;
    let calls = 0;
    const loop = (async () => {
      while (!stopped && urls.length > 0) {
        for (const url of urls) {
          await call(url);
          calls += 1;
        }
        await sleep(50);
      }
    })();
    return async () => {
      stopped = true;
      await loop;
      return calls;
    };
  }

  /** What the emulator lists as running, remembered for the check at the end. */
  async listed(world: World): Promise<FunctionProcessEntry[]> {
    const state = await world.admin.state();
    const services = state.services as { functions?: { processes?: FunctionProcessEntry[] } };
    const listed = services.functions?.processes ?? [];
    for (const entry of listed)
      if (entry.pid !== undefined)
        this.processes.set(entry.pid, { branchId: entry.branch_id, slug: entry.slug });
    return listed;
  }
}

async function call(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

interface FunctionProcessEntry {
  branch_id: string;
  slug: string;
  deployment_id: number;
  pid: number | undefined;
}

/** A running process of the schedule's functions. */
interface FunctionProcess {
  pid: number;
  ppid: number;
  /** A process the function started (its helper), not the emulator's function host. */
  helper: boolean;
  /** From its bundle's folder (`<functions root>/<branch id>/<slug>/<deployment id>-…`). */
  branchId?: string;
}

const BUNDLE_FOLDER = /\/(br-[a-z0-9-]+)\/[a-z0-9]+\/\d+(?:-[^/]+)?(?:\/index\.m?js)?$/;

/**
 * From the OS's process table (Linux's /proc; elsewhere none are seen): the function hosts this
 * process started (the emulator runs in it), and the helpers the schedule's function started
 * (marked with `token`), wherever they were reparented. Zombies (exited, not yet reaped) are
 * not running.
 */
export function functionProcesses(token?: string): FunctionProcess[] {
  if (!existsSync("/proc/self/stat")) return [];
  const found: FunctionProcess[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (state === "Z") continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const host =
        Number(ppid) === process.pid && args.some((arg) => arg.endsWith("function-host.mjs"));
      const helper = token !== undefined && args.includes(HELPER_MARK) && args.includes(token);
      if (!host && !helper) continue;
      const branchId = args.map((arg) => BUNDLE_FOLDER.exec(arg)?.[1]).find(Boolean);
      found.push({
        pid: Number(entry),
        ppid: Number(ppid),
        helper,
        ...(branchId ? { branchId } : {}),
      });
    } catch {
      // Gone while read.
    }
  }
  return found;
}

/** This schedule's function processes and their helpers, running now. */
function ours(services: ServicesPlay): FunctionProcess[] {
  return functionProcesses(services.token).filter(
    (each) => each.helper || !services.before.has(each.pid),
  );
}

function describeProcess(services: ServicesPlay, each: FunctionProcess, branches?: Set<string>) {
  const branchId = each.branchId ?? services.processes.get(each.pid)?.branchId;
  const of = branchId
    ? `branch ${branchId}${branches && !branches.has(branchId) ? ", deleted" : ""}`
    : "a branch unknown";
  return each.helper
    ? `process ${each.pid}, which the function of ${of} started,`
    : `function process ${each.pid} (${of})`;
}

/**
 * Stale function processes now: listed for a branch that is gone, running unlisted, or a
 * function's helper whose function process is no longer the emulator's.
 */
async function staleProcesses(services: ServicesPlay, world: World): Promise<string[]> {
  const listed = await services.listed(world);
  const project = await world.admin.project(world.emulator.projectId);
  const branches = new Set(project.branches.map((b) => b.id));
  const stale: string[] = [];
  for (const entry of listed)
    if (!branches.has(entry.branch_id))
      stale.push(
        `function ${entry.slug}'s process ${entry.pid} is still listed, but its branch ${entry.branch_id} is gone`,
      );
  const listedPids = new Set(listed.map((entry) => entry.pid));
  for (const each of ours(services)) {
    const parent = each.helper ? listed.find((entry) => entry.pid === each.ppid) : undefined;
    // A helper is of its function's branch: remembered for when its function's process is gone.
    if (parent) services.processes.set(each.pid, { branchId: parent.branch_id, slug: parent.slug });
    if (listedPids.has(each.helper ? each.ppid : each.pid)) continue;
    stale.push(
      each.helper
        ? `${describeProcess(services, each, branches)} runs, but its function's process is gone`
        : `${describeProcess(services, each, branches)} runs, but the emulator no longer lists it`,
    );
  }
  return stale;
}

/**
 * After a step: every function process belongs to a branch that exists and is listed; one the
 * emulator stopped gets its grace before it counts.
 */
export async function checkFunctionProcesses(
  services: ServicesPlay,
  world: World,
  what: string,
): Promise<string[]> {
  const deadline = Date.now() + STOP_GRACE_MS;
  let stale = await staleProcesses(services, world);
  while (stale.length > 0 && Date.now() < deadline) {
    await sleep(100);
    stale = await staleProcesses(services, world);
  }
  return stale.map((text) => `${what}: ${text} (${STOP_GRACE_MS} ms after)`);
}

/** Once the emulator stopped: no function process of its is left. */
export async function checkNoFunctionProcessLeft(services: ServicesPlay): Promise<string[]> {
  const deadline = Date.now() + STOP_GRACE_MS;
  let left = ours(services);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = ours(services);
  }
  return left.map(
    (each) => `${describeProcess(services, each)} outlived the emulator by ${STOP_GRACE_MS} ms`,
  );
}

/** The action's live (not revoked) credentials on a branch, or the one named so. */
export function liveCredentials(
  project: ProjectState,
  branchId: string | undefined,
  name?: string,
): Array<{ token_id_short: string; name?: string }> {
  const branch = project.branches.find((b) => b.id === branchId);
  return (branch?.credentials ?? []).filter(
    (c) =>
      c.revoked_at === undefined &&
      (name === undefined ? c.name?.startsWith("preview-compute:") === true : c.name === name),
  );
}

export function describeCredentials(live: Array<{ token_id_short: string; name?: string }>) {
  return live.map((c) => `${c.token_id_short} (${c.name ?? "unnamed"})`).join(", ");
}
