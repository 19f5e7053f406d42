// The job's environment as a `run:` step sees it, for the PR's code the action starts (`migrate`,
// neon.ts's shell hooks). The runner gives a node action more than a `run:` step: its inputs
// (`INPUT_*`, the API key and the GitHub token among them) and the runner's services for
// actions, with their tokens (ACTIONS_RUNTIME_TOKEN/_URL, ACTIONS_ID_TOKEN_REQUEST_TOKEN/_URL,
// ACTIONS_CACHE_URL, ACTIONS_RESULTS_URL). The one list of those names is here.

/** A name the runner gives only to actions: never to the PR's code. */
export function isActionOnly(name: string): boolean {
  return name.startsWith("INPUT_") || /^ACTIONS_\w*(TOKEN|URL)$/.test(name);
}

/** The job's environment without the names only actions get: for a process the action spawns. */
export function runStepEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !isActionOnly(entry[0]),
    ),
  );
}

/**
 * The same names, blanked: for @neon/config-runtime's runHook, which merges what it is given
 * over process.env, so a name can be emptied there but not removed.
 */
export function blankedActionOnly(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.keys(env)
      .filter(isActionOnly)
      .map((name) => [name, ""]),
  );
}
