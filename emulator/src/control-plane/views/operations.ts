import { iso } from "../state/clock/clock.ts";
import type { Operation } from "../state/records/records.ts";

export function operationView(op: Operation, now: number) {
  const end = op.status === "finished" || op.status === "failed" ? op.updated_at : now;
  return {
    id: op.id,
    project_id: op.project_id,
    ...(op.branch_id ? { branch_id: op.branch_id } : {}),
    ...(op.endpoint_id ? { endpoint_id: op.endpoint_id } : {}),
    action: op.action,
    status: op.status,
    ...(op.error ? { error: op.error } : {}),
    failures_count: op.failures_count,
    created_at: iso(op.created_at),
    updated_at: iso(op.updated_at),
    total_duration_ms: Math.max(0, end - op.created_at),
  };
}
