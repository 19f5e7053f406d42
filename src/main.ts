import * as core from "@actions/core";
import { createClient } from "./api/create-client.ts";
import { inPhase } from "./core/log-group.ts";
import { ownedByThisStep } from "./core/state-helper.ts";
import { cleanupPullRequest } from "./flows/cleanup/cleanup-pull-request.ts";
import { decidePostStep, describePostStep } from "./flows/post/decide-post-step.ts";
import { MigrationFailedError } from "./flows/provision/pr-code/run-migration.ts";
import { provisionWithDeployment } from "./flows/provision/provision-with-deployment.ts";
import { sweep } from "./flows/sweep/sweep.ts";
import { createGitHubClient } from "./github/client.ts";
import { cancellationSignal, fail } from "./run.ts";
import { cleanupSettings, provisionSettings, sweepSettings } from "./settings/mode-settings.ts";
import { parseInputs } from "./settings/parse-inputs.ts";
import { readRawInputs } from "./settings/raw-inputs.ts";

async function main(): Promise<void> {
  const signal = cancellationSignal(() => core.warning("Cancelled: stopping now"));
  let keep = false;
  try {
    const inputs = await inPhase("Inputs", () => parseInputs(readRawInputs()));
    keep = inputs.keep;
    const client = createClient({ ...inputs, signal });
    const github = createGitHubClient({ token: inputs.githubToken, signal });
    if (inputs.mode === "sweep")
      await inPhase("Sweep", () => sweep(sweepSettings(inputs), client, github, signal));
    else if (inputs.mode === "cleanup")
      await inPhase("Cleanup", () =>
        cleanupPullRequest(cleanupSettings(inputs), client, github, signal),
      );
    else await provisionWithDeployment(provisionSettings(inputs), client, github, signal);
  } catch (error) {
    const owned = ownedByThisStep();
    // The post step's own decision, so that the message says what it will do (keep included).
    const cleanup = owned && describePostStep(decidePostStep(owned, keep));
    fail(error, cleanup ? `Cancelled; ${cleanup}` : "Cancelled");
    // A failed migrate fails the step with the command's own exit code.
    if (error instanceof MigrationFailedError) process.exitCode = error.exitCode;
  }
}

await main();
