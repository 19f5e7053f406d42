import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { githubContext } from "./context.ts";
import { prEvent, type WorkflowEvent } from "./events.ts";
import { parseKeyValueFile, parsePathFile } from "./file-commands.ts";
import { JobDir } from "./job-dir.ts";
import { type ActionManifest, inputEnvironment, readActionManifest } from "./manifest.ts";
import { runProcess, type SignalAfter } from "./process.ts";
import { type StepCommands, StepLog } from "./step-log.ts";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const DEFAULT_GITHUB_TOKEN = "ghs_fake_token";
/** Nothing listens on the discard port, so an action never reaches the real api.github.com by accident. */
export const UNREACHABLE_GITHUB_URL = "http://127.0.0.1:9";

export type StepName = "main" | "post";

export interface RunStepOptions {
  /** `with:` of the workflow step; names must be declared in action.yml. */
  inputs: Record<string, string>;
  /** Defaults to `prEvent("opened")`. */
  event?: WorkflowEvent;
  /** Intra-action state, given to the step as `STATE_<name>` (what main saved, for post). */
  state?: Record<string, string>;
  /** Extra variables (job/step `env:`), applied last so a test can override anything. */
  env?: Record<string, string>;
  /** GITHUB_API_URL; defaults to an unreachable loopback port. */
  githubUrl?: string;
  /** `github.token`, the default of `${{ github.token }}`; masked like the runner masks it. */
  token?: string;
  /** Values the runner already masks, e.g. inputs given from `${{ secrets.X }}`. */
  secrets?: string[];
  /** Working directory (GITHUB_WORKSPACE); defaults to a fresh workspace in the job dir. */
  cwd?: string;
  signalAfter?: SignalAfter;
  /** Kill with SIGKILL after this long (default 50 s) and report `timedOut`. */
  timeoutMs?: number;
  /** The action.yml to run; defaults to the repository root's. */
  actionYml?: string;
  /** Step debug logging (RUNNER_DEBUG=1); `::debug::` lines then show in `log`. */
  debug?: boolean;
  /** Node binary; defaults to node_modules/.bin/node (the pinned Node 24), else this process's. */
  nodePath?: string;
}

export interface StepResult {
  step: StepName;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Whether `signalAfter` fired. */
  signalSent: boolean;
  /** Ms from that signal to the process's end. */
  signalToExitMs: number | undefined;
  timedOut: boolean;
  /** What the runner would conclude: non-zero exit, killed, or a malformed file command. */
  failed: boolean;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** State saved for the post step (GITHUB_STATE). */
  state: Record<string, string>;
  /** Variables exported for later steps (GITHUB_ENV). */
  env: Record<string, string>;
  /** Directories added for later steps (GITHUB_PATH). */
  path: string[];
  /** The job summary as the action wrote it (the runner uploads it masked: use `masked`). */
  summary: string;
  commands: StepCommands;
  /** The step log a user sees: masked line by line, commands rendered as `##[error]` etc. */
  log: string[];
  /** Mask `text` with every secret known at the end of the step, as the runner would. */
  masked(text: string): string;
  durationMs: number;
}

/** Run one step of the action in a job of its own, as the runner runs a node action. */
export async function runStep(step: StepName, options: RunStepOptions): Promise<StepResult> {
  const job = await JobDir.create(options.event ?? prEvent("opened"));
  try {
    return await runStepInJob(job, step, options);
  } finally {
    await job.remove();
  }
}

/** What earlier steps of the job exported through GITHUB_ENV and GITHUB_PATH. */
export interface CarriedEnvironment {
  env: Record<string, string>;
  path: string[];
}

export async function runStepInJob(
  job: JobDir,
  step: StepName,
  options: RunStepOptions,
  carried: CarriedEnvironment = { env: {}, path: [] },
): Promise<StepResult> {
  const manifest = readActionManifest(options.actionYml ?? join(REPO_ROOT, "action.yml"));
  const script = step === "main" ? manifest.main : manifest.post;
  if (!script) throw new Error(`the action has no runs.post`);
  const nodePath = options.nodePath ?? defaultNodePath();
  assertNodeMatches(nodePath, manifest.using);

  const token = options.token ?? DEFAULT_GITHUB_TOKEN;
  const debug = options.debug ?? false;
  const workspace = options.cwd ?? job.workspace;
  const { env: stepEnv, files } = await stepEnvironment(job, manifest, {
    event: options.event ?? prEvent("opened"),
    githubUrl: options.githubUrl ?? UNREACHABLE_GITHUB_URL,
    token,
    debug,
    workspace,
    inputs: options.inputs,
    state: options.state,
    nodePath,
    carried,
  });
  const env = { ...stepEnv, ...options.env };

  const log = new StepLog({ debug, secrets: [token, ...(options.secrets ?? [])] });
  let stdout = "";
  let stderr = "";
  const started = performance.now();
  const exit = await runProcess({
    command: nodePath,
    args: [script],
    cwd: workspace,
    env,
    signalAfter: options.signalAfter,
    timeoutMs: options.timeoutMs ?? 50_000,
    onOutput: (stream, chunk) => {
      if (stream === "stdout") stdout += chunk;
      else stderr += chunk;
      log.write(stream, chunk);
    },
  });
  const durationMs = performance.now() - started;
  log.end();

  // The runner reads the file commands after the process ends; a malformed one fails the step.
  let fileCommandFailed = false;
  const readPairs = async (name: string, path: string) => {
    const parsed = parseKeyValueFile(await job.read(path));
    if (parsed.error) {
      fileCommandFailed = true;
      log.runnerError(`Unable to process file command '${name}' successfully.`);
      log.runnerError(parsed.error);
    }
    return Object.fromEntries(parsed.pairs);
  };
  const outputs = await readPairs("output", files.GITHUB_OUTPUT);
  const state = await readPairs("state", files.GITHUB_STATE);
  const exported = await readPairs("env", files.GITHUB_ENV);
  delete exported.NODE_OPTIONS; // blocked by the runner

  return {
    step,
    ...exit,
    failed: exit.exitCode !== 0 || fileCommandFailed,
    stdout,
    stderr,
    outputs,
    state,
    env: exported,
    path: parsePathFile(await job.read(files.GITHUB_PATH)),
    summary: await job.read(files.GITHUB_STEP_SUMMARY),
    commands: log.commands,
    log: log.lines,
    masked: (text) => log.masker.mask(text),
    durationMs,
  };
}

export interface StepEnvironmentOptions {
  event: WorkflowEvent;
  githubUrl: string;
  token: string;
  debug: boolean;
  workspace: string;
  inputs: Record<string, string>;
  state: Record<string, string> | undefined;
  nodePath: string;
  carried?: CarriedEnvironment;
}

/**
 * The environment the runner gives a node action's step: HOME and PATH (with the step's Node
 * and what earlier steps added), STATE_*, INPUT_*, the GITHUB_* context, and fresh file commands.
 */
export async function stepEnvironment(
  job: JobDir,
  manifest: ActionManifest,
  options: StepEnvironmentOptions,
): Promise<{ env: Record<string, string>; files: Awaited<ReturnType<JobDir["stepFiles"]>> }> {
  const carried = options.carried ?? { env: {}, path: [] };
  const context = githubContext(
    { event: options.event, apiUrl: options.githubUrl, token: options.token, debug: options.debug },
    {
      eventPath: job.eventPath,
      workspace: options.workspace,
      runnerTemp: job.runnerTemp,
      toolCache: job.toolCache,
      actionPath: manifest.dir,
      runId: job.runId,
    },
  );
  const files = await job.stepFiles();
  const env: Record<string, string> = {
    HOME: process.env.HOME ?? job.root,
    ...machineSettings(),
    ...carried.env,
    // Later GITHUB_PATH entries come first, as the runner prepends them in reverse.
    PATH: [...[...carried.path].reverse(), dirname(options.nodePath), process.env.PATH]
      .filter(Boolean)
      .join(":"),
    ...Object.fromEntries(
      Object.entries(options.state ?? {}).map(([name, value]) => [`STATE_${name}`, value]),
    ),
    ...inputEnvironment(manifest, options.inputs, context.expressionContext),
    ...context.env,
    ...files,
  };
  return { env, files };
}

/**
 * What a runner's machine gives every step: the CAs it trusts beyond Node's (NODE_EXTRA_CA_CERTS)
 * and its proxy (a step that reaches the npm registry, the bundler of a neon.ts's functions,
 * needs them where the machine does), and the suite's V8 code cache (NODE_COMPILE_CACHE, set in
 * vitest.config.ts: a run's ~700 steps then compile the bundle once, not each).
 */
function machineSettings(): Record<string, string> {
  const names = [
    "NODE_EXTRA_CA_CERTS",
    "HTTPS_PROXY",
    "HTTP_PROXY",
    "NO_PROXY",
    "NODE_COMPILE_CACHE",
  ];
  return Object.fromEntries(
    names.flatMap((name) =>
      [name, name.toLowerCase()].flatMap((each) => {
        const value = process.env[each];
        return value ? [[each, value]] : [];
      }),
    ),
  );
}

export function defaultNodePath(): string {
  const pinned = join(REPO_ROOT, "node_modules", ".bin", "node");
  return existsSync(pinned) ? pinned : process.execPath;
}

const checkedNodes = new Map<string, string>();

/** `runs.using: node24` runs on Node 24; refuse to run it on anything else. */
function assertNodeMatches(nodePath: string, using: string): void {
  let version = checkedNodes.get(nodePath);
  if (version === undefined) {
    version =
      nodePath === process.execPath
        ? process.versions.node
        : spawnSync(nodePath, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    checkedNodes.set(nodePath, version);
  }
  const wanted = using.replace(/^node/, "");
  if (version.split(".")[0] !== wanted) {
    throw new Error(`action uses ${using} but ${nodePath} is Node ${version}`);
  }
}
