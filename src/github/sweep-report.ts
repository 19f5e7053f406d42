import { code, escapeMarkdown, table } from "./markdown.ts";
import type { SweepReason } from "./pull-answers.ts";

/** Why a branch is swept: its PR's state, or (a merge group's branch) its queued ref is gone. */
export type SweptReason = SweepReason | "merge-group-gone";

/** One entry of the `swept` output: a branch whose compute (or itself) was removed. */
export interface SweptEntry {
  branch: string;
  branch_id: string;
  /** The PR of the branch, or the one a merge group's branch was queued for. */
  pr: number;
  reason: SweptReason;
  /** The read_write compute(s) removed, comma-separated; absent when none was left. */
  compute_id?: string;
  branch_deleted: boolean;
}

/** A branch credential `export-env` minted that the sweep revoked (or would), by its short id. */
export interface CredentialSweepEntry {
  branch: string;
  branchId: string;
  tokenIdShort: string;
  /** `pr-gone`: its PR is closed, merged or missing; `run-over`: the run that minted it is over. */
  reason: "pr-gone" | "run-over";
}

export interface SweepReport {
  dryRun: boolean;
  prefix: string;
  branchesListed: number;
  /** The plan's branch limit per project (the project's owner), when the platform says. */
  branchesLimit?: number;
  /** Branches named `<prefix><number>` (untouchable ones included). */
  matching: number;
  swept: SweptEntry[];
  kept: number;
  /** Closed or missing PRs whose branch had nothing left to remove. */
  clean: number;
  /** Merge groups' branches (`<prefix>queue/…`), untouchable ones included, and those kept. */
  mergeGroups: { matching: number; kept: number };
  untouchable: Array<{ branch: string; branchId: string; why: string }>;
  failures: Array<{ branch: string; branchId: string; pr: number; error: string }>;
  /** Why the sweep stopped before the end, if it did. */
  stoppedBy: string | undefined;
  /** The branch credentials `export-env` minted: revoked (or would be), and what failed. */
  credentials?: {
    revoked: CredentialSweepEntry[];
    failures: Array<{ branch: string; branchId: string; error: string }>;
    /** GitHub did not say whether some runs are over: their credentials stay. */
    unjudged?: string;
    /** Branches whose credentials were not listed: the timeout was near. */
    unchecked?: number;
  };
}

export function reasonText(reason: SweptReason, pr: number): string {
  if (reason === "merge-group-gone") return `merge group of PR #${pr} gone from the queue`;
  return reason === "missing" ? `no PR #${pr}` : `PR #${pr} ${reason}`;
}

export function renderSweepReport(report: SweepReport): string {
  const would = report.dryRun;
  const headline = would ? "Preview compute sweep (dry run)" : "Preview compute sweep";
  const parts = [`### ${headline}`, ""];
  parts.push(
    escapeMarkdown(
      `${report.matching} of ${report.branchesListed} branches are named ${report.prefix}<number>: ` +
        `${report.swept.length} ${would ? "would be swept" : "swept"}, ${report.kept} kept (PR open), ` +
        `${report.clean} already clean, ${report.untouchable.length} never touched.`,
    ),
  );
  if (report.branchesLimit !== undefined) {
    // Swept or already clean: either way the preview of a closed PR holds a slot until deleted.
    const closed =
      report.swept.filter((entry) => entry.reason !== "merge-group-gone").length + report.clean;
    parts.push(
      "",
      escapeMarkdown(
        `The plan's branch limit: ${report.branchesListed} of ${report.branchesLimit} branches held, ${closed} by previews of closed, merged or missing PRs.`,
      ),
    );
  }
  const groups = report.mergeGroups;
  if (groups.matching > 0) {
    const gone = report.swept.filter((entry) => entry.reason === "merge-group-gone").length;
    parts.push(
      "",
      escapeMarkdown(
        `${groups.matching} merge groups' branches (${report.prefix}queue/…): ${gone} ${would ? "would be swept" : "swept"} (queued ref gone), ${groups.kept} kept (ref still queued).`,
      ),
    );
  }
  if (report.swept.length > 0) {
    const removed = would ? "would be deleted" : "deleted";
    parts.push(
      "",
      table(
        ["Branch", "Why", "Compute", "Branch deleted"],
        report.swept.map((entry) => [
          `${escapeMarkdown(entry.branch)} (${code(entry.branch_id)})`,
          escapeMarkdown(reasonText(entry.reason, entry.pr)),
          entry.compute_id
            ? `${entry.compute_id
                .split(",")
                .map((id) => code(id))
                .join(", ")} ${removed}`
            : "none was left",
          entry.branch_deleted ? (would ? "would be" : "yes") : "no",
        ]),
      ),
    );
  }
  if (report.failures.length > 0) {
    parts.push(
      "",
      `#### Not swept: ${report.failures.length} failure(s)`,
      "",
      table(
        ["Branch", "Why", "Error"],
        report.failures.map((failure) => [
          `${escapeMarkdown(failure.branch)} (${code(failure.branchId)})`,
          escapeMarkdown(`PR #${failure.pr}`),
          escapeMarkdown(failure.error),
        ]),
      ),
    );
  }
  parts.push(...credentialSection(report));
  if (report.untouchable.length > 0) {
    parts.push(
      "",
      table(
        ["Never touched", "Why"],
        report.untouchable.map((entry) => [
          `${escapeMarkdown(entry.branch)} (${code(entry.branchId)})`,
          escapeMarkdown(entry.why),
        ]),
      ),
    );
  }
  if (report.stoppedBy)
    parts.push(
      "",
      `> ${escapeMarkdown(`Stopped early: ${report.stoppedBy}. The next sweep picks up the rest.`)}`,
    );
  return `${parts.join("\n")}\n`;
}

const CREDENTIAL_REASONS: Record<CredentialSweepEntry["reason"], string> = {
  "pr-gone": "its PR is closed, merged or missing",
  "run-over": "the run that minted it is over",
};

function credentialSection(report: SweepReport): string[] {
  const credentials = report.credentials;
  if (!credentials) return [];
  const parts: string[] = [];
  const { revoked, failures, unjudged, unchecked } = credentials;
  if (revoked.length > 0)
    parts.push(
      "",
      `#### Branch credentials ${report.dryRun ? "that would be revoked" : "revoked"}: ${revoked.length}`,
      "",
      table(
        ["Branch", "Credential", "Why"],
        revoked.map((entry) => [
          `${escapeMarkdown(entry.branch)} (${code(entry.branchId)})`,
          code(entry.tokenIdShort),
          escapeMarkdown(CREDENTIAL_REASONS[entry.reason]),
        ]),
      ),
    );
  if (failures.length > 0)
    parts.push(
      "",
      table(
        ["Credentials not revoked", "Error"],
        failures.map((failure) => [
          `${escapeMarkdown(failure.branch)} (${code(failure.branchId)})`,
          escapeMarkdown(failure.error),
        ]),
      ),
    );
  if (unjudged)
    parts.push(
      "",
      `> ${escapeMarkdown(`Branch credentials of runs GitHub did not answer for stay: ${unjudged}`)}`,
    );
  if (unchecked)
    parts.push(
      "",
      `> ${escapeMarkdown(`The branch credentials of ${unchecked} branch(es) were not checked: the timeout was near. The next sweep starts elsewhere; a longer timeout checks them all.`)}`,
    );
  return parts;
}
