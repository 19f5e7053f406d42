import * as core from "@actions/core";
import { getConnectionUri } from "../api/branches.ts";
import type { ApiClient } from "../api/http.ts";
import type { Branch, Endpoint } from "../api/schemas.ts";
import type { Settings } from "../inputs.ts";
import type { Outputs } from "./publish.ts";

export function pooledHost(host: string): string {
  const [first, ...rest] = host.split(".");
  return [`${first}-pooler`, ...rest].join(".");
}

/**
 * database-url outputs when role and database are set, both as the platform gives them
 * (`pooled=true` for the pooled one: rewriting a host breaks URIs whose host is not the
 * endpoint's name); every secret part is masked first.
 */
export async function connectionOutputs(
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  endpoint: Endpoint,
): Promise<Outputs> {
  const { connection } = settings;
  if (!connection) return {};
  const ask = (pooled: boolean) =>
    getConnectionUri(client, settings.projectId, {
      branchId: branch.id,
      endpointId: endpoint.id,
      ...connection,
      pooled,
    });
  const [uri, pooledUri] = await Promise.all([ask(false), ask(true)]);
  for (const each of [uri, pooledUri]) maskUri(each);
  return { "database-url": uri, "database-url-pooled": pooledUri };
}

function maskUri(uri: string): void {
  try {
    const parsed = new URL(uri);
    if (parsed.password) {
      core.setSecret(parsed.password);
      core.setSecret(decodeURIComponent(parsed.password));
    }
  } catch {
    // not a URL: masked whole below
  }
  core.setSecret(uri);
}
