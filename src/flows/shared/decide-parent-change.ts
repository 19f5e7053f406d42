import type { SchemaChanges } from "../../schema-diff/changes.ts";

// Previews that fell behind: what the parent has that the PR's existing branch lacks. The
// platform keeps no history of a branch's schema at its creation (compare_schema refuses `lsn`
// and `timestamp`), so the rule reads the diff of the parent (`---`) against the branch (`+++`),
// taken before this run's migrate: a table, column or index on the parent's side only is the
// parent's change since the branch was made. What the branch adds or alters is the PR's own.
// (A PR that drops a table its parent still has is read as the parent's: reset would restore it.)

export interface ParentChange {
  kind: "table" | "column" | "index";
  /** `schema.table`, `schema.table.column` or `schema.index`. */
  name: string;
}

export type ParentChangeDecision =
  | { kind: "none" }
  | { kind: "report"; changes: ParentChange[] }
  | { kind: "reset"; changes: ParentChange[]; sourceBranchId: string }
  /** `reset` asked for, but the PR keeps its branch (`keep`): reported only. */
  | { kind: "kept"; changes: ParentChange[] };

/** The parent's tables, columns and indexes the branch lacks, from the parent-vs-branch diff. */
export function parentChanges(changes: SchemaChanges): ParentChange[] {
  return splitParentChanges(changes).parent;
}

/**
 * The diff split in two by the rule above: `parent`, what only the parent has (its tables,
 * columns and indexes, listed once as the parent's changes), and `own`, the rest: the diff as
 * the PR's changes, with neither those nor what goes with a parent's table (its index, sequence,
 * constraints), so a parent's new table is never counted as a table the PR dropped.
 */
export function splitParentChanges(changes: SchemaChanges): {
  own: SchemaChanges;
  parent: ParentChange[];
} {
  const parent: ParentChange[] = [];
  const objects: SchemaChanges["objects"] = [];
  for (const object of changes.objects) {
    const name = `${object.schema}.${object.name}`;
    if (object.change === "dropped" && (object.type === "TABLE" || object.partOfTable)) {
      if (object.type === "TABLE") parent.push({ kind: "table", name });
      continue;
    }
    if (object.type === "INDEX" && object.change === "dropped") {
      parent.push({ kind: "index", name });
      continue;
    }
    if (object.type !== "TABLE" || object.change !== "changed") {
      objects.push(object);
      continue;
    }
    const dropped = object.columns.filter((column) => column.change === "dropped");
    for (const column of dropped) parent.push({ kind: "column", name: `${name}.${column.name}` });
    const columns = object.columns.filter((column) => column.change !== "dropped");
    // A table changed only by the parent's new columns is not the PR's change.
    if (columns.length > 0 || dropped.length === 0) objects.push({ ...object, columns });
  }
  return { own: { objects, unnamed: changes.unnamed }, parent };
}

/** What `on-parent-change` does for a found branch whose parent has `changes` it lacks. */
export function decideParentChange(
  onParentChange: "report" | "reset",
  changes: ParentChange[],
  branch: { parent_id?: string | null },
  keep: boolean,
): ParentChangeDecision {
  if (changes.length === 0) return { kind: "none" };
  if (onParentChange === "report") return { kind: "report", changes };
  if (keep || !branch.parent_id) return { kind: "kept", changes };
  return { kind: "reset", changes, sourceBranchId: branch.parent_id };
}

/** `3 days`, `5 hours`, `12 minutes`, `under a minute` since `createdAt` (ISO), at `now`. */
export function ageText(createdAt: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(createdAt)) / 1000);
  if (seconds < 60) return "under a minute";
  const [value, unit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), "day"]
      : seconds >= 3_600
        ? [Math.floor(seconds / 3_600), "hour"]
        : [Math.floor(seconds / 60), "minute"];
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/** One line for the comment and the summary (names are escaped by the Markdown writer). */
export function parentChangeLine(decision: ParentChangeDecision, age: string): string | undefined {
  if (decision.kind === "none") return undefined;
  const listed = decision.changes.map((change) => `${change.kind} ${change.name}`).join(", ");
  const head = `The parent's schema changed since this branch was made ${age} ago: it has ${listed}, which the branch lacked.`;
  if (decision.kind === "reset")
    return `${head} Reset the branch to its parent's current state (on-parent-change: reset).`;
  if (decision.kind === "kept") return `${head} Not reset: the PR keeps its branch (keep).`;
  return `${head} Set on-parent-change: reset to bring it up to date.`;
}
