import type { Operation } from "./records/records.ts";

/**
 * What happened on the platform, told as it happens to whoever listens (the emulator's log,
 * event-log.ts): each event is told once, where the platform already decides it (the request
 * answered, the operation engine, a compute's lifecycle, a branch service's report). Listeners
 * must not throw; what they do never changes the platform.
 */
export interface PlatformEventMap {
  /** An API (or admin API) request answered; `status` 0: the connection was reset. */
  requestAnswered: {
    method: string;
    path: string;
    /** The query's parameter names (never their values). */
    queryNames: string[];
    status: number;
    durationMs: number;
    admin: boolean;
    /**
     * Whether the request only reads: GET, HEAD, OPTIONS, and Neon's queries sent as POST (a
     * branch's logs). The log's default and the console's live updates leave reads out.
     */
    read: boolean;
    /** The fault rule that changed the exchange, if any. */
    fault?: string | undefined;
  };
  /** An operation finished or failed; `durationMs` undefined when it never ran. */
  operationSettled: { operation: Operation; durationMs: number | undefined };
  /** A compute became active, idle, or was removed while it served (or was starting). */
  computeChanged: {
    projectId: string;
    branchId: string;
    computeId: string;
    state: "started" | "suspended" | "stopped";
  };
  /**
   * An endpoint's own address (its host) listening on the endpoint port for clients that connect
   * by host (proxy/endpoint-listeners.ts), or, with `failure`, why it cannot.
   */
  endpointListening: { endpointId: string; address: string; port: number; failure?: string };
  /** A branch service's failure (a function's process that would not start or died, a build). */
  serviceFailed: { service: string; branchId: string; subject: string; message: string };
}

export type PlatformEventName = keyof PlatformEventMap;
type Listener<K extends PlatformEventName> = (event: PlatformEventMap[K]) => void;

export class PlatformEvents {
  readonly #listeners: { [K in PlatformEventName]?: Listener<K>[] } = {};

  /** Listens to one kind of event; the answer stops listening. */
  on<K extends PlatformEventName>(name: K, listener: Listener<K>): () => void {
    const list = (this.#listeners[name] ?? []) as Listener<K>[];
    (this.#listeners as Record<K, Listener<K>[]>)[name] = list;
    list.push(listener);
    return () => {
      const at = list.indexOf(listener);
      if (at >= 0) list.splice(at, 1);
    };
  }

  emit<K extends PlatformEventName>(name: K, event: PlatformEventMap[K]): void {
    for (const listener of [...((this.#listeners[name] ?? []) as Listener<K>[])]) {
      try {
        listener(event);
      } catch {
        // A listener's failure is its own: the platform goes on.
      }
    }
  }
}
