import type { DbFunction, ForeignKey, Table } from "./catalog.ts";
import {
  type Cardinality,
  type ColumnPairs,
  keyOf,
  type QualifiedName,
  type Relationship,
  type RelationshipsMap,
  sameName,
} from "./relationships.ts";
import type { ViewColumnSources } from "./view-columns.ts";

/**
 * The relationships PostgREST's schema cache finds (SchemaCache.hs): every foreign key as a
 * many-to-one, or a one-to-one when its columns are also a primary key or unique constraint;
 * the same through views that show the key's columns; many-to-many through a junction whose
 * primary key holds both keys' columns; each one's inverse; and computed relationships
 * (functions of a row), which override a detected one of the same name. Each origin's list is
 * in PostgREST's order (the order PGRST201 lists its candidates in).
 */

export function buildRelationships(
  foreignKeys: ForeignKey[],
  sources: ViewColumnSources,
  tables: Map<string, Table>,
  schemas: string[],
  computed: Relationship[],
): RelationshipsMap {
  const direct = foreignKeys.map(
    (fk): Relationship => ({
      table: { schema: fk.schema, name: fk.table },
      foreignTable: { schema: fk.refSchema, name: fk.refTable },
      isSelf: fk.schema === fk.refSchema && fk.table === fk.refTable,
      cardinality: fk.oneToOne
        ? { kind: "O2O", cons: fk.name, columns: pairs(fk), isParent: false }
        : { kind: "M2O", cons: fk.name, columns: pairs(fk) },
      tableIsView: false,
      foreignTableIsView: false,
    }),
  );
  const withViews = [...direct, ...direct.flatMap((r) => viewRelationships(r, sources, schemas))];
  const primaryKey = (q: QualifiedName) =>
    tables.get(keyOf(q))?.pk ?? sources.primaryKey(q.schema, q.name);
  // A computed relationship named as a table overrides that table's (PostgREST's override).
  const overridden = (r: Relationship) =>
    computed.some(
      (c) =>
        c.cardinality.kind === "computed" &&
        sameName(c.table, r.table) &&
        sameName(c.cardinality.function, r.foreignTable),
    );
  const detected = addInverses([...withViews, ...manyToMany(withViews, primaryKey)]);
  const all = [...detected.filter((r) => !overridden(r)), ...computed];
  const exposed = (q: QualifiedName) => schemas.includes(q.schema);
  const map: RelationshipsMap = new Map();
  for (const r of all) {
    if (!exposed(r.table) || !exposed(r.foreignTable)) continue;
    if (r.cardinality.kind === "M2M" && !exposed(r.cardinality.junction)) continue;
    const list = map.get(keyOf(r.table)) ?? [];
    list.push(r);
    map.set(keyOf(r.table), list);
  }
  for (const list of map.values()) list.sort(compareRelationships);
  return map;
}

/** PostgREST's allComputedRels: `fn(table) RETURNS [SETOF] other_table`; to-one unless a set of more than one row. */
export function computedRelationships(
  functions: DbFunction[],
  tables: Map<string, Table>,
): Relationship[] {
  const byRowType = new Map([...tables.values()].map((t) => [t.rowType, t]));
  return functions.flatMap((fn): Relationship[] => {
    const origin = fn.args.length === 1 ? byRowType.get(fn.args[0]?.typeOid ?? -1) : undefined;
    if (!origin || !fn.returnsTable) return [];
    const table = { schema: origin.schema, name: origin.name };
    return [
      {
        table,
        foreignTable: fn.returnsTable,
        isSelf: sameName(table, fn.returnsTable),
        cardinality: {
          kind: "computed",
          function: { schema: fn.schema, name: fn.name },
          toOne: !fn.returnsSet || fn.rows === 1,
        },
        tableIsView: false,
        foreignTableIsView: false,
      },
    ];
  });
}

const pairs = (fk: ForeignKey): ColumnPairs =>
  fk.columns.map((c, i) => [c, fk.refColumns[i] as string]);

/** Every way to show each column through a view: one choice of view column per column. */
function combinations(columns: string[], shown: Map<string, string[]>): string[][] {
  return columns.reduce<string[][]>(
    (acc, column) => acc.flatMap((combo) => (shown.get(column) ?? []).map((v) => [...combo, v])),
    [[]],
  );
}

/** PostgREST's addViewM2OAndO2ORels: a to-one through views of either side, or both. */
function viewRelationships(
  r: Relationship,
  sources: ViewColumnSources,
  schemas: string[],
): Relationship[] {
  const card = r.cardinality;
  if (card.kind !== "M2O" && (card.kind !== "O2O" || card.isParent)) return [];
  const build = (columns: ColumnPairs): Cardinality =>
    card.kind === "M2O"
      ? { kind: "M2O", cons: card.cons, columns }
      : { kind: "O2O", cons: card.cons, columns, isParent: false };
  const views = (q: QualifiedName) =>
    sources.viewsOf(q.schema, q.name).filter((v) => schemas.includes(v.schema));
  const own = card.columns.map(([c]) => c);
  const referenced = card.columns.map(([, c]) => c);
  const sourceViews = views(r.table).flatMap((v) =>
    combinations(own, v.columns).map((cols) => ({ view: v, cols })),
  );
  const targetViews = views(r.foreignTable).flatMap((v) =>
    combinations(referenced, v.columns).map((cols) => ({ view: v, cols })),
  );
  const found: Relationship[] = [];
  for (const { view, cols } of sourceViews) {
    found.push({
      table: { schema: view.schema, name: view.name },
      foreignTable: r.foreignTable,
      isSelf: false,
      cardinality: build(cols.map((c, i) => [c, referenced[i] as string])),
      tableIsView: true,
      foreignTableIsView: false,
    });
  }
  for (const { view, cols } of targetViews) {
    found.push({
      table: r.table,
      foreignTable: { schema: view.schema, name: view.name },
      isSelf: false,
      cardinality: build(own.map((c, i) => [c, cols[i] as string])),
      tableIsView: false,
      foreignTableIsView: true,
    });
  }
  for (const from of sourceViews) {
    for (const to of targetViews) {
      const table = { schema: from.view.schema, name: from.view.name };
      const foreignTable = { schema: to.view.schema, name: to.view.name };
      found.push({
        table,
        foreignTable,
        isSelf: sameName(table, foreignTable),
        cardinality: build(from.cols.map((c, i) => [c, to.cols[i] as string])),
        tableIsView: true,
        foreignTableIsView: true,
      });
    }
  }
  return found;
}

/** PostgREST's addM2MRels: two many-to-ones of one junction whose primary key holds both. */
function manyToMany(
  rels: Relationship[],
  primaryKey: (q: QualifiedName) => string[],
): Relationship[] {
  const found: Relationship[] = [];
  for (const a of rels) {
    if (a.cardinality.kind !== "M2O") continue;
    for (const b of rels) {
      if (b.cardinality.kind !== "M2O" || !sameName(a.table, b.table)) continue;
      if (a.cardinality.cons === b.cardinality.cons) continue;
      const pk = new Set(primaryKey(a.table));
      const used = [...a.cardinality.columns, ...b.cardinality.columns].map(([c]) => c);
      if (!used.every((c) => pk.has(c))) continue;
      found.push({
        table: a.foreignTable,
        foreignTable: b.foreignTable,
        isSelf: sameName(a.foreignTable, b.foreignTable),
        cardinality: {
          kind: "M2M",
          junction: a.table,
          cons1: a.cardinality.cons,
          cons2: b.cardinality.cons,
          sourceColumns: a.cardinality.columns.map(([j, t]) => [t, j]),
          targetColumns: b.cardinality.columns.map(([j, t]) => [t, j]),
        },
        tableIsView: a.foreignTableIsView,
        foreignTableIsView: b.foreignTableIsView,
      });
    }
  }
  return found;
}

function addInverses(rels: Relationship[]): Relationship[] {
  const inverses: Relationship[] = [];
  for (const r of rels) {
    const card = r.cardinality;
    const swapped = (columns: ColumnPairs): ColumnPairs => columns.map(([a, b]) => [b, a]);
    const base = {
      table: r.foreignTable,
      foreignTable: r.table,
      isSelf: r.isSelf,
      tableIsView: r.foreignTableIsView,
      foreignTableIsView: r.tableIsView,
    };
    if (card.kind === "M2O") {
      inverses.push({
        ...base,
        cardinality: { kind: "O2M", cons: card.cons, columns: swapped(card.columns) },
      });
    } else if (card.kind === "O2O") {
      inverses.push({
        ...base,
        cardinality: {
          kind: "O2O",
          cons: card.cons,
          columns: swapped(card.columns),
          isParent: !card.isParent,
        },
      });
    }
  }
  return [...rels, ...inverses];
}

/** Haskell's derived Ord on PostgREST's Relationship (field by field, constructors in order). */
function compareRelationships(a: Relationship, b: Relationship): number {
  // Haskell's ComputedRelationship constructor comes after Relationship's.
  const computed = (r: Relationship) => (r.cardinality.kind === "computed" ? 1 : 0);
  return (
    computed(a) - computed(b) ||
    compareNames(a.table, b.table) ||
    compareNames(a.foreignTable, b.foreignTable) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    compareCardinality(a.cardinality, b.cardinality) ||
    Number(a.tableIsView) - Number(b.tableIsView) ||
    Number(a.foreignTableIsView) - Number(b.foreignTableIsView)
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareNames = (a: QualifiedName, b: QualifiedName) =>
  compareText(a.schema, b.schema) || compareText(a.name, b.name);

function comparePairs(a: ColumnPairs, b: ColumnPairs): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [a1, a2] = a[i] as [string, string];
    const [b1, b2] = b[i] as [string, string];
    const c = compareText(a1, b1) || compareText(a2, b2);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

const cardinalityOrder = ["O2M", "M2O", "O2O", "M2M"];

function compareCardinality(a: Cardinality, b: Cardinality): number {
  if (a.kind === "computed" || b.kind === "computed") {
    if (a.kind === "computed" && b.kind === "computed") return compareNames(a.function, b.function);
    return 0;
  }
  const byKind = cardinalityOrder.indexOf(a.kind) - cardinalityOrder.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  if (a.kind === "M2M" && b.kind === "M2M") {
    return (
      compareNames(a.junction, b.junction) ||
      compareText(a.cons1, b.cons1) ||
      compareText(a.cons2, b.cons2) ||
      comparePairs(a.sourceColumns, b.sourceColumns) ||
      comparePairs(a.targetColumns, b.targetColumns)
    );
  }
  if (a.kind === "M2M" || b.kind === "M2M") return 0;
  const parent = (c: Cardinality) => (c.kind === "O2O" && c.isParent ? 1 : 0);
  return compareText(a.cons, b.cons) || comparePairs(a.columns, b.columns) || parent(a) - parent(b);
}
