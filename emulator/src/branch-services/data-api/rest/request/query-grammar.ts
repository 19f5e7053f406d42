import { parseError } from "../core/errors.ts";

/**
 * PostgREST's URL grammar (postgrest.org, references/api/tables_views): `select`, filters with
 * their operators and modifiers, `or`/`and` trees, `order`. Pure parsing: names are checked
 * against the schema cache later, values are only ever bound as parameters.
 */

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type AggregateFunction = "count" | "sum" | "avg" | "min" | "max";

/** A column (or `*`), maybe aggregated: `alias:col->a::cast.sum()::cast`, `count()`. */
export interface SelectField {
  kind: "field";
  field: FieldRef;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
}

/** An embedded resource: `alias:rel!hint!inner(…)`, or a spread `...rel(…)`. */
export interface SelectEmbed {
  kind: "embed";
  name: string;
  alias?: string;
  hint?: string;
  joinType?: "inner" | "left";
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = SelectField | SelectEmbed;

export const filterOperators = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "is",
  "isdistinct",
  "in",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export interface Filter {
  field: FieldRef;
  negate: boolean;
  op: FilterOperator;
  modifier?: "any" | "all";
  language?: string;
  /** `in` lists and `any`/`all` lists are arrays; everything else one string. */
  value: string | string[];
}

export type Condition =
  | { kind: "filter"; filter: Filter }
  | { kind: "logic"; op: "and" | "or"; negate: boolean; items: Condition[] }
  /** `rel=is.null` on an embedded resource (planned later): whether its join found a row. */
  | { kind: "null-embed"; negate: boolean; aggAlias: string };

export interface OrderTerm {
  field: FieldRef;
  /** `order=parent(col)`: a column of an embedded to-one resource. */
  relation?: string;
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
}

const stopChars = new Set([",", "(", ")", "!", ":"]);

class Cursor {
  pos = 0;
  readonly text: string;
  readonly what: string;
  constructor(text: string, what: string) {
    this.text = text;
    this.what = what;
  }
  peek(n = 0): string {
    return this.text[this.pos + n] ?? "";
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expected: string): never {
    const found = this.done() ? "end of input" : `"${this.peek()}"`;
    throw parseError(
      this.what,
      `unexpected ${found} at position ${this.pos + 1}, expecting ${expected}`,
    );
  }
  expect(s: string): void {
    if (!this.startsWith(s)) this.fail(`"${s}"`);
    this.pos += s.length;
  }
  skipSpaces(): void {
    while (this.peek() === " ") this.pos++;
  }
  /** A name: `"quoted"` or a run of characters up to a separator or a JSON arrow. */
  name(): string {
    this.skipSpaces();
    if (this.peek() === '"') {
      this.pos++;
      let out = "";
      while (!this.done() && this.peek() !== '"') {
        if (this.peek() === "\\" && this.peek(1) !== "") this.pos++;
        out += this.peek();
        this.pos++;
      }
      this.expect('"');
      return out;
    }
    const start = this.pos;
    while (!this.done()) {
      const c = this.peek();
      if (stopChars.has(c) || (c === "-" && this.peek(1) === ">") || c === ".") break;
      this.pos++;
    }
    const name = this.text.slice(start, this.pos).trimEnd();
    if (name === "") this.fail("a name");
    return name;
  }
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.startsWith("->")) {
      const arrow = this.startsWith("->>") ? "->>" : "->";
      this.pos += arrow.length;
      steps.push({ arrow, key: this.name() });
    }
    return steps;
  }
}

export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, `select parameter (${text})`);
  const items = selectList(cursor);
  if (!cursor.done()) cursor.fail('"," or end of input');
  return items;
}

function selectList(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    items.push(selectItem(cursor));
    cursor.skipSpaces();
    if (cursor.peek() !== ",") return items;
    cursor.pos++;
  }
}

const aggregates: AggregateFunction[] = ["count", "sum", "avg", "min", "max"];

/** PostgREST's select item: a spread, a relation (not named `count`), or a field. */
function selectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.startsWith("...")) {
    cursor.pos += 3;
    const name = cursor.name();
    return embedTail(cursor, name, undefined, true);
  }
  if (cursor.peek() === "*") {
    cursor.pos++;
    return { kind: "field", field: { name: "*", json: [] } };
  }
  let alias: string | undefined;
  if (!cursor.startsWith("count()")) {
    const start = cursor.pos;
    const first = cursor.name();
    if (cursor.peek() === ":" && cursor.peek(1) !== ":") {
      cursor.pos++;
      alias = first;
      if (cursor.startsWith("...")) cursor.fail("a name (a spread cannot be renamed)");
    } else {
      cursor.pos = start;
    }
  }
  cursor.skipSpaces();
  if (cursor.startsWith("count()")) {
    cursor.pos += "count()".length;
    const aggregateCast = castAfter(cursor);
    return {
      kind: "field",
      field: { name: "*", json: [] },
      aggregate: "count",
      ...(alias !== undefined ? { alias } : {}),
      ...(aggregateCast !== undefined ? { aggregateCast } : {}),
    };
  }
  const name = cursor.name();
  if (name !== "count" && (cursor.peek() === "!" || cursor.peek() === "(")) {
    return embedTail(cursor, name, alias, false);
  }
  const json = cursor.jsonPath();
  const cast = castAfter(cursor);
  let aggregate: AggregateFunction | undefined;
  let aggregateCast: string | undefined;
  if (cursor.peek() === ".") {
    const found = aggregates.find((a) => cursor.startsWith(`.${a}()`));
    if (!found) cursor.fail("an aggregate (sum(), avg(), count(), max(), min())");
    cursor.pos += found.length + 3;
    aggregate = found;
    aggregateCast = castAfter(cursor);
  }
  return {
    kind: "field",
    field: { name, json },
    ...(alias !== undefined ? { alias } : {}),
    ...(cast !== undefined ? { cast } : {}),
    ...(aggregate !== undefined ? { aggregate } : {}),
    ...(aggregateCast !== undefined ? { aggregateCast } : {}),
  };
}

/** `::type` after a field or an aggregate, if there is one. */
function castAfter(cursor: Cursor): string | undefined {
  if (!cursor.startsWith("::")) return undefined;
  cursor.pos += 2;
  const start = cursor.pos;
  while (!cursor.done() && /[A-Za-z0-9_ [\]]/.test(cursor.peek())) cursor.pos++;
  const cast = cursor.text.slice(start, cursor.pos).trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*( [A-Za-z_][A-Za-z0-9_]*)*(\[\])?$/.test(cast)) {
    cursor.fail("a type name");
  }
  return cast;
}

function embedTail(
  cursor: Cursor,
  name: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let joinType: "inner" | "left" | undefined;
  while (cursor.peek() === "!") {
    cursor.pos++;
    const word = cursor.name();
    if (word === "inner" || word === "left") joinType = word;
    else hint = word;
  }
  cursor.expect("(");
  cursor.skipSpaces();
  const select: SelectItem[] = cursor.peek() === ")" ? [] : selectList(cursor);
  cursor.skipSpaces();
  cursor.expect(")");
  return {
    kind: "embed",
    name,
    spread,
    select,
    ...(alias !== undefined ? { alias } : {}),
    ...(hint !== undefined ? { hint } : {}),
    ...(joinType !== undefined ? { joinType } : {}),
  };
}

/** A field as a filter's or order's key names it: `col` or `col->a->>b`. */
export function parseField(text: string, what: string): FieldRef {
  const cursor = new Cursor(text, what);
  const name = cursor.name();
  const json = cursor.jsonPath();
  if (!cursor.done()) cursor.fail("a JSON operator or end of input");
  return { name, json };
}

const modifierOperators = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
]);
const ftsOperators = new Set(["fts", "plfts", "phfts", "wfts"]);

/** `[not.]op[(modifier)].value` for the field. */
export function parseFilter(field: FieldRef, text: string, what: string): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  if (dot < 0)
    throw parseError(what, `expecting an operator and a value, e.g. eq.1; found "${text}"`);
  const head = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const match = /^([a-z]+)(?:\(([^)]*)\))?$/.exec(head);
  const op = match?.[1] as FilterOperator | undefined;
  if (!match || !op || !(filterOperators as readonly string[]).includes(op)) {
    throw parseError(
      what,
      `unknown operator "${head}"; expecting one of ${filterOperators.join(", ")}`,
    );
  }
  const argument = match[2];
  const filter: Filter = { field, negate, op, value };
  if (argument !== undefined) {
    if (ftsOperators.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(argument)) {
        throw parseError(what, `"${argument}" is not a text search configuration name`);
      }
      filter.language = argument;
    } else if (modifierOperators.has(op) && (argument === "any" || argument === "all")) {
      filter.modifier = argument;
      filter.value = listItems(value, "{", "}", what);
    } else {
      throw parseError(what, `"${op}(${argument})": only any or all modify ${op}`);
    }
  }
  if (op === "in") filter.value = listItems(value, "(", ")", what);
  if (
    op === "is" &&
    !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())
  ) {
    throw parseError(what, `is.${value}: expecting null, not_null, true, false or unknown`);
  }
  return filter;
}

/** `(a,"b,c",d)` → ["a", "b,c", "d"]: double quotes keep commas and parentheses. */
function listItems(text: string, open: string, close: string, what: string): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) {
    throw parseError(what, `expecting a list in ${open}…${close}; found "${text}"`);
  }
  const inside = text.slice(1, -1);
  if (inside === "") return [];
  return splitTopLevel(inside).map(unquote);
}

function unquote(item: string): string {
  if (item.length >= 2 && item.startsWith('"') && item.endsWith('"')) {
    return item.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return item;
}

/** Splits at commas outside parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the key's operator and its parenthesised items. */
export function parseLogic(
  op: "and" | "or",
  negate: boolean,
  text: string,
  what: string,
): Condition {
  if (!text.startsWith("(") || !text.endsWith(")")) {
    throw parseError(what, `expecting "(" … ")" around the conditions; found "${text}"`);
  }
  const inside = text.slice(1, -1);
  if (inside.trim() === "") throw parseError(what, "expecting at least one condition");
  return {
    kind: "logic",
    op,
    negate,
    items: splitTopLevel(inside).map((item) => logicItem(item.trim(), what)),
  };
}

function logicItem(item: string, what: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested)
    return parseLogic(nested[2] as "and" | "or", nested[1] !== undefined, nested[3] ?? "", what);
  const cursor = new Cursor(item, what);
  const name = cursor.name();
  const json = cursor.jsonPath();
  if (cursor.peek() !== ".") cursor.fail('"." and an operator');
  cursor.pos++;
  return { kind: "filter", filter: parseFilter({ name, json }, item.slice(cursor.pos), what) };
}

export function parseOrder(text: string): OrderTerm[] {
  const what = `order parameter (${text})`;
  return splitTopLevel(text).map((raw) => {
    const term = raw.trim();
    const words: string[] = [];
    let head = term;
    for (;;) {
      const m = /\.(asc|desc|nullsfirst|nullslast)$/.exec(head);
      if (!m) break;
      words.unshift(m[1] as string);
      head = head.slice(0, m.index);
    }
    const order: OrderTerm = { field: { name: "", json: [] } };
    const related = /^([^()]+)\((.+)\)$/.exec(head);
    if (related) {
      order.relation = related[1] as string;
      order.field = parseField(related[2] as string, what);
    } else {
      order.field = parseField(head, what);
    }
    for (const word of words) {
      if (word === "asc" || word === "desc") order.direction = word;
      else order.nulls = word === "nullsfirst" ? "first" : "last";
    }
    return order;
  });
}
