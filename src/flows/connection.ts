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

/** database-url outputs when role and database are set; every secret part masked first. */
export async function connectionOutputs(
  settings: Settings,
  client: ApiClient,
  branch: Branch,
  endpoint: Endpoint,
  hostPooled: string,
): Promise<Outputs> {
  if (!settings.connection) return {};
  const uri = await getConnectionUri(client, settings.projectId, {
    branchId: branch.id,
    endpointId: endpoint.id,
    ...settings.connection,
  });
  const parsed = new URL(uri);
  if (parsed.password) {
    core.setSecret(parsed.password);
    core.setSecret(decodeURIComponent(parsed.password));
  }
  core.setSecret(uri);
  const pooled = new URL(uri);
  pooled.hostname = hostPooled;
  core.setSecret(pooled.toString());
  return { "database-url": uri, "database-url-pooled": pooled.toString() };
}
