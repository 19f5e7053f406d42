/**
 * PostgREST's errors: a JSON body `{code, message, details, hint}` with PostgREST's own codes
 * (PGRST…) or the SQLSTATE Postgres reported, and the HTTP status PostgREST gives each
 * (postgrest.org, references/errors).
 */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: unknown; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, details: string) =>
  new RestError(400, "PGRST100", `failed to parse ${what}`, { details });

export const badBody = (message: string) => new RestError(400, "PGRST102", message);

export function tableNotFound(schema: string, table: string, suggestion?: string): RestError {
  return new RestError(
    404,
    "PGRST205",
    `Could not find the table '${schema}.${table}' in the schema cache`,
    suggestion ? { hint: `Perhaps you meant the table '${schema}.${suggestion}'` } : {},
  );
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    "PGRST204",
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** A filter or select names a column the table does not have: Postgres's own 42703, as PostgREST answers it. */
export function undefinedColumn(table: string, column: string): RestError {
  return new RestError(400, "42703", `column ${table}.${column} does not exist`);
}

export const singularError = (rows: number) =>
  new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", {
    details: `The result contains ${rows} rows`,
  });

export const maxAffectedError = (rows: number) =>
  new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint", {
    details: `The query affects ${rows} rows`,
  });

/** How PostgREST maps a Postgres error's SQLSTATE to an HTTP status. */
export function statusOfSqlState(code: string, authenticated: boolean): number {
  if (code === "42501") return authenticated ? 403 : 401;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "42P17" || code === "P0001") return code === "P0001" ? 400 : 500;
  if (code === "53400") return 500;
  const klass = code.slice(0, 2);
  if (klass === "08" || klass === "53") return 503;
  if (klass === "0L" || klass === "0P" || klass === "28") return 403;
  if (
    ["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "XX"].includes(
      klass,
    )
  ) {
    return 500;
  }
  if (klass === "P0") return 500;
  return 400;
}

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function fromPostgres(error: unknown, authenticated: boolean): RestError {
  const pgError = error as PgLikeError;
  if (typeof pgError?.code === "string" && /^[0-9A-Z]{5}$/.test(pgError.code)) {
    return new RestError(
      statusOfSqlState(pgError.code, authenticated),
      pgError.code,
      pgError.message,
      {
        details: pgError.detail ?? null,
        hint: pgError.hint ?? null,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(503, "PGRST000", "Could not connect with the database", {
    details: message,
  });
}
