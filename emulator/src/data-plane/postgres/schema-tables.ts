import type pg from "pg";

/** One table as Neon's `GET …/schema?format=json` shows it (BranchSchemaJSON in its document). */
export interface SchemaTable {
  schema: string;
  name: string;
  columns: { name: string; type: string; nullable: boolean; generated: boolean }[];
  constraints: SchemaConstraint[];
}

export interface SchemaConstraint {
  type: "primary_key" | "unique" | "foreign_key";
  name: string;
  columns: string[];
  referenced_table?: { schema: string; table: string; columns: string[] };
}

/**
 * The database's tables (plain and partitioned, partitions included) outside the system
 * schemas and not owned by an extension, as pg_dump leaves those out too; ordered by schema
 * and name, columns in table order.
 */
const tablesQuery = `
SELECT n.nspname AS schema, c.relname AS name,
  (SELECT coalesce(json_agg(json_build_object(
      'name', a.attname,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'nullable', NOT a.attnotnull,
      'generated', a.attgenerated <> '') ORDER BY a.attnum), '[]')
     FROM pg_catalog.pg_attribute a
    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
  (SELECT coalesce(json_agg(json_build_object(
      'type', CASE k.contype WHEN 'p' THEN 'primary_key' WHEN 'u' THEN 'unique' ELSE 'foreign_key' END,
      'name', k.conname,
      'columns', (SELECT json_agg(a.attname ORDER BY u.i) FROM unnest(k.conkey) WITH ORDINALITY u(num, i)
                    JOIN pg_catalog.pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.num),
      'referenced_table', CASE WHEN k.contype = 'f' THEN json_build_object(
          'schema', fn.nspname, 'table', f.relname,
          'columns', (SELECT json_agg(a.attname ORDER BY u.i) FROM unnest(k.confkey) WITH ORDINALITY u(num, i)
                        JOIN pg_catalog.pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.num))
        END) ORDER BY k.contype, k.conname), '[]')
     FROM pg_catalog.pg_constraint k
     LEFT JOIN pg_catalog.pg_class f ON f.oid = k.confrelid
     LEFT JOIN pg_catalog.pg_namespace fn ON fn.oid = f.relnamespace
    WHERE k.conrelid = c.oid AND k.contype IN ('p', 'u', 'f')) AS constraints
FROM pg_catalog.pg_class c
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p')
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  AND NOT EXISTS (SELECT FROM pg_catalog.pg_depend d
                   WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`;

export async function describeTables(client: pg.Client): Promise<SchemaTable[]> {
  const { rows } = await client.query<SchemaTable>(tablesQuery);
  return rows.map((row) => ({
    ...row,
    constraints: row.constraints.map(({ referenced_table, ...constraint }) =>
      referenced_table ? { ...constraint, referenced_table } : constraint,
    ),
  }));
}
