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
    if (logged.response_body !== undefined) logged.response_body = redacted(logged.response_body);
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

/** Fields Neon marks as secrets that only their one answer may show (createNeonAuth's key). */
const secretFields = new Set(["secret_server_key"]);

function redacted(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const fields = Object.entries(body);
  if (!fields.some(([name]) => secretFields.has(name))) return body;
  return Object.fromEntries(
    fields.map(([name, value]) => [name, secretFields.has(name) ? "[redacted]" : value]),
  );
}
