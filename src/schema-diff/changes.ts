import {
  type DumpHeader,
  headerOfStatement,
  isNoise,
  parseColumnLine,
  parseHeader,
  parseTableConstraintLine,
  tableOfHeader,
  tableOfLine,
} from "./pg-dump.ts";
import { type Hunk, parseUnifiedDiff } from "./unified-diff.ts";

// What a diff of two `pg_dump --schema-only` texts did, object by object. Every object of a
// dump sits under its header comment (`-- Name: …; Type: …; Schema: …`): each changed line
// belongs to the object whose header came last on its side of the diff. A hunk that starts
// inside an object (a long table) shows no header; the branch's own dump, when given, names it
// (the text before a hunk is the same on both sides).

export type ChangeKind = "added" | "dropped" | "changed";

export interface ColumnChange {
  name: string;
  change: "added" | "dropped" | "type changed" | "changed";
  /** For a type change: the types before and after. */
  from?: string;
  to?: string;
}

export interface ObjectChange {
  /** pg_dump's type: `TABLE`, `INDEX`, `FK CONSTRAINT`… */
  type: string;
  schema: string;
  name: string;
  change: ChangeKind;
  /** A changed table's columns. */
  columns: ColumnChange[];
  /** Goes with a table added or dropped in the same diff (its index, sequence, constraints…). */
  partOfTable: boolean;
}

export interface SchemaChanges {
  objects: ObjectChange[];
  /** Changed objects the diff does not name (no header in reach and no dump to look in). */
  unnamed: number;
}

interface Entry {
  header: DumpHeader | undefined;
  headerAdded: boolean;
  headerRemoved: boolean;
  removed: string[];
  added: string[];
}

const PREAMBLE = "\u0000preamble";
const keyOf = (header: DumpHeader) => `${header.type}\u0000${header.schema}\u0000${header.name}`;

/** Whether some changed line of the diff lies in an object the diff does not name. */
export function needsBranchDump(diff: string): boolean {
  return walk(parseUnifiedDiff(diff), undefined).unnamed > 0;
}

/** The objects a schema diff adds, drops or changes; `branchDump` names what hunks start inside. */
export function findChanges(diff: string, branchDump?: string): SchemaChanges {
  const hunks = parseUnifiedDiff(diff);
  const { entries, unnamed } = walk(hunks, branchDump ? indexHeaders(branchDump) : undefined);
  const objects: ObjectChange[] = [];
  for (const [key, entry] of entries) {
    const { header } = entry;
    if (key === PREAMBLE || !header) continue;
    objects.push(...changesOf(header, entry));
  }
  foldIntoTables(objects, entries);
  return { objects, unnamed };
}

interface HeaderIndex {
  lines: string[];
  /** 1-based line numbers of the headers, ascending. */
  headers: Array<{ line: number; key: string }>;
  byKey: Map<string, DumpHeader>;
}

function indexHeaders(dump: string): HeaderIndex {
  const lines = dump.split("\n");
  const headers: HeaderIndex["headers"] = [];
  const byKey = new Map<string, DumpHeader>();
  lines.forEach((text, i) => {
    const header = parseHeader(text);
    if (!header) return;
    headers.push({ line: i + 1, key: keyOf(header) });
    byKey.set(keyOf(header), header);
  });
  return { lines, headers, byKey };
}

function walk(hunks: Hunk[], index: HeaderIndex | undefined) {
  const entries = new Map<string, Entry>();
  const entry = (key: string, header?: DumpHeader): Entry => {
    let found = entries.get(key);
    if (!found) {
      found = {
        header: header ?? index?.byKey.get(key),
        headerAdded: false,
        headerRemoved: false,
        removed: [],
        added: [],
      };
      entries.set(key, found);
    }
    return found;
  };
  let unnamed = 0;
  let carried: { oldKey: string; newKey: string; newEnd: number } | undefined;
  hunks.forEach((hunk, i) => {
    // A hunk from the top of the text starts in pg_dump's preamble (its SET lines).
    const fromTop = hunk.oldStart <= 1 && hunk.newStart <= 1;
    const start = fromTop
      ? { oldKey: PREAMBLE, newKey: PREAMBLE }
      : index
        ? objectBefore(index, hunk, carried)
        : undefined;
    let oldKey = start?.oldKey ?? `?${i}`;
    let newKey = start?.newKey ?? `?${i}`;
    for (const line of hunk.lines) {
      const header = parseHeader(line.text) ?? headerOfStatement(line.text);
      if (header) {
        const key = keyOf(header);
        const target = entry(key, header);
        if (line.kind !== "+") oldKey = key;
        if (line.kind !== "-") newKey = key;
        if (!parseHeader(line.text)) {
          // A statement line is the object's content as well as its name.
          if (line.kind === "+") target.added.push(line.text);
          if (line.kind === "-") target.removed.push(line.text);
          continue;
        }
        if (line.kind === "+") target.headerAdded = true;
        if (line.kind === "-") target.headerRemoved = true;
        continue;
      }
      if (line.kind === " " || isNoise(line.text)) continue;
      const key = line.kind === "-" ? oldKey : newKey;
      const target = entry(key);
      if (!target.header && key !== PREAMBLE && target.added.length + target.removed.length === 0)
        unnamed++;
      (line.kind === "-" ? target.removed : target.added).push(line.text);
    }
    carried = { oldKey, newKey, newEnd: hunk.newStart + hunk.newLines };
  });
  return { entries, unnamed };
}

/** The object a hunk starts in, from the branch's dump (undefined when the dump does not match). */
function objectBefore(
  index: HeaderIndex,
  hunk: Hunk,
  carried: { oldKey: string; newKey: string; newEnd: number } | undefined,
): { oldKey: string; newKey: string } | undefined {
  const first = hunk.lines.find((line) => line.kind !== "-");
  if (first && index.lines[hunk.newStart - 1] !== first.text) return undefined;
  // With no new-side lines, the hunk sits after line newStart.
  const bound = hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart;
  let found: HeaderIndex["headers"][number] | undefined;
  for (const header of index.headers) {
    if (header.line >= bound) break;
    found = header;
  }
  // A header inside the previous hunk may differ by side: that hunk's walk knows both.
  if (carried && (!found || found.line < carried.newEnd)) return carried;
  if (!found) return { oldKey: PREAMBLE, newKey: PREAMBLE };
  return { oldKey: found.key, newKey: found.key };
}

function changesOf(header: DumpHeader, entry: Entry): ObjectChange[] {
  const base = { type: header.type, schema: header.schema, name: header.name, partOfTable: false };
  if (entry.headerAdded !== entry.headerRemoved)
    return [{ ...base, change: entry.headerAdded ? "added" : "dropped", columns: [] }];
  if (entry.added.length + entry.removed.length === 0 && !entry.headerAdded) return [];
  if (header.type !== "TABLE") return [{ ...base, change: "changed", columns: [] }];
  const body = tableBodyChanges(entry.removed, entry.added);
  const constraints = body.constraints.map(
    ({ name, change }): ObjectChange => ({
      type: "CONSTRAINT",
      schema: header.schema,
      name: `${header.name} ${name}`,
      change,
      columns: [],
      partOfTable: false,
    }),
  );
  const changed = body.columns.length > 0 || constraints.length > 0 || body.otherLinesDiffer;
  return changed || entry.headerAdded
    ? [{ ...base, change: "changed", columns: body.columns }, ...constraints]
    : [];
}

function tableBodyChanges(removed: string[], added: string[]) {
  const columnsOf = (lines: string[]) =>
    new Map(
      lines.flatMap((line) => {
        const column = parseColumnLine(line);
        return column ? [[column.name, column] as const] : [];
      }),
    );
  const constraintsOf = (lines: string[]) =>
    new Map(
      lines.flatMap((line) => {
        const name = parseTableConstraintLine(line);
        return name ? [[name, line.replace(/,$/, "")] as const] : [];
      }),
    );
  const before = columnsOf(removed);
  const after = columnsOf(added);
  const columns: ColumnChange[] = [];
  for (const [name, column] of after) {
    const old = before.get(name);
    if (!old) columns.push({ name, change: "added" });
    else if (old.type !== column.type)
      columns.push({ name, change: "type changed", from: old.type, to: column.type });
    else if (old.definition !== column.definition) columns.push({ name, change: "changed" });
  }
  for (const name of before.keys()) if (!after.has(name)) columns.push({ name, change: "dropped" });

  const checksBefore = constraintsOf(removed);
  const checksAfter = constraintsOf(added);
  const constraints: Array<{ name: string; change: ChangeKind }> = [];
  for (const [name, line] of checksAfter) {
    const old = checksBefore.get(name);
    if (old === undefined) constraints.push({ name, change: "added" });
    else if (old !== line) constraints.push({ name, change: "changed" });
  }
  for (const name of checksBefore.keys())
    if (!checksAfter.has(name)) constraints.push({ name, change: "dropped" });

  const other = (lines: string[]) =>
    lines
      .filter((line) => !parseColumnLine(line) && !parseTableConstraintLine(line))
      .sort()
      .join("\n");
  return { columns, constraints, otherLinesDiffer: other(removed) !== other(added) };
}

/**
 * An index, sequence, constraint, trigger, policy or comment of a table that is itself added or
 * dropped goes with it: "1 table added", not also "1 index added, 1 sequence added…".
 */
function foldIntoTables(objects: ObjectChange[], entries: Map<string, Entry>): void {
  const tables = new Map<string, ChangeKind>();
  for (const object of objects)
    if (object.type === "TABLE") tables.set(`${object.schema}.${object.name}`, object.change);
  // A serial column's sequence names its table only in its OWNED BY block.
  const sequenceTables = new Map<string, string>();
  for (const entry of entries.values()) {
    if (entry.header?.type !== "SEQUENCE OWNED BY") continue;
    const table = tableIn([...entry.added, ...entry.removed]);
    if (table) sequenceTables.set(`${entry.header.schema}.${entry.header.name}`, table);
  }
  for (const object of objects) {
    if (object.type === "SEQUENCE OWNED BY") object.partOfTable = true;
    if (object.type === "TABLE" || object.change === "changed") continue;
    const entry = entries.get(keyOf(object));
    const lines = entry ? [...entry.added, ...entry.removed] : [];
    const table =
      object.type === "SEQUENCE"
        ? (sequenceTables.get(`${object.schema}.${object.name}`) ?? tableIn(lines))
        : object.type === "INDEX"
          ? tableIn(lines)
          : tableOfHeader(object) && `${object.schema}.${tableOfHeader(object)}`;
    if (table && tables.get(table) === object.change) object.partOfTable = true;
  }
}

function tableIn(lines: string[]): string | undefined {
  for (const line of lines) {
    const found = tableOfLine(line);
    if (found) return `${found.schema}.${found.table}`;
  }
  return undefined;
}
