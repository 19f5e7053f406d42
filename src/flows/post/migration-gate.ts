import * as core from "@actions/core";
import { gateVerdict, type MigrationGate } from "../../migration-impact/gate.ts";
import type { MigrationRisk } from "../../migration-impact/risk.ts";
import { readRunContext } from "../../settings/run-context.ts";

/** `migration-gate`: fails the job (not the rest of the post step) on a risk at or above it. */
export function applyMigrationGate(risk: MigrationRisk | undefined, gate: MigrationGate): void {
  if (gate === "off") return;
  const labels = readRunContext().pullRequest?.labels ?? [];
  const verdict = gateVerdict(risk, gate, labels);
  if (verdict.fail) core.setFailed(verdict.message);
  else if (verdict.note) core.info(verdict.note);
}
