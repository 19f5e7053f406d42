import { isEndpointAddress } from "../../front-doors/endpoint-address.ts";
import type { Platform } from "../state/platform.ts";
import type { Branch, Compute, Database, Role } from "../state/records/records.ts";

/** Neon's pooler host (`-pooler` after the first label); an endpoint's own address has none. */
export function pooledHost(host: string): string {
  if (isEndpointAddress(host)) return host;
  const [first, ...rest] = host.split(".");
  return [`${first}-pooler`, ...rest].join(".");
}

/**
 * With real computes, a URI that connects as it is: the proxy's loopback address, and the
 * endpoint id in `options` (as Neon's proxy takes it from clients without SNI). Without them,
 * Neon's form on the compute's host name.
 */
export function connectionUri(
  platform: Pick<Platform, "proxyAddress">,
  target: { role: Role; database: Database; compute: Compute; pooled: boolean },
): string {
  const { role, database, compute, pooled } = target;
  const credentials = `${encodeURIComponent(role.name)}:${encodeURIComponent(role.password)}`;
  const path = encodeURIComponent(database.name);
  const proxy = platform.proxyAddress;
  if (!proxy) {
    const host = pooled ? pooledHost(compute.host) : compute.host;
    return `postgresql://${credentials}@${host}/${path}?sslmode=require`;
  }
  const endpoint = pooled ? `${compute.id}-pooler` : compute.id;
  return `postgresql://${credentials}@${proxy.host}:${proxy.port}/${path}?options=endpoint%3D${endpoint}`;
}

export function connectionDetailsView(platform: Platform, branch: Branch, compute: Compute) {
  const role = [...branch.roles.values()][0];
  const database =
    [...branch.databases.values()].find((d) => d.owner_name === role?.name) ??
    [...branch.databases.values()][0];
  if (!role || !database) return undefined;
  const proxy = platform.proxyAddress;
  return {
    connection_uri: connectionUri(platform, { role, database, compute, pooled: false }),
    connection_parameters: {
      database: database.name,
      password: role.password,
      role: role.name,
      host: proxy ? proxy.host : compute.host,
      pooler_host: proxy ? proxy.host : pooledHost(compute.host),
    },
  };
}
