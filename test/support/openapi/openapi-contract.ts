// Checks requests and answers against an OpenAPI 3.0 document: the operation a method and path
// name, its path and query parameters, its JSON request body and the answer for a status.
// openapi.ts binds it to Neon's document, github-openapi.ts to GitHub's.
import { Ajv, type ErrorObject, type Format, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import {
  findOperation,
  normalizePath,
  type Operation,
  type Route,
  toSegments,
} from "./openapi-routes.ts";
import { isRecord, type Json, jsonSchemaOf, mapValues, toJsonSchema } from "./openapi-schema.ts";

export type ContractCheck = { ok: boolean; errors: string[] };
export type ResponseCheck = ContractCheck & { operation?: string };
export type RequestCheck = ResponseCheck;

export interface DocumentOptions {
  /** How errors name the document: "no path in <title> matches …". */
  title: string;
  load(): Json;
  /** The $id the component schemas are registered under; refs are rewritten to point at it. */
  componentsId: string;
  /** What the server puts before the document's paths, e.g. "/api/v2". */
  apiPrefix?: string;
  /** Formats the document uses that ajv-formats lacks. */
  formats?: Record<string, Format>;
  /** The component schema an error status the operation does not document is checked against. */
  errorSchema?: string;
}

export interface OpenApiContract {
  validateResponse(r: {
    method: string;
    path: string;
    status: number;
    body: unknown;
  }): ResponseCheck;
  validateRequestBody(r: { method: string; path: string; body: unknown }): ContractCheck;
  /** Path and query parameters (the path carries the query string), then the body. */
  validateRequest(r: { method: string; path: string; body: unknown }): RequestCheck;
}

type Loaded = {
  doc: Json;
  routes: Route[];
  ajv: Ajv;
  /** Parameters arrive as text: this one coerces them to the documented types first. */
  paramsAjv: Ajv;
  validators: Map<string, ValidateFunction>;
};

const PARAMETER_PLACES = ["path", "query"] as const;
// ajv's CJS default export arrives as the module object under NodeNext.
const addFormats = addFormatsModule.default;

export function openApiContract(options: DocumentOptions): OpenApiContract {
  let loaded: Loaded | undefined;
  const load = (): Loaded => {
    loaded ??= loadDocument(options);
    return loaded;
  };
  const operationOf = (c: Loaded, method: string, path: string) =>
    findOperation(c.routes, method, normalizePath(path, options.apiPrefix), options.title);

  function validateResponse(r: {
    method: string;
    path: string;
    status: number;
    body: unknown;
  }): ResponseCheck {
    const c = load();
    const found = operationOf(c, r.method, r.path);
    if (typeof found === "string") return { ok: false, errors: [found] };
    const operation = found.name;
    const picked = pickResponse(c.doc, found, r.status, options.errorSchema);
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
    const validate = validator(
      c.validators,
      `res ${found.method} ${found.template} ${picked.key}`,
      () => c.ajv.compile(convert(schema)),
    );
    return validate(r.body)
      ? { ok: true, errors: [], operation }
      : fail(describe(validate), operation);
  }

  function validateRequestBody(r: { method: string; path: string; body: unknown }): ContractCheck {
    const c = load();
    const found = operationOf(c, r.method, r.path);
    if (typeof found === "string") return { ok: false, errors: [found] };
    return checkBody(c, found, r.body);
  }

  function validateRequest(r: { method: string; path: string; body: unknown }): RequestCheck {
    const c = load();
    const found = operationOf(c, r.method, r.path);
    if (typeof found === "string") return { ok: false, errors: [found] };
    const errors = [...checkParameters(c, found, r.path), ...checkBody(c, found, r.body).errors];
    return { ok: errors.length === 0, errors, operation: found.name };
  }

  function checkBody(c: Loaded, found: Operation, body: unknown): ContractCheck {
    const requestBody = deref(c.doc, found.def.requestBody);
    if (!requestBody) {
      return isEmpty(body)
        ? { ok: true, errors: [] }
        : fail([`${found.name} takes no request body`]);
    }
    if (isEmpty(body)) {
      return requestBody.required === true
        ? fail([`${found.name} requires a request body`])
        : { ok: true, errors: [] };
    }
    const schema = jsonSchemaOf(requestBody.content);
    if (schema === undefined) return fail([`${found.name} does not take a JSON request body`]);
    const validate = validator(c.validators, `req ${found.method} ${found.template}`, () =>
      c.ajv.compile(convert(schema)),
    );
    const errors = [
      ...(validate(body) ? [] : describe(validate)),
      ...undocumented(c.doc, schema, body),
    ];
    return { ok: errors.length === 0, errors };
  }

  function checkParameters(c: Loaded, found: Operation, rawPath: string): string[] {
    const query = new URL(rawPath, "http://contract.test").searchParams;
    const given = {
      path: found.pathParams,
      query: Object.fromEntries(
        [...new Set(query.keys())].map((name) => {
          const values = query.getAll(name);
          return [name, values.length === 1 ? values[0] : values];
        }),
      ),
    };
    const validate = validator(c.validators, `params ${found.method} ${found.template}`, () =>
      c.paramsAjv.compile(parametersSchema(c.doc, found)),
    );
    return validate(given) ? [] : describe(validate);
  }

  // In OpenAPI, parameters are {in, name, required, schema}; here they become one JSON Schema
  // for {path: {...}, query: {...}}. A query parameter the operation does not name is an error.
  function parametersSchema(doc: Json, found: Operation): Json {
    const byPlace: Record<string, { properties: Json; required: string[] }> = {
      path: { properties: {}, required: [] },
      query: { properties: {}, required: [] },
    };
    for (const parameter of parametersOf(doc, found)) {
      const place = byPlace[String(parameter.in)];
      if (!place || typeof parameter.name !== "string") continue;
      place.properties[parameter.name] = convert(parameter.schema ?? {});
      if (parameter.required === true) place.required.push(parameter.name);
    }
    return {
      type: "object",
      properties: Object.fromEntries(
        PARAMETER_PLACES.map((place) => [
          place,
          { type: "object", additionalProperties: false, ...byPlace[place] },
        ]),
      ),
    };
  }

  function convert(schema: unknown): Json {
    return toJsonSchema(schema, options.componentsId) as Json;
  }

  return { validateResponse, validateRequestBody, validateRequest };
}

function loadDocument(options: DocumentOptions): Loaded {
  const doc = options.load();
  const components = isRecord(doc.components) ? doc.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const definitions = mapValues(schemas, (schema) => toJsonSchema(schema, options.componentsId));
  const [ajv, paramsAjv] = [false, "array" as const].map((coerceTypes) => {
    const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes });
    addFormats(ajv);
    for (const [name, format] of Object.entries(options.formats ?? {})) ajv.addFormat(name, format);
    ajv.addSchema({ $id: options.componentsId, definitions });
    return ajv;
  }) as [Ajv, Ajv];
  const paths = isRecord(doc.paths) ? doc.paths : {};
  const routes = Object.entries(paths).map(([template, item]) => ({
    template,
    segments: toSegments(template),
    item: isRecord(item) ? item : {},
  }));
  return { doc, routes, ajv, paramsAjv, validators: new Map() };
}

/** The path item's parameters, overridden by the operation's own of the same name and place. */
function parametersOf(doc: Json, found: Operation): Json[] {
  const list = (node: unknown) =>
    (Array.isArray(node) ? node : []).map((p) => deref(doc, p)).filter((p) => p !== undefined);
  const byKey = new Map<string, Json>();
  for (const p of [...list(found.item.parameters), ...list(found.def.parameters)])
    byKey.set(`${p.in} ${p.name}`, p);
  return [...byKey.values()];
}

/**
 * Members of a request body its schema does not name. JSON Schema lets them pass unless a schema
 * closes itself, but a client has no business sending them: a server may refuse them, or act on
 * them. Only the top level is checked; nested schemas are shared with answers, which stay open.
 */
function undocumented(doc: Json, schema: unknown, body: unknown): string[] {
  const resolved = deref(doc, schema);
  if (!resolved || !isRecord(resolved.properties) || !isRecord(body)) return [];
  if (["additionalProperties", "allOf", "anyOf", "oneOf"].some((k) => k in resolved)) return [];
  const documented = resolved.properties;
  return Object.keys(body)
    .filter((member) => !(member in documented))
    .map((member) => `(root) must NOT have additional properties: '${member}'`);
}

function pickResponse(
  doc: Json,
  op: Operation,
  status: number,
  errorSchema: string | undefined,
): { key: string; response: Json } | undefined {
  const responses = isRecord(op.def.responses) ? op.def.responses : {};
  const keys = [String(status), `${Math.floor(status / 100)}XX`, "default"];
  for (const key of keys) {
    const response = deref(doc, responses[key]);
    if (response) return { key, response };
  }
  if (status < 400 || errorSchema === undefined) return undefined;
  const schema = { $ref: `#/components/schemas/${errorSchema}` };
  return { key: errorSchema, response: { content: { "application/json": { schema } } } };
}

function validator(
  cache: Map<string, ValidateFunction>,
  key: string,
  compile: () => ValidateFunction,
): ValidateFunction {
  let validate = cache.get(key);
  if (!validate) {
    validate = compile();
    cache.set(key, validate);
  }
  return validate;
}

// Follows `$ref: '#/…'` for non-schema objects (responses, request bodies, parameters).
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

function describe(validate: ValidateFunction): string[] {
  // An `if` failure only repeats the error of its `then` (openapi-schema.ts's acceptsOwnDefault).
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== "if");
  return [...new Set(errors.map(describeError))];
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
