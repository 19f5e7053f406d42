import * as core from "@actions/core";
import { getConnectionUri } from "../../../api/branches.ts";
import { listBranchEndpoints } from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import type { SchemaDiffTarget } from "../../../core/state-helper.ts";
import { printable } from "../../../github/markdown.ts";
import { withConnection } from "../../../migration-impact/connection.ts";
import type { CheckedStatement } from "../../../query-impact/compare-plans.ts";
import {
  parentReadProblem,
  readParentStatements,
} from "../../../query-impact/parent-statements.ts";
import { planStatements } from "../../../query-impact/plan-statements.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { saveQueryImpactTarget } from "../../shared/query-impact-state.ts";

/** Reading the parent's statements, and planning them all, each get at most this long. */
export const QUERY_IMPACT_MS = 30_000;

/**
 * Main, before the migrations: production's statements (the parent's `pg_stat_statements`, or
 * the workflow's file) planned on the PR branch, kept for the post step to plan again
 * (flows/post/report-query-impact.ts). Never fails the step: a line in the log says why not.
 */
export async function planBeforeMigration(
  settings: ProvisionSettings,
  client: ApiClient,
  target: SchemaDiffTarget | undefined,
  endpointId: string,
  databaseUrl: string | undefined,
): Promise<void> {
  const source = settings.queryImpact;
  const { connection } = settings;
  if (source.kind === "off" || !connection || !databaseUrl) return;
  if (!target) {
    core.info("Query impact: not measured: it runs on pull_request events with schema-diff");
    return;
  }
  const started = performance.now();
  let statements: CheckedStatement[];
  let from: string;
  if (source.kind === "file") {
    statements = source.statements.slice(0, settings.queryImpactTop).map((text) => ({ text }));
    from = source.path;
  } else {
    const read = await parentStatements(settings, client, target).catch((error: Error) => ({
      problem: `could not reach the parent's compute: ${error.message}`,
    }));
    if ("problem" in read) {
      core.info(`Query impact: not measured: ${printable(read.problem)}`);
      return;
    }
    statements = read.statements;
    from = "the parent branch's pg_stat_statements";
  }
  if (statements.length === 0) {
    core.info("Query impact: the parent has no statement to plan yet; not measured");
    return;
  }
  try {
    const before = await withConnection(
      databaseUrl,
      (run) =>
        planStatements(
          run,
          statements.map((s) => s.text),
        ),
      QUERY_IMPACT_MS,
    );
    const kept = saveQueryImpactTarget({
      projectId: target.projectId,
      apiHost: target.apiHost,
      branchId: target.branchId,
      endpointId,
      role: connection.role,
      database: connection.database,
      source: from,
      statements,
      before,
      ...(target.comment ? { comment: target.comment } : {}),
    });
    const ms = Math.round(performance.now() - started);
    core.info(
      `Query impact: ${statements.length} statements from ${printable(from)} planned before the migrations (${ms} ms)${kept < statements.length ? `; ${kept} kept for the post step (the state's limit)` : ""}`,
    );
  } catch (error) {
    core.info(`Query impact: not measured: ${printable(String((error as Error).message))}`);
  }
}

/** The parent's top statements, through its read_write compute, as `role`. */
async function parentStatements(
  settings: ProvisionSettings,
  client: ApiClient,
  target: SchemaDiffTarget,
): Promise<{ statements: CheckedStatement[] } | { problem: string }> {
  const { connection } = settings;
  const parentId = target.baseBranchId;
  if (!connection) return { problem: "no role and database" };
  if (!parentId) return { problem: "the PR branch has no parent branch to read" };
  const asked = { branchId: parentId, role: connection.role, database: connection.database };
  // One request, after the compute is ready, when main's paced requests have used the second's
  // budget: the platform names the parent's read_write compute. Its computes are listed only
  // when that fails (a parent with read replicas alone).
  let uri = await getConnectionUri(client, target.projectId, { ...asked, pooled: false }).catch(
    () => undefined,
  );
  if (uri === undefined) {
    const endpoints = await listBranchEndpoints(client, target.projectId, parentId);
    const compute = endpoints.find((e) => e.type === "read_write") ?? endpoints[0];
    if (!compute) return { problem: "the parent branch has no compute to read its statements on" };
    uri = await getConnectionUri(client, target.projectId, {
      ...asked,
      endpointId: compute.id,
      pooled: false,
    });
  }
  core.setSecret(uri);
  try {
    const statements = await withConnection(
      uri,
      (run) => readParentStatements(run, settings.queryImpactTop),
      QUERY_IMPACT_MS,
    );
    return { statements };
  } catch (error) {
    return { problem: parentReadProblem(error as { message?: string; code?: string }) };
  }
}
