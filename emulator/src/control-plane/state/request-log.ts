export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  query: string;
  /** 0 when the connection was reset before any answer. */
  status: number;
  time: string;
  duration_ms: number;
  request_id: string;
  key_type?: string;
  key_id?: number;
  request_body?: unknown;
  response_body?: unknown;
  /** The fault rule kind that changed this exchange, if any. */
  fault?: string;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextSeq = 1;

  add(entry: Omit<LoggedRequest, "seq">): LoggedRequest {
    const logged = { seq: this.nextSeq++, ...entry };
    if (logged.request_body !== undefined) {
      logged.request_body = redacted(logged.request_body, requestSecrets);
    }
    if (logged.response_body !== undefined) {
      logged.response_body = redacted(logged.response_body, responseSecrets);
    }
    this.entries.push(logged);
    return logged;
  }

  since(seq: number): LoggedRequest[] {
    return this.entries.filter((entry) => entry.seq > seq);
  }

  clear(): void {
    this.entries = [];
  }
}

/**
 * Secrets the log never keeps: createNeonAuth's `secret_server_key` (shown by its one answer
 * only), a branch credential's secrets (the answers of createCredential, revealCredential and
 * rotateCredential), what Neon Auth's settings are given (an SMTP password, an OAuth client
 * secret), and a presigned URL's signature (presignProjectBranchBucketObject's `url`: whoever
 * holds the URL may use it).
 */
const responseSecrets = new Set(["secret_server_key", "api_token", "s3_secret_access_key"]);
const requestSecrets = new Set(["password", "client_secret"]);

const presignedSignature = /([?&]X-Amz-Signature=)[^&#]*/gi;

const unsigned = (value: unknown) =>
  typeof value === "string" ? value.replace(presignedSignature, "$1[redacted]") : value;

function redacted(body: unknown, secrets: Set<string>): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const fields = Object.entries(body);
  const signed = fields.some(([, value]) => unsigned(value) !== value);
  if (!signed && !fields.some(([name]) => secrets.has(name))) return body;
  return Object.fromEntries(
    fields.map(([name, value]) => [name, secrets.has(name) ? "[redacted]" : unsigned(value)]),
  );
}
