import { createHash } from "node:crypto";
import type { GitHubApp, GitHubUser } from "./types.ts";

/** The real id of `github-actions[bot]`, the identity behind GITHUB_TOKEN. */
const GITHUB_ACTIONS_BOT_ID = 41898282;

/** GitHub's "simple user": the shape of every `user`, `owner` and `merged_by`. */
export function makeUser(
  apiUrl: string,
  login: string,
  type?: "User" | "Bot" | "Organization",
): GitHubUser {
  const resolvedType = type ?? (login.endsWith("[bot]") ? "Bot" : "User");
  const id = login === "github-actions[bot]" ? GITHUB_ACTIONS_BOT_ID : stableId(login);
  const prefix = { Bot: "BOT_kgDO", Organization: "O_kgDO", User: "U_kgDO" }[resolvedType];
  const appSlug = login.replace(/\[bot\]$/, "");
  const url = `${apiUrl}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: `${prefix}${Buffer.from(String(id)).toString("base64url")}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: "",
    url,
    html_url:
      resolvedType === "Bot"
        ? `https://github.com/apps/${appSlug}`
        : `https://github.com/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: resolvedType,
    user_view_type: "public",
    site_admin: false,
  };
}

/** The app behind GITHUB_TOKEN, as GitHub names it in `performed_via_github_app`. */
export function githubActionsApp(apiUrl: string): GitHubApp {
  return {
    id: 15368,
    slug: "github-actions",
    node_id: "MDM6QXBwMTUzNjg=",
    owner: makeUser(apiUrl, "github", "Organization"),
    name: "GitHub Actions",
    description: "Automate your workflow from idea to production",
    external_url: "https://help.github.com/en/actions",
    html_url: "https://github.com/apps/github-actions",
    created_at: "2018-07-30T09:30:17Z",
    updated_at: "2019-12-10T19:04:12Z",
    permissions: {
      actions: "write",
      checks: "write",
      contents: "write",
      deployments: "write",
      issues: "write",
      metadata: "read",
      packages: "write",
      pull_requests: "write",
      statuses: "write",
    },
    events: ["check_run", "check_suite", "issue_comment", "pull_request", "push", "status"],
  };
}

/** A deterministic positive id for a login, so repeated runs produce the same shapes. */
export function stableId(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) % 100_000_000;
}

export function fakeSha(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}
