import * as clock from "../core/clock.ts";
import { ApiError } from "../core/errors.ts";
import type { ApiClient } from "./http.ts";
import { type Operation, operationResponseSchema, operationsPageSchema } from "./responses.ts";
import { sleep } from "./timing.ts";

const SUCCEEDED = new Set(["finished", "skipped"]);
const FAILED = new Set(["failed", "error", "cancelled"]);

/**
 * First poll soon after the request, then an interval proportional to how long the operation
 * now in progress has been running: a poll then costs at most `growth` of that operation's
 * duration in delay. Operations of one request run one after another, so the clock restarts
 * whenever a poll shows progress.
 */
export const POLLING = { firstDelayMs: 100, minIntervalMs: 250, growth: 0.2, maxIntervalMs: 5000 };
const LIST_PAGE_LIMIT = 50;
const MAX_LIST_PAGES = 4;

export type OperationOutcome = "succeeded" | "failed" | "pending";

export function outcomeOf(operation: Operation, now = clock.now()): OperationOutcome {
  if (SUCCEEDED.has(operation.status)) return "succeeded";
  if (FAILED.has(operation.status)) {
    // The platform retries a failed operation that carries a later retry_at.
    const retryAt = operation.retry_at ? Date.parse(operation.retry_at) : Number.NaN;
    return operation.status === "failed" && retryAt > now ? "pending" : "failed";
  }
  return "pending";
}

/** `elapsedMs`: how long the operation now in progress has been running, as far as polls tell. */
export function nextPollDelay(elapsedMs: number, polls: number): number {
  if (polls === 0) return POLLING.firstDelayMs;
  return Math.min(
    POLLING.maxIntervalMs,
    Math.max(POLLING.minIntervalMs, elapsedMs * POLLING.growth),
  );
}

/**
 * The schedule, fitted into the client's request budget: what is left of the current second's
 * budget is spread evenly.
 */
export function pollDelay(
  client: ApiClient,
  elapsedMs: number,
  polls: number,
  now = clock.now(),
): number {
  return Math.max(
    nextPollDelay(elapsedMs, polls),
    client.window.spread(0, now),
    client.window.delay(0, now),
  );
}

export class OperationFailedError extends Error {
  override name = "OperationFailedError";
  readonly operation: Operation;
  constructor(operation: Operation) {
    const detail = operation.error ? `: ${operation.error.replace(/\s+/g, " ").slice(0, 300)}` : "";
    super(
      `Operation ${operation.id} (${operation.action}) ended with status ${operation.status}, failures_count ${operation.failures_count}${detail}`,
    );
    this.operation = operation;
  }
}

export class OperationTimeoutError extends Error {
  override name = "OperationTimeoutError";
  readonly pending: Operation[];
  constructor(seconds: number, pending: Operation[]) {
    const list = pending.map((op) => `${op.id} (${op.action}, ${op.status})`).join(", ");
    super(`Timed out after ${seconds}s (input timeout) waiting for operation(s) ${list}`);
    this.pending = pending;
  }
}

export interface WaitOptions {
  signal?: AbortSignal;
  onPoll?: (operations: Operation[]) => void;
}

/** What `pollUntil` waits on: a value polled until it settles, fails, or the deadline passes. */
export interface PollPlan<T> {
  /** True once `current` is what was waited for; throws when it failed for good. */
  settled(current: T): boolean;
  poll(current: T): Promise<T>;
  /** A poll that showed progress restarts the interval clock: the next step runs from there. */
  progressed(before: T, after: T): boolean;
  /** The error for a deadline that passed while `current` was still pending. */
  timedOut(current: T): Error;
  signal?: AbortSignal;
  onPoll?: (current: T) => void;
}

/**
 * The waiter: polls on the schedule above (`pollDelay`) until `settled`, within the client's
 * deadline (input `timeout`). Operations and anonymization both wait through it.
 */
export async function pollUntil<T>(client: ApiClient, initial: T, plan: PollPlan<T>): Promise<T> {
  const { deadline } = client.options;
  let current = initial;
  // When the step now in progress started, at the earliest: the last poll that saw no
  // progress. That overstates how long it has run, so intervals err on the long side.
  let runningSince = clock.now();
  let lastPollAt = runningSince;
  for (let polls = 0; ; polls++) {
    if (plan.settled(current)) return current;
    const remaining = deadline.remaining();
    if (remaining <= 0) throw plan.timedOut(current);
    const delay = pollDelay(client, clock.now() - runningSince, polls);
    await sleep(Math.min(delay, remaining), plan.signal);
    const polledAt = clock.now();
    let next: T;
    try {
      next = await plan.poll(current);
    } catch (error) {
      // A poll cut short by the deadline is the wait timing out, not a broken request.
      const cutByDeadline =
        error instanceof ApiError && error.status === undefined && deadline.remaining() <= 0;
      if (cutByDeadline) throw plan.timedOut(current);
      throw error;
    }
    if (plan.progressed(current, next)) runningSince = lastPollAt;
    lastPollAt = polledAt;
    current = next;
    plan.onPoll?.(current);
  }
}

/**
 * Waits until every given operation has succeeded, polling them together, within the
 * client's deadline (input `timeout`).
 */
export async function waitForOperations(
  client: ApiClient,
  projectId: string,
  operations: Operation[],
  options: WaitOptions = {},
): Promise<Operation[]> {
  const { deadline } = client.options;
  const pendingOf = (latest: Map<string, Operation>) =>
    [...latest.values()].filter((op) => outcomeOf(op) === "pending");
  const settled = await pollUntil(client, new Map(operations.map((op) => [op.id, op])), {
    settled(latest) {
      const failed = [...latest.values()].find((op) => outcomeOf(op) === "failed");
      if (failed) throw new OperationFailedError(failed);
      return pendingOf(latest).length === 0;
    },
    async poll(latest) {
      const answers = await poll(client, projectId, pendingOf(latest));
      const next = new Map(latest);
      for (const op of answers) next.set(op.id, op);
      return next;
    },
    progressed: (before, after) =>
      [...after.values()].some((op) => before.get(op.id)?.status !== op.status),
    timedOut: (latest) => new OperationTimeoutError(deadline.seconds, pendingOf(latest)),
    signal: options.signal,
    onPoll: options.onPoll && ((latest) => options.onPoll?.([...latest.values()])),
  });
  return [...settled.values()];
}

async function poll(
  client: ApiClient,
  projectId: string,
  pending: Operation[],
): Promise<Operation[]> {
  if (pending.length === 1 && pending[0])
    return [await getOperation(client, projectId, pending[0].id)];
  const wanted = new Set(pending.map((op) => op.id));
  const oldest = Math.min(...pending.map((op) => Date.parse(op.created_at)));
  const found: Operation[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES && wanted.size > 0; page++) {
    const answer = await client.send("GET", `/projects/${projectId}/operations`, {
      schema: operationsPageSchema(),
      query: { limit: LIST_PAGE_LIMIT, cursor },
    });
    for (const op of answer.operations) if (wanted.delete(op.id)) found.push(op);
    const last = answer.operations.at(-1);
    cursor = answer.pagination?.cursor;
    if (!last || !cursor || Date.parse(last.created_at) < oldest) break;
  }
  // Operations pushed out of the first pages by a busy project are fetched one by one.
  for (const id of wanted) found.push(await getOperation(client, projectId, id));
  return found;
}

async function getOperation(client: ApiClient, projectId: string, id: string): Promise<Operation> {
  const answer = await client.send("GET", `/projects/${projectId}/operations/${id}`, {
    schema: operationResponseSchema(),
  });
  return answer.operation;
}

/** Unfinished operations of a branch or compute: for a request whose answer was lost. */
export async function pendingOperationsOf(
  client: ApiClient,
  projectId: string,
  filter: { branchId?: string; endpointId?: string },
): Promise<Operation[]> {
  const answer = await client.send("GET", `/projects/${projectId}/operations`, {
    schema: operationsPageSchema(),
    query: { limit: LIST_PAGE_LIMIT },
  });
  return answer.operations.filter(
    (op) =>
      outcomeOf(op) === "pending" &&
      (filter.branchId === undefined || op.branch_id === filter.branchId) &&
      (filter.endpointId === undefined || op.endpoint_id === filter.endpointId),
  );
}
