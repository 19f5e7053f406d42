import { RestError } from "./errors.ts";
import { type ForeignKey, type SchemaCache, type Table, tableKey } from "./schema-cache.ts";

/**
 * How PostgREST finds the relationship an embedding names (references/api/resource_embedding):
 * a foreign key either way between the two tables (many-to-one, one-to-many), or a junction
 * table with a foreign key to each (many-to-many). The name may also be a foreign key's name or
 * column; a hint (`!hint`) picks among several.
 */
export type Relationship =
  | { kind: "many-to-one"; target: Table; fk: ForeignKey }
  | { kind: "one-to-many"; target: Table; fk: ForeignKey }
  | {
      kind: "many-to-many";
      target: Table;
      junction: Table;
      sourceFk: ForeignKey;
      targetFk: ForeignKey;
    };

export const isToOne = (r: Relationship) => r.kind === "many-to-one";

const same = (fk: ForeignKey, t: Table) => fk.schema === t.schema && fk.table === t.name;
const refers = (fk: ForeignKey, t: Table) => fk.refSchema === t.schema && fk.refTable === t.name;

function candidates(cache: SchemaCache, source: Table, name: string): Relationship[] {
  const found: Relationship[] = [];
  const target = cache.tables.get(tableKey(source.schema, name));
  if (target) {
    for (const fk of cache.foreignKeys) {
      if (same(fk, source) && refers(fk, target)) found.push({ kind: "many-to-one", target, fk });
      if (same(fk, target) && refers(fk, source) && target !== source) {
        found.push({ kind: "one-to-many", target, fk });
      }
    }
    for (const junction of cache.tables.values()) {
      if (junction === source || junction === target) continue;
      const toSource = cache.foreignKeys.filter((fk) => same(fk, junction) && refers(fk, source));
      const toTarget = cache.foreignKeys.filter((fk) => same(fk, junction) && refers(fk, target));
      for (const sourceFk of toSource) {
        for (const targetFk of toTarget) {
          if (sourceFk !== targetFk) {
            found.push({ kind: "many-to-many", target, junction, sourceFk, targetFk });
          }
        }
      }
    }
    return found;
  }
  // The name of a foreign key, or of a column of one: `select=*,owner:owner_id(*)`.
  for (const fk of cache.foreignKeys) {
    const byName = fk.name === name;
    if (same(fk, source) && (byName || (fk.columns.length === 1 && fk.columns[0] === name))) {
      const to = cache.tables.get(tableKey(fk.refSchema, fk.refTable));
      if (to) found.push({ kind: "many-to-one", target: to, fk });
    } else if (refers(fk, source) && byName) {
      const from = cache.tables.get(tableKey(fk.schema, fk.table));
      if (from) found.push({ kind: "one-to-many", target: from, fk });
    }
  }
  return found;
}

function matchesHint(r: Relationship, hint: string): boolean {
  const fks = r.kind === "many-to-many" ? [r.sourceFk, r.targetFk] : [r.fk];
  if (r.kind === "many-to-many" && r.junction.name === hint) return true;
  return fks.some(
    (fk) =>
      fk.name === hint ||
      (fk.columns.length === 1 && fk.columns[0] === hint) ||
      (fk.refColumns.length === 1 && fk.refColumns[0] === hint && r.kind !== "many-to-many"),
  );
}

function describe(r: Relationship, source: Table) {
  const cardinality = r.kind;
  const relationship =
    r.kind === "many-to-many"
      ? `${r.junction.schema}.${r.junction.name} using ${r.sourceFk.name}(${r.sourceFk.columns.join(", ")}) and ${r.targetFk.name}(${r.targetFk.columns.join(", ")})`
      : `${r.fk.name} using ${r.fk.schema}.${r.fk.table}(${r.fk.columns.join(", ")}) and ${r.fk.refSchema}.${r.fk.refTable}(${r.fk.refColumns.join(", ")})`;
  return {
    cardinality,
    embedding: `${source.name} with ${r.target.name}`,
    relationship,
  };
}

export function findRelationship(
  cache: SchemaCache,
  source: Table,
  name: string,
  hint: string | undefined,
): Relationship {
  let found = candidates(cache, source, name);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      {
        details: `Searched for a foreign key relationship between '${source.name}' and '${name}'${hint !== undefined ? ` using the hint '${hint}'` : ""} in the schema '${source.schema}', but no matches were found.`,
        hint: null,
      },
    );
  }
  const details = found.map((r) => describe(r, source));
  const hints = found.map((r) =>
    r.kind === "many-to-many" ? `${name}!${r.junction.name}` : `${name}!${r.fk.name}`,
  );
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    {
      details,
      hint: `Try changing '${name}' to one of the following: ${hints.map((h) => `'${h}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
    },
  );
}
