// OpenAPI 3.0 schema objects as JSON Schema (draft-07) that Ajv understands.

export type Json = Record<string, unknown>;

// OpenAPI-only keywords with no JSON Schema meaning (nullable is handled separately).
const DROPPED_KEYWORDS = new Set(["nullable", "discriminator", "example", "xml", "externalDocs"]);
const COMPONENT_SCHEMAS = "#/components/schemas/";

/**
 * Walks only schema positions, so a property that happens to be called `example` or `nullable`
 * is kept. Refs to component schemas point into the schema registered as `componentsId`.
 */
export function toJsonSchema(schema: unknown, componentsId: string): unknown {
  if (!isRecord(schema)) return schema;
  const convert = (inner: unknown) => toJsonSchema(inner, componentsId);
  if (typeof schema.$ref === "string") {
    // In OpenAPI 3.0, keywords beside $ref are ignored (Neon puts descriptions there).
    const ref = { $ref: rewriteRef(schema.$ref, componentsId) };
    return schema.nullable === true ? { anyOf: [{ type: "null" }, ref] } : ref;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key) || key.startsWith("x-")) continue;
    if (key === "properties" || key === "patternProperties") {
      out[key] = isRecord(value) ? mapValues(value, convert) : value;
    } else if (key === "items" || key === "additionalProperties" || key === "not") {
      out[key] = convert(value);
    } else if (key === "allOf" || key === "anyOf" || key === "oneOf") {
      out[key] = Array.isArray(value) ? value.map(convert) : value;
    } else {
      out[key] = value;
    }
  }
  const withDefault = acceptsOwnDefault(out);
  return schema.nullable === true ? allowNull(withDefault) : withDefault;
}

/**
 * A string with a format whose documented default is "" (GitHub's `log_url`, `environment_url`,
 * `target_url`: `format: uri, default: ""`) is "" when unset, as the document itself says.
 */
function acceptsOwnDefault(schema: Json): Json {
  if (schema.type !== "string" || schema.format === undefined || schema.default !== "")
    return schema;
  // The format holds for any other value; its failure is reported as the format's alone.
  const { format, ...rest } = schema;
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a thenable
  return { ...rest, if: { minLength: 1 }, then: { format } };
}

function allowNull(schema: Json): Json {
  const combined = ["allOf", "anyOf", "oneOf", "enum"].some((k) => k in schema);
  if (typeof schema.type === "string" && !combined)
    return { ...schema, type: [schema.type, "null"] };
  // Neon writes `allOf: [$ref enum], nullable: true`: null must pass even though the enum lacks it.
  return { anyOf: [{ type: "null" }, schema] };
}

function rewriteRef(ref: string, componentsId: string): string {
  if (!ref.startsWith(COMPONENT_SCHEMAS)) throw new Error(`unsupported $ref in a schema: ${ref}`);
  return `${componentsId}#/definitions/${ref.slice(COMPONENT_SCHEMAS.length)}`;
}

/** The schema of a content map's JSON media type, if it has one. */
export function jsonSchemaOf(content: unknown): unknown {
  if (!isRecord(content)) return undefined;
  const type =
    "application/json" in content
      ? "application/json"
      : Object.keys(content).find((t) => /json/i.test(t));
  const media = type === undefined ? undefined : content[type];
  return isRecord(media) ? media.schema : undefined;
}

export function mapValues(record: Json, fn: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));
}

export function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
