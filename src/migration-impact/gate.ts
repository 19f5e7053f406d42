import type { MigrationRisk } from "./risk.ts";

/** The PR label that lets a migration through the gate (read from the event, no permission). */
export const ACCEPT_LABEL = "migration-risk-accepted";

export type MigrationGate = "off" | "low" | "high";

export type GateVerdict = { fail: false; note?: string } | { fail: true; message: string };

const RANK: Record<MigrationRisk, number> = { none: 0, low: 1, high: 2 };

/** Whether `migration-gate` fails the job on this risk, given the PR's labels. */
export function gateVerdict(
  risk: MigrationRisk | undefined,
  gate: MigrationGate,
  labels: readonly string[],
): GateVerdict {
  if (gate === "off") return { fail: false };
  if (risk === undefined)
    return { fail: false, note: "migration-gate: the migration impact was not measured" };
  if (RANK[risk] < RANK[gate]) return { fail: false };
  if (labels.includes(ACCEPT_LABEL))
    return {
      fail: false,
      note: `migration-gate: migration-risk is ${risk}, accepted by the PR's label ${ACCEPT_LABEL}`,
    };
  return {
    fail: true,
    message: `migration-gate: migration-risk is ${risk}, at or above ${gate}: see "Migration impact" in the PR comment or the job summary. Change the migration, or accept it with the PR label ${ACCEPT_LABEL} (the run must see it: list labeled in the workflow's pull_request types)`,
  };
}
