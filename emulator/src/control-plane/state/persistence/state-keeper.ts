import type { Platform, StateKeeping } from "../platform.ts";
import { stateToJson } from "./records-json.ts";
import { type SavedState, writeStateFile } from "./state-file.ts";

/**
 * Keeps a platform's state in its data directory's state file: written whole (state-file.ts)
 * before each state-changing request is answered (`save`), and soon after each change the
 * emulator makes on its own (`changed`: the changes of one turn of the event loop, one write).
 */
export class StateKeeper implements StateKeeping {
  readonly path: string;
  readonly #platform: Platform;
  readonly #onError: (error: Error) => void;
  readonly #realData: boolean;
  /** The API's and the proxy's ports, kept for the next start. */
  ports: SavedState["ports"] = {};
  #pending = false;
  #closed = false;

  constructor(
    path: string,
    platform: Platform,
    options: { realData: boolean; onError: (error: Error) => void },
  ) {
    this.path = path;
    this.#platform = platform;
    this.#realData = options.realData;
    this.#onError = options.onError;
  }

  save(): void {
    this.#pending = false;
    if (this.#closed) return;
    try {
      writeStateFile(this.path, {
        ...savedStateOf(this.#platform),
        real_data: this.#realData,
        ports: this.ports,
      });
    } catch (error) {
      throw new Error(
        `the emulator could not save its state to ${this.path}: ${(error as Error).message}`,
      );
    }
  }

  changed(): void {
    if (this.#pending || this.#closed) return;
    this.#pending = true;
    setImmediate(() => {
      if (!this.#pending) return;
      try {
        this.save();
      } catch (error) {
        this.#onError(error as Error);
      }
    });
  }

  /** A last save, then no more (the emulator stops: its servers' ends change nothing kept). */
  close(): void {
    if (this.#closed) return;
    this.save();
    this.#closed = true;
  }
}

/** The platform's state as the file keeps it: its records, its clock, its seed, its services'. */
export function savedStateOf(platform: Platform): Omit<SavedState, "real_data" | "ports"> {
  return {
    clock: platform.clock.liveNow(),
    seed: platform.seed,
    state: stateToJson(platform.state),
    services: platform.branchServices.savedStates(),
  };
}
