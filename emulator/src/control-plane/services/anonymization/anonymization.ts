import { conflict } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import {
  anonymizedRestrictions,
  type RestrictedAction,
} from "../../state/records/anonymized-restrictions.ts";
import type {
  Anonymization,
  AnonymizationRun,
  AnonymizationState,
  Branch,
  MaskingRule,
  Project,
} from "../../state/records/records.ts";
import type { Caller } from "../access/access.ts";
import { maskingColumns } from "./masking-rules.ts";

/**
 * Anonymized branches, as Neon runs them: the branch is created as a copy of its parent
 * (`created`), PostgreSQL Anonymizer is installed in its databases (`initialized`, or
 * `initialization_error`), then each run masks its own rows (`anonymizing`, then `anonymized` or
 * `error`). No operation tracks a run: its progress is the status. State moves when the real
 * work does, not on the virtual clock.
 */

const hints: Record<RestrictedAction, string> = {
  restore:
    "for fresh data from the parent create a new anonymized branch (POST /projects/{project_id}/branch_anonymized), or mask the branch's current data again (POST …/anonymize)",
  "delete-rw-endpoint":
    "delete the branch to remove it with its computes, or suspend the compute (POST …/endpoints/{endpoint_id}/suspend)",
};

/** 409 when the branch is anonymized and Neon restricts the action on it. */
export function assertNotRestricted(branch: Branch, action: RestrictedAction): void {
  if (!branch.anonymization) return;
  const { reason } = anonymizedRestrictions.find((r) => r.name === action) ?? { reason: "" };
  throw conflict(
    `branch ${branch.id} is an anonymized branch: ${reason} (restricted action "${action}"); ${hints[action]}`,
  );
}

export function newAnonymization(now: number, rules: MaskingRule[]): Anonymization {
  return {
    state: "created",
    status_message: "Creating the branch from its parent",
    created_at: now,
    updated_at: now,
    rules,
    masked_once: false,
  };
}

function setState(
  platform: Platform,
  anonymization: Anonymization,
  state: AnonymizationState,
  message: string,
): void {
  const now = platform.clock.now();
  anonymization.state = state;
  anonymization.status_message = message;
  anonymization.updated_at = now;
  if (state === "error" || state === "initialization_error") anonymization.failed_at = now;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

const tablesOf = (rules: MaskingRule[]) =>
  new Set(rules.map((r) => JSON.stringify([r.database_name, r.schema_name, r.table_name]))).size;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The create_branch operation failed: nothing to anonymize. */
export function failInitialization(platform: Platform, branch: Branch, reason: string): void {
  if (!branch.anonymization) return;
  setState(
    platform,
    branch.anonymization,
    "initialization_error",
    `Initialization failed: ${reason}`,
  );
}

/**
 * Once the branch's data exists: installs the anon functions in its databases, then, when asked
 * at creation (`start_anonymization`), starts the first run.
 */
export function initializeAnonymization(
  platform: Platform,
  project: Project,
  branch: Branch,
  startFor: Caller | undefined,
): void {
  const anonymization = branch.anonymization;
  if (!anonymization) return;
  const ref = { projectId: project.id, branchId: branch.id };
  setState(platform, anonymization, "created", "Installing PostgreSQL Anonymizer");
  platform.dataPlane.prepareMasking(ref, [...branch.databases.keys()]).then(
    () => {
      setState(
        platform,
        anonymization,
        "initialized",
        `Ready to anonymize (${plural(anonymization.rules.length, "masking rule")} defined)`,
      );
      if (startFor && project.branches.get(branch.id) === branch) {
        startRun(platform, project, branch, startFor);
      }
    },
    (error: unknown) => failInitialization(platform, branch, firstLine(error)),
  );
}

/** 409 unless the branch can start a run now (Neon: from initialized, error or anonymized). */
export function assertCanStart(branch: Branch, anonymization: Anonymization): void {
  const { state } = anonymization;
  if (state === "initialized" || state === "error" || state === "anonymized") return;
  const why: Record<string, string> = {
    created:
      "it is still being created and initialized; start_anonymization: true at creation starts it once ready",
    anonymizing:
      "anonymization is already running; wait until anonymized_status leaves anonymizing",
    initialization_error: "its initialization failed; delete it and create a new anonymized branch",
  };
  throw conflict(
    `branch ${branch.id} cannot start anonymization in state ${state}: ${why[state] ?? ""}`,
  );
}

/**
 * Masks the branch's current data with its current rules. From now until the run ends the
 * proxy refuses connections to the branch's computes.
 */
export function startRun(platform: Platform, project: Project, branch: Branch, by: Caller): void {
  const anonymization = branch.anonymization;
  if (!anonymization) return;
  const rules = [...anonymization.rules];
  const tables = tablesOf(rules);
  const run: AnonymizationRun = {
    started_at: platform.clock.now(),
    triggered_by: by.key.user_id,
    triggered_by_username: platform.state.users.get(by.key.user_id)?.name ?? "",
    masked_columns: rules.length,
  };
  anonymization.last_run = run;
  delete anonymization.failed_at;
  setState(
    platform,
    anonymization,
    "anonymizing",
    `Anonymization started (${plural(tables, "table")}, ${plural(rules.length, "masking rule")})`,
  );
  const current = () => anonymization.last_run === run;
  platform.dataPlane
    .maskBranch({ projectId: project.id, branchId: branch.id }, maskingColumns(rules), (p) => {
      if (!current()) return;
      anonymization.status_message = `Anonymizing table ${p.database}.${p.schema}.${p.table} (${p.tableNumber}/${p.tables}): ${p.rowsDone}/${p.rowsTotal} rows`;
      anonymization.updated_at = platform.clock.now();
    })
    .then(
      () => {
        if (!current()) return;
        run.completed_at = platform.clock.now();
        anonymization.masked_once = true;
        setState(
          platform,
          anonymization,
          "anonymized",
          `Anonymization completed successfully (${plural(tables, "table")}, ${plural(rules.length, "masking rule")} applied)`,
        );
      },
      (error: unknown) => {
        if (!current()) return;
        run.completed_at = platform.clock.now();
        setState(platform, anonymization, "error", `Anonymization failed: ${firstLine(error)}`);
      },
    );
}

/**
 * Why the proxy refuses a connection to a compute of this branch, if it does: while a run masks
 * the data, and until a first run has masked the parent's data.
 */
export function connectionRefusal(branch: Branch | undefined): string | undefined {
  const anonymization = branch?.anonymization;
  if (!branch || !anonymization) return undefined;
  if (anonymization.state === "anonymizing") {
    return `branch ${branch.id} is being anonymized (${anonymization.status_message}); connections are refused until masking has finished`;
  }
  if (!anonymization.masked_once) {
    return `branch ${branch.id} is an anonymized branch whose data has not been masked yet (state ${anonymization.state}); connections are refused until anonymization has finished`;
  }
  return undefined;
}
