import { prEvent } from "./events.ts";
import { JobDir } from "./job-dir.ts";
import { type RunStepOptions, runStepInJob, type StepResult } from "./run-step.ts";

/** Options for both steps; `signalAfter` applies to main (a job cancelled mid-step). */
export type RunJobOptions = Omit<RunStepOptions, "state">;

/**
 * Run main, then post, in one job, as the runner does for an action with `post-if: always()`:
 * post runs whatever main's outcome, with the same inputs, main's saved state as `STATE_*`, and
 * the variables and PATH entries main exported through GITHUB_ENV / GITHUB_PATH.
 */
export async function runJob(
  options: RunJobOptions,
): Promise<{ main: StepResult; post: StepResult }> {
  const event = options.event ?? prEvent("opened");
  const job = await JobDir.create(event);
  try {
    const main = await runStepInJob(job, "main", { ...options, event });
    const post = await runStepInJob(
      job,
      "post",
      { ...options, event, signalAfter: undefined, state: main.state },
      { env: main.env, path: main.path },
    );
    return { main, post };
  } finally {
    await job.remove();
  }
}
