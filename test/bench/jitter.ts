import { OperationEngine } from "../../emulator/src/control-plane/state/operation-engine.ts";

/**
 * Real operations do not all take the same time. With fixed durations, a fixed-interval
 * poller's overhead would depend only on how its grid happens to line up with the duration.
 * So the bench draws each operation's duration uniformly within ±spread of the seed's
 * duration: every run's last operation then ends at a random point of any polling schedule.
 * The emulator is left as it is; its engine's duration lookup is wrapped, in this process only.
 */
let spread = 0;

const original = OperationEngine.prototype.durationOf;
if (typeof original !== "function") throw new Error("emulator OperationEngine.durationOf is gone");
OperationEngine.prototype.durationOf = function durationWithSpread(action: string): number {
  const base = original.call(this, action);
  return spread > 0 ? Math.round(base * (1 + spread * (2 * Math.random() - 1))) : base;
};

/** Sets the spread (0.2: ±20%) for operations started from now on; 0 turns it off. */
export function setDurationSpread(fraction: number): void {
  spread = fraction;
}
