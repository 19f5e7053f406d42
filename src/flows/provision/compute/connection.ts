import { isIP } from "node:net";
import * as core from "@actions/core";
import { getConnectionUri } from "../../../api/branches.ts";
import type { ApiClient } from "../../../api/http.ts";
import type { Branch, Endpoint } from "../../../api/responses.ts";
import type { SslMode } from "../../../settings/input-settings.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { Outputs } from "../../shared/publish-report.ts";

/**
 * Neon's pooler host: `-pooler` after the endpoint id. An IP address (the emulator gives each
 * endpoint a loopback address as its host) has no pooler name: the host itself.
 */
export function pooledHost(host: string): string {
  if (isIP(host) !== 0) return host;
  const [first, ...rest] = host.split(".");
  return [`${first}-pooler`, ...rest].join(".");
}

/**
 * database-url outputs when role and database are set, both as the platform gives them
 * (`pooled=true` for the pooled one: rewriting a host breaks URIs whose host is not the
 * endpoint's name), with `ssl` and `prisma` applied to their query; `password` is the one in
 * the platform's URI (no extra request). Every secret part is masked first.
 */
export async function connectionOutputs(
  settings: ProvisionSettings,
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
  const password = passwordOf(uri);
  if (password === undefined)
    core.warning("The platform's connection URI carries no password: no password output");
  const shape = (text: string, pooled: boolean) =>
    shapeUri(text, { ssl: settings.ssl, prisma: settings.prisma, pooled });
  const shaped = {
    "database-url": shape(uri, false),
    "database-url-pooled": shape(pooledUri, true),
  };
  for (const each of Object.values(shaped)) core.setSecret(each);
  return { ...shaped, password };
}

/** The password of a connection URI, decoded; undefined when it has none. */
export function passwordOf(uri: string): string | undefined {
  try {
    const { password } = new URL(uri);
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

export interface UriShape {
  ssl: SslMode;
  prisma: boolean;
  pooled: boolean;
}

/**
 * The URI with its query parameters set: `sslmode` (removed with `omit`), and for Prisma
 * `connect_timeout=30`, plus `pgbouncer=true&pool_timeout=30` on the pooled URI. Every other
 * parameter stays as the platform wrote it, byte for byte: a re-encoding (URLSearchParams
 * writes a space as `+`, which libpq does not decode) could change what it means.
 */
export function shapeUri(uri: string, shape: UriShape): string {
  const queryAt = uri.indexOf("?");
  const base = queryAt === -1 ? uri : uri.slice(0, queryAt);
  const query = queryAt === -1 ? "" : uri.slice(queryAt + 1);
  const wanted: Array<[string, string]> = [];
  if (shape.ssl !== "omit") wanted.push(["sslmode", shape.ssl]);
  if (shape.prisma) {
    wanted.push(["connect_timeout", "30"]);
    if (shape.pooled) wanted.push(["pgbouncer", "true"], ["pool_timeout", "30"]);
  }
  const replaced = new Set(["sslmode", ...wanted.map(([name]) => name)]);
  const kept = query.split("&").filter((pair) => pair !== "" && !replaced.has(parameterName(pair)));
  const params = [...kept, ...wanted.map(([name, value]) => `${name}=${value}`)];
  return params.length > 0 ? `${base}?${params.join("&")}` : base;
}

function parameterName(pair: string): string {
  const name = pair.split("=")[0] ?? "";
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function maskUri(uri: string): void {
  const password = passwordOf(uri);
  if (password) {
    core.setSecret(password);
    core.setSecret(encodeURIComponent(password));
  }
  try {
    const raw = new URL(uri).password;
    if (raw) core.setSecret(raw);
  } catch {
    // not a URL: masked whole below
  }
  core.setSecret(uri);
}
