/**
 * What one branch service tells another, by event: the control plane raises none of these and
 * hears none (its own events are BranchServiceHooks, control-plane/state/branch-services.ts).
 * A new event: a line here, `emit` where it happens, `on` where it matters.
 */
export interface ServiceEvents {
  /**
   * An object landed in one of the branch's buckets (PutObject, CopyObject, a completed multipart
   * upload): raised by Object Storage, heard by Functions (storage_object_created triggers).
   */
  objectCreated: { branchId: string; bucketName: string; objectKey: string };
  /**
   * The branch's Neon Auth keys changed (Neon Auth disabled): raised by Neon Auth; what a service
   * learned of them goes (the Data API's key sets, pools and caches). Awaited by the raiser.
   */
  authKeysChanged: { branchId: string };
}

export type ServiceEvent = keyof ServiceEvents;
type Listener<E extends ServiceEvent> = (event: ServiceEvents[E]) => void | Promise<void>;

/**
 * The services' bus, made once in index.ts and handed to the services that raise or hear an
 * event. Listeners run in the order they were added (the services' order in index.ts), each
 * awaited before the next; the first runs before `emit` returns.
 */
export class ServiceBus {
  readonly #listeners = new Map<ServiceEvent, Listener<ServiceEvent>[]>();

  on<E extends ServiceEvent>(event: E, listener: Listener<E>): void {
    const listeners = this.#listeners.get(event) ?? [];
    listeners.push(listener as Listener<ServiceEvent>);
    this.#listeners.set(event, listeners);
  }

  async emit<E extends ServiceEvent>(event: E, payload: ServiceEvents[E]): Promise<void> {
    for (const listener of this.#listeners.get(event) ?? []) await listener(payload);
  }
}
