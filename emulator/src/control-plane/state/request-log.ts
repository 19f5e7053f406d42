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
