import * as core from "@actions/core";
import { createClient } from "./api/create-client.ts";
import { ownedByThisStep } from "./core/state-helper.ts";
import { decidePostStep, describePostStep } from "./flows/post-decide.ts";
import { cleanupPullRequest } from "./flows/pr-cleanup.ts";
import { provisionWithDeployment } from "./flows/provision-deployment.ts";
import { sweep } from "./flows/sweep.ts";
import { cancellationSignal, fail } from "./run.ts";
import { parseInputs } from "./settings/inputs.ts";
import { cleanupSettings, provisionSettings, sweepSettings } from "./settings/mode-settings.ts";
import { readRawInputs } from "./settings/raw-inputs.ts";

async function main(): Promise<void> {
  const signal = cancellationSignal(() => core.warning("Cancelled: stopping now"));
  let keep = false;
  try {
    const inputs = parseInputs(readRawInputs());
    keep = inputs.keep;
    const client = createClient({ ...inputs, signal });
    if (inputs.mode === "sweep") await sweep(sweepSettings(inputs), client, signal);
    else if (inputs.mode === "cleanup")
      await cleanupPullRequest(cleanupSettings(inputs), client, signal);
    else await provisionWithDeployment(provisionSettings(inputs), client, signal);
  } catch (error) {
    const owned = ownedByThisStep();
    // The post step's own decision, so that the message says what it will do (keep included).
    const cleanup = owned && describePostStep(decidePostStep(owned, keep));
    fail(error, cleanup ? `Cancelled; ${cleanup}` : "Cancelled");
  }
}

await main();
