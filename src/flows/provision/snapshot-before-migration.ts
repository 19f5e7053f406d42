import * as core from "@actions/core";
import { messageOf } from "../../core/errors.ts";
import type { SchemaDiffTarget } from "../../core/state-helper.ts";
import { printable } from "../../github/markdown.ts";
import { snapshotDatabase } from "../../migration-impact/catalog-snapshot.ts";
import type { ProvisionSettings } from "../../settings/mode-settings.ts";
import {
  type MigrationImpactTarget,
  saveMigrationImpactTarget,
} from "../shared/migration-impact-state.ts";

/**
 * The catalog of `database` on the PR branch, once its compute is ready, through the URI just
 * handed out (no request), for the post step to compare after the job's migrations
 * (flows/post/report-migration-impact.ts). Only on pull requests where the schema diff runs,
 * with `role` and `database`, and `wait`. Never fails the step: a line in the log says why not.
 */
export async function snapshotBeforeMigration(
  settings: ProvisionSettings,
  target: SchemaDiffTarget | undefined,
  endpointId: string,
  databaseUrl: string | undefined,
): Promise<MigrationImpactTarget | undefined> {
  const { connection } = settings;
  // A PR's report (a merge group's branch tests the merge, and has no PR to report to).
  if (!target || !connection || !databaseUrl || !settings.wait || !settings.context.pullRequest)
    return undefined;
  const started = performance.now();
  try {
    const before = [await snapshotDatabase(databaseUrl, connection.database)];
    const impact: MigrationImpactTarget = {
      projectId: target.projectId,
      apiHost: target.apiHost,
      branchId: target.branchId,
      endpointId,
      role: connection.role,
      before,
      ...(target.comment ? { comment: target.comment } : {}),
    };
    const saved = saveMigrationImpactTarget(impact);
    const ms = Math.round(performance.now() - started);
    core.info(
      saved
        ? `Migration impact: catalog of ${printable(connection.database)} taken before the migrations (${ms} ms)`
        : "Migration impact: the catalog is too large to keep for the post step; not measured",
    );
    return saved ? impact : undefined;
  } catch (error) {
    core.info(`Migration impact: not measured: ${printable(messageOf(error))}`);
    return undefined;
  }
}
