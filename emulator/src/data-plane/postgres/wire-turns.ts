/**
 * Whose turn it is on a Postgres connection, read from the bytes each side sends: after the
 * client has sent a message that asks for an answer (a startup packet, a password or SASL step,
 * a simple query, a Sync), the client waits until the server's answer is complete.
 *
 * pg_dump as WebAssembly reads the server's bytes through a callback that must not come back
 * empty-handed (libpq takes an empty read after poll() said "ready" for end of file), so the
 * bridge keeps reading from the real server until every answer the client waits for is in.
 */
type Awaited = "ready" | "auth" | "byte";

const sslRequest = 80877103;
const gssEncRequest = 80877104;
const cancelRequest = 80877102;

/** Authentication requests that end the server's turn: the client must answer them. */
const authAsksClient = new Set([2, 3, 5, 7, 8, 9, 10, 11]);

export class WireTurns {
  private client: Uint8Array = new Uint8Array(0);
  private server: Uint8Array = new Uint8Array(0);
  private started = false;
  private readonly awaiting: Awaited[] = [];

  /** True while the server owes the client an answer. */
  get clientWaits(): boolean {
    return this.awaiting.length > 0;
  }

  clientSent(bytes: Uint8Array): void {
    this.client = append(this.client, bytes);
    for (;;) {
      if (!this.started) {
        if (this.client.length < 8) return;
        const length = readInt32(this.client, 0);
        if (this.client.length < length) return;
        const code = readInt32(this.client, 4);
        this.client = this.client.subarray(length);
        if (code === sslRequest || code === gssEncRequest) this.awaiting.push("byte");
        else if (code !== cancelRequest) {
          this.started = true;
          this.awaiting.push("auth");
        }
        continue;
      }
      if (this.client.length < 5) return;
      const length = readInt32(this.client, 1) + 1;
      if (this.client.length < length) return;
      const type = String.fromCharCode(this.client[0] ?? 0);
      this.client = this.client.subarray(length);
      if (type === "Q" || type === "S" || type === "F") this.awaiting.push("ready");
      else if (type === "p") this.awaiting.push("auth");
    }
  }

  serverSent(bytes: Uint8Array): void {
    this.server = append(this.server, bytes);
    for (;;) {
      if (this.awaiting[0] === "byte") {
        // The one-byte answer to an SSL or GSS encryption request ('N': go on in the clear).
        if (this.server.length < 1) return;
        this.server = this.server.subarray(1);
        this.awaiting.shift();
        continue;
      }
      if (this.server.length < 5) return;
      const length = readInt32(this.server, 1) + 1;
      if (this.server.length < length) return;
      const type = String.fromCharCode(this.server[0] ?? 0);
      const authCode = type === "R" && length >= 9 ? readInt32(this.server, 5) : -1;
      this.server = this.server.subarray(length);
      const front = this.awaiting[0];
      if (type === "Z") {
        // Ready for query ends a login as well as a query.
        this.awaiting.shift();
      } else if (front === "auth" && (type === "E" || authAsksClient.has(authCode))) {
        this.awaiting.shift();
      } else if (front === "ready" && (type === "G" || type === "W")) {
        // COPY FROM STDIN or COPY BOTH: the client speaks next (pg_dump never asks for either).
        this.awaiting.shift();
      }
    }
  }
}

function readInt32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);
}

function append(head: Uint8Array, tail: Uint8Array): Uint8Array {
  if (head.length === 0) return tail.slice();
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head, 0);
  joined.set(tail, head.length);
  return joined;
}
