import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import { RestError, singularError, tableNotFound } from "./errors.ts";
import type { DataApiDirectory, DataApiInstance } from "./instance.ts";
import { verifyToken } from "./jwt.ts";
import { openApiDocument } from "./openapi.ts";
import { DataApiPools } from "./pools.ts";
import { applyQuery, buildReadNode, parseSelectParam, type ReadNode } from "./read-plan.ts";
import { accepted, preferences, rangeHeader, readBody } from "./request.ts";
import { loadSchemaCache, type SchemaCache, type Table, tableKey } from "./schema-cache.ts";
import { type BodyShape, ident, newContext, qualified, readStatement } from "./sql.ts";
import { callSql, findFunction, rowsTable } from "./sql-rpc.ts";
import {
  deleteStatement,
  insertStatement,
  parseColumnsParam,
  updateStatement,
} from "./sql-write.ts";
import { inTransaction, type RequestIdentity } from "./transaction.ts";

/**
 * Neon's Data API for every branch database that has one: PostgREST's interface at
 * `…/<database>/rest/v1`, each request verified, planned against the schema cache and run as one
 * statement in one transaction as the token's role.
 */

export interface RestTarget {
  branchId: string;
  database: string;
  /** The path after `rest/v1`: "" or "/", "/<table>", "/rpc/<function>". */
  path: string;
}

interface CachedSchema {
  generation: number;
  schemas: string;
  cache: Promise<SchemaCache>;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

const json = "application/json; charset=utf-8";

export class DataApiService {
  readonly pools = new DataApiPools();
  private readonly caches = new Map<string, CachedSchema>();

  private readonly directory: DataApiDirectory;

  constructor(directory: DataApiDirectory) {
    this.directory = directory;
  }

  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    target: RestTarget,
  ): Promise<void> {
    const instance = this.directory.lookup(target.branchId, target.database);
    const cors = corsHeaders(request, instance);
    let answer: Answer;
    try {
      if (!instance) {
        throw new RestError(
          404,
          "PGRST000",
          `no Data API on database ${target.database} of branch ${target.branchId}`,
        );
      }
      if (request.method === "OPTIONS") {
        answer = {
          status: 200,
          headers: {
            "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD",
            "Access-Control-Allow-Headers":
              "Authorization, Content-Type, Accept, Accept-Profile, Content-Profile, Prefer, Range, apikey, x-client-info",
            "Access-Control-Max-Age": "86400",
          },
          body: undefined,
        };
      } else {
        answer = await this.serve(request, instance, target);
      }
    } catch (error) {
      const restError =
        error instanceof RestError
          ? error
          : new RestError(500, "PGRST000", error instanceof Error ? error.message : String(error));
      answer = {
        status: restError.status,
        headers: { "Content-Type": json, ...restError.headers },
        body: JSON.stringify(restError.body()),
      };
      request.resume();
    }
    const headers: Record<string, string> = { ...cors, ...answer.headers };
    if (answer.body !== undefined)
      headers["Content-Length"] = String(Buffer.byteLength(answer.body));
    response.writeHead(answer.status, headers);
    response.end(request.method === "HEAD" ? undefined : answer.body);
  }

  /** Stops a branch's service (every database, or one): its pools close, its schema cache goes. */
  async stop(branchId: string, database?: string): Promise<void> {
    const prefix = database === undefined ? `${branchId}/` : `${branchId}/${database}\u0000`;
    for (const key of this.caches.keys()) {
      if (key.startsWith(database === undefined ? `${branchId}/` : `${branchId}/${database}\u0000`))
        this.caches.delete(key);
    }
    await this.pools.close(prefix);
  }

  async close(): Promise<void> {
    this.caches.clear();
    await this.pools.close();
  }

  private async identity(
    request: IncomingMessage,
    instance: DataApiInstance,
    schema: string,
  ): Promise<RequestIdentity> {
    const settings = instance.settings;
    const authorization = request.headers.authorization;
    const searchPath = [
      ident(schema),
      ...settings.db_extra_search_path
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "")
        .map(ident),
    ].join(", ");
    const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!bearer) {
      if (settings.db_anon_role === "") {
        throw new RestError(401, "PGRST302", "Anonymous access is disabled");
      }
      return {
        role: settings.db_anon_role,
        claims: JSON.stringify({ role: settings.db_anon_role }),
        searchPath,
        authenticated: false,
      };
    }
    const token = await verifyToken(bearer.trim(), {
      jwksUrl: instance.jwksUrl,
      audience: instance.audience,
      roleClaimKey: settings.jwt_role_claim_key,
    });
    return {
      role: token.role ?? "authenticated",
      claims: JSON.stringify(token.claims),
      searchPath,
      authenticated: true,
    };
  }

  private pool(instance: DataApiInstance): pg.Pool {
    if (!instance.proxy)
      throw new RestError(503, "PGRST000", "Could not connect with the database", {
        details: "the emulator runs without real computes",
      });
    if (!instance.endpointId) {
      throw new RestError(503, "PGRST000", "Could not connect with the database", {
        details: `the branch has no read_write compute; create one to serve the Data API`,
      });
    }
    return this.pools.get({
      key: `${instance.key}\u0000`,
      proxy: instance.proxy,
      endpointId: instance.endpointId,
      database: instance.database,
      password: () => instance.authenticatorPassword,
    });
  }

  private schemaCache(instance: DataApiInstance, pool: pg.Pool): Promise<SchemaCache> {
    const key = `${instance.key}\u0000`;
    const schemas = instance.settings.db_schemas.join(",");
    const cached = this.caches.get(key);
    if (cached && cached.generation === instance.generation && cached.schemas === schemas)
      return cached.cache;
    const cache = (async () => {
      const client = await pool.connect().catch((error: Error) => {
        throw new RestError(503, "PGRST000", "Could not connect with the database", {
          details: error.message,
        });
      });
      try {
        return await loadSchemaCache(client, instance.settings.db_schemas);
      } finally {
        client.release();
      }
    })();
    cache.catch(() => this.caches.delete(key));
    this.caches.set(key, { generation: instance.generation, schemas, cache });
    return cache;
  }

  private async serve(
    request: IncomingMessage,
    instance: DataApiInstance,
    target: RestTarget,
  ): Promise<Answer> {
    const method = request.method ?? "GET";
    const url = new URL(
      `http://data-api.invalid${target.path || "/"}${request.url?.includes("?") ? request.url.slice(request.url.indexOf("?")) : ""}`,
    );
    const reading = method === "GET" || method === "HEAD";
    const schema = profile(request, instance, reading);
    const identity = await this.identity(request, instance, schema);
    const pool = this.pool(instance);
    const cache = await this.schemaCache(instance, pool);
    const path = decodeURIComponent(url.pathname);
    if (path === "/" || path === "") {
      if (!reading) throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
      if (instance.settings.openapi_mode === "disabled") {
        throw new RestError(404, "PGRST126", "Root endpoint metadata is disabled");
      }
      return {
        status: 200,
        headers: { "Content-Type": "application/openapi+json; charset=utf-8" },
        body: JSON.stringify(openApiDocument(cache, schema, target)),
      };
    }
    const rpc = /^\/rpc\/([^/]+)$/.exec(path);
    const entries = [...url.searchParams.entries()];
    const prefs = preferences(request);
    if (rpc)
      return this.callFunction(
        request,
        method,
        cache,
        schema,
        rpc[1] as string,
        entries,
        prefs,
        pool,
        identity,
        instance,
      );
    const tableName = path.slice(1);
    const table = cache.tables.get(tableKey(schema, tableName));
    if (!table || tableName.includes("/")) throw tableNotFound(schema, tableName);
    const accept = accepted(request);
    const shape: BodyShape = accept === "object" ? "object" : "array";
    const select = parseSelectParam(url.searchParams.get("select"));
    const node = buildReadNode(cache, table, select, table.name);
    applyQuery(cache, node, entries);
    const rollback = prefs.tx === "rollback";
    if (reading)
      return this.read(
        pool,
        identity,
        cache,
        node,
        request,
        accept,
        shape,
        prefs,
        instance,
        { from: `${qualified(table)} AS ${ident(table.name)}`, alias: table.name },
        rollback,
      );
    const body = method === "DELETE" ? undefined : await readBody(request);
    return this.write(
      method,
      pool,
      identity,
      cache,
      table,
      node,
      body,
      url,
      prefs,
      shape,
      accept,
      rollback,
    );
  }

  private async read(
    pool: pg.Pool,
    identity: RequestIdentity,
    cache: SchemaCache,
    node: ReadNode,
    request: IncomingMessage,
    accept: "json" | "object" | "csv",
    shape: BodyShape,
    prefs: ReturnType<typeof preferences>,
    instance: DataApiInstance,
    source: { from: string; alias: string },
    rollback: boolean,
    status = 200,
  ): Promise<Answer> {
    const range = rangeHeader(request);
    let offset = node.offset ?? range?.offset ?? 0;
    let limit = node.limit ?? range?.limit;
    const max = instance.settings.db_max_rows;
    if (max !== undefined && (limit === undefined || limit > max)) limit = max;
    if (node.offset !== undefined && range?.offset !== undefined && node.limit === undefined) {
      offset = node.offset;
    }
    const rootNode = { ...node, limit: undefined, offset: undefined } as ReadNode;
    const ctx = newContext(cache);
    const statement = readStatement(ctx, rootNode, source, {
      count: prefs.count,
      shape,
      ...(limit !== undefined ? { limit } : {}),
      ...(offset > 0 ? { offset } : {}),
    });
    const result = await inTransaction(
      pool,
      identity,
      { readOnly: true, rollback, checked: false },
      { text: statement.sql, values: statement.values },
      (r) => {
        const [total, pageText, body] = r.rows[0] ?? [];
        const page = Number(pageText);
        if (shape === "object" && page !== 1) throw singularError(page);
        return { total: total == null ? undefined : Number(total), page, body: body ?? "" };
      },
    );
    if (result.total !== undefined && offset > 0 && offset >= result.total && result.page === 0) {
      throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
        details: `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
      });
    }
    const rangeText = result.page === 0 ? "*" : `${offset}-${offset + result.page - 1}`;
    const headers: Record<string, string> = {
      "Content-Range": `${rangeText}/${result.total ?? "*"}`,
      "Content-Type":
        accept === "csv"
          ? "text/csv; charset=utf-8"
          : shape === "object"
            ? "application/vnd.pgrst.object+json; charset=utf-8"
            : json,
    };
    if (prefs.count) headers["Preference-Applied"] = `count=${prefs.count}`;
    const partial = result.total !== undefined && result.page < result.total && status === 200;
    return {
      status: partial ? 206 : status,
      headers,
      body: accept === "csv" ? toCsv(result.body, node) : result.body,
    };
  }

  private async write(
    method: string,
    pool: pg.Pool,
    identity: RequestIdentity,
    cache: SchemaCache,
    table: Table,
    node: ReadNode,
    body: unknown,
    url: URL,
    prefs: ReturnType<typeof preferences>,
    shape: BodyShape,
    accept: "json" | "object" | "csv",
    rollback: boolean,
  ): Promise<Answer> {
    const returning = prefs.return ?? "minimal";
    const ctx = newContext(cache);
    const options = { returning, shape, representation: node };
    let sql: string | undefined;
    if (method === "POST") {
      if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json");
      if (Array.isArray(body) && body.length === 0) {
        return {
          status: 201,
          headers: { "Content-Range": "*/0", "Content-Type": json },
          body: returning === "representation" ? "[]" : undefined,
        };
      }
      const columns = url.searchParams.get("columns");
      const onConflict = url.searchParams.get("on_conflict");
      sql = insertStatement(
        ctx,
        table,
        body,
        {
          columns: columns !== null ? parseColumnsParam(columns) : undefined,
          missingDefault: prefs.missing === "default",
          onConflict: onConflict !== null ? parseColumnsParam(onConflict) : undefined,
          resolution: prefs.resolution,
        },
        options,
      ).sql;
    } else if (method === "PATCH") {
      sql = updateStatement(ctx, table, body ?? {}, node.conditions, options);
    } else if (method === "DELETE") {
      sql = deleteStatement(ctx, table, node.conditions, options);
    } else {
      throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
    }
    if (sql === undefined) {
      return {
        status: returning === "representation" ? 200 : 204,
        headers: { "Content-Range": "*/*", "Content-Type": json },
        body: returning === "representation" ? "[]" : undefined,
      };
    }
    const result = await inTransaction(
      pool,
      identity,
      {
        readOnly: false,
        rollback,
        checked:
          (prefs.handling === "strict" && prefs.maxAffected !== undefined) ||
          (returning === "representation" && shape === "object"),
      },
      { text: sql, values: ctx.params.values },
      (r) => {
        const affected = returning === "representation" ? Number(r.rows[0]?.[1]) : r.count;
        if (
          prefs.handling === "strict" &&
          prefs.maxAffected !== undefined &&
          affected > prefs.maxAffected
        ) {
          throw new RestError(
            400,
            "PGRST124",
            "Query result exceeds max-affected preference constraint",
            {
              details: `The query affects ${affected} rows`,
            },
          );
        }
        if (returning === "representation" && shape === "object" && affected !== 1)
          throw singularError(affected);
        return { affected, rows: r.rows };
      },
    );
    const headers: Record<string, string> = {
      "Content-Range":
        method === "POST" ? `*/*` : result.affected === 0 ? "*/*" : `0-${result.affected - 1}/*`,
    };
    const applied = [
      prefs.return ? `return=${prefs.return}` : "",
      prefs.tx ? `tx=${prefs.tx}` : "",
      prefs.resolution ? `resolution=${prefs.resolution}` : "",
      prefs.missing ? `missing=${prefs.missing}` : "",
    ].filter((p) => p !== "");
    if (applied.length > 0) headers["Preference-Applied"] = applied.join(", ");
    if (returning === "headers-only" && method === "POST" && table.pk.length > 0) {
      const first = result.rows[0];
      if (first) {
        const values = first;
        headers.Location = `/${table.name}?${table.pk.map((c, i) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(values[i]))}`).join("&")}`;
      }
    }
    const created = method === "POST" ? 201 : undefined;
    if (returning !== "representation") return { status: created ?? 204, headers, body: undefined };
    const text = result.rows[0]?.[2] ?? "[]";
    headers["Content-Type"] =
      accept === "csv"
        ? "text/csv; charset=utf-8"
        : shape === "object"
          ? "application/vnd.pgrst.object+json; charset=utf-8"
          : json;
    return { status: created ?? 200, headers, body: accept === "csv" ? toCsv(text, node) : text };
  }

  private async callFunction(
    request: IncomingMessage,
    method: string,
    cache: SchemaCache,
    schema: string,
    name: string,
    entries: Array<[string, string]>,
    prefs: ReturnType<typeof preferences>,
    pool: pg.Pool,
    identity: RequestIdentity,
    instance: DataApiInstance,
  ): Promise<Answer> {
    const reading = method === "GET" || method === "HEAD";
    if (!reading && method !== "POST")
      throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
    let args: Record<string, unknown> = {};
    let rest = entries;
    const candidates = cache.functions.filter((f) => f.schema === schema && f.name === name);
    if (reading) {
      const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)));
      args = Object.fromEntries(entries.filter(([k]) => argNames.has(k)));
      rest = entries.filter(([k]) => !argNames.has(k));
    } else {
      const body = await readBody(request);
      if (
        body !== undefined &&
        (body === null || typeof body !== "object" || Array.isArray(body))
      ) {
        throw new RestError(
          400,
          "PGRST102",
          "Empty or invalid json: rpc takes one JSON object of arguments",
        );
      }
      args = (body ?? {}) as Record<string, unknown>;
    }
    const fn = findFunction(cache, schema, name, Object.keys(args));
    const ctx = newContext(cache);
    const call = callSql(ctx, fn, args);
    const rollback = prefs.tx === "rollback";
    const accept = accepted(request);
    const table = fn.returnsComposite ? rowsTable(cache, fn) : undefined;
    if (table) {
      const shape: BodyShape = accept === "object" || !fn.returnsSet ? "object" : "array";
      const node = buildReadNode(
        cache,
        table,
        parseSelectParam(entries.find(([k]) => k === "select")?.[1] ?? null),
        fn.name,
      );
      applyQuery(cache, node, rest);
      const alias = fn.name;
      // The call's parameters come first; the read's follow in the same context.
      const readCtx = ctx;
      const statement = readStatement(
        readCtx,
        { ...node, limit: undefined, offset: undefined } as ReadNode,
        { from: `${call} AS ${ident(alias)}`, alias },
        {
          count: prefs.count,
          shape,
          ...(node.limit !== undefined ? { limit: node.limit } : {}),
          ...(node.offset !== undefined ? { offset: node.offset } : {}),
        },
      );
      const result = await inTransaction(
        pool,
        identity,
        { readOnly: reading, rollback, checked: false },
        { text: statement.sql, values: statement.values },
        (r) => {
          const [total, page, body] = r.rows[0] ?? [];
          if (accept === "object" && Number(page) !== 1) throw singularError(Number(page));
          return { total, page, body: body ?? "" };
        },
      );
      void instance;
      const page = Number(result.page);
      return {
        status: 200,
        headers: {
          "Content-Type": json,
          "Content-Range": `${page === 0 ? "*" : `0-${page - 1}`}/${result.total ?? "*"}`,
        },
        body: shape === "object" && !fn.returnsSet && result.body === "" ? "null" : result.body,
      };
    }
    if (fn.returnsVoid) {
      await inTransaction(
        pool,
        identity,
        { readOnly: reading, rollback, checked: false },
        { text: `SELECT ${call}`, values: ctx.params.values },
        () => undefined,
      );
      return { status: 204, headers: {}, body: undefined };
    }
    const text = fn.returnsSet
      ? `SELECT coalesce(json_agg(pgrst_scalar), '[]')::text AS body FROM ${call} AS pgrst_scalar`
      : `SELECT coalesce(to_json(${call})::text, 'null') AS body`;
    const body = await inTransaction(
      pool,
      identity,
      { readOnly: reading, rollback, checked: false },
      { text, values: ctx.params.values },
      (r) => r.rows[0]?.[0] ?? "null",
    );
    return { status: 200, headers: { "Content-Type": json }, body };
  }
}

/** Accept-Profile (reads) or Content-Profile (writes) picks one of db_schemas; the first by default. */
function profile(request: IncomingMessage, instance: DataApiInstance, reading: boolean): string {
  const header = reading ? request.headers["accept-profile"] : request.headers["content-profile"];
  const schemas = instance.settings.db_schemas;
  const wanted = typeof header === "string" && header !== "" ? header : schemas[0];
  if (wanted === undefined || !schemas.includes(wanted)) {
    throw new RestError(
      406,
      "PGRST106",
      `The schema must be one of the following: ${schemas.join(", ")}`,
      {
        details: null,
      },
    );
  }
  return wanted;
}

function corsHeaders(
  request: IncomingMessage,
  instance: DataApiInstance | undefined,
): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  const allowed = instance?.settings.server_cors_allowed_origins;
  if (allowed === undefined || allowed.trim() === "" || allowed.trim() === "*") {
    return {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers":
        "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
    };
  }
  const list = allowed.split(",").map((s) => s.trim());
  return list.includes(origin)
    ? {
        "Access-Control-Allow-Origin": origin,
        Vary: "Origin",
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Expose-Headers": "Content-Range, Location",
      }
    : {};
}

/** PostgREST's CSV: a header of the column names, then one line per row. */
function toCsv(bodyText: string, node: ReadNode): string {
  const rows = JSON.parse(bodyText || "[]") as Array<Record<string, unknown>>;
  const list = Array.isArray(rows) ? rows : [rows];
  const names = list[0]
    ? Object.keys(list[0])
    : node.columns.flatMap((c) => (c.kind === "field" ? [c.output] : [c.node.name]));
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return "";
    const text = typeof v === "object" ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    names.map(cell).join(","),
    ...list.map((r) => names.map((n) => cell(r[n])).join(",")),
  ].join("\n");
}
