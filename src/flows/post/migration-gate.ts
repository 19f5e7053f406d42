import * as core from "@actions/core";
import { gateVerdict, type MigrationGate, worseRisk } from "../../migration-impact/gate.ts";
import type { MigrationRisk } from "../../migration-impact/risk.ts";
import { readRunContext } from "../../settings/run-context.ts";

/**
 * `migration-gate`: fails the job (not the rest of the post step) when the worse of
 * `migration-risk` and `query-risk` is at or above it.
 */
export function applyMigrationGate(
  risk: MigrationRisk | undefined,
  gate: MigrationGate,
  queryRisk?: MigrationRisk,
): void {
  if (gate === "off") return;
  const labels = readRunContext().pullRequest?.labels ?? [];
  const worse = worseRisk(risk, queryRisk);
  const verdict = gateVerdict(worse?.risk, gate, labels, worse?.output);
  if (verdict.fail) core.setFailed(verdict.message);
  else if (verdict.note) core.info(verdict.note);
}
