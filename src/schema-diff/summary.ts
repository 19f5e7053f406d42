import type { ObjectChange, SchemaChanges } from "./changes.ts";
import { DUMP_TYPES, OTHER_TYPE } from "./pg-dump.ts";

// A schema diff at a glance: "2 tables changed, 1 index added, 1 column dropped", and the
// changes that lose data (a dropped table or column, a column's type changed) by name.

export interface Tally {
  count: number;
  /** `table`, `tables`, `column`… as the count needs. */
  noun: string;
  verb: string;
  destructive: boolean;
}

export interface DestructiveChange {
  /** `table` or `column`. */
  kind: "table" | "column";
  /** `orders`, `billing.invoices`, `orders.total` (the schema when it is not `public`). */
  name: string;
  change: "dropped" | "type changed";
  from?: string;
  to?: string;
}

const NOUNS: Array<[type: string, singular: string, plural: string]> = [
  ["TABLE", "table", "tables"],
  ["COLUMN", "column", "columns"],
  ["INDEX", "index", "indexes"],
  ["CONSTRAINT", "constraint", "constraints"],
  ["FK CONSTRAINT", "foreign key", "foreign keys"],
  ["VIEW", "view", "views"],
  ["MATERIALIZED VIEW", "materialized view", "materialized views"],
  ["FUNCTION", "function", "functions"],
  ["PROCEDURE", "procedure", "procedures"],
  ["AGGREGATE", "aggregate", "aggregates"],
  ["TRIGGER", "trigger", "triggers"],
  ["SEQUENCE", "sequence", "sequences"],
  ["TYPE", "type", "types"],
  ["DOMAIN", "domain", "domains"],
  ["POLICY", "policy", "policies"],
  ["ROW SECURITY", "row-level security setting", "row-level security settings"],
  ["RULE", "rule", "rules"],
  ["EXTENSION", "extension", "extensions"],
  ["SCHEMA", "schema", "schemas"],
  ["DEFAULT", "column default", "column defaults"],
  ["COMMENT", "comment", "comments"],
  ["ACL", "grant", "grants"],
];
const VERBS = ["added", "dropped", "type changed", "changed"] as const;

/** Counts per kind of object and change, in a fixed order: tables and columns first. */
export function tally(changes: SchemaChanges): Tally[] {
  const known = new Set(NOUNS.map(([type]) => type));
  // Only names of our own lists are ever shown: a type from elsewhere is an "other object".
  const shown = (type: string) => (known.has(type) || DUMP_TYPES.has(type) ? type : OTHER_TYPE);
  const counts = new Map<string, number>();
  const bump = (type: string, verb: string, by = 1) => {
    const key = `${shown(type)}\u0000${verb}`;
    counts.set(key, (counts.get(key) ?? 0) + by);
  };
  for (const object of changes.objects) {
    if (object.partOfTable) continue;
    bump(object.type, object.change);
    for (const column of object.columns) bump("COLUMN", column.change);
  }
  if (changes.unnamed > 0) bump(OTHER_TYPE, "changed", changes.unnamed);
  const others = [...new Set(changes.objects.map((o) => shown(o.type)))]
    .filter((type) => !known.has(type) && type !== OTHER_TYPE)
    .sort()
    .map((type): [string, string, string] => {
      const noun = type.toLowerCase();
      return [type, noun, `${noun}s`];
    });
  const tallies: Tally[] = [];
  const nouns: Array<[string, string, string]> = [
    ...NOUNS,
    ...others,
    [OTHER_TYPE, "other object", "other objects"],
  ];
  for (const [type, singular, plural] of nouns)
    for (const verb of VERBS) {
      const count = counts.get(`${type}\u0000${verb}`) ?? 0;
      if (count === 0) continue;
      tallies.push({
        count,
        noun: count === 1 ? singular : plural,
        verb,
        destructive: isDestructive(type, verb),
      });
    }
  return tallies;
}

function isDestructive(type: string, verb: string): boolean {
  return (
    (type === "TABLE" && verb === "dropped") ||
    (type === "COLUMN" && (verb === "dropped" || verb === "type changed"))
  );
}

/** "2 tables changed, 1 index added", or "no schema changes". */
export function summaryText(tallies: Tally[]): string {
  if (tallies.length === 0) return "no schema changes";
  return tallies.map((t) => `${t.count} ${t.noun} ${t.verb}`).join(", ");
}

/** The changes that lose data, by name. */
export function destructiveChanges(changes: SchemaChanges): DestructiveChange[] {
  const found: DestructiveChange[] = [];
  for (const object of changes.objects) {
    if (object.type !== "TABLE") continue;
    const table = displayName(object);
    if (object.change === "dropped") found.push({ kind: "table", name: table, change: "dropped" });
    for (const column of object.columns) {
      if (column.change === "dropped")
        found.push({ kind: "column", name: `${table}.${column.name}`, change: "dropped" });
      else if (column.change === "type changed")
        found.push({
          kind: "column",
          name: `${table}.${column.name}`,
          change: "type changed",
          from: column.from,
          to: column.to,
        });
    }
  }
  return found;
}

function displayName(object: ObjectChange): string {
  return object.schema === "public" || object.schema === "-"
    ? object.name
    : `${object.schema}.${object.name}`;
}
