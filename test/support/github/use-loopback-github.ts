import { afterAll, beforeAll } from "vitest";
import { startGitHub } from "./index.ts";
import type { GitHubFake } from "./types.ts";

/**
 * A loopback GitHub for the calling test file, as `GITHUB_API_URL` (which the action's GitHub
 * client reads when it is built), restored after the file.
 */
export function useLoopbackGitHub(): () => GitHubFake {
  let github: GitHubFake | undefined;
  let savedApiUrl: string | undefined;
  beforeAll(async () => {
    github = await startGitHub();
    savedApiUrl = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = github.url;
  });
  afterAll(async () => {
    if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
    else process.env.GITHUB_API_URL = savedApiUrl;
    await github?.stop();
  });
  return () => {
    if (!github) throw new Error("the loopback GitHub starts in beforeAll");
    return github;
  };
}
