/**
 * SQL over HTTP (`POST /sql`), as Neon's proxy serves it to its serverless driver
 * (proxy/src/serverless/sql_over_http.rs): the `Neon-Connection-String` header names the
 * endpoint (the host's first label, or `options=endpoint=…`), the role and its password; the
 * body is one query `{query, params}` or a batch `{queries: [...]}` run in one transaction
 * (`Neon-Batch-*` headers); each query runs with the extended protocol and untyped text
 * parameters; the answer is `{fields, rows, command, rowCount, rowAsArray}` (a batch:
 * `{results: [...]}`), errors are JSON with Postgres's fields. The endpoint goes through the
 * same gateway as every Postgres connection (routing, wake-up, refusals, accounting).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import pg from "pg";
import { type ComputeGateway, ConnectionRefusal } from "../../front-doors/compute-gateway.ts";
import { samePassword } from "../wire/authenticate.ts";
import { endpointFromServerName, extractEndpointOption } from "../wire/protocol.ts";
import { missingEndpoint, ProxyRefusal } from "../wire/refusal.ts";
import { paramToText, textToJson } from "./sql-json.ts";
import {
  type ComputeConnectionSpec,
  ComputePool,
  type Lease,
  type PoolOptions,
} from "./sql-pool.ts";

export interface SqlOverHttpOptions extends PoolOptions {
  /** Neon's default: 10 MiB; larger bodies answer 413. */
  maxRequestBytes?: number;
  /** Neon's default: 10 MiB of rows per query; more answers 507. */
  maxResponseBytes?: number;
}

export const neonMaxRequestBytes = 10 * 1024 * 1024;
export const neonMaxResponseBytes = 10 * 1024 * 1024;

/** An answer other than 200: Neon's error body, with Postgres's fields when Postgres said it. */
class SqlOverHttpError extends Error {
  readonly status: number;
  readonly database: pg.DatabaseError | undefined;

  constructor(message: string, status: number, database?: pg.DatabaseError) {
    super(message);
    this.status = status;
    this.database = database;
  }
}

const badRequest = (message: string) => new SqlOverHttpError(message, 400);

interface QueryData {
  query: string;
  params: (string | null)[];
  arrayMode: boolean | undefined;
}

type Payload = { kind: "single"; query: QueryData } | { kind: "batch"; queries: QueryData[] };

interface RequestSettings {
  rawOutput: boolean;
  arrayMode: boolean;
  isolationLevel: string | undefined;
  readOnly: boolean;
  deferrable: boolean;
}

const isolationLevels: Record<string, string> = {
  Serializable: "SERIALIZABLE",
  ReadUncommitted: "READ UNCOMMITTED",
  ReadCommitted: "READ COMMITTED",
  RepeatableRead: "REPEATABLE READ",
};

/** Values as Postgres sent them: text, or null. */
const rawText = { getTypeParser: () => (value: string) => value };

export class SqlOverHttp {
  readonly pool: ComputePool;
  readonly #gateway: ComputeGateway;
  readonly #maxRequestBytes: number;
  readonly #maxResponseBytes: number;

  constructor(gateway: ComputeGateway, options: SqlOverHttpOptions = {}) {
    this.#gateway = gateway;
    this.pool = new ComputePool(options);
    this.#maxRequestBytes = options.maxRequestBytes ?? neonMaxRequestBytes;
    this.#maxResponseBytes = options.maxResponseBytes ?? neonMaxResponseBytes;
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers: Record<string, string> = {};
    let body: string;
    try {
      const settings = parseSettings(request);
      const connection = connectionOf(request.headers["neon-connection-string"]);
      const payload = parsePayload(await readBody(request, this.#maxRequestBytes));
      if (payload.kind === "batch") {
        if (settings.readOnly) headers["Neon-Batch-Read-Only"] = "true";
        if (settings.deferrable) headers["Neon-Batch-Deferrable"] = "true";
        if (settings.isolationLevel) {
          headers["Neon-Batch-Isolation-Level"] = request.headers[
            "neon-batch-isolation-level"
          ] as string;
        }
      }
      body = await this.#run(connection, settings, payload);
    } catch (error) {
      const failure = asHttpError(error);
      send(response, failure.status, errorBody(failure));
      return;
    }
    send(response, 200, body, headers);
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  async #run(
    connection: ParsedConnection,
    settings: RequestSettings,
    payload: Payload,
  ): Promise<string> {
    const { endpoint } = connection;
    const target = await this.#gateway.resolve(endpoint);
    if (this.#gateway.credentials) {
      let found: { password: string } | undefined;
      try {
        found = await this.#gateway.credentials(endpoint, connection.user);
      } catch (error) {
        // A role lookup that fails is answered 500 whatever it threw, a refusal included.
        unforeseen(error);
      }
      // A role that is gone keeps no connection open.
      if (!found) this.pool.retire(endpoint, connection.user);
      if (!found || !samePassword(connection.password, found.password)) {
        throw new ProxyRefusal(
          `password authentication failed for user '${connection.user}'`,
          "28P01",
        );
      }
    }
    const spec: ComputeConnectionSpec = { ...target, ...connection };
    this.#gateway.onConnect?.(endpoint);
    let lease: Lease | undefined;
    let reusable = false;
    try {
      lease = await this.pool.acquire(spec).catch((error: unknown) => {
        throw loginError(error);
      });
      const output =
        payload.kind === "single"
          ? await this.#query(lease.client, payload.query, settings)
          : await this.#batch(lease.client, payload.queries, settings);
      reusable = true;
      return output;
    } catch (error) {
      // Neon keeps a connection only when its batch rolled back cleanly.
      if (payload.kind === "batch" && lease && error instanceof SqlOverHttpError) {
        reusable = error.database !== undefined;
      }
      throw error;
    } finally {
      if (lease) this.pool.release(spec, lease, reusable);
      this.#gateway.onDisconnect?.(endpoint);
    }
  }

  async #batch(client: pg.Client, queries: QueryData[], settings: RequestSettings) {
    const modes = [
      ...(settings.isolationLevel ? [` ISOLATION LEVEL ${settings.isolationLevel}`] : []),
      ...(settings.readOnly ? [" READ ONLY"] : []),
      ...(settings.deferrable ? [" DEFERRABLE"] : []),
    ];
    await simple(client, `START TRANSACTION${modes.join(",")}`);
    const results: string[] = [];
    try {
      for (const query of queries) results.push(await this.#query(client, query, settings));
    } catch (error) {
      // A connection whose rollback failed is not idle: the pool closes it.
      await simple(client, "ROLLBACK").catch(() => undefined);
      throw error;
    }
    await simple(client, "COMMIT");
    return `{"results":[${results.join(",")}]}`;
  }

  /** One query, extended protocol, text parameters of unspecified type; rows streamed into JSON. */
  #query(client: pg.Client, data: QueryData, settings: RequestSettings): Promise<string> {
    const arrayMode = data.arrayMode ?? settings.arrayMode;
    const limit = this.#maxResponseBytes;
    return new Promise((resolve, reject) => {
      // `queryMode: "extended"`: the extended protocol even without parameters, as Neon runs
      // every query (so two commands in one string fail); @types/pg does not know the option.
      const config = {
        text: data.query,
        values: data.params,
        rowMode: "array",
        types: rawText,
        queryMode: "extended",
      };
      const query = new pg.Query(config as pg.QueryConfig);
      const rows: string[] = [];
      let size = 0;
      let tooLarge = false;
      query.on("row", (row: (string | null)[], result?: pg.ResultBuilder) => {
        if (tooLarge) return;
        const json = rowJson(row, result?.fields ?? [], arrayMode, settings.rawOutput);
        size += json.length + 1;
        if (size > limit) {
          // Like Neon: answer 507 and drop the connection rather than read the rest.
          tooLarge = true;
          rows.length = 0;
          (
            client as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
          return;
        }
        rows.push(json);
      });
      query.on("error", (error: Error) => {
        if (tooLarge)
          reject(new SqlOverHttpError(`response is too large (max is ${limit} bytes)`, 507));
        else reject(queryError(error));
      });
      query.on("end", (result: pg.QueryResult) => {
        if (tooLarge) {
          reject(new SqlOverHttpError(`response is too large (max is ${limit} bytes)`, 507));
          return;
        }
        const fields = result.fields.map(fieldJson).join(",");
        resolve(
          `{"fields":[${fields}],"rows":[${rows.join(",")}],"command":${JSON.stringify(result.command ?? "")},"rowCount":${result.rowCount ?? null},"rowAsArray":${arrayMode}}`,
        );
      });
      client.query(query);
    });
  }
}

/** The seven keys Neon gives each field, in its order. */
function fieldJson(field: pg.FieldDef): string {
  return JSON.stringify({
    name: field.name,
    dataTypeID: field.dataTypeID,
    tableID: field.tableID,
    columnID: field.columnID,
    dataTypeSize: field.dataTypeSize,
    dataTypeModifier: field.dataTypeModifier,
    format: "text",
  });
}

function rowJson(
  row: (string | null)[],
  fields: pg.FieldDef[],
  arrayMode: boolean,
  rawOutput: boolean,
): string {
  const value = (text: string | null, i: number) => {
    if (text === null) return "null";
    return rawOutput ? JSON.stringify(text) : textToJson(text, fields[i]?.dataTypeID ?? 0);
  };
  if (arrayMode) return `[${row.map(value).join(",")}]`;
  // Written by hand: two columns of one name are two keys, as Neon writes them.
  return `{${row.map((text, i) => `${JSON.stringify(fields[i]?.name ?? "")}:${value(text, i)}`).join(",")}}`;
}

function simple(client: pg.Client, text: string): Promise<void> {
  return client.query(text).then(
    () => undefined,
    (error: unknown) => {
      throw queryError(error);
    },
  );
}

function queryError(error: unknown): SqlOverHttpError {
  if (error instanceof pg.DatabaseError) return new SqlOverHttpError(error.message, 400, error);
  return new SqlOverHttpError(error instanceof Error ? error.message : String(error), 500);
}

/** Logging in to the compute failed: its own error (400 for an unknown database, as on Neon). */
function loginError(error: unknown): SqlOverHttpError {
  if (error instanceof pg.DatabaseError) {
    return new SqlOverHttpError(error.message, error.code === "3D000" ? 400 : 500, error);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new SqlOverHttpError(`Couldn't connect to compute node: ${reason}`, 500);
}

function unforeseen(error: unknown): never {
  throw new SqlOverHttpError(error instanceof Error ? error.message : String(error), 500);
}

/** Neon answers a refused connection (a ConnectionRefusal) 400 with its message; anything unforeseen 500. */
function asHttpError(error: unknown): SqlOverHttpError {
  if (error instanceof SqlOverHttpError) return error;
  if (error instanceof ConnectionRefusal) return badRequest(error.message);
  return new SqlOverHttpError(error instanceof Error ? error.message : String(error), 500);
}

/** Neon's error body: every key present, Postgres's fields or null (`code`, `severity`: ""). */
function errorBody(error: SqlOverHttpError): string {
  const db = error.database;
  return JSON.stringify({
    message: error.message,
    code: db?.code ?? "",
    detail: db?.detail ?? null,
    hint: db?.hint ?? null,
    position: db?.position ?? null,
    internalPosition: db?.internalPosition ?? null,
    internalQuery: db?.internalQuery ?? null,
    severity: db?.severity ?? "",
    where: db?.where ?? null,
    table: db?.table ?? null,
    column: db?.column ?? null,
    schema: db?.schema ?? null,
    dataType: db?.dataType ?? null,
    constraint: db?.constraint ?? null,
    file: db?.file ?? null,
    line: db?.line ?? null,
    routine: db?.routine ?? null,
  });
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Access-Control-Allow-Origin": "*",
    ...headers,
  });
  response.end(body);
}

function parseSettings(request: IncomingMessage): RequestSettings {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const level = header("neon-batch-isolation-level");
  const isolationLevel = level === undefined ? undefined : isolationLevels[level];
  if (level !== undefined && !isolationLevel) throw badRequest("invalid isolation level");
  // Anything but exactly "true" is false, as on Neon.
  return {
    rawOutput: header("neon-raw-text-output") === "true",
    arrayMode: header("neon-array-mode") === "true",
    isolationLevel,
    readOnly: header("neon-batch-read-only") === "true",
    deferrable: header("neon-batch-deferrable") === "true",
  };
}

interface ParsedConnection {
  endpoint: string;
  user: string;
  password: string;
  database: string;
  options: string;
}

/** The last connection strings seen, parsed: a client sends the same one with every query. */
const parsedConnections = new Map<string, ParsedConnection>();

function connectionOf(header: string | string[] | undefined): ParsedConnection {
  if (typeof header !== "string") return parseConnectionString(header);
  let parsed = parsedConnections.get(header);
  if (!parsed) {
    parsed = parseConnectionString(header);
    if (parsedConnections.size >= 64) {
      parsedConnections.delete(parsedConnections.keys().next().value as string);
    }
    parsedConnections.set(header, parsed);
  }
  return parsed;
}

/** Neon's get_conn_info, plus the Postgres proxy's `options=endpoint=…` for hosts like 127.0.0.1. */
export function parseConnectionString(header: string | string[] | undefined): ParsedConnection {
  const invalid = () => badRequest("invalid header: neon-connection-string");
  if (typeof header !== "string") throw invalid();
  let url: URL;
  try {
    url = new URL(header);
  } catch (error) {
    throw badRequest(`invalid connection string: ${(error as Error).message}`);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw badRequest("incorrect scheme");
  }
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw invalid();
    }
  };
  const database = decode(url.pathname.replace(/^\//, "").split("/")[0] ?? "");
  if (database === "") throw badRequest("missing database name");
  const user = decode(url.username);
  if (user === "") throw badRequest("missing username");
  if (url.password === "") {
    throw badRequest("missing authentication credentials: required password");
  }
  const password = decode(url.password);
  const fromOptions = extractEndpointOption(url.searchParams.get("options") ?? "");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const fromHost = isIP(host) ? undefined : (endpointFromServerName(host) ?? host.split(".")[0]);
  const endpoint = fromOptions.endpoint ?? fromHost;
  if (!endpoint) throw missingEndpoint();
  return { endpoint, user, password, database, options: fromOptions.rest };
}

export function parsePayload(body: string): Payload {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw badRequest(`could not parse the HTTP request body: ${(error as Error).message}`);
  }
  const single = queryData(json);
  if (single) return { kind: "single", query: single };
  const queries = (json as { queries?: unknown } | null)?.queries;
  if (Array.isArray(queries)) {
    const parsed = queries.map(queryData);
    if (parsed.every((query) => query !== undefined)) {
      return { kind: "batch", queries: parsed as QueryData[] };
    }
  }
  throw badRequest(
    "could not parse the HTTP request body: data did not match any variant of untagged enum Payload",
  );
}

function queryData(value: unknown): QueryData | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { query, params, arrayMode } = value as Record<string, unknown>;
  if (typeof query !== "string") return undefined;
  if (params !== undefined && params !== null && !Array.isArray(params)) return undefined;
  if (arrayMode !== undefined && arrayMode !== null && typeof arrayMode !== "boolean") {
    return undefined;
  }
  return {
    query,
    params: (params ?? []).map(paramToText),
    arrayMode: typeof arrayMode === "boolean" ? arrayMode : undefined,
  };
}

/** The body, at most `limit` bytes (Neon answers 413 beyond). */
function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () => new SqlOverHttpError(`request is too large (max is ${limit} bytes)`, 413);
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(tooLarge());
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", (error) =>
      reject(badRequest(`could not read the HTTP request body: ${error.message}`)),
    );
  });
}
