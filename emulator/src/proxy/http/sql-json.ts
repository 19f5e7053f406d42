/**
 * SQL over HTTP's conversions between JSON and Postgres text, as Neon's proxy makes them
 * (proxy/src/serverless/json.rs): parameters from JSON to text, and, for clients that do not ask
 * for raw text (`Neon-Raw-Text-Output`), values from text to JSON by their type. Neon's driver
 * always asks for raw text and parses values itself, as node-postgres does.
 */

/** A JSON parameter as Postgres text: null stays null, a string is sent as it is. */
export function paramToText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** A JSON array as a Postgres array literal; its strings are quoted, objects become JSON strings. */
function arrayLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (Array.isArray(value)) return `{${value.map(arrayLiteral).join(",")}}`;
  if (typeof value === "object") return JSON.stringify(JSON.stringify(value));
  return JSON.stringify(value);
}

const bool = 16;
const int2 = 21;
const int4 = 23;
const float4 = 700;
const float8 = 701;
const json = 114;
const jsonb = 3802;

/** Built-in array types and their element types (pg_type.typelem). */
export const arrayElementTypes: ReadonlyMap<number, number> = new Map([
  [1000, bool],
  [1005, int2],
  [1007, int4],
  [1016, 20], // int8
  [1021, float4],
  [1022, float8],
  [1231, 1700], // numeric
  [199, json],
  [3807, jsonb],
  [1009, 25], // text
  [1015, 1043], // varchar
  [1014, 1042], // bpchar
  [1003, 19], // name
  [1001, 17], // bytea
  [2951, 2950], // uuid
  [1182, 1082], // date
  [1183, 1083], // time
  [1270, 1266], // timetz
  [1115, 1114], // timestamp
  [1185, 1184], // timestamptz
  [1187, 1186], // interval
  [1028, 26], // oid
  [1041, 869], // inet
  [651, 650], // cidr
]);

/** A text value of type `typeId` as JSON text (json.rs pg_text_to_json). */
export function textToJson(text: string, typeId: number): string {
  const element = arrayElementTypes.get(typeId);
  if (element !== undefined) return arrayToJson(text, element);
  switch (typeId) {
    case bool:
      return text === "t" ? "true" : "false";
    case int2:
    case int4:
      return String(Number.parseInt(text, 10));
    case float4:
    case float8: {
      const number = Number(text);
      // NaN and the infinities have no JSON number: Neon sends them as strings.
      return Number.isFinite(number) ? JSON.stringify(number) : JSON.stringify(text);
    }
    case json:
    case jsonb:
      return text;
    default:
      return JSON.stringify(text);
  }
}

/** A Postgres array's text (`{1,2}`, `{{"a b",NULL}}`, `[0:1]={…}`) as a JSON array. */
export function arrayToJson(text: string, element: number): string {
  let at = 0;
  let source = text;
  // Bounds decoration carries meaning JSON cannot hold; Neon drops it too.
  if (source.startsWith("[")) source = source.slice(source.indexOf("=") + 1);
  source = source.trimStart();
  const fail = () => new Error("unbalanced array");

  const parseArray = (): string => {
    if (source[at] !== "{") throw fail();
    at++;
    const items: string[] = [];
    for (;;) {
      while (source[at] === " ") at++;
      if (source[at] === "}" && items.length === 0) break;
      items.push(parseItem());
      while (source[at] === " ") at++;
      if (source[at] === ",") {
        at++;
        continue;
      }
      break;
    }
    if (source[at] !== "}") throw fail();
    at++;
    return `[${items.join(",")}]`;
  };

  const parseItem = (): string => {
    if (source[at] === "{") return parseArray();
    if (source[at] === '"') {
      at++;
      let value = "";
      for (;;) {
        const char = source[at];
        if (char === undefined) throw fail();
        at++;
        if (char === '"') break;
        if (char === "\\") {
          value += source[at] ?? "";
          at++;
        } else value += char;
      }
      return textToJson(value, element);
    }
    let end = at;
    while (end < source.length && source[end] !== "," && source[end] !== "}") end++;
    if (end >= source.length) throw fail();
    const item = source.slice(at, end).trimEnd();
    at = end;
    return item === "NULL" ? "null" : textToJson(item, element);
  };

  const result = parseArray();
  if (source.slice(at).trim() !== "") throw fail();
  return result;
}
