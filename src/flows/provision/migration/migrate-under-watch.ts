import * as core from "@actions/core";
import { describeSize } from "../../../settings/compute-sizes.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import {
  type CatalogAsRead,
  type MigrationImpactTarget,
  saveMigrationImpactTarget,
} from "../../shared/migration-impact-state.ts";
import type { Outputs } from "../../shared/publish-report.ts";
import { MigrationFailedError, runMigration } from "../pr-code/run-migration.ts";

/**
 * `migrate`, once the PR branch is ready and its catalog taken: run under lock sampling, what
 * the sampling saw kept for the post step's report, and a failure the step's, with the
 * command's exit code. `env`: export-env's names (DATABASE_URL is the unpooled URI here: a
 * migration wants a session of its own, and its backends must be the ones it started).
 */
export async function migrateUnderWatch(
  settings: ProvisionSettings,
  connection: Outputs,
  env: Record<string, string>,
  impact: MigrationImpactTarget<CatalogAsRead> | undefined,
): Promise<void> {
  const command = settings.migrate;
  const databaseUrl = connection["database-url"];
  // parseInputs refuses migrate without role and database: the URI is there.
  if (!command || !databaseUrl || !settings.connection) return;
  const run = await runMigration(command, { ...env, DATABASE_URL: databaseUrl }, databaseUrl);
  const { sampling } = run;
  const resolutionMs = Math.max(25, sampling.maxGapMs);
  core.info(
    `migrate exited with ${run.exitCode} after ${run.durationMs} ms; ${sampling.samples} lock samples, one every ${resolutionMs} ms or less`,
  );
  if (impact)
    saveMigrationImpactTarget({
      ...impact,
      locks: {
        database: settings.connection.database,
        computeSize: describeSize(settings.computeSize),
        resolutionMs,
        durationMs: run.durationMs,
        exitCode: run.exitCode,
        holds: sampling.holds,
      },
    });
  if (run.exitCode !== 0) throw new MigrationFailedError(run.exitCode);
}
