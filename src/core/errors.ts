/** Thrown when the job is cancelled (SIGINT/SIGTERM) while we wait or talk to the API or GitHub. */
export class CancelledError extends Error {
  override name = "CancelledError";
  constructor() {
    super("cancelled");
  }
}

/** An error the user can fix; reported as one line, without a stack trace. */
export class UserError extends Error {
  override name = "UserError";
}

export interface ApiErrorDetails {
  method: string;
  path: string;
  status?: number;
  code?: string;
  platformMessage?: string;
  requestId?: string;
  /** The request may have been applied although no usable answer arrived. */
  maybeApplied?: boolean;
  /** No answer within the per-request timeout: the request may still land later. */
  timedOut?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly platformMessage: string | undefined;
  readonly requestId: string | undefined;
  readonly maybeApplied: boolean;
  readonly timedOut: boolean;
  /** What went wrong, without the request: "failed: no answer within 300 ms". */
  readonly summary: string;

  constructor(summary: string, details: ApiErrorDetails) {
    super(formatApiError(summary, details), { cause: details.cause });
    this.summary = summary;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.code = details.code;
    this.platformMessage = details.platformMessage;
    this.requestId = details.requestId;
    this.maybeApplied = details.maybeApplied ?? false;
    this.timedOut = details.timedOut ?? false;
  }
}

function hintFor(status: number | undefined, path: string): string | undefined {
  if (status === 401) return "the API key is missing, invalid or revoked";
  if ((status === 403 || status === 404) && /^\/projects\/[^/]+(\/|$)/.test(path))
    return "check project-id, and that the API key's scope includes this project";
  if (status === 400 && /\/(branch_anonymized|masking_rules|anonymize)$/.test(path))
    return 'check the input "masking-rules": each rule names an existing database, schema, table and column (not one in a foreign key), with a masking function the platform knows';
  if (status === 423)
    return "the project is locked by another operation; retried until the deadline";
  if (status === 429) return "rate limited by the platform; retried until the deadline";
  return undefined;
}

function formatApiError(summary: string, details: ApiErrorDetails): string {
  const parts = [`${details.method} ${details.path}`];
  parts.push(details.status === undefined ? summary : `${summary} (HTTP ${details.status})`);
  let text = parts.join(" ");
  if (details.platformMessage) text += `: ${oneLine(details.platformMessage)}`;
  if (details.code) text += ` [code ${oneLine(details.code)}]`;
  if (details.requestId) text += ` [request ${oneLine(details.requestId)}]`;
  const hint = hintFor(details.status, details.path);
  if (hint) text += `. Hint: ${hint}`;
  return text;
}

function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** The first line that says something, flattened and clipped: for text from another tool. */
export function firstLine(text: string, max = 300): string {
  return oneLine(text.split("\n").find((line) => line.trim()) ?? text, max);
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return oneLine(error.message, 1000);
  return oneLine(String(error), 1000);
}
