import { sizeFacts } from "../../../../src/compute-sizes.ts";

/** What a compute's server is started with, from its size and its own pg_settings. */
export interface ComputeSizing {
  minCu: number;
  maxCu: number;
  pgSettings: Record<string, string>;
}

/** Sizes above 38 CU: the spec does not give max_connections; the 9-38 CU value is kept. */
const maxConnectionsAbove38 = 4000;

/**
 * max_connections from the CU table (spec §2.4). For an autoscaling range, the value of its
 * maximum: the spec gives no rule, only that both ends matter, and the action reports the same.
 */
export function maxConnectionsFor(sizing: Pick<ComputeSizing, "maxCu">): number {
  return sizeFacts(sizing.maxCu).maxConnections ?? maxConnectionsAbove38;
}

/** Spec §8: local disk for temporary files is the greater of 20 GiB and 15 GiB × the maximum size. */
export function tempFileLimitFor(sizing: Pick<ComputeSizing, "maxCu">): string {
  return `${Math.max(20, 15 * sizing.maxCu)}GB`;
}

export function serverSettings(sizing: ComputeSizing): Record<string, string | number> {
  return {
    ...sizing.pgSettings,
    max_connections: maxConnectionsFor(sizing),
    temp_file_limit: tempFileLimitFor(sizing),
    // Past max_connections every client gets the server's own "too many clients" error.
    superuser_reserved_connections: 0,
  };
}
