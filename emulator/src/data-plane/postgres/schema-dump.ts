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
import type { DumpJob, DumpWorkerData } from "./schema-dump-worker.ts";

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
 * worker thread and its libpq's bytes travel over a real TCP socket this thread owns. The
 * socket ends with the call; the worker too when the dump fails or times out. After a dump that
 * succeeded it waits, unreferenced, up to `idleWorkerMs` for the next (at most `maxIdleWorkers`
 * wait): a thread's start and pglite-tools' load were ~65 ms of CPU a dump, about as much as a
 * small schema's dump itself.
 */
export function dumpSchema(
  port: number,
  credentials: AdminCredentials,
  database: string,
  options: SchemaDumpOptions = {},
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const job: DumpJob = {
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

    const { worker, control, outgoing, gone: workerGone } = takeWorker();
    live.workers += 1;

    /** Settles only once the socket is closed, and the worker has ended unless it is kept. */
    const finish = (error: Error | undefined, sql?: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket?.destroy();
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      live.workers -= 1;
      // A worker that finished its dump serves the next; any other ends. Waking it first lets
      // a waiting one end; terminate() ends it regardless.
      const kept =
        error === undefined && keepWorker({ worker, control, outgoing, gone: workerGone });
      if (!kept) {
        answer(channelStatus.closed, 0);
        void worker.terminate();
      }
      void Promise.all([kept ? undefined : workerGone, socketGone]).then(() => {
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

    function onMessage(message: WorkerRequest) {
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
    }
    function onError(error: Error) {
      finish(new SchemaDumpError(`pg_dump: ${error.message}`));
    }
    function onExit(code: number) {
      finish(new SchemaDumpError(`pg_dump's worker ended (exit ${code}) before the dump did`));
    }
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(job);
  });
}

/** A worker thread that runs pg_dump, with the memory it shares with this thread. */
interface DumpWorker {
  worker: Worker;
  control: Int32Array;
  outgoing: Uint8Array;
  /** Settles when the thread has ended. */
  gone: Promise<void>;
}

/** Workers kept between dumps, at most this many, each for at most `idleWorkerMs`. */
const maxIdleWorkers = 2;
const idleWorkerMs = 5_000;
const idle: Array<{ kept: DumpWorker; timer: NodeJS.Timeout }> = [];

function takeWorker(): DumpWorker {
  const waiting = idle.pop();
  if (waiting) {
    clearTimeout(waiting.timer);
    waiting.kept.worker.ref();
    return waiting.kept;
  }
  const buffers = createChannelBuffers();
  const workerData: DumpWorkerData = buffers;
  const worker = new Worker(workerUrl, { workerData, stdout: true, stderr: true });
  // pg_dump's own messages come back in its result; anything else it prints is noise.
  worker.stdout.resume();
  worker.stderr.resume();
  const gone = new Promise<void>((done) => worker.once("exit", () => done()));
  return {
    worker,
    control: new Int32Array(buffers.control),
    outgoing: new Uint8Array(buffers.bytes),
    gone,
  };
}

/** Keeps a worker whose dump is done for the next one; false when enough are kept already. */
function keepWorker(kept: DumpWorker): boolean {
  if (idle.length >= maxIdleWorkers) return false;
  const release = () => {
    const at = idle.findIndex((entry) => entry.kept === kept);
    if (at !== -1) idle.splice(at, 1);
  };
  // Unreferenced, it does not keep the process alive; past its time it ends.
  kept.worker.unref();
  const timer = setTimeout(() => {
    release();
    void kept.worker.terminate();
  }, idleWorkerMs);
  timer.unref();
  idle.push({ kept, timer });
  void kept.gone.then(release);
  return true;
}

const live = { workers: 0, sockets: 0 };

/**
 * Workers and sockets of dumps still open in this process (none once every dump settled); a
 * worker kept for the next dump is not one of a dump.
 */
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
