import type { MigrationRisk } from "./risk.ts";

/** The PR label that lets a migration through the gate (read from the event, no permission). */
export const ACCEPT_LABEL = "migration-risk-accepted";

export type MigrationGate = "off" | "low" | "high";

export type GateVerdict = { fail: false; note?: string } | { fail: true; message: string };

const RANK: Record<MigrationRisk, number> = { none: 0, low: 1, high: 2 };

/**
 * What the gate judges: the worse of `migration-risk` and `query-risk`, named by the output it
 * came from (migration-risk on a tie); undefined when neither was measured.
 */
export function worseRisk(
  migration: MigrationRisk | undefined,
  query: MigrationRisk | undefined,
): { risk: MigrationRisk; output: string } | undefined {
  if (query !== undefined && (migration === undefined || RANK[query] > RANK[migration]))
    return { risk: query, output: "query-risk" };
  return migration === undefined ? undefined : { risk: migration, output: "migration-risk" };
}

/** Whether `migration-gate` fails the job on this risk, given the PR's labels. */
export function gateVerdict(
  risk: MigrationRisk | undefined,
  gate: MigrationGate,
  labels: readonly string[],
  output = "migration-risk",
): GateVerdict {
  if (gate === "off") return { fail: false };
  if (risk === undefined)
    return { fail: false, note: "migration-gate: the migration impact was not measured" };
  if (RANK[risk] < RANK[gate]) return { fail: false };
  if (labels.includes(ACCEPT_LABEL))
    return {
      fail: false,
      note: `migration-gate: ${output} is ${risk}, accepted by the PR's label ${ACCEPT_LABEL}`,
    };
  return {
    fail: true,
    message: `migration-gate: ${output} is ${risk}, at or above ${gate}: see "${output === "query-risk" ? "Query impact" : "Migration impact"}" in the PR comment or the job summary. Change the migration, or accept it with the PR label ${ACCEPT_LABEL} (the run must see it: list labeled in the workflow's pull_request types)`,
  };
}
