import type { Socket } from "node:net";

/** Bytes a client may send while its compute is being resolved (it should send none). */
const maxEarlyBytes = 1024 * 1024;

/**
 * Bytes the client sends while it waits (for its compute, for the login), kept for the
 * compute; a client that sends too many is dropped.
 */
export class EarlyBytes {
  #socket: Socket | undefined;
  #chunks: Buffer[] = [];
  #size = 0;
  readonly #onTooMany: () => void;
  readonly #onData = (chunk: Buffer) => {
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    if (this.#size > maxEarlyBytes) this.#onTooMany();
  };

  constructor(onTooMany: () => void) {
    this.#onTooMany = onTooMany;
  }

  /** Collects from `socket`, after `initial` (bytes read already). */
  start(socket: Socket, initial: Buffer): void {
    if (initial.length > 0) this.#chunks.push(Buffer.from(initial));
    this.#size = initial.length;
    this.#socket = socket;
    socket.on("data", this.#onData);
    socket.resume();
  }

  /** Stops collecting; resolves with what was collected, which is handed over once. */
  stop(): Buffer {
    this.#socket?.off("data", this.#onData);
    this.#socket = undefined;
    const bytes = Buffer.concat(this.#chunks);
    this.#chunks = [];
    this.#size = 0;
    return bytes;
  }
}
