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

export interface SweepReport {
  dryRun: boolean;
  prefix: string;
  branchesListed: number;
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
