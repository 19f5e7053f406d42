import { RestError } from "../core/errors.ts";
import { closestMatch, fuzzyMatches } from "./fuzzy-set.ts";

/**
 * The relationships PostgREST's schema cache holds (built by `relationship-graph.ts`), and how
 * an embedding names one of them (`findRelationship`), as PostgREST's findRel does: PGRST200
 * when none, PGRST201 when several.
 */

export interface QualifiedName {
  schema: string;
  name: string;
}

/** (this side's column, the other side's column). */
export type ColumnPairs = Array<[string, string]>;

export type Cardinality =
  | { kind: "O2M"; cons: string; columns: ColumnPairs }
  | { kind: "M2O"; cons: string; columns: ColumnPairs }
  | { kind: "O2O"; cons: string; columns: ColumnPairs; isParent: boolean }
  | {
      kind: "M2M";
      junction: QualifiedName;
      cons1: string;
      cons2: string;
      /** (origin column, junction column). */
      sourceColumns: ColumnPairs;
      /** (target column, junction column). */
      targetColumns: ColumnPairs;
    }
  /** A computed relationship: a function of the origin's row returning the target's rows. */
  | { kind: "computed"; function: QualifiedName; toOne: boolean };

export interface Relationship {
  table: QualifiedName;
  foreignTable: QualifiedName;
  isSelf: boolean;
  cardinality: Cardinality;
  tableIsView: boolean;
  foreignTableIsView: boolean;
}

/** By origin (`schema\0name`), in PostgREST's order. */
export type RelationshipsMap = Map<string, Relationship[]>;

export const keyOf = (q: QualifiedName) => `${q.schema}\u0000${q.name}`;
export const sameName = (a: QualifiedName, b: QualifiedName) =>
  a.schema === b.schema && a.name === b.name;

export const isToOne = (r: Relationship) =>
  r.cardinality.kind === "M2O" ||
  r.cardinality.kind === "O2O" ||
  (r.cardinality.kind === "computed" && r.cardinality.toOne);

/** The relationships of `origin` (a table, a view, or an RPC's alias) to the schema's tables. */
export function relationshipsOf(
  map: RelationshipsMap,
  schema: string,
  origin: string,
): Relationship[] {
  return (map.get(keyOf({ schema, name: origin })) ?? []).filter(
    (r) => r.foreignTable.schema === schema,
  );
}

const singleColumn = (card: Cardinality, side: 0 | 1): string | undefined =>
  card.kind !== "M2M" && card.kind !== "computed" && card.columns.length === 1
    ? card.columns[0]?.[side]
    : undefined;
const constraintOf = (card: Cardinality) =>
  card.kind === "M2M" || card.kind === "computed" ? undefined : card.cons;

/**
 * PostgREST's findRel: the target is the related table's name, or (not for views) a foreign
 * key's name or its single column; a hint is a foreign key, one of its columns, or a junction.
 * A self-relationship is one-to-many by the table's name and many-to-one by its column.
 */
export function findRelationship(
  map: RelationshipsMap,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const found = relationshipsOf(map, schema, origin).filter((r) => {
    const card = r.cardinality;
    if (card.kind === "computed") return target === card.function.name;
    if (r.isSelf) {
      if (hint === undefined) {
        return (
          (target === r.foreignTable.name && card.kind === "O2M") ||
          (singleColumn(card, 0) === target && card.kind === "M2O")
        );
      }
      return (
        target === r.foreignTable.name && card.kind === "O2M" && singleColumn(card, 1) === hint
      );
    }
    if (hint === undefined) {
      return (
        target === r.foreignTable.name ||
        (constraintOf(card) === target && !r.foreignTableIsView) ||
        (singleColumn(card, 0) === target && !r.foreignTableIsView)
      );
    }
    return (
      target === r.foreignTable.name &&
      (constraintOf(card) === hint ||
        singleColumn(card, 0) === hint ||
        singleColumn(card, 1) === hint ||
        (card.kind === "M2M" && card.junction.name === hint))
    );
  });
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      {
        details: `Searched for a foreign key relationship between '${origin}' and '${target}${hint !== undefined ? `' using the hint '${hint}` : ""}' in the schema '${schema}', but no matches were found.`,
        hint: noRelationshipHint(map, schema, origin, target),
      },
    );
  }
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    {
      details: found.map(describe),
      hint: `Try changing '${target}' to one of the following: ${found.map(hintFor).join(", ")}. Find the desired relationship in the 'details' key.`,
    },
  );
}

/** PostgREST's noRelBetweenHint: a close table name for the origin, or else for the target. */
function noRelationshipHint(
  map: RelationshipsMap,
  schema: string,
  origin: string,
  target: string,
): string | null {
  const origins = [...map.values()]
    .flat()
    .filter((r) => r.table.schema === schema && r.foreignTable.schema === schema)
    .map((r) => r.table.name);
  const known = map.has(keyOf({ schema, name: origin }));
  if (!known) {
    const parent = closestMatch(origins, origin);
    return parent === undefined ? null : `Perhaps you meant '${parent}' instead of '${origin}'.`;
  }
  const children = relationshipsOf(map, schema, origin).map((r) => r.foreignTable.name);
  const child = fuzzyMatches(children, target).find(([score]) => score < 1)?.[1];
  return child === undefined ? null : `Perhaps you meant '${child}' instead of '${target}'.`;
}

const columnList = (columns: string[]) => `(${columns.join(", ")})`;

/** PostgREST's compressedRel: how PGRST201 lists each candidate. */
function describe(r: Relationship) {
  const card = r.cardinality;
  if (card.kind === "computed") return {};
  const embedding = `${r.table.name} with ${r.foreignTable.name}`;
  if (card.kind === "M2M") {
    return {
      embedding,
      cardinality: "many-to-many",
      relationship: `${card.junction.name} using ${card.cons1}${columnList(card.sourceColumns.map(([, j]) => j))} and ${card.cons2}${columnList(card.targetColumns.map(([, j]) => j))}`,
    };
  }
  const names = { O2M: "one-to-many", M2O: "many-to-one", O2O: "one-to-one" };
  return {
    embedding,
    cardinality: names[card.kind],
    relationship: `${card.cons} using ${r.table.name}${columnList(card.columns.map(([c]) => c))} and ${r.foreignTable.name}${columnList(card.columns.map(([, c]) => c))}`,
  };
}

function hintFor(r: Relationship): string {
  const card = r.cardinality;
  if (card.kind === "computed") return "";
  return `'${r.foreignTable.name}!${card.kind === "M2M" ? card.junction.name : card.cons}'`;
}
