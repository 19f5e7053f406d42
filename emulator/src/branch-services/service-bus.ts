import type { Branch, Project } from "../control-plane/state/records/records.ts";

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

/**
 * What one service asks of another, by question: one service answers each (its owner, which
 * keeps the state), on the spot. A new question: a line here, `answer` in its owner, `ask`
 * where it is needed.
 */
export interface ServiceQuestions {
  /** Neon Auth's URLs on the branch (its base URL, its JWKS); undefined without Neon Auth. */
  neonAuthUrls(branch: Branch): { baseUrl: string; jwksUrl: string } | undefined;
  /** The Data API's URL for one of the branch's databases; undefined without one there. */
  dataApiUrl(branch: Branch, database: string): string | undefined;
  /**
   * The branch's S3-compatible endpoint and the region its clients sign for (Object Storage's
   * getProjectBranchStorage), for a function's `AWS_ENDPOINT_URL_S3` and `AWS_REGION`.
   */
  storageEndpoint(project: Project, branch: Branch): { endpoint: string; region: string };
}

export type ServiceEvent = keyof ServiceEvents;
export type ServiceQuestion = keyof ServiceQuestions;
type Listener<E extends ServiceEvent> = (event: ServiceEvents[E]) => void | Promise<void>;

/**
 * The services' bus, made once in index.ts and handed to the services that raise, hear, ask or
 * answer. Listeners run in the order they were added (the services' order in index.ts), each
 * awaited before the next; the first runs before `emit` returns.
 */
export class ServiceBus {
  readonly #listeners = new Map<ServiceEvent, Listener<ServiceEvent>[]>();
  readonly #answerers = new Map<ServiceQuestion, ServiceQuestions[ServiceQuestion]>();

  on<E extends ServiceEvent>(event: E, listener: Listener<E>): void {
    const listeners = this.#listeners.get(event) ?? [];
    listeners.push(listener as Listener<ServiceEvent>);
    this.#listeners.set(event, listeners);
  }

  async emit<E extends ServiceEvent>(event: E, payload: ServiceEvents[E]): Promise<void> {
    for (const listener of this.#listeners.get(event) ?? []) await listener(payload);
  }

  /** The one answer to `question` (a second answerer is a mistake of the composition). */
  answer<Q extends ServiceQuestion>(question: Q, answerer: ServiceQuestions[Q]): void {
    if (this.#answerers.has(question)) throw new Error(`${question} already has its answerer`);
    this.#answerers.set(question, answerer);
  }

  /** The answer to `question`; undefined when no service answers it (the service is not composed). */
  ask<Q extends ServiceQuestion>(
    question: Q,
    ...args: Parameters<ServiceQuestions[Q]>
  ): ReturnType<ServiceQuestions[Q]> | undefined {
    const answerer = this.#answerers.get(question) as
      | ((...args: Parameters<ServiceQuestions[Q]>) => ReturnType<ServiceQuestions[Q]>)
      | undefined;
    return answerer?.(...args);
  }
}
