import * as core from "@actions/core";
import { createClient } from "./api/create-client.ts";
import { ownedByThisStep } from "./core/state-helper.ts";
import { decidePostStep, describePostStep } from "./flows/decide.ts";
import { cleanupPullRequest } from "./flows/pr-cleanup.ts";
import { provision } from "./flows/provision.ts";
import { sweep } from "./flows/sweep.ts";
import { cancellationSignal, fail } from "./run.ts";
import { parseSettings, readRawInputs } from "./settings/inputs.ts";

async function main(): Promise<void> {
  const signal = cancellationSignal(() => core.warning("Cancelled: stopping now"));
  let keep = false;
  try {
    const settings = parseSettings(readRawInputs());
    keep = settings.keep;
    const client = createClient({ ...settings, signal });
    if (settings.mode === "sweep") await sweep(settings, client, signal);
    else if (settings.mode === "cleanup") await cleanupPullRequest(settings, client, signal);
    else await provision(settings, client, signal);
  } catch (error) {
    const owned = ownedByThisStep();
    // The post step's own decision, so that the message says what it will do (keep included).
    const cleanup = owned && describePostStep(decidePostStep(owned, keep));
    fail(error, cleanup ? `Cancelled; ${cleanup}` : "Cancelled");
  }
}

await main();
