import * as core from "@actions/core";
import { decidePostStep } from "./flows/decide.ts";
import { releaseOwnedCompute } from "./flows/post-cleanup.ts";
import { isTrue } from "./inputs.ts";
import { cancellationSignal, createClient, fail } from "./run.ts";
import { loadOwnedCompute } from "./state-helper.ts";

const POST_TIMEOUT_SECONDS = 120;

async function post(): Promise<void> {
  const signal = cancellationSignal(() => core.warning("Cancelled: the compute may remain"));
  const owned = loadOwnedCompute();
  // main already checked keep; a post step has nothing to fail on when it is odd.
  const decision = decidePostStep(owned, isTrue(core.getInput("keep")));
  if (decision.kind === "skip") {
    core.info(decision.reason);
    return;
  }
  try {
    const apiKey = core.getInput("api-key");
    core.setSecret(apiKey);
    const client = createClient({
      apiHost: decision.owned.apiHost,
      apiKey,
      timeoutSeconds: POST_TIMEOUT_SECONDS,
      signal,
    });
    await releaseOwnedCompute(decision, client, signal);
  } catch (error) {
    fail(error, `Cancelled; compute ${decision.owned.endpointId} may remain`);
  }
}

await post();
