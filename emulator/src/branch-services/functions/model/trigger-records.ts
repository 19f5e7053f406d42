import type { Scheduled } from "../../../control-plane/state/clock/scheduler.ts";

/** What a trigger watches: a schedule, or uploads to a bucket. */
export type TriggerSource =
  | { type: "schedule"; cron: string }
  | { type: "storage_object_created"; bucketName: string; prefix?: string };

/** A trigger on a branch (Neon's Trigger), with its next occurrence on the virtual clock. */
export interface TriggerRecord {
  id: string;
  name: string;
  functionSlug: string;
  functionPath: string;
  source: TriggerSource;
  enabled: boolean;
  /** Monotonic: every update adds one. */
  version: number;
  /** Copied from an ancestor at branch creation and not updated on this branch since. */
  inherited: boolean;
  /** A schedule's next run (epoch ms), when it is scheduled on this branch. */
  nextRunAt?: number;
  timer?: Scheduled;
}
