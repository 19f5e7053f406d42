import { type ChildProcess, fork } from "node:child_process";
import { dirname } from "node:path";
import { readLines } from "./output-lines.ts";

const hostScript = new URL("./function-host.mjs", import.meta.url).pathname;

/** A line a function printed, for its logs. */
export interface PrintedLine {
  stream: "stdout" | "stderr";
  text: string;
  /** Longer than output-lines.ts keeps: cut. */
  cut: boolean;
}

/**
 * Where the emulator's host names lead inside a function (emulator-hosts.mjs): the proxy, for
 * every name under `domain`, and the certificate authority of the proxy's certificate.
 */
export interface EmulatorHostsRoute {
  host: string;
  port: number;
  domain: string;
  caPath?: string;
}

export interface FunctionProcessOptions {
  /** The deployment's entry (index.mjs or index.js at the bundle's root). */
  entry: string;
  env: Record<string, string>;
  /** Without one (no proxy), the function's names resolve as the machine's do. */
  route?: EmulatorHostsRoute | undefined;
  onLine(line: PrintedLine): void;
  /**
   * The process ended without being asked to (a crash, process.exit in the function, or a
   * function that would not load): `how` is `code N` or the signal's name.
   */
  onExit(how: string): void;
}

/**
 * One function's Node process (runtime/function-host.mjs): the same Node as the emulator (Node
 * 24, Neon's `nodejs24`), in the bundle's folder, with only the variables given. `ready`
 * settles once it listens on its loopback port, or rejects with why it could not load. It leads
 * a process group of its own, so that stopping it stops whatever it started too; and it watches
 * that the emulator is alive (parent-watchdog.mjs), since a group of its own no longer dies
 * with the emulator's.
 */
export class FunctionProcess {
  readonly #child: ChildProcess;
  readonly ready: Promise<number>;
  readonly #exited: Promise<void>;
  #stopping = false;

  constructor(options: FunctionProcessOptions) {
    const route = options.route ? [JSON.stringify(options.route)] : [];
    this.#child = fork(hostScript, [options.entry, String(process.pid), ...route], {
      cwd: dirname(options.entry),
      env: options.env,
      execArgv: [],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      serialization: "json",
      detached: true,
    });
    for (const stream of ["stdout", "stderr"] as const) {
      const source = this.#child[stream];
      if (source) readLines(source, (text, cut) => options.onLine({ stream, text, cut }));
    }
    // What the function started and left behind goes with it, however it ended.
    let how = "";
    this.#exited = new Promise((resolve) =>
      this.#child.once("exit", (code, signal) => {
        how = signal ?? `code ${code}`;
        this.#signalGroup("SIGKILL");
        resolve();
      }),
    );
    this.ready = new Promise((resolve, reject) => {
      this.#child.once("message", (message: { ready?: number; failed?: string }) => {
        if (message.ready !== undefined) resolve(message.ready);
        else reject(new Error(message.failed ?? "the function's process did not start"));
      });
      this.#child.once("exit", (code, signal) =>
        reject(
          new Error(`the function's process exited (${signal ?? `code ${code}`}) before serving`),
        ),
      );
      this.#child.once("error", reject);
    });
    this.ready.catch(() => undefined);
    this.#exited.then(() => {
      if (!this.#stopping) options.onExit(how);
    });
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  /**
   * SIGTERM to its group, then SIGKILL if it is still there after a grace period; resolves once
   * it exited (and the rest of its group was killed).
   */
  async stop(graceMs = 2000): Promise<void> {
    this.#stopping = true;
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#signalGroup("SIGTERM");
    }
    const timer = setTimeout(() => this.#signalGroup("SIGKILL"), graceMs);
    await this.#exited;
    clearTimeout(timer);
  }

  #signalGroup(signal: NodeJS.Signals): void {
    if (this.#child.pid === undefined) return;
    try {
      process.kill(-this.#child.pid, signal);
    } catch {
      // ESRCH: nothing of the group is left.
    }
  }
}
