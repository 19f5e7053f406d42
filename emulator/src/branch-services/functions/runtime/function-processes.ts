import { type EmulatorHostsRoute, FunctionProcess, type PrintedLine } from "./function-process.ts";

/** What a process runs: a branch's function at one deployment. */
export interface ProcessTarget {
  branchId: string;
  slug: string;
  deploymentId: number;
  entry: string;
}

interface Running {
  target: ProcessTarget;
  process: FunctionProcess;
  inFlight: number;
  idleTimer?: NodeJS.Timeout;
  /** Asked to stop: what it does from then on is no failure. */
  stopping?: boolean;
}

export interface ProcessPoolOptions {
  /** A process with no request for this long stops (the next invocation starts it again). */
  idleStopMs: number;
  /** Where the emulator's host names lead in every process. */
  route?: EmulatorHostsRoute | undefined;
  onLine(target: ProcessTarget, line: PrintedLine): void;
  /**
   * A process failed: it would not start (the function threw as it loaded, had no handler) or
   * ended without being asked to; `message` says how, the process's variables' values cut out.
   */
  onFailure(target: ProcessTarget, message: string): void;
}

/**
 * The functions' processes, one per branch and function: started on the first invocation of
 * the active deployment (a newer deployment replaces it at its next invocation), stopped when
 * idle, when the function or its branch is deleted, and at the emulator's stop.
 */
export class FunctionProcesses {
  readonly #running = new Map<string, Running>();
  /** Processes asked to stop that have not exited yet. */
  readonly #exiting = new Set<Promise<void>>();
  readonly #options: ProcessPoolOptions;

  constructor(options: ProcessPoolOptions) {
    this.#options = options;
  }

  /**
   * The port of the target's process, started if needed; call `release` when the invocation
   * ends (the idle timer starts when none is in flight).
   */
  async acquire(
    target: ProcessTarget,
    env: () => Record<string, string>,
  ): Promise<{ port: number; release: () => void }> {
    const key = keyOf(target.branchId, target.slug);
    let running = this.#running.get(key);
    if (running && running.target.deploymentId !== target.deploymentId) {
      // The new deployment's process starts without waiting for the old one to exit.
      void this.#stopKey(key);
      running = undefined;
    }
    running ??= this.#start(key, target, env());
    const started = running;
    started.inFlight++;
    clearTimeout(started.idleTimer);
    const release = () => {
      started.inFlight--;
      if (started.inFlight === 0 && this.#running.get(key) === started) {
        started.idleTimer = setTimeout(() => void this.#stopKey(key), this.#options.idleStopMs);
        started.idleTimer.unref();
      }
    };
    try {
      return { port: await started.process.ready, release };
    } catch (error) {
      release();
      if (this.#running.get(key) === started) this.#running.delete(key);
      throw error;
    }
  }

  #start(key: string, target: ProcessTarget, env: Record<string, string>): Running {
    let loaded = false;
    const failed = (message: string) =>
      this.#options.onFailure(target, withoutValues(message, env));
    const running: Running = {
      target,
      inFlight: 0,
      process: new FunctionProcess({
        entry: target.entry,
        env,
        route: this.#options.route,
        onLine: (line) => this.#options.onLine(target, line),
        onExit: (how) => {
          if (loaded) failed(`its process exited (${how}) without being asked to`);
          if (this.#running.get(key) === running) {
            clearTimeout(running.idleTimer);
            this.#running.delete(key);
          }
        },
      }),
    };
    running.process.ready.then(
      () => {
        loaded = true;
      },
      (error: Error) => {
        if (!running.stopping) failed(`its process did not start: ${error.message}`);
      },
    );
    this.#running.set(key, running);
    return running;
  }

  async #stopKey(key: string): Promise<void> {
    const running = this.#running.get(key);
    if (!running) return;
    this.#running.delete(key);
    running.stopping = true;
    clearTimeout(running.idleTimer);
    const exited = running.process.stop();
    this.#exiting.add(exited);
    await exited;
    this.#exiting.delete(exited);
  }

  stopFunction(branchId: string, slug: string): Promise<void> {
    return this.#stopKey(keyOf(branchId, slug));
  }

  async stopBranch(branchId: string): Promise<void> {
    const keys = [...this.#running.values()]
      .filter((running) => running.target.branchId === branchId)
      .map((running) => keyOf(running.target.branchId, running.target.slug));
    await Promise.all(keys.map((key) => this.#stopKey(key)));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#running.keys()].map((key) => this.#stopKey(key)));
    await Promise.all(this.#exiting);
  }

  /** For the admin state: what runs now, and how many invocations each is serving. */
  list() {
    return [...this.#running.values()].map(({ target, process, inFlight }) => ({
      branch_id: target.branchId,
      slug: target.slug,
      deployment_id: target.deploymentId,
      pid: process.pid,
      in_flight: inFlight,
    }));
  }
}

const keyOf = (branchId: string, slug: string) => `${branchId}/${slug}`;

/**
 * The message with every value of the process's variables cut out (a connection URI, a
 * credential's secret, the deployment's environment), but for short ones that would cut words.
 */
function withoutValues(message: string, env: Record<string, string>): string {
  const values = Object.values(env)
    .filter((value) => value.length >= 8)
    .sort((a, b) => b.length - a.length);
  return values.reduce((text, value) => text.split(value).join("[redacted]"), message);
}
