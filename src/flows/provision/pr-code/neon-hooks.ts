import * as core from "@actions/core";
import type { Config, CreateHooks, GitContext, HookBranch, HookEnv } from "@neon/config";
import { runHook } from "@neon/config-runtime";
import { firstLine, UserError } from "../../../core/errors.ts";
import type { LoadedConfig } from "../../../settings/neon-config/apply-neon-config.ts";
import type { RunContext } from "../../../settings/run-context.ts";
import { blankedActionOnly } from "./run-step-env.ts";

// neon.ts's experimental `create` hooks, run as `neon checkout` runs them when it creates a
// branch (neon's utils/hooks.ts): `create.before` before the branch is created (a throw or a
// non-zero exit aborts the run), `create.after` once it exists with its services (a failure
// is a warning: the branch stands). A shell hook gets the branch's variables in its
// environment, and none of the action's own (run-step-env.ts); its output goes to the log,
// where the job's masks apply.

export function createHooksOf(loaded: LoadedConfig | undefined): CreateHooks | undefined {
  const hooks = (loaded?.config as Config | undefined)?.experimental?.hooks?.create;
  return hooks?.before || hooks?.after ? hooks : undefined;
}

export async function runCreateBefore(
  hooks: CreateHooks,
  branchName: string,
  context: RunContext,
): Promise<void> {
  if (!hooks.before) return;
  core.info(`Running neon.ts's create.before hook for branch ${branchName}`);
  try {
    await runHook(
      hooks.before,
      {
        branchName,
        git: gitContext(context),
        event: { type: "neon-checkout", inputName: branchName },
      },
      { cwd: workspace(), env: blankedActionOnly(), onOutput },
    );
  } catch (error) {
    throw new UserError(
      `neon.ts's create.before hook stopped the creation of branch ${branchName}: ${reason(error)}`,
    );
  }
}

export async function runCreateAfter(
  hooks: CreateHooks,
  branch: HookBranch,
  env: HookEnv,
  processEnv: Record<string, string>,
  context: RunContext,
): Promise<void> {
  if (!hooks.after) return;
  core.info(`Running neon.ts's create.after hook for branch ${branch.name}`);
  try {
    await runHook(
      hooks.after,
      {
        branch,
        env,
        git: gitContext(context),
        event: { type: "neon-checkout", inputName: branch.name },
      },
      { cwd: workspace(), env: { ...blankedActionOnly(), ...processEnv }, onOutput },
    );
  } catch (error) {
    core.warning(
      `neon.ts's create.after hook failed: ${reason(error)}. The branch ${branch.name} was created and is used as it is.`,
    );
  }
}

/** What `git` would say in the job's checkout, from what GitHub tells the run. */
export function gitContext(context: RunContext, env: NodeJS.ProcessEnv = process.env): GitContext {
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || undefined;
  const sha = context.pullRequest?.headSha ?? env.GITHUB_SHA;
  const server = env.GITHUB_SERVER_URL ?? "https://github.com";
  const repository = context.repository;
  return {
    available: true,
    isDetached: false,
    isDirty: false,
    ...(branch ? { branch, neonSafeBranchName: neonSafeBranchName(branch) } : {}),
    ...(sha ? { sha, shortSha: sha.slice(0, 7) } : {}),
    ...(repository ? { remoteUrl: `${server}/${repository.owner}/${repository.repo}.git` } : {}),
    repoRoot: workspace(env),
  };
}

/** @neon/config's rule for a git branch's Neon name (lowercase `[a-z0-9-]` segments, ≤ 256). */
export function neonSafeBranchName(gitBranch: string): string {
  const name = gitBranch
    .toLowerCase()
    .split("/")
    .map((segment) => segment.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""))
    .filter((segment) => segment.length > 0)
    .join("/");
  if (name.length === 0) return "branch";
  return name.length > 256 ? name.slice(0, 256).replace(/[-/]+$/, "") || "branch" : name;
}

function onOutput(chunk: string): void {
  const text = chunk.replace(/\n$/, "");
  if (text) core.info(text);
}

function workspace(env: NodeJS.ProcessEnv = process.env): string {
  return env.GITHUB_WORKSPACE || process.cwd();
}

function reason(error: unknown): string {
  return firstLine(error instanceof Error ? error.message : String(error));
}
