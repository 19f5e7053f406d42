import type { PlatformEventMap, PlatformEvents } from "./control-plane/state/platform-events.ts";

/**
 * How much the emulator's log says:
 * - `off`: nothing (`--quiet`; the default in code);
 * - `changes`: a line per state-changing request (not a read: GET, HEAD, OPTIONS, a logs query),
 *   per operation finished or failed, per compute started, suspended or stopped, per branch
 *   service failure (a function that would not build, start or stay up), one at the start saying
 *   where branch data lives and how branches are copied there (`clone (xfs)`, `copy (ext4)`:
 *   data-plane/storage/copy-way.ts) and one at the stop saying where the state is (the CLI's
 *   default);
 * - `requests`: the same, and a line per read request too (`--log`).
 */
export type EventLogLevel = "off" | "changes" | "requests";

export interface EventLogOptions {
  level: EventLogLevel;
  /** Where each line goes (without its newline); default stderr. */
  write?: (line: string) => void;
  /** Where branch data lives and how it is copied there (`clone (xfs)`, `copy (ext4)`): said once. */
  storage?: { path: string; copyWay: string };
}

/** Where the emulator's state was, for the line at its stop. */
export type StateLocation =
  | { kind: "data-dir"; path: string }
  | { kind: "temporary"; path: string }
  | { kind: "memory" };

export interface EventLog {
  /** A line of the emulator's own (where its state is kept, what came back at start). */
  note(line: string): void;
  /** The line at the stop; stops listening. */
  stopped(state: StateLocation): void;
}

/**
 * The emulator's log: readable lines made from the platform's events (platform-events.ts), never
 * from print calls in the services. A line names methods, paths, ids, statuses, actions and
 * durations; never a key, a token, a password or a connection URI: a query shows its parameters'
 * names only, no body is shown, and every line is scrubbed (`scrubbed`) before it is written.
 */
export function attachEventLog(events: PlatformEvents, options: EventLogOptions): EventLog {
  const write = options.write ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const say = (line: string) => write(`${clock()} ${scrubbed(line)}`);
  if (options.level === "off") return { note: () => undefined, stopped: () => undefined };
  const everyRequest = options.level === "requests";
  if (options.storage)
    say(`branch data in ${options.storage.path}, branches copied by ${options.storage.copyWay}`);
  const unlisten = [
    events.on("requestAnswered", (request) => {
      if (everyRequest || !request.read) say(requestLine(request));
    }),
    events.on("operationSettled", (settled) => say(operationLine(settled))),
    events.on("computeChanged", (change) => say(computeLine(change))),
    events.on("endpointListening", (listening) => say(endpointListeningLine(listening))),
    events.on("serviceFailed", (failure) =>
      say(
        `${failure.service}: ${failure.subject} on branch ${failure.branchId}: ${failure.message}`,
      ),
    ),
  ];
  return {
    note: say,
    stopped(state) {
      for (const stop of unlisten) stop();
      say(stateLine(state));
    },
  };
}

function requestLine(request: PlatformEventMap["requestAnswered"]): string {
  const query = request.queryNames.length
    ? `?${request.queryNames.map((name) => `${name}=…`).join("&")}`
    : "";
  const status = request.status === 0 ? "reset" : String(request.status);
  const fault = request.fault ? ` (fault ${request.fault})` : "";
  return `${request.method} ${request.path}${query} ${status} ${Math.round(request.durationMs)}ms${fault}`;
}

function operationLine({ operation, durationMs }: PlatformEventMap["operationSettled"]): string {
  const on = [
    operation.branch_id ? `branch ${operation.branch_id}` : undefined,
    operation.endpoint_id ? `endpoint ${operation.endpoint_id}` : undefined,
  ].filter(Boolean);
  const where = on.length ? ` (${on.join(", ")})` : "";
  const took = durationMs === undefined ? "" : ` in ${durationMs}ms`;
  if (operation.status === "finished")
    return `operation ${operation.action} finished${took}${where}`;
  return `operation ${operation.action} failed${took}${where}: ${operation.error ?? "no reason given"}`;
}

function computeLine(change: PlatformEventMap["computeChanged"]): string {
  const how = change.state === "stopped" ? "stopped (deleted)" : change.state;
  return `compute ${change.computeId} ${how} (branch ${change.branchId})`;
}

function endpointListeningLine(listening: PlatformEventMap["endpointListening"]): string {
  const { endpointId, address, port, failure } = listening;
  if (!failure)
    return `endpoint ${endpointId} answers at its host ${address}:${port} (psql -h ${address})`;
  return `endpoint ${endpointId}: cannot listen on its host ${address}:${port}: ${failure}; its connection string (the proxy's port) still reaches it`;
}

function stateLine(state: StateLocation): string {
  switch (state.kind) {
    case "data-dir":
      return `emulator stopped; its data is kept in ${state.path} (--data-dir ${state.path} starts from it)`;
    case "temporary":
      return `emulator stopped; its data was temporary (${state.path}) and is removed (--data-dir DIR keeps it)`;
    case "memory":
      return "emulator stopped; its state was in memory only (--no-postgres) and is gone";
  }
}

/** The wall clock's time of day, UTC, to the millisecond (the API's timestamps are UTC too). */
function clock(): string {
  return new Date().toISOString().slice(11, 23);
}

/**
 * What never leaves in a line, whatever an error message carried: a URI's user and password,
 * a bearer token, `password=`/`secret=`/`token=`/`key=` values, and the platform's secrets'
 * formats (API keys: 64 lowercase letters and digits; role passwords `npg_…`; a branch
 * credential's `nt_live_…` token and `nsk_live_…` secret).
 */
export function scrubbed(line: string): string {
  return line
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1[redacted]@")
    .replace(/\b(bearer)\s+\S+/gi, "$1 [redacted]")
    .replace(
      /\b(password|passwd|pwd|secret|token|api[_-]?key|key)(\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s&,;]+)/gi,
      "$1$2[redacted]",
    )
    .replace(/\b(npg_[\w-]{6,}|nt_live_\w+|nsk_live_\w+|[0-9a-z]{64})\b/g, "[redacted]");
}
