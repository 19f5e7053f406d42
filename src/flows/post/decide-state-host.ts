// Whether the post step can take a state main saved for it. Whatever the job runs after main
// (`migrate`, neon.ts's hooks, a later step's PR code) can append to the same GITHUB_STATE file,
// and the last value of a key wins; a state that names an API host other than the step's own
// `api-host` was not written by main. The API key goes only to `api-host`, so such a state is
// dropped whole: what else it records (a compute to delete, a credential to revoke) is no more
// main's than its host, and a compute left behind is the sweep's, where a wrong delete is not
// undone.

export interface StateDecision<T> {
  /** The state when it names the step's API host; undefined when absent or dropped. */
  state: T | undefined;
  /** Why it was dropped, for the log: the state's key and the host it names. */
  warning?: string;
}

export function decideStateHost<T extends { apiHost: string }>(
  key: string,
  state: T | undefined,
  apiHost: string,
  lost: string,
): StateDecision<T> {
  if (!state || state.apiHost === apiHost) return { state };
  return {
    state: undefined,
    warning: `State ${key} names API host ${shownHost(state.apiHost)}, not this step's api-host ${apiHost}: main did not write it (something the job ran after main did), and the API key goes only to api-host. It is ignored, and all it records: ${lost}`,
  };
}

/** A host as a URL shows it, without credentials, query or fragment; never the raw text. */
function shownHost(text: string): string {
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 200);
  } catch {
    return "(not a URL)";
  }
}
