// Reading the lines of `pg_dump --schema-only` text: which object a block is about, a table's
// column lines, and the table an index, sequence or constraint belongs to.

/** pg_dump's comment before every object: `-- Name: orders; Type: TABLE; Schema: public; Owner: app`. */
export interface DumpHeader {
  name: string;
  /** `TABLE`, `INDEX`, `FK CONSTRAINT`, `MATERIALIZED VIEW`… */
  type: string;
  /** `-` for objects outside a schema (schemas, extensions). */
  schema: string;
}

const HEADER = /^-- Name: (.*?); Type: (.*?); Schema: (.*?)(?:; Owner: .*)?$/;

export function parseHeader(line: string): DumpHeader | undefined {
  const match = HEADER.exec(line);
  if (!match) return undefined;
  return { name: match[1] ?? "", type: match[2] ?? "", schema: match[3] ?? "" };
}

/** Lines that carry no schema: the frame of headers, blank lines, pg_dump's own notes. */
export function isNoise(line: string): boolean {
  return (
    line.trim() === "" ||
    line === "--" ||
    line.startsWith("-- Dumped from database version") ||
    line.startsWith("-- Dumped by pg_dump version") ||
    line.startsWith("-- PostgreSQL database dump") ||
    // pg_dump 17.6+ brackets a dump with a random key (CVE-2025-8714): not schema.
    line.startsWith("\\restrict ") ||
    line.startsWith("\\unrestrict ")
  );
}

export interface ColumnLine {
  name: string;
  /** The type alone: `numeric(12,2)`, without COLLATE, DEFAULT, NOT NULL or GENERATED. */
  type: string;
  /** The whole definition, without the separating comma. */
  definition: string;
}

const IDENTIFIER = String.raw`"(?:[^"]|"")+"|[^\s."(),;]+`;
const COLUMN = new RegExp(`^ {4}(${IDENTIFIER}) (.+?),?$`);
const TYPE_END = / (?:COLLATE|DEFAULT|NOT NULL|GENERATED|CONSTRAINT)\b/;

/** A column of a `CREATE TABLE` body (`    total numeric(10,2) NOT NULL,`); not a table constraint. */
export function parseColumnLine(line: string): ColumnLine | undefined {
  const match = COLUMN.exec(line);
  const quotedName = match?.[1] ?? "";
  if (!match || quotedName === "CONSTRAINT") return undefined;
  const rest = match[2] ?? "";
  const end = TYPE_END.exec(rest);
  return {
    name: unquote(quotedName),
    type: (end ? rest.slice(0, end.index) : rest).trim(),
    definition: `${quotedName} ${rest}`,
  };
}

/** `    CONSTRAINT orders_total_check CHECK ((total >= 0))` in a table body: its name. */
export function parseTableConstraintLine(line: string): string | undefined {
  const match = new RegExp(`^ {4}CONSTRAINT (${IDENTIFIER}) `).exec(line);
  return match ? unquote(match[1] ?? "") : undefined;
}

const RELATION = String.raw`(${IDENTIFIER})\.(${IDENTIFIER})`;
const TABLE_OF_LINE: RegExp[] = [
  // CREATE [UNIQUE] INDEX name ON [ONLY] schema.table USING …
  new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX \S+ ON (?:ONLY )?${RELATION} `),
  // ALTER TABLE schema.table ALTER COLUMN id ADD GENERATED … (an identity's sequence)
  new RegExp(`^ALTER TABLE (?:ONLY )?${RELATION} ALTER COLUMN `),
  // ALTER SEQUENCE schema.seq OWNED BY schema.table.column;
  new RegExp(String.raw`^ALTER SEQUENCE \S+ OWNED BY ${RELATION}\.`),
];

/** The table a statement line of an index or sequence block belongs to. */
export function tableOfLine(line: string): { schema: string; table: string } | undefined {
  for (const pattern of TABLE_OF_LINE) {
    const match = pattern.exec(line);
    if (match) return { schema: unquote(match[1] ?? ""), table: unquote(match[2] ?? "") };
  }
  return undefined;
}

const STATEMENT = new RegExp(
  `^CREATE (?:UNLOGGED )?(TABLE|VIEW|MATERIALIZED VIEW) ${RELATION}(?: \\(| AS)?$`,
);

/**
 * The object a `CREATE TABLE public.orders (` (or VIEW, MATERIALIZED VIEW) line opens, as its
 * header names it: a hunk that starts just below the header still knows where it is.
 */
export function headerOfStatement(line: string): DumpHeader | undefined {
  const match = STATEMENT.exec(line);
  if (!match) return undefined;
  return { type: match[1] ?? "", schema: unquote(match[2] ?? ""), name: unquote(match[3] ?? "") };
}

/** Types whose header name is `<table> <name>`. */
const NAMED_AFTER_TABLE = new Set([
  "CONSTRAINT",
  "FK CONSTRAINT",
  "DEFAULT",
  "TRIGGER",
  "POLICY",
  "RULE",
]);

/** The table a header names, for the objects that live on one (constraints, comments…). */
export function tableOfHeader(header: DumpHeader): string | undefined {
  if (NAMED_AFTER_TABLE.has(header.type)) {
    const space = header.name.lastIndexOf(" ");
    return space > 0 ? header.name.slice(0, space) : undefined;
  }
  if (header.type === "ROW SECURITY") return header.name;
  if (header.type === "COMMENT" || header.type === "ACL") {
    if (header.name.startsWith("TABLE ")) return header.name.slice("TABLE ".length);
    if (header.name.startsWith("COLUMN ")) {
      const column = header.name.slice("COLUMN ".length);
      const dot = column.lastIndexOf(".");
      return dot > 0 ? column.slice(0, dot) : undefined;
    }
  }
  return undefined;
}

export function unquote(identifier: string): string {
  return identifier.startsWith('"') && identifier.endsWith('"') && identifier.length >= 2
    ? identifier.slice(1, -1).replaceAll('""', '"')
    : identifier;
}
