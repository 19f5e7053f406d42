/**
 * The catalog's objects as the schema cache holds them (PostgREST's Table, Column, Routine):
 * what `schema-cache.ts` reads and the relationships are built from.
 */

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Its default as SQL (PostgREST's column_default: an identity's nextval too), if any. */
  default?: string | null;
}

export interface Table {
  schema: string;
  name: string;
  kind: string;
  /** A view or a materialized view: relationships through it are traced to its base tables. */
  isView: boolean;
  /** The table's row type, to find computed fields (functions taking the row). */
  rowType: number;
  columns: Column[];
  pk: string[];
  insertable: boolean;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
  /** Its columns are also the table's primary key or a unique constraint: a one-to-one. */
  oneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  returnType: string;
  /** Set when the function returns a table's rows (or one row): that table's schema and name. */
  returnsTable: { schema: string; name: string } | undefined;
  /** The columns of `RETURNS TABLE (…)` or OUT arguments, when it has them. */
  outColumns: Column[];
  /** Returns a composite type (a row or a table's rows). */
  returnsComposite: boolean;
  volatile: boolean;
  /** The planner's row estimate (`ROWS n`): 1 makes a computed relationship to-one. */
  rows: number;
}

export const tableKey = (schema: string, name: string) => `${schema}\u0000${name}`;
