/** What a compute's server is started with, from its size and its own pg_settings. */
export interface ComputeSizing {
  minCu: number;
  maxCu: number;
  pgSettings: Record<string, string>;
}

/**
 * max_connections by compute size, as Neon publishes it (docs: "Connection limits without
 * connection pooling"): fixed values up to 8 CU, 4000 from 9 CU up. The platform gives no value
 * above 38 CU; the 9-38 CU value is kept there.
 */
const MAX_CONNECTIONS: ReadonlyMap<number, number> = new Map([
  [0.25, 112],
  [0.5, 225],
  [1, 450],
  [2, 901],
  [3, 1351],
  [4, 1802],
  [5, 2253],
  [6, 2703],
  [7, 3154],
  [8, 3604],
]);
const maxConnectionsFrom9Cu = 4000;

/**
 * max_connections from the CU table. For an autoscaling range, the value of its maximum: the
 * platform gives no rule, only that both ends matter, and the action reports the same.
 */
export function maxConnectionsFor(sizing: Pick<ComputeSizing, "maxCu">): number {
  return MAX_CONNECTIONS.get(sizing.maxCu) ?? maxConnectionsFrom9Cu;
}

/** The platform's limit: local disk for temporary files is the greater of 20 GiB and 15 GiB × the maximum size. */
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
