import * as core from "@actions/core";
import { getConnectionUri } from "../../api/branches.ts";
import { createClient } from "../../api/create-client.ts";
import { messageOf } from "../../core/errors.ts";
import type { GitHubClient } from "../../github/client.ts";
import { printable } from "../../github/markdown.ts";
import { writeCommentSection } from "../../github/write-section.ts";
import { type RunQuery, withConnection } from "../../migration-impact/connection.ts";
import { migrationImpactDigest } from "../../migration-impact/report.ts";
import {
  type CheckedStatement,
  comparePlans,
  type QueryRisk,
  queryRisk,
} from "../../query-impact/compare-plans.ts";
import {
  MAX_NEW_STATEMENTS,
  newStatements,
  unindexedStatements,
} from "../../query-impact/new-statements.ts";
import { parentReadProblem, readParentStatements } from "../../query-impact/parent-statements.ts";
import { planStatements } from "../../query-impact/plan-statements.ts";
import { type QueryImpactReport, renderQueryImpact } from "../../query-impact/report.ts";
import type { PostSettings } from "../../settings/post-settings.ts";
import { writeSummary } from "../shared/publish-report.ts";
import type { QueryImpactTarget } from "../shared/query-impact-state.ts";

/** At most this long to plan the statements again, and this long to write the comment. */
export const QUERY_IMPACT_SECONDS = 30;
export const QUERY_IMPACT_COMMENT_SECONDS = 15;

type Options = Pick<PostSettings, "apiHost" | "apiKey"> & {
  github: GitHubClient;
  signal?: AbortSignal;
};

/**
 * The post step's query impact: the statements main planned, planned again after the job's
 * migrations and compared; logged, set as `query-risk`, written to the job summary and the
 * sticky comment. Never throws: the compute delete after it runs whatever happens here.
 */
export async function postQueryImpact(
  target: QueryImpactTarget,
  options: Options,
  measured: Promise<QueryImpactReport> = measureQueryImpact(target, options),
): Promise<QueryRisk | undefined> {
  try {
    const report = await measured;
    const risk = report.comparison
      ? queryRisk(report.comparison, report.unindexed?.length ?? 0)
      : undefined;
    logReport(report);
    if (risk) core.setOutput("query-risk", risk);
    const markdown = renderQueryImpact(report);
    await writeSummary(markdown);
    if (target.comment)
      await writeCommentSection({
        github: options.github,
        ...target.comment,
        section: "query-impact",
        what: "the query impact",
        body: () => markdown,
        digest: migrationImpactDigest(markdown),
        timeoutSeconds: QUERY_IMPACT_COMMENT_SECONDS,
      });
    return risk;
  } catch (error) {
    core.warning(`Query impact skipped: ${messageOf(error)}`);
    return undefined;
  }
}

/**
 * The statements planned again on the preview, and its own new ones read: started as the post
 * step starts (its own client and connection), so it runs beside the schema diff and migration
 * impact. Never rejects: a failure is the report's error.
 */
export function measureQueryImpact(
  target: QueryImpactTarget,
  options: Options,
): Promise<QueryImpactReport> {
  return measure(target, options).catch(
    (error: unknown): QueryImpactReport => ({ source: target.source, error: messageOf(error) }),
  );
}

async function measure(target: QueryImpactTarget, options: Options): Promise<QueryImpactReport> {
  const client = createClient({
    apiHost: options.apiHost,
    apiKey: options.apiKey,
    timeoutSeconds: QUERY_IMPACT_SECONDS,
    signal: options.signal,
  });
  const uri = await getConnectionUri(client, target.projectId, {
    branchId: target.branchId,
    endpointId: target.endpointId,
    role: target.role,
    database: target.database,
    pooled: false,
  });
  core.setSecret(uri);
  const { after, own } = await withConnection(
    uri,
    async (run) => ({
      after: await planStatements(
        run,
        target.statements.map((s) => s.text),
      ),
      own: await ownNewStatements(run, target),
    }),
    QUERY_IMPACT_SECONDS * 1000,
  );
  return {
    source: target.source,
    comparison: comparePlans(target.statements, target.before, after),
    ...own,
  };
}

/**
 * The statements the job ran on the PR branch that production does not run, from the preview's
 * own `pg_stat_statements` (its compute's, so only this job's), planned: those reading a large
 * table sequentially under a filter. Without the extension there, a note instead.
 */
async function ownNewStatements(
  run: RunQuery,
  target: QueryImpactTarget,
): Promise<Pick<QueryImpactReport, "unindexed" | "newStatementsNote">> {
  let ran: CheckedStatement[];
  try {
    ran = await readParentStatements(run, MAX_NEW_STATEMENTS * 2);
  } catch (error) {
    const why = parentReadProblem(error as { message?: string; code?: string }, "the preview's");
    return { newStatementsNote: `The PR's own new statements were not read: ${why}.` };
  }
  const fresh = newStatements(ran, target.statements).map(({ text }) => ({ text }));
  if (fresh.length === 0) return { unindexed: [] };
  const plans = await planStatements(
    run,
    fresh.map((s) => s.text),
  );
  return { unindexed: unindexedStatements(fresh, plans) };
}

function logReport(report: QueryImpactReport): void {
  const { comparison } = report;
  if (!comparison) {
    core.warning(`Could not measure the query impact: ${report.error ?? "nothing to compare"}`);
    return;
  }
  const { breaking, regressions, improvements, unchanged, failingBefore } = comparison;
  core.info(
    `Query impact: ${breaking.length} breaking, ${regressions.length} slower, ${improvements.length} faster, ${unchanged} unchanged, ${failingBefore} failing before the migration too`,
  );
  for (const b of breaking)
    core.info(
      `  breaks: ${printable(b.statement.text.slice(0, 200))}: ${printable(b.error)}${b.sqlstate ? ` (${b.sqlstate})` : ""}`,
    );
  for (const u of report.unindexed ?? [])
    core.info(
      `  new, without an index: ${printable(u.statement.text.slice(0, 200))}: Seq Scan on ${printable(u.relation)} (${Math.round(u.rows)} rows) filtering ${printable(u.columns.join(", "))}`,
    );
  if (report.newStatementsNote) core.info(printable(report.newStatementsNote));
  for (const r of regressions)
    core.info(
      `  slower: ${printable(r.statement.text.slice(0, 200))}: ${r.before.node} → ${r.after.node} on ${printable(r.after.relation ?? "?")}`,
    );
}
