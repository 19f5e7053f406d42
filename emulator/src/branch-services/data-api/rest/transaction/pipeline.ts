import type pg from "pg";

/**
 * Several statements sent at once over the extended protocol and ended by one Sync, as
 * PostgREST pipelines a request: one round trip to the compute. Without an explicit BEGIN they
 * run in one implicit transaction that Sync commits (or rolls back on the first error, the rest
 * then skipped). A pg "submittable": pg hands it the connection and the server's answers.
 */
export interface StatementResult {
  rows: Array<Array<string | null>>;
  /** The row count of the command's tag (INSERT 0 3 → 3). */
  count: number;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/** A value as Postgres's text input: arrays as array literals, objects as JSON. */
export function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = textValue(item);
      return text === null ? "NULL" : `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
    });
    return `{${items.join(",")}}`;
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

interface Connection {
  parse(query: { text: string; name?: string; types?: number[] }): void;
  bind(config: { values: Array<string | null> }): void;
  execute(config?: object): void;
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
}

class Pipeline {
  readonly results: StatementResult[] = [];
  private rows: Array<Array<string | null>> = [];
  readonly done: Promise<StatementResult[]>;
  private settle!: { resolve: (r: StatementResult[]) => void; reject: (e: Error) => void };
  private readonly statements: Statement[];
  /** Set once the statements are handed to the connection: from then on they may have run. */
  sent = false;

  constructor(statements: Statement[]) {
    this.statements = statements;
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: Connection): void {
    this.sent = true;
    connection.stream.cork?.();
    try {
      for (const statement of this.statements) {
        connection.parse({ text: statement.text, types: [] });
        connection.bind({ values: statement.values.map(textValue) });
        connection.execute();
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(): void {}

  handleDataRow(message: { fields: Array<string | null> }): void {
    this.rows.push(message.fields);
  }

  handleCommandComplete(message: { text: string }): void {
    const count = Number(/(\d+)$/.exec(message.text)?.[1] ?? 0);
    this.results.push({ rows: this.rows, count });
    this.rows = [];
  }

  handleEmptyQuery(): void {
    this.results.push({ rows: [], count: 0 });
  }

  handlePortalSuspended(): void {}

  /**
   * pg forgets the query on an error: the ReadyForQuery that follows is not ours. Later queries
   * on this client wait for it (pg queues them), so the caller may ROLLBACK at once.
   */
  handleError(error: Error): void {
    this.settle.reject(error);
  }

  handleReadyForQuery(): void {
    this.settle.resolve(this.results);
  }

  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}

/**
 * Runs the statements in one round trip; rejects with the first error (pg's DatabaseError), or
 * with {@link NotSent} when the connection failed before any statement was handed to it.
 */
export function pipeline(
  client: pg.ClientBase,
  statements: Statement[],
): Promise<StatementResult[]> {
  const submittable = new Pipeline(statements);
  (client as unknown as { query(q: unknown): unknown }).query(submittable);
  return submittable.done.catch((error: Error) => {
    throw submittable.sent ? error : new NotSent(error);
  });
}

/** The connection failed before the statements were sent (pg found it dead): nothing ran. */
export class NotSent extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}
