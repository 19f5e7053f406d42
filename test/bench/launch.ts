import { spawn } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import type { WorkflowEvent } from "../support/runner/events.ts";
import { parseKeyValueFile } from "../support/runner/file-commands.ts";
import { JobDir } from "../support/runner/job-dir.ts";
import type { ActionManifest } from "../support/runner/manifest.ts";
import { defaultNodePath, stepEnvironment } from "../support/runner/run-step.ts";

/**
 * Runs one step of the bundled action (dist/) the way the runner does (same environment as
 * test/support/runner builds it), but keeps what the bench needs to time it: the moment of spawn,
 * the moment the step's GITHUB_OUTPUT file was last written (its mtime, set by the kernel when
 * core.setOutput appends), and the moment the process ended.
 */
export interface LaunchOptions {
  /** The action to run (the bench's snapshot of action.yml and dist/). */
  manifest: ActionManifest;
  step?: "main" | "post";
  inputs: Record<string, string>;
  event: WorkflowEvent;
  githubUrl: string;
  githubToken: string;
  /** STATE_* for the post step. */
  state?: Record<string, string>;
  timeoutMs?: number;
}

export interface Launch {
  /** Date.now() just before spawn(). */
  spawnedAt: number;
  /** mtime of GITHUB_OUTPUT (ms, sub-ms digits kept); undefined when no output was written. */
  outputsAt: number | undefined;
  exitedAt: number;
  exitCode: number | null;
  outputs: Record<string, string>;
  state: Record<string, string>;
  stdout: string;
  stderr: string;
}

/** The Node the runner uses for node24 actions: the pinned one from node_modules when present. */
export const nodePath = defaultNodePath();

export async function launch(options: LaunchOptions): Promise<Launch> {
  const { manifest } = options;
  const step = options.step ?? "main";
  const script = step === "main" ? manifest.main : manifest.post;
  if (!script) throw new Error("action.yml has no post step");
  const job = await JobDir.create(options.event);
  try {
    const { env, files } = await stepEnvironment(job, manifest, {
      event: options.event,
      githubUrl: options.githubUrl,
      token: options.githubToken,
      debug: false,
      workspace: job.workspace,
      inputs: options.inputs,
      state: options.state,
      nodePath,
    });
    let stdout = "";
    let stderr = "";
    const spawnedAt = Date.now();
    const child = spawn(nodePath, [script], {
      cwd: job.workspace,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 180_000);
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code) => resolve(code));
    });
    clearTimeout(timer);
    const exitedAt = Date.now();
    const outputText = await readFile(files.GITHUB_OUTPUT, "utf8");
    const { mtimeNs } = await stat(files.GITHUB_OUTPUT, { bigint: true });
    return {
      spawnedAt,
      outputsAt: outputText === "" ? undefined : Number(mtimeNs / 1000n) / 1000,
      exitedAt,
      exitCode,
      outputs: Object.fromEntries(parseKeyValueFile(outputText).pairs),
      state: Object.fromEntries(parseKeyValueFile(await job.read(files.GITHUB_STATE)).pairs),
      stdout,
      stderr,
    };
  } finally {
    await job.remove();
  }
}

/** The last lines of a failed step, for the bench's error message. */
export function tail(launched: Launch, lines = 5): string {
  return `${launched.stdout}\n${launched.stderr}`.trim().split("\n").slice(-lines).join(" | ");
}
