import { createHash } from "node:crypto";
import type { GitHubUser } from "./types.ts";

/** The real id of `github-actions[bot]`, the identity behind GITHUB_TOKEN. */
const GITHUB_ACTIONS_BOT_ID = 41898282;

export function makeUser(apiUrl: string, login: string, type?: "User" | "Bot"): GitHubUser {
  const resolvedType = type ?? (login.endsWith("[bot]") ? "Bot" : "User");
  const id = login === "github-actions[bot]" ? GITHUB_ACTIONS_BOT_ID : stableId(login);
  const prefix = resolvedType === "Bot" ? "BOT_kgDO" : "U_kgDO";
  const appSlug = login.replace(/\[bot\]$/, "");
  return {
    login,
    id,
    node_id: `${prefix}${Buffer.from(String(id)).toString("base64url")}`,
    type: resolvedType,
    site_admin: false,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    url: `${apiUrl}/users/${encodeURIComponent(login)}`,
    html_url:
      resolvedType === "Bot"
        ? `https://github.com/apps/${appSlug}`
        : `https://github.com/${encodeURIComponent(login)}`,
  };
}

/** A deterministic positive id for a login, so repeated runs produce the same shapes. */
export function stableId(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) % 100_000_000;
}

export function fakeSha(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}
