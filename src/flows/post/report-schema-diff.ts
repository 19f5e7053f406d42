import * as core from "@actions/core";
import { createClient } from "../../api/create-client.ts";
import { CancelledError, messageOf } from "../../core/errors.ts";
import type { SchemaDiffTarget } from "../../core/state-helper.ts";
import type { GitHubClient } from "../../github/client.ts";
import { printable } from "../../github/markdown.ts";
import {
  renderSchemaDiff,
  type SchemaDiffReport,
  SUMMARY_ROOM,
  schemaDiffDigest,
} from "../../github/schema-diff-report.ts";
import { writeCommentSection } from "../../github/write-section.ts";
import { destructiveChanges, summaryText, tally } from "../../schema-diff/summary.ts";
import type { PostSettings } from "../../settings/post-settings.ts";
import { writeSummary } from "../shared/publish-report.ts";
import { takeSchemaDiff } from "./take-schema-diff.ts";

/** At most this long to get the diff (less when `timeout` is shorter)… */
export const SCHEMA_DIFF_SECONDS = 40;
/** …and this long to write it into the comment. */
export const COMMENT_SECONDS = 15;
/** Room left free in the comment for a later, longer provision report beside the diff. */
const REPORT_SLACK = 4000;

type SchemaDiffStepOptions = Pick<PostSettings, "apiHost" | "apiKey" | "timeoutSeconds"> & {
  github: GitHubClient;
  signal?: AbortSignal;
};

/**
 * The post step's schema diff: taken, logged, written to the job summary and the sticky
 * comment. Never throws and never takes longer than its bounds: a failure is a warning and a
 * line in the comment, and the compute delete after it runs whatever happened here.
 */
export async function postSchemaDiff(
  target: SchemaDiffTarget,
  options: SchemaDiffStepOptions,
): Promise<void> {
  try {
    const started = performance.now();
    const report = await getReport(target, options);
    logReport(report, performance.now() - started);
    await writeSummary(renderSchemaDiff(report, SUMMARY_ROOM, "summary"));
    if (target.comment) await writeComment(target.comment, report, options);
  } catch (error) {
    // Only a bug gets here; the cleanup after this must still run.
    core.warning(`Schema diff skipped: ${messageOf(error)}`);
  }
}

async function getReport(
  target: SchemaDiffTarget,
  options: SchemaDiffStepOptions,
): Promise<SchemaDiffReport> {
  const seconds = Math.min(SCHEMA_DIFF_SECONDS, options.timeoutSeconds);
  const stop = new AbortController();
  const signals = options.signal ? [options.signal, stop.signal] : [stop.signal];
  const client = createClient({
    apiHost: options.apiHost,
    apiKey: options.apiKey,
    timeoutSeconds: seconds,
    signal: AbortSignal.any(signals),
  });
  let timer: NodeJS.Timeout | undefined;
  // The client's deadline bounds every request and retry; this bounds everything else too.
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        stop.abort();
        reject(new Error(`no answer within ${seconds}s`));
      },
      seconds * 1000 + 500,
    );
  });
  try {
    return await Promise.race([takeSchemaDiff(target, client), overdue]);
  } catch (error) {
    const reason =
      error instanceof CancelledError
        ? stop.signal.aborted
          ? `no answer within ${seconds}s`
          : "the job was cancelled"
        : messageOf(error);
    return {
      branchName: target.branchName,
      branchId: target.branchId,
      baseBranchId: target.baseBranchId,
      databases: [],
      error: reason,
    };
  } finally {
    clearTimeout(timer);
  }
}

function logReport(report: SchemaDiffReport, elapsedMs: number): void {
  const against = report.baseBranchId ? ` against ${report.baseBranchId}` : "";
  if (report.error) {
    core.warning(`Could not take the schema diff of ${report.branchName}: ${report.error}`);
    return;
  }
  const count = report.databases.length;
  core.info(
    `Schema diff of ${printable(report.branchName)}: ${count} database${count === 1 ? "" : "s"} in ${(elapsedMs / 1000).toFixed(1)} s`,
  );
  for (const database of report.databases) {
    if (database.status === "failed") {
      core.warning(
        `Could not compare the schema of database ${database.database}: ${database.error}`,
      );
      continue;
    }
    const changes = database.changes ?? { objects: [], unnamed: 0 };
    const lost = destructiveChanges(changes).length;
    const what =
      database.status === "compared" ? summaryText(tally(changes)) : `database ${database.status}`;
    core.info(
      `Schema of ${printable(database.database)}${against}: ${what}${lost ? ` (${lost} that lose data)` : ""}`,
    );
  }
}

function writeComment(
  comment: NonNullable<SchemaDiffTarget["comment"]>,
  report: SchemaDiffReport,
  options: SchemaDiffStepOptions,
): Promise<string | undefined> {
  return writeCommentSection({
    github: options.github,
    ...comment,
    section: "schema-diff",
    what: "the schema diff",
    body: (room) => renderSchemaDiff(report, room - REPORT_SLACK),
    digest: schemaDiffDigest(report),
    timeoutSeconds: COMMENT_SECONDS,
  });
}
