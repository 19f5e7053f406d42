import * as core from "@actions/core";
import { messageOf } from "../../../core/errors.ts";
import type { SchemaDiffTarget } from "../../../core/state-helper.ts";
import { printable } from "../../../github/markdown.ts";
import { readCatalog } from "../../../migration-impact/catalog-snapshot.ts";
import { ConnectionsAhead } from "../../../migration-impact/connection.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import {
  type CatalogAsRead,
  type MigrationImpactTarget,
  saveMigrationImpactTarget,
} from "../../shared/migration-impact-state.ts";

/**
 * Whether main reads the catalog before the migrations: on pull requests where the schema diff
 * runs (a merge group's branch tests the merge, and has no PR to report to), with `role` and
 * `database`, and `wait`.
 */
function measuresMigrationImpact(settings: ProvisionSettings): boolean {
  return Boolean(
    settings.schemaDiff && settings.connection && settings.wait && settings.context.pullRequest,
  );
}

/**
 * The snapshot's two connections (its structure and its sizes, read at once), through the URI
 * just handed out (no request), opened as soon as that is known: they are ready once the compute
 * is, while the snapshot itself waits for whatever may still change the database (masking,
 * services, create hooks). Undefined without a snapshot.
 */
export function connectAheadForSnapshot(
  settings: ProvisionSettings,
  databaseUrl: string | undefined,
): ConnectionsAhead | undefined {
  return measuresMigrationImpact(settings) && databaseUrl
    ? new ConnectionsAhead(databaseUrl, 2)
    : undefined;
}

/**
 * The catalog of `database` on the PR branch, once its compute is ready, for the post step to
 * compare after the job's migrations (flows/post/report-migration-impact.ts). Never fails the
 * step: a line in the log says why not.
 */
export async function snapshotBeforeMigration(
  settings: ProvisionSettings,
  target: SchemaDiffTarget | undefined,
  endpointId: string,
  ahead: ConnectionsAhead | undefined,
): Promise<MigrationImpactTarget<CatalogAsRead> | undefined> {
  const { connection } = settings;
  if (!target || !connection || !ahead) return undefined;
  const started = performance.now();
  try {
    const before = [
      await ahead.use((run, sizesOn) => readCatalog(connection.database, run, sizesOn)),
    ];
    const impact: MigrationImpactTarget<CatalogAsRead> = {
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
