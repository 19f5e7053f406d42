import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import { KeySets, verifyToken } from "./auth/jwt.ts";
import { RestError, tableNotFound } from "./core/errors.ts";
import type { DataApiInstance } from "./core/instance.ts";
import { readRows } from "./handlers/serve-read.ts";
import { callFunction } from "./handlers/serve-rpc.ts";
import { writeRows } from "./handlers/serve-write.ts";
import { openApiDocument } from "./openapi/openapi.ts";
import { visibleTo } from "./openapi/openapi-privileges.ts";
import { ident } from "./query/sql.ts";
import { preferences } from "./request/request.ts";
import { type Answer, corsHeaders, json, type RequestScope } from "./response/answers.ts";
import { sendAnswer } from "./response/send-answer.ts";
import { closestMatch } from "./schema-cache/fuzzy-set.ts";
import { loadSchemaCache, type SchemaCache, tableKey } from "./schema-cache/schema-cache.ts";
import { DataApiPools } from "./transaction/pools.ts";
import type { RequestIdentity } from "./transaction/transaction.ts";

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

export class DataApiService {
  readonly pools = new DataApiPools();
  private readonly caches = new Map<string, CachedSchema>();
  private readonly keySets = new KeySets();

  /** One request to `target`, served by `instance` (undefined: no Data API there, 404). */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    target: RestTarget,
    instance: DataApiInstance | undefined,
  ): Promise<void> {
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
    sendAnswer(request, response, { ...answer, headers: { ...cors, ...answer.headers } });
  }

  /**
   * Stops a branch's service (every database, or one), or with no branch every service: the
   * pools close, the schema caches and the fetched key sets go.
   */
  async stop(branchId?: string, database?: string): Promise<void> {
    if (branchId === undefined) return this.close();
    const prefix = database === undefined ? `${branchId}/` : `${branchId}/${database}\u0000`;
    for (const key of this.caches.keys()) if (key.startsWith(prefix)) this.caches.delete(key);
    this.keySets.forget(prefix);
    await this.pools.close(prefix);
  }

  async close(): Promise<void> {
    this.caches.clear();
    this.keySets.forget();
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
      keys: instance.jwksUrl ? this.keySets.get(instance.key, instance.jwksUrl) : undefined,
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
      const mode = instance.settings.openapi_mode;
      if (mode === "disabled") {
        throw new RestError(404, "PGRST126", "Root endpoint metadata is disabled");
      }
      // PostgREST's default, follow-privileges: only what the request's role may use.
      const visible =
        mode === "ignore-privileges" ? undefined : await visibleTo(pool, identity, schema);
      return {
        status: 200,
        headers: { "Content-Type": "application/openapi+json; charset=utf-8" },
        body: JSON.stringify(openApiDocument(cache, schema, target, visible)),
      };
    }
    const prefs = preferences(request);
    const scope: RequestScope = {
      request,
      method,
      url,
      instance,
      schema,
      identity,
      pool,
      cache,
      prefs,
      entries: [...url.searchParams.entries()],
      rollback: prefs.tx === "rollback",
    };
    const rpc = /^\/rpc\/([^/]+)$/.exec(path);
    if (rpc) return callFunction(scope, rpc[1] as string);
    const tableName = path.slice(1);
    const table = cache.tables.get(tableKey(schema, tableName));
    if (!table || tableName.includes("/")) {
      const names = [...cache.tables.values()]
        .filter((t) => t.schema === schema)
        .map((t) => t.name);
      throw tableNotFound(schema, tableName, closestMatch(names, tableName));
    }
    return reading ? readRows(scope, table) : writeRows(scope, table);
  }
}

/** Accept-Profile (reads) or Content-Profile (writes) picks one of db_schemas; the first by default. */
function profile(request: IncomingMessage, instance: DataApiInstance, reading: boolean): string {
  const header = reading ? request.headers["accept-profile"] : request.headers["content-profile"];
  const schemas = instance.settings.db_schemas;
  const wanted = typeof header === "string" && header !== "" ? header : schemas[0];
  if (wanted === undefined || !schemas.includes(wanted)) {
    throw new RestError(406, "PGRST106", `Invalid schema: ${wanted ?? ""}`, {
      hint: `Only the following schemas are exposed: ${schemas.join(", ")}`,
    });
  }
  return wanted;
}
