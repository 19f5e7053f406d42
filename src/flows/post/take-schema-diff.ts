import * as core from "@actions/core";
import { listBranches } from "../../api/branches.ts";
import type { ApiClient } from "../../api/http.ts";
import { compareSchema, getSchemaDump, listDatabaseNames } from "../../api/schema-dump.ts";
import * as clock from "../../core/clock.ts";
import { ApiError, messageOf } from "../../core/errors.ts";
import type { SchemaDiffTarget } from "../../core/state-helper.ts";
import { printable } from "../../github/markdown.ts";
import type { DatabaseDiff, SchemaDiffReport } from "../../github/schema-diff-report.ts";
import { findChanges, needsBranchDump } from "../../schema-diff/changes.ts";
import { wholeFileDiff } from "../../schema-diff/unified-diff.ts";
import {
  ageText,
  decideParentChange,
  type ParentChange,
  parentChangeLine,
  splitParentChanges,
} from "../shared/decide-parent-change.ts";

/** Databases compared at once: each comparison dumps two schemas on the platform. */
const PARALLEL = 3;

/**
 * The PR branch's schema against its parent's, per database: every database of either branch
 * (or only `database`); one that exists on one side only shows as wholly added or dropped.
 * A database that cannot be compared is reported as such; only a failure to list throws.
 */
export async function takeSchemaDiff(
  target: SchemaDiffTarget,
  client: ApiClient,
): Promise<SchemaDiffReport> {
  const { projectId, branchId } = target;
  const report: SchemaDiffReport = {
    branchName: target.branchName,
    branchId,
    baseBranchId: target.baseBranchId,
    databases: [],
  };
  const baseBranchId = target.baseBranchId ?? (await defaultBranchId(client, projectId));
  if (!baseBranchId || baseBranchId === branchId)
    return { ...report, error: "the branch has no parent branch to compare with" };
  report.baseBranchId = baseBranchId;
  const [onBranch, onBase] = await Promise.all([
    listDatabaseNames(client, projectId, branchId),
    listDatabaseNames(client, projectId, baseBranchId),
  ]);
  const names = target.database
    ? [target.database]
    : [...new Set([...onBranch, ...onBase])].sort((a, b) => a.localeCompare(b));
  const compareOne = async (database: string): Promise<DatabaseDiff> => {
    try {
      if (onBranch.includes(database) && onBase.includes(database)) {
        const diff = await compareSchema(client, projectId, { branchId, baseBranchId, database });
        return { database, status: "compared", diff, changes: await changesOf(diff, database) };
      }
      if (onBranch.includes(database) || onBase.includes(database)) {
        const added = onBranch.includes(database);
        const sql = await getSchemaDump(
          client,
          projectId,
          added ? branchId : baseBranchId,
          database,
        );
        const diff = wholeFileDiff(database, sql, added ? "added" : "removed");
        return { database, status: added ? "added" : "dropped", diff, changes: findChanges(diff) };
      }
      return {
        database,
        status: "failed",
        diff: "",
        error: `no database ${database} on this branch or its parent`,
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { database, status: "failed", diff: "", error: messageOf(error) };
    }
  };
  // Names a hunk that starts inside a long table: the branch's own dump says which.
  const changesOf = async (diff: string, database: string) => {
    if (!needsBranchDump(diff)) return findChanges(diff);
    try {
      return findChanges(diff, await getSchemaDump(client, projectId, branchId, database));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      core.info(
        `Could not read the schema of ${printable(database)} to name every change: ${printable(error.message)}`,
      );
      return findChanges(diff);
    }
  };
  report.databases = await mapLimited(names, PARALLEL, compareOne);
  if (target.foundBranchCreatedAt) {
    const { databases, note } = separateParentChanges(
      report.databases,
      target.foundBranchCreatedAt,
    );
    report.databases = databases;
    if (note) report.parentChangeNote = note;
  }
  return report;
}

/**
 * on-parent-change: report, on a branch this run found: what only the parent's side has is the
 * parent's change, said once in the note and taken out of each database's changes, so the table,
 * the changes that lose data and the log count only the PR's own.
 */
export function separateParentChanges(
  databases: DatabaseDiff[],
  createdAt: string,
  now = new Date(clock.now()),
): { databases: DatabaseDiff[]; note: string | undefined } {
  const comparedCount = databases.filter((d) => d.status === "compared" && d.changes).length;
  const found: ParentChange[] = [];
  const separated = databases.map((d) => {
    if (d.status !== "compared" || !d.changes) return d;
    const { own, parent } = splitParentChanges(d.changes);
    const prefix = comparedCount > 1 ? `${d.database}: ` : "";
    found.push(...parent.map((change) => ({ ...change, name: `${prefix}${change.name}` })));
    return { ...d, changes: own };
  });
  const decision = decideParentChange("report", found, {}, false);
  return { databases: separated, note: parentChangeLine(decision, ageText(createdAt, now)) };
}

async function defaultBranchId(client: ApiClient, projectId: string): Promise<string | undefined> {
  return (await listBranches(client, projectId)).find((branch) => branch.default)?.id;
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
