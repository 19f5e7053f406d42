import * as core from "@actions/core";
import type { ApiClient } from "../../../api/http.ts";
import type { Branch } from "../../../api/responses.ts";
import { compareSchema, listDatabaseNames } from "../../../api/schema-dump.ts";
import * as clock from "../../../core/clock.ts";
import { findChanges } from "../../../schema-diff/changes.ts";
import { type ParentChange, parentChanges } from "../../shared/decide-parent-change.ts";

/**
 * What the parent has that the found branch lacks, in each of the branch's databases, read
 * before this run changes it. A database the comparison fails for is left out with a warning:
 * the report is a help, never a reason to fail the run.
 */
export async function readParentChanges(
  client: ApiClient,
  projectId: string,
  branch: Pick<Branch, "id" | "name" | "parent_id">,
): Promise<ParentChange[]> {
  if (!branch.parent_id) return [];
  const databases = await listDatabaseNames(client, projectId, branch.id);
  const found: ParentChange[] = [];
  for (const database of databases) {
    try {
      const diff = await compareSchema(client, projectId, {
        branchId: branch.id,
        baseBranchId: branch.parent_id,
        database,
      });
      const changes = parentChanges(findChanges(diff));
      const prefix = databases.length > 1 ? `${database}: ` : "";
      found.push(...changes.map((change) => ({ ...change, name: `${prefix}${change.name}` })));
    } catch (error) {
      core.warning(
        `Could not compare branch ${branch.name}'s schema of ${database} with its parent's: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return found;
}

/** Now, as the action's clock says it. */
export const nowDate = () => new Date(clock.now());
