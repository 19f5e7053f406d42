import { iso } from "../state/clock/clock.ts";
import type { Anonymization, Branch, Project } from "../state/records/records.ts";

/** Neon's AnonymizedBranchStatusResponse. */
export function anonymizationView(project: Project, branch: Branch, anonymization: Anonymization) {
  const run = anonymization.last_run;
  return {
    project_id: project.id,
    branch_id: branch.id,
    state: anonymization.state,
    status_message: anonymization.status_message,
    created_at: iso(anonymization.created_at),
    updated_at: iso(anonymization.updated_at),
    ...(anonymization.failed_at !== undefined ? { failed_at: iso(anonymization.failed_at) } : {}),
    ...(run
      ? {
          last_run: {
            started_at: iso(run.started_at),
            ...(run.completed_at !== undefined ? { completed_at: iso(run.completed_at) } : {}),
            triggered_by: run.triggered_by,
            ...(run.triggered_by_username
              ? { triggered_by_username: run.triggered_by_username }
              : {}),
            masked_columns: run.masked_columns,
          },
        }
      : {}),
  };
}
