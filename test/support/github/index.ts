import { listen } from "./server.ts";
import type { GitHubFake } from "./types.ts";

export type * from "./types.ts";

export const DEFAULT_TOKEN = "ghs_fake_token";
export const DEFAULT_BOT_LOGIN = "github-actions[bot]";

/** Start a loopback GitHub API on 127.0.0.1 with a free port. Call `stop()` when done. */
export async function startGitHub(
  options: { token?: string; botLogin?: string } = {},
): Promise<GitHubFake> {
  const token = options.token ?? DEFAULT_TOKEN;
  const botLogin = options.botLogin ?? DEFAULT_BOT_LOGIN;
  const server = await listen({ token, botLogin });
  return {
    url: server.url,
    graphqlUrl: `${server.url}/graphql`,
    token,
    botLogin,
    seedComment: (seed) => server.seedComment(seed),
    seedPullRequest: (seed) => server.store.addPullRequest(seed),
    seedRef: (seed) => server.store.refs.add(seed),
    seedWorkflowRun: (seed) => {
      server.store.runs.add(seed);
    },
    deleteRef: (owner, repo, ref) => server.store.refs.delete(owner, repo, ref),
    comments: (owner, repo, issue) => server.store.listComments(owner, repo, issue),
    deployments: (owner, repo) => server.store.deployments.all(owner, repo),
    setPermissions: (permissions) => {
      for (const [name, access] of Object.entries(permissions))
        server.store.permissions.set(name, access);
    },
    requests: () => [...server.log],
    clearRequests: () => {
      server.log.length = 0;
    },
    addFault: (rule) => server.faults.add(rule),
    clearFaults: () => server.faults.clear(),
    addHook: (hook) => server.hooks.add(hook),
    reset: () => server.reset(),
    stop: () => server.close(),
  };
}
