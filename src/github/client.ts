import type { getOctokit } from "@actions/github";

/** Octokit as @actions/github builds it. */
export type Octokit = ReturnType<typeof getOctokit>;

/** A step's one way to GitHub: every request the action makes there goes through it. */
export interface GitHubClient {
  /** The github-token; empty when the workflow passes none. */
  readonly token: string;
  /** The run's cancel signal: it stops every request that names no signal of its own. */
  readonly signal: AbortSignal | undefined;
  /** Built on the first call, then the same: a run that never asks GitHub never loads Octokit. */
  octokit(): Promise<Octokit>;
}

/** GitHub's API as the runner names it (GitHub Enterprise Server, the tests' loopback GitHub). */
function apiUrl(): string {
  return process.env.GITHUB_API_URL || "https://api.github.com";
}

export function createGitHubClient(options: { token: string; signal?: AbortSignal }): GitHubClient {
  const { token, signal } = options;
  let built: Promise<Octokit> | undefined;
  return {
    token,
    signal,
    octokit() {
      built ??= Promise.all([import("@actions/github"), import("@actions/github/lib/utils")]).then(
        ([{ getOctokit }, { defaults }]) =>
          // Octokit merges its defaults shallowly: a `request` of ours would drop theirs, whose
          // `fetch` is the bundled undici's through the runner's proxy (HTTPS_PROXY, NO_PROXY).
          // Kept, the step also never loads Node's own undici (global fetch) beside the bundled one.
          getOctokit(token, { baseUrl: apiUrl(), request: { ...defaults.request, signal } }),
      );
      return built;
    },
  };
}

/**
 * The options that stop one request at `deadline` as well as at the run's cancel; none without
 * a deadline (the client's cancel signal holds).
 */
export function stopAt(github: GitHubClient, deadline: AbortSignal | undefined) {
  if (!deadline) return {};
  const signals = github.signal ? [github.signal, deadline] : [deadline];
  return { request: { signal: AbortSignal.any(signals) } };
}
