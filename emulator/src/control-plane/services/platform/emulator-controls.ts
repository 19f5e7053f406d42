import { z } from "zod";
import { badRequest } from "../../errors.ts";
import type { FaultRule, RequestFaultRule } from "../../state/fault-store.ts";
import type { Platform } from "../../state/platform.ts";
import type { LoggedRequest } from "../../state/request-log.ts";

/** What the admin API and the request pipeline do to the emulator itself: faults, clock, log. */

/** Adds fault rules; 400 naming each bad rule. */
export function addFaults(platform: Platform, input: unknown): FaultRule[] {
  try {
    return platform.faults.add(input);
  } catch (error) {
    if (error instanceof z.ZodError) {
      throw badRequest(`invalid fault rules: ${z.prettifyError(error)}`);
    }
    throw error;
  }
}

export function clearFaults(platform: Platform): void {
  platform.faults.clear();
  // Held operations carry on once their fault is gone.
  platform.operations.releaseHeld();
}

/** The first live request rule for this request, counted as used. */
export function takeRequestFault(
  platform: Platform,
  method: string,
  path: string,
): RequestFaultRule | undefined {
  return platform.faults.matchRequest(method, path);
}

/** Moves the virtual clock forward and runs what fell due. */
export function advanceClock(platform: Platform, ms: number): void {
  platform.clock.advance(ms);
  platform.catchUp();
}

export function recordRequest(platform: Platform, entry: Omit<LoggedRequest, "seq">): void {
  platform.requests.add(entry);
}

export function clearRequests(platform: Platform): void {
  platform.requests.clear();
}
