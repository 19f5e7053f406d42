import * as core from "@actions/core";
import { getConnectionUri } from "../../api/branches.ts";
import { createClient } from "../../api/create-client.ts";
import { messageOf } from "../../core/errors.ts";
import type { GitHubClient } from "../../github/client.ts";
import { printable } from "../../github/markdown.ts";
import { writeCommentSection } from "../../github/write-section.ts";
import { withObservedLocks } from "../../migration-impact/attach-locks.ts";
import { snapshotDatabase } from "../../migration-impact/catalog-snapshot.ts";
import { compareCatalogs } from "../../migration-impact/compare-catalogs.ts";
import {
  type DatabaseImpact,
  type MigrationImpactReport,
  migrationImpactDigest,
  renderMigrationImpact,
} from "../../migration-impact/report.ts";
import {
  byRisk,
  type MigrationRisk,
  migrationRisk,
  tableRisk,
} from "../../migration-impact/risk.ts";
import type { PostSettings } from "../../settings/post-settings.ts";
import type { MigrationImpactTarget } from "../shared/migration-impact-state.ts";
import { writeSummary } from "../shared/publish-report.ts";

/** At most this long to take the catalog again, and this long to write the comment. */
export const MIGRATION_IMPACT_SECONDS = 20;
export const MIGRATION_IMPACT_COMMENT_SECONDS = 15;

type Options = Pick<PostSettings, "apiHost" | "apiKey"> & {
  github: GitHubClient;
  signal?: AbortSignal;
};

/**
 * The post step's migration impact: the catalog main took, compared with the branch's now;
 * logged, set as `migration-risk`, written to the job summary and the sticky comment. Never
 * throws: the compute delete after it runs whatever happens here.
 */
export async function postMigrationImpact(
  target: MigrationImpactTarget,
  options: Options,
  measuring: Promise<Measured> = measureMigrationImpact(target, options),
): Promise<MigrationRisk | undefined> {
  try {
    const waitedFrom = performance.now();
    const measured = await measuring;
    // What the measure added to the step: it ran beside the schema diff (`npm run bench`).
    core.debug(
      `Migration impact: waited ${Math.round(performance.now() - waitedFrom)} ms for the catalog`,
    );
    if ("error" in measured) throw measured.error;
    const { report } = measured;
    logReport(report);
    if (!report.error) core.setOutput("migration-risk", report.risk);
    const markdown = renderMigrationImpact(report);
    await writeSummary(markdown);
    if (target.comment)
      await writeCommentSection({
        github: options.github,
        ...target.comment,
        section: "migration-impact",
        what: "the migration impact",
        body: () => markdown,
        digest: migrationImpactDigest(markdown),
        timeoutSeconds: MIGRATION_IMPACT_COMMENT_SECONDS,
      });
    return report.error ? undefined : report.risk;
  } catch (error) {
    core.warning(`Migration impact skipped: ${messageOf(error)}`);
    return undefined;
  }
}

type Measured = { report: MigrationImpactReport } | { error: unknown };

/**
 * The catalog again, compared: started before the schema diff so that both wait on the network
 * together (the post step's report is then written in order). Never rejects.
 */
export function measureMigrationImpact(
  target: MigrationImpactTarget,
  options: Options,
): Promise<Measured> {
  return measure(target, options).then(
    (report) => ({ report }),
    (error: unknown) => ({ error }),
  );
}

async function measure(
  target: MigrationImpactTarget,
  options: Options,
): Promise<MigrationImpactReport> {
  const client = createClient({
    apiHost: options.apiHost,
    apiKey: options.apiKey,
    timeoutSeconds: MIGRATION_IMPACT_SECONDS,
    signal: options.signal,
  });
  const databases: DatabaseImpact[] = [];
  for (const before of target.before) {
    const { database } = before;
    try {
      const uri = await getConnectionUri(client, target.projectId, {
        branchId: target.branchId,
        endpointId: target.endpointId,
        role: target.role,
        database,
        pooled: false,
      });
      core.setSecret(uri);
      const after = await snapshotDatabase(uri, database, before);
      const tables = compareCatalogs(before, after);
      const { locks } = target;
      databases.push({
        database,
        tables: locks?.database === database ? withObservedLocks(tables, locks.holds) : tables,
      });
    } catch (error) {
      databases.push({ database, tables: [], error: messageOf(error) });
    }
  }
  const measured = databases.filter((d) => !d.error);
  if (databases.length > 0 && measured.length === 0)
    return { risk: "none", databases, error: "no database could be read after the migrations" };
  const { locks } = target;
  return {
    risk: migrationRisk(measured.flatMap((d) => d.tables)),
    databases,
    ...(locks
      ? {
          timing: {
            database: locks.database,
            computeSize: locks.computeSize,
            resolutionMs: locks.resolutionMs,
            durationMs: locks.durationMs,
          },
        }
      : {}),
  };
}

function logReport(report: MigrationImpactReport): void {
  if (report.error) {
    core.warning(`Could not measure the migration impact: ${report.error}`);
    return;
  }
  core.info(
    `Migration impact: ${report.risk === "none" ? "no risky change" : `${report.risk} risk`}`,
  );
  for (const database of report.databases) {
    if (database.error) {
      core.warning(
        `Migration impact of database ${database.database} not measured: ${database.error}`,
      );
      continue;
    }
    for (const table of byRisk(database.tables))
      core.info(
        `  ${printable(database.database)}: ${printable(`${table.schema}.${table.name}`)} ${tableRisk(table)}: ${table.changes.map((c) => c.kind + (c.object ? ` ${printable(c.object)}` : "")).join(", ")}`,
      );
  }
}
