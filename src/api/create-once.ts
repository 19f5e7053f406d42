import * as clock from "../core/clock.ts";
import { ApiError } from "../core/errors.ts";
import { type ApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from "./http.ts";
import { sleep } from "./timing.ts";

// Create-once reconciliation, for every request that makes something (a branch, a compute) or
// moves it: a request whose answer was lost may have been applied, and another run may have
// made the same thing first. After such a failure, what the request may have made is looked
// up, and it is either ours (our request landed: adopt it), theirs (another run's: reuse it,
// never adopt it), or absent (nothing applied: send once more, or fail).

export interface CreatePlan<Answer, Found> {
  send(): Promise<Answer>;
  /**
   * After which failures to look: `lost-answer` only when the request may have been applied;
   * `conflict-or-lost-answer` also on a 409-like refusal (another run got there first).
   */
  lookAfter: "lost-answer" | "conflict-or-lost-answer";
  /** What the request may have made, as a listing shows it now; undefined when nothing. */
  lookUp(): Promise<Found | undefined>;
  /**
   * Whether what was found is what this run asked for
   * (flows/provision/branch/reconcile-match.ts), not another run's.
   */
  isOurs(found: Found): boolean;
}

export type CreateOutcome<Answer, Found> =
  | { kind: "sent"; answer: Answer }
  | { kind: "ours"; found: Found }
  | { kind: "theirs"; found: Found };

export async function createOnce<Answer, Found>(
  client: ApiClient,
  plan: CreatePlan<Answer, Found>,
): Promise<CreateOutcome<Answer, Found>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: "sent", answer: await plan.send() };
    } catch (error) {
      if (!(error instanceof ApiError) || !mayHaveMade(error, plan.lookAfter)) throw error;
      const found = await findLostResult(client, error, plan.lookUp);
      if (found === undefined) {
        // Nothing was applied: one more request is safe.
        if (error.maybeApplied && attempt === 0) continue;
        throw error;
      }
      // A conflict on the repeat may be our first request, landed late.
      const mayBeOurs = error.maybeApplied || attempt > 0;
      return { kind: mayBeOurs && plan.isOurs(found) ? "ours" : "theirs", found };
    }
  }
}

function mayHaveMade(error: ApiError, lookAfter: CreatePlan<unknown, unknown>["lookAfter"]) {
  return lookAfter === "lost-answer" ? error.maybeApplied : isConflictOrMaybeApplied(error);
}

/** 409-like refusals (someone else got there first) and answers lost after the request was sent. */
function isConflictOrMaybeApplied(error: ApiError): boolean {
  if (error.maybeApplied) return true;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && ![401, 403, 404, 423, 429].includes(status);
}

/** A request that timed out on our side may still land: look again for at least this long. */
const LATE_LANDING_MIN_MS = 1000;
const LOOK_AGAIN_MS = 250;

/**
 * What a mutating request whose answer was lost made, if anything, found by `look` (a listing).
 * When the request timed out it may still be on its way: it is looked for again for as long as
 * it was given (at least 1 s, never past the deadline) before the caller concludes that nothing
 * was applied. A reset or dropped connection is final: one look.
 */
async function findLostResult<T>(
  client: ApiClient,
  error: ApiError,
  look: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const found = await look();
  if (found !== undefined || !error.timedOut) return found;
  const { deadline, signal, requestTimeoutMs } = client.options;
  const graceMs = Math.max(LATE_LANDING_MIN_MS, requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const until = Math.min(clock.now() + graceMs, deadline.at);
  while (clock.now() < until) {
    await sleep(Math.min(LOOK_AGAIN_MS, until - clock.now()), signal);
    const late = await look();
    if (late !== undefined) return late;
  }
  return undefined;
}
