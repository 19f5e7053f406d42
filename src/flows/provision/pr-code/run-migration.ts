import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import * as core from "@actions/core";
import { UserError } from "../../../core/errors.ts";
import { withConnection } from "../../../migration-impact/connection.ts";
import { type LockSampling, startLockSampler } from "../../../migration-impact/lock-sampler.ts";
import { runStepEnv } from "./run-step-env.ts";

/** The migration command failed: the step fails with its exit code. */
export class MigrationFailedError extends UserError {
  override name = "MigrationFailedError";
  readonly exitCode: number;
  constructor(exitCode: number) {
    super(`Input "migrate": the command failed with exit code ${exitCode} (its output is above)`);
    this.exitCode = exitCode;
  }
}

export interface MigrationRun {
  exitCode: number;
  durationMs: number;
  sampling: LockSampling;
}

/**
 * Runs `migrate` with bash as a `run:` step would (`-eo pipefail`, in the workspace), with the
 * job's environment as a `run:` step has it (run-step-env.ts) plus `env`, while a connection of
 * its own samples the locks its backends take. Its output goes to the log as it comes.
 */
export async function runMigration(
  command: string,
  env: Record<string, string>,
  samplerUrl: string,
): Promise<MigrationRun> {
  // The command's backends name themselves so (libpq and node-postgres read PGAPPNAME).
  const appName = `preview-compute-migrate-${randomBytes(4).toString("hex")}`;
  return withConnection(samplerUrl, async (query) => {
    const sampler = await startLockSampler(query, appName);
    const started = performance.now();
    core.info(`Running migrate: ${command.split("\n")[0]}`);
    let exitCode: number;
    try {
      exitCode = await runBash(command, { ...runStepEnv(), ...env, PGAPPNAME: appName });
    } catch (error) {
      await sampler.stop();
      throw error;
    }
    const sampling = await sampler.stop();
    const durationMs = Math.round(performance.now() - started);
    if (sampling.error) core.warning(`Lock sampling stopped early: ${sampling.error}`);
    return { exitCode, durationMs, sampling };
  });
}

function runBash(command: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", command], {
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
