/**
 * Runs pg_dump (PostgreSQL 18, WebAssembly, from @electric-sql/pglite-tools) in a worker thread.
 * Its libpq hands every write to `execProtocolRawStream`, meant for an in-process PGlite; here
 * the bytes go to the thread that owns a real socket, and the worker blocks (Atomics.wait) until
 * the server's answer is complete, so libpq's next read finds it.
 */

import { parentPort, workerData } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import {
  type ChannelBuffers,
  channelSlot,
  channelState,
  channelStatus,
  type WorkerRequest,
} from "./schema-dump-channel.ts";
import { WireTurns } from "./wire-turns.ts";

export type DumpWorkerData = ChannelBuffers;

/** One dump, sent to a worker that is not dumping; it answers with `done` or `failed`. */
export interface DumpJob {
  args: string[];
  /** How long one wait for the server may take before the dump gives up. */
  readTimeoutMs: number;
}

const port = parentPort;
if (!port) throw new Error("schema-dump-worker runs as a worker thread");
const data = workerData as DumpWorkerData;
const control = new Int32Array(data.control);
const incoming = new Uint8Array(data.bytes);
let job: DumpJob = { args: [], readTimeoutMs: 0 };
let turns = new WireTurns();
let serverGone = false;

const post = (message: WorkerRequest) => port.postMessage(message);
// Emscripten names the program after argv[1] (this file): pg_dump's messages then say pg_dump.
process.argv[1] = "pg_dump";

/** Blocks until the socket's side answers; undefined once the server is gone or silent. */
function receive(): Uint8Array | undefined {
  if (serverGone) return undefined;
  Atomics.store(control, channelSlot.state, channelState.waiting);
  post({ type: "receive" });
  const woke = Atomics.wait(control, channelSlot.state, channelState.waiting, job.readTimeoutMs);
  if (woke === "timed-out" || Atomics.load(control, channelSlot.status) !== channelStatus.data) {
    serverGone = true;
    return undefined;
  }
  return incoming.slice(0, Atomics.load(control, channelSlot.length));
}

/** The part of PGlite that pg_dump's bridge uses, over a real server. */
const server = {
  query: async () => ({ rows: [{ search_path: "public" }] }),
  exec: async () => [],
  execProtocolRawStream(bytes: Uint8Array, { onRawData }: { onRawData(bytes: Uint8Array): void }) {
    // `bytes` is a view into the WebAssembly heap: copy before it leaves the thread.
    const sent = bytes.slice();
    turns.clientSent(sent);
    if (!serverGone) post({ type: "send", bytes: sent });
    while (turns.clientWaits) {
      const answer = receive();
      if (!answer) break; // libpq then reports the closed connection itself
      turns.serverSent(answer);
      onRawData(answer);
    }
    return new Uint8Array(0);
  },
} as unknown as PGlite;

// A worker serves one dump after another (its start and pglite-tools' load cost more than
// a small dump): each job is a new pg_dump instance, with a fresh view of the connection.
port.on("message", async (next: DumpJob) => {
  job = next;
  turns = new WireTurns();
  serverGone = false;
  try {
    const file = await pgDump({ pg: server, args: job.args });
    post({ type: "done", sql: await file.text() });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
});
