// Reading the lines of `pg_dump --schema-only` text: which object a block is about, a table's
// column lines, and the table an index, sequence or constraint belongs to.

/** pg_dump's comment before every object: `-- Name: orders; Type: TABLE; Schema: public; Owner: app`. */
export interface DumpHeader {
  name: string;
  /** One of `DUMP_TYPES` (`TABLE`, `INDEX`, `FK CONSTRAINT`…), or `OTHER` for a type it does not list. */
  type: string;
  /** `-` for objects outside a schema (schemas, extensions). */
  schema: string;
}

/**
 * The object types pg_dump (up to 18) writes in a header's `Type:` field (its `description`s).
 * Only these are ever taken as a type: the header's text around them is the database's.
 */
export const DUMP_TYPES: ReadonlySet<string> = new Set([
  "ACCESS METHOD",
  "ACL",
  "AGGREGATE",
  "BLOB",
  "BLOB METADATA",
  "BLOBS",
  "CAST",
  "CHECK CONSTRAINT",
  "COLLATION",
  "COMMENT",
  "CONSTRAINT",
  "CONVERSION",
  "DATABASE",
  "DATABASE PROPERTIES",
  "DEFAULT",
  "DEFAULT ACL",
  "DOMAIN",
  "ENCODING",
  "EVENT TRIGGER",
  "EXTENSION",
  "FK CONSTRAINT",
  "FOREIGN DATA WRAPPER",
  "FOREIGN SERVER",
  "FOREIGN TABLE",
  "FUNCTION",
  "INDEX",
  "INDEX ATTACH",
  "LARGE OBJECT",
  "LARGE OBJECTS",
  "MATERIALIZED VIEW",
  "MATERIALIZED VIEW DATA",
  "OPERATOR",
  "OPERATOR CLASS",
  "OPERATOR FAMILY",
  "POLICY",
  "PROCEDURAL LANGUAGE",
  "PROCEDURE",
  "PUBLICATION",
  "PUBLICATION TABLE",
  "PUBLICATION TABLES IN SCHEMA",
  "ROW SECURITY",
  "RULE",
  "SCHEMA",
  "SEARCHPATH",
  "SECURITY LABEL",
  "SEQUENCE",
  "SEQUENCE OWNED BY",
  "SEQUENCE SET",
  "SERVER",
  "SHELL TYPE",
  "STATISTICS",
  "STATISTICS DATA",
  "STDSTRINGS",
  "SUBSCRIPTION",
  "SUBSCRIPTION TABLE",
  "TABLE",
  "TABLE ATTACH",
  "TABLE DATA",
  "TEXT SEARCH CONFIGURATION",
  "TEXT SEARCH DICTIONARY",
  "TEXT SEARCH PARSER",
  "TEXT SEARCH TEMPLATE",
  "TRANSFORM",
  "TRIGGER",
  "TYPE",
  "USER MAPPING",
  "VIEW",
]);

/** The type of a header whose `Type:` is none of `DUMP_TYPES` (a newer pg_dump's). */
export const OTHER_TYPE = "OTHER";

const NAME_FIELD = "-- Name: ";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const TYPE_FIELD = new RegExp(
  `; Type: (${[...DUMP_TYPES].map(escapeRegExp).join("|")}); Schema: `,
  "g",
);

/**
 * pg_dump writes names in headers as they are, unquoted (pg_backup_archiver.c: "we currently
 * don't bother to quote names, meaning that the name fields aren't automatically parseable";
 * only newlines become spaces), so a table named `a; Type: X; Schema: y` writes that text into
 * its header. The type is taken from pg_dump's own list only, at its last occurrence: the
 * name (a function's arguments, a constraint's table…) comes before it and is the likeliest to
 * hold anything. The schema ends at `; Owner: `, which pg_dump always writes after it.
 */
export function parseHeader(line: string): DumpHeader | undefined {
  if (!line.startsWith(NAME_FIELD)) return undefined;
  const fields = line.slice(NAME_FIELD.length);
  const last = [...fields.matchAll(TYPE_FIELD)].at(-1);
  if (last?.[1] !== undefined)
    return {
      name: fields.slice(0, last.index),
      type: last[1],
      schema: schemaOf(fields.slice(last.index + last[0].length)),
    };
  const type = fields.indexOf("; Type: ");
  const schema = fields.lastIndexOf("; Schema: ");
  if (type < 0 || schema < type) return undefined;
  return {
    name: fields.slice(0, type),
    type: OTHER_TYPE,
    schema: schemaOf(fields.slice(schema + "; Schema: ".length)),
  };
}

function schemaOf(rest: string): string {
  const owner = rest.indexOf("; Owner: ");
  return owner < 0 ? rest : rest.slice(0, owner);
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
