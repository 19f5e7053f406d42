import { connect, type Socket } from "node:net";
import { Worker } from "node:worker_threads";
import { type AdminCredentials, adminRole } from "./admin-sql.ts";
import {
  channelCapacity,
  channelSlot,
  channelState,
  channelStatus,
  createChannelBuffers,
  type WorkerRequest,
} from "./schema-dump-channel.ts";
import type { DumpWorkerData } from "./schema-dump-worker.ts";

// The worker's file has this module's own extension: .ts in the repository, .js when published.
const workerUrl = new URL(
  `./schema-dump-worker${import.meta.url.slice(import.meta.url.lastIndexOf("."))}`,
  import.meta.url,
);

export interface SchemaDumpOptions {
  /** The whole dump, worker start included. */
  timeoutMs?: number;
}

/** pg_dump failed, or the server went away under it: the message is pg_dump's own. */
export class SchemaDumpError extends Error {
  override readonly name = "SchemaDumpError";
}

const defaultTimeoutMs = 60_000;

/**
 * `pg_dump --schema-only` of one database on a running server, as the platform's superuser.
 * pg_dump is PostgreSQL 18's, built as WebAssembly (@electric-sql/pglite-tools); it runs in a
 * worker thread and its libpq's bytes travel over a real TCP socket this thread owns. Nothing
 * outlives the call: the worker and the socket end with it, whether it succeeds, fails or
 * times out.
 */
export function dumpSchema(
  port: number,
  credentials: AdminCredentials,
  database: string,
  options: SchemaDumpOptions = {},
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const buffers = createChannelBuffers();
  const control = new Int32Array(buffers.control);
  const outgoing = new Uint8Array(buffers.bytes);
  const workerData: DumpWorkerData = {
    ...buffers,
    args: ["--schema-only", "-d", conninfo(database, credentials)],
    readTimeoutMs: timeoutMs,
  };

  return new Promise<string>((resolve, reject) => {
    const received: Buffer[] = [];
    let closed = false;
    let waiting = false;
    let finished = false;
    let socket: Socket | undefined;
    let socketGone: Promise<void> = Promise.resolve();

    const worker = new Worker(workerUrl, {
      workerData,
      stdout: true,
      stderr: true,
    });
    live.workers += 1;
    const workerGone = new Promise<void>((done) =>
      worker.once("exit", () => {
        live.workers -= 1;
        done();
      }),
    );
    // pg_dump's own messages come back in its result; anything else it prints is noise.
    worker.stdout.resume();
    worker.stderr.resume();

    /** Settles only once the worker has ended and the socket is closed. */
    const finish = (error: Error | undefined, sql?: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket?.destroy();
      // Wakes the worker if it waits, so it can end; terminate() ends it regardless.
      answer(channelStatus.closed, 0);
      void worker.terminate();
      void Promise.all([workerGone, socketGone]).then(() => {
        if (error) reject(error);
        else resolve(sql ?? "");
      });
    };

    const timer = setTimeout(
      () => finish(new SchemaDumpError(`pg_dump of ${database} took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );

    function answer(status: number, length: number) {
      Atomics.store(control, channelSlot.length, length);
      Atomics.store(control, channelSlot.status, status);
      Atomics.store(control, channelSlot.state, channelState.answered);
      Atomics.notify(control, channelSlot.state);
    }

    function deliver() {
      if (!waiting || finished) return;
      if (received.length === 0) {
        if (closed) {
          waiting = false;
          answer(channelStatus.closed, 0);
        }
        return;
      }
      waiting = false;
      let length = 0;
      while (received.length > 0 && length < channelCapacity) {
        const chunk = received[0] as Buffer;
        const take = Math.min(chunk.length, channelCapacity - length);
        outgoing.set(chunk.subarray(0, take), length);
        length += take;
        if (take === chunk.length) received.shift();
        else received[0] = chunk.subarray(take);
      }
      answer(channelStatus.data, length);
    }

    function openSocket(): Socket {
      const opened = connect({ host: "127.0.0.1", port });
      live.sockets += 1;
      socketGone = new Promise<void>((done) =>
        opened.once("close", () => {
          live.sockets -= 1;
          done();
        }),
      );
      opened.setNoDelay(true);
      opened.on("data", (chunk) => {
        received.push(chunk);
        deliver();
      });
      opened.on("error", () => undefined);
      opened.on("close", () => {
        closed = true;
        deliver();
      });
      return opened;
    }

    worker.on("message", (message: WorkerRequest) => {
      switch (message.type) {
        case "send":
          socket ??= openSocket();
          if (!closed) socket.write(message.bytes);
          break;
        case "receive":
          waiting = true;
          deliver();
          break;
        case "done":
          finish(undefined, message.sql);
          break;
        case "failed":
          finish(new SchemaDumpError(cleanMessage(message.message)));
          break;
      }
    });
    worker.on("error", (error) => finish(new SchemaDumpError(`pg_dump: ${error.message}`)));
    worker.on("exit", (code) =>
      finish(new SchemaDumpError(`pg_dump's worker ended (exit ${code}) before the dump did`)),
    );
  });
}

const live = { workers: 0, sockets: 0 };

/** Workers and sockets of dumps still open in this process (none once every dump settled). */
export function openDumpResources(): { workers: number; sockets: number } {
  return { ...live };
}

/** A libpq connection string; the host and port do not matter, this thread carries the bytes. */
function conninfo(database: string, credentials: AdminCredentials): string {
  const value = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
  return [
    `dbname=${value(database)}`,
    `user=${adminRole}`,
    `password=${value(credentials.password)}`,
    "sslmode=disable",
    "gssencmode=disable",
    "application_name=emulator-schema-dump",
  ].join(" ");
}

/**
 * pglite-tools wraps pg_dump's stderr, its lines run together: keep pg_dump's own messages
 * from its first error on (before it, only a warning that the WebAssembly build has no binary
 * to find on disk).
 */
function cleanMessage(message: string): string {
  const stderr = message.split("Error message:")[1]?.trim() ?? "";
  const at = stderr.indexOf("pg_dump: error: ");
  if (at < 0) return stderr.length > 0 ? stderr : message;
  return stderr
    .slice(at)
    .split(/(?=pg_dump: (?:error|detail|hint): )/)
    .map((line) => line.trim())
    .join("; ");
}
