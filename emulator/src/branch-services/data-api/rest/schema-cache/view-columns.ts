/**
 * Where a view's columns come from, as PostgREST's schema cache traces them: each output column
 * of a view's query that is a plain column of a table (or of another view, followed down) is
 * that table's column. The view's stored query (`pg_rewrite.ev_action`, a node tree) names it
 * in each top-level target entry's `resorigtbl` and `resorigcol`.
 */

export interface CatalogRelation {
  oid: number;
  schema: string;
  name: string;
  isView: boolean;
  /** attnum → name. */
  columns: Record<string, string>;
  pk: string[];
  viewQuery: string | null;
}

export interface BaseColumn {
  schema: string;
  table: string;
  column: string;
}

export interface ViewColumnSources {
  /** The base table column a view's column shows, if it shows one. */
  sourceOf(schema: string, view: string, column: string): BaseColumn | undefined;
  /** Views (with their schema) whose columns show some of the table's columns: base column → view columns. */
  viewsOf(
    schema: string,
    table: string,
  ): Array<{ schema: string; name: string; columns: Map<string, string[]> }>;
  /** A table's primary key; a view's: its base table's, when it shows every one of its columns. */
  primaryKey(schema: string, name: string): string[];
}

interface TargetEntry {
  name: string;
  table: number;
  column: number;
}

export function viewColumnSources(relations: CatalogRelation[]): ViewColumnSources {
  const byOid = new Map(relations.map((r) => [r.oid, r]));
  const byName = new Map(relations.map((r) => [`${r.schema}\u0000${r.name}`, r]));
  const entries = new Map<number, TargetEntry[]>();
  for (const relation of relations) {
    if (relation.isView && relation.viewQuery) {
      entries.set(relation.oid, topTargetList(relation.viewQuery));
    }
  }
  const trace = (
    relation: CatalogRelation,
    column: string,
    seen: Set<number>,
  ): BaseColumn | undefined => {
    if (!relation.isView) return { schema: relation.schema, table: relation.name, column };
    if (seen.has(relation.oid)) return undefined;
    seen.add(relation.oid);
    const entry = entries.get(relation.oid)?.find((e) => e.name === column);
    const origin = entry ? byOid.get(entry.table) : undefined;
    const originColumn = origin?.columns[String(entry?.column)];
    if (!origin || originColumn === undefined) return undefined;
    return trace(origin, originColumn, seen);
  };
  const sourceOf = (schema: string, view: string, column: string) => {
    const relation = byName.get(`${schema}\u0000${view}`);
    return relation ? trace(relation, column, new Set()) : undefined;
  };
  const views = relations.filter((r) => r.isView);
  return {
    sourceOf,
    viewsOf(schema, table) {
      const found: Array<{ schema: string; name: string; columns: Map<string, string[]> }> = [];
      for (const view of views) {
        const columns = new Map<string, string[]>();
        for (const column of Object.values(view.columns)) {
          const base = trace(view, column, new Set());
          if (base?.schema === schema && base.table === table) {
            columns.set(base.column, [...(columns.get(base.column) ?? []), column]);
          }
        }
        if (columns.size > 0) found.push({ schema: view.schema, name: view.name, columns });
      }
      return found;
    },
    primaryKey(schema, name) {
      const relation = byName.get(`${schema}\u0000${name}`);
      if (!relation) return [];
      if (!relation.isView) return relation.pk;
      const shown = Object.values(relation.columns).map((c) => ({
        column: c,
        base: trace(relation, c, new Set()),
      }));
      const base = shown.find((s) => s.base)?.base;
      const table = base ? byName.get(`${base.schema}\u0000${base.table}`) : undefined;
      if (!base || !table || table.pk.length === 0) return [];
      const key = table.pk.map(
        (pkColumn) =>
          shown.find(
            (s) =>
              s.base?.schema === base.schema &&
              s.base.table === base.table &&
              s.base.column === pkColumn,
          )?.column,
      );
      return key.every((c) => c !== undefined) ? (key as string[]) : [];
    },
  };
}

/** The target entries of a node tree's top-level query (not those of its subqueries). */
export function topTargetList(tree: string): TargetEntry[] {
  const start = listStart(tree);
  if (start < 0) return [];
  const found: TargetEntry[] = [];
  let depth = 0;
  let entry = "";
  for (let i = start; i < tree.length; i++) {
    const c = tree[i] as string;
    if (c === "\\") {
      if (depth === 1) entry += tree.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) {
        const parsed = targetEntry(entry);
        if (parsed) found.push(parsed);
        entry = "";
      }
    } else if (c === ")" && depth === 0) break;
    else if (depth === 1) entry += c;
  }
  return found;
}

/** Where `:targetList (` of the top-level query (brace depth 1) opens its list. */
function listStart(tree: string): number {
  let depth = 0;
  for (let i = 0; i < tree.length; i++) {
    const c = tree[i];
    if (c === "\\") i++;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (depth === 1 && tree.startsWith(":targetList (", i)) return i + ":targetList (".length;
  }
  return -1;
}

function targetEntry(fields: string): TargetEntry | undefined {
  const name = /:resname ((?:\\.|\S)+)/.exec(fields)?.[1];
  const table = Number(/:resorigtbl (\d+)/.exec(fields)?.[1] ?? 0);
  const column = Number(/:resorigcol (\d+)/.exec(fields)?.[1] ?? 0);
  if (name === undefined || name === "<>" || / :resjunk true/.test(fields)) return undefined;
  return { name: name.replace(/\\(.)/g, "$1"), table, column };
}
