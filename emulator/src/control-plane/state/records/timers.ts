import type { Branch, Compute } from "./records.ts";

/** Timers kept on records: cancelled and forgotten together. */

export function cancelIdleTimer(compute: Compute): void {
  compute.idle_timer?.cancel();
  delete compute.idle_timer;
}

export function cancelExpiryTimer(branch: Branch): void {
  branch.expiry_timer?.cancel();
  delete branch.expiry_timer;
}
