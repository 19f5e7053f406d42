import * as core from "@actions/core";
import { cleanupPullRequest } from "./flows/pr-cleanup.ts";
import { provision } from "./flows/provision.ts";
import { sweep } from "./flows/sweep.ts";
import { parseSettings, readRawInputs } from "./inputs.ts";
import { cancellationSignal, createClient, fail } from "./run.ts";
import { ownedByThisStep } from "./state-helper.ts";

async function main(): Promise<void> {
  const signal = cancellationSignal(() => core.warning("Cancelled: stopping now"));
  try {
    const settings = parseSettings(readRawInputs());
    const client = createClient({ ...settings, signal });
    if (settings.mode === "sweep") await sweep(settings, client, signal);
    else if (settings.mode === "cleanup") await cleanupPullRequest(settings, client, signal);
    else await provision(settings, client, signal);
  } catch (error) {
    const owned = ownedByThisStep();
    const cleanup =
      owned?.masking === "pending" && owned.branchCreated
        ? `deletes branch ${owned.branchId} (masking unfinished)`
        : owned?.masking
          ? `suspends compute ${owned.endpointId} (on an anonymized branch)`
          : owned && `deletes compute ${owned.endpointId}`;
    fail(error, cleanup ? `Cancelled; the post step ${cleanup}` : "Cancelled");
  }
}

await main();
