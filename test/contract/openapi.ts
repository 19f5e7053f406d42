// Validates requests and responses against Neon's published OpenAPI document (API v2), the one
// shipped in @neondatabase/api-client. Used by contract tests for the API client and the emulator.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";

export type ContractCheck = { ok: boolean; errors: string[] };
export type ResponseCheck = ContractCheck & { operation?: string };

type Json = Record<string, unknown>;
type Segment = { literal?: string; regex: RegExp; rank: number };
type Route = { template: string; segments: Segment[]; item: Json };
type Operation = { name: string; template: string; method: string; def: Json };
type Contract = { doc: Json; routes: Route[]; ajv: Ajv; validators: Map<string, ValidateFunction> };

const DOCUMENT = "@neondatabase/api-client/public-v2-for-users.gen.yaml";
// All component schemas live in one Ajv schema under this id; refs are rewritten to point at it.
const COMPONENTS_ID = "https://contract.test/neon-openapi.json";
const API_PREFIX = "/api/v2";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
// OpenAPI-only keywords with no JSON Schema meaning (nullable is handled separately).
const DROPPED_KEYWORDS = new Set(["nullable", "discriminator", "example", "xml", "externalDocs"]);
// ajv's CJS default export arrives as the module object under NodeNext.
const addFormats = addFormatsModule.default;

let contract: Contract | undefined;

export function validateResponse(r: {
  method: string;
  path: string;
  status: number;
  body: unknown;
}): ResponseCheck {
  const c = load();
  const found = findOperation(c, r.method, r.path);
  if (typeof found === "string") return { ok: false, errors: [found] };
  const operation = found.name;
  const picked = pickResponse(c, found, r.status);
  if (!picked) {
    return fail([`status ${r.status} is not documented for ${operation}`], operation);
  }
  const content = picked.response.content;
  if (!isRecord(content) || Object.keys(content).length === 0) {
    return isEmpty(r.body)
      ? { ok: true, errors: [], operation }
      : fail(
          [`${operation} documents no content for ${r.status}, but a body was returned`],
          operation,
        );
  }
  if (isEmpty(r.body))
    return fail([`${operation} ${r.status}: expected a body, got none`], operation);
  const schema = jsonSchemaOf(content);
  // A non-JSON response (e.g. a binary download) is not something this validator can check.
  if (schema === undefined) return { ok: true, errors: [], operation };
  const validate = validator(c, `res ${found.method} ${found.template} ${picked.key}`, schema);
  return validate(r.body)
    ? { ok: true, errors: [], operation }
    : fail(describe(validate), operation);
}

export function validateRequestBody(r: {
  method: string;
  path: string;
  body: unknown;
}): ContractCheck {
  const c = load();
  const found = findOperation(c, r.method, r.path);
  if (typeof found === "string") return { ok: false, errors: [found] };
  const requestBody = deref(c.doc, found.def.requestBody);
  if (!requestBody) {
    return isEmpty(r.body)
      ? { ok: true, errors: [] }
      : fail([`${found.name} takes no request body`]);
  }
  if (isEmpty(r.body)) {
    return requestBody.required === true
      ? fail([`${found.name} requires a request body`])
      : { ok: true, errors: [] };
  }
  const schema = jsonSchemaOf(requestBody.content);
  if (schema === undefined) return fail([`${found.name} does not take a JSON request body`]);
  const validate = validator(c, `req ${found.method} ${found.template}`, schema);
  return validate(r.body) ? { ok: true, errors: [] } : fail(describe(validate));
}

function load(): Contract {
  if (contract) return contract;
  const file = createRequire(import.meta.url).resolve(DOCUMENT);
  const doc = parse(readFileSync(file, "utf8")) as Json;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Formats Neon uses that ajv-formats lacks; they only restate the type.
  ajv.addFormat("uint64", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && n >= 0,
  });
  ajv.addFormat("int", { type: "number", validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat("", true);
  const components = isRecord(doc.components) ? doc.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  ajv.addSchema({ $id: COMPONENTS_ID, definitions: mapValues(schemas, toJsonSchema) });
  const paths = isRecord(doc.paths) ? doc.paths : {};
  const routes = Object.entries(paths).map(([template, item]) => ({
    template,
    segments: splitPath(template).map(toSegment),
    item: isRecord(item) ? item : {},
  }));
  contract = { doc, routes, ajv, validators: new Map() };
  return contract;
}

function findOperation(c: Contract, method: string, rawPath: string): Operation | string {
  const path = normalizePath(rawPath);
  const parts = splitPath(path).map(safeDecode);
  const candidates = c.routes.filter((route) => matches(route, parts));
  if (candidates.length === 0) return `no path in Neon's OpenAPI document matches ${path}`;
  // Routing picks the path first (literal segments win over {param}), then the method.
  const route = candidates.reduce((best, next) => (moreSpecific(next, best) ? next : best));
  const key = method.toLowerCase();
  const def = route.item[key];
  if (!isRecord(def)) {
    const allowed = METHODS.filter((m) => isRecord(route.item[m])).map((m) => m.toUpperCase());
    return `no ${method.toUpperCase()} operation on ${route.template} (documented: ${allowed.join(", ")})`;
  }
  const name =
    typeof def.operationId === "string"
      ? def.operationId
      : `${key.toUpperCase()} ${route.template}`;
  return { name, template: route.template, method: key, def };
}

function pickResponse(
  c: Contract,
  op: Operation,
  status: number,
): { key: string; response: Json } | undefined {
  const responses = isRecord(op.def.responses) ? op.def.responses : {};
  const keys = [String(status), `${Math.floor(status / 100)}XX`, "default"];
  for (const key of keys) {
    const response = deref(c.doc, responses[key]);
    if (response) return { key, response };
  }
  if (status < 400) return undefined;
  const generalError = { $ref: "#/components/schemas/GeneralError" };
  return {
    key: "GeneralError",
    response: { content: { "application/json": { schema: generalError } } },
  };
}

function validator(c: Contract, key: string, schema: unknown): ValidateFunction {
  let validate = c.validators.get(key);
  if (!validate) {
    validate = c.ajv.compile(toJsonSchema(schema) as Json);
    c.validators.set(key, validate);
  }
  return validate;
}

// OpenAPI 3.0 schema object → JSON Schema (draft-07) that Ajv understands. Walks only schema
// positions, so a property that happens to be called `example` or `nullable` is kept.
function toJsonSchema(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  if (typeof schema.$ref === "string") {
    // In OpenAPI 3.0, keywords beside $ref are ignored (Neon puts descriptions there).
    const ref = { $ref: rewriteRef(schema.$ref) };
    return schema.nullable === true ? { anyOf: [{ type: "null" }, ref] } : ref;
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key) || key.startsWith("x-")) continue;
    if (key === "properties" || key === "patternProperties") {
      out[key] = isRecord(value) ? mapValues(value, toJsonSchema) : value;
    } else if (key === "items" || key === "additionalProperties" || key === "not") {
      out[key] = toJsonSchema(value);
    } else if (key === "allOf" || key === "anyOf" || key === "oneOf") {
      out[key] = Array.isArray(value) ? value.map(toJsonSchema) : value;
    } else {
      out[key] = value;
    }
  }
  return schema.nullable === true ? allowNull(out) : out;
}

function allowNull(schema: Json): Json {
  const combined = ["allOf", "anyOf", "oneOf", "enum"].some((k) => k in schema);
  if (typeof schema.type === "string" && !combined)
    return { ...schema, type: [schema.type, "null"] };
  // Neon writes `allOf: [$ref enum], nullable: true`: null must pass even though the enum lacks it.
  return { anyOf: [{ type: "null" }, schema] };
}

function rewriteRef(ref: string): string {
  const prefix = "#/components/schemas/";
  if (!ref.startsWith(prefix)) throw new Error(`unsupported $ref in a schema: ${ref}`);
  return `${COMPONENTS_ID}#/definitions/${ref.slice(prefix.length)}`;
}

// Follows `$ref: '#/…'` for non-schema objects (responses, request bodies).
function deref(doc: Json, node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops++) {
    if (hops > 10 || !current.$ref.startsWith("#/")) return undefined;
    current = current.$ref
      .slice(2)
      .split("/")
      .map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), doc);
  }
  return isRecord(current) ? current : undefined;
}

function jsonSchemaOf(content: unknown): unknown {
  if (!isRecord(content)) return undefined;
  const type =
    "application/json" in content
      ? "application/json"
      : Object.keys(content).find((t) => /json/i.test(t));
  const media = type === undefined ? undefined : content[type];
  return isRecord(media) ? media.schema : undefined;
}

function normalizePath(raw: string): string {
  let path = /^https?:\/\//i.test(raw) ? new URL(raw).pathname : raw;
  path = path.split(/[?#]/, 1)[0] ?? "";
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))
    path = path.slice(API_PREFIX.length);
  if (!path.startsWith("/")) path = `/${path}`;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part !== "");
}

function toSegment(part: string): Segment {
  if (!part.includes("{")) return { literal: part, regex: /^$/, rank: 2 };
  const source = part
    .split(/(\{[^}]+\})/)
    .map((piece) =>
      piece.startsWith("{") ? "[^/]+" : piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return { regex: new RegExp(`^${source}$`), rank: /^\{[^}]+\}$/.test(part) ? 0 : 1 };
}

function matches(route: Route, parts: string[]): boolean {
  if (route.segments.length !== parts.length) return false;
  return route.segments.every((segment, i) => {
    const part = parts[i] ?? "";
    return segment.literal === undefined ? segment.regex.test(part) : segment.literal === part;
  });
}

// Compares left to right: the first segment where one route is more literal decides.
function moreSpecific(a: Route, b: Route): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const diff = (a.segments[i]?.rank ?? 0) - (b.segments[i]?.rank ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

function describe(validate: ValidateFunction): string[] {
  return [...new Set((validate.errors ?? []).map(describeError))];
}

function describeError(e: ErrorObject): string {
  const where = e.instancePath === "" ? "(root)" : e.instancePath;
  let message = e.message ?? e.keyword;
  if (e.keyword === "enum" && Array.isArray(e.params.allowedValues)) {
    message += `: ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  if (e.keyword === "additionalProperties") message += `: '${e.params.additionalProperty}'`;
  return `${where} ${message}`;
}

function fail(errors: string[], operation?: string): ResponseCheck {
  return operation === undefined ? { ok: false, errors } : { ok: false, errors, operation };
}

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || body === "";
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function mapValues(record: Json, fn: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));
}

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
