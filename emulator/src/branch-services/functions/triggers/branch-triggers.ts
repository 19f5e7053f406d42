import { randomBytes } from "node:crypto";
import { badRequest, conflict, notFound } from "../../../control-plane/errors.ts";
import { iso } from "../../../control-plane/state/clock/clock.ts";
import type { BranchFunctions } from "../lifecycle/branch-functions.ts";
import type { TriggerRecord, TriggerSource } from "../model/trigger-records.ts";
import { nextRun, parseCron } from "./cron.ts";
import { fireTrigger } from "./fire-trigger.ts";

export interface TriggerInput {
  name: string;
  functionSlug: string;
  functionPath: string;
  source: TriggerSource;
  enabled: boolean;
}

export type TriggerChange = Partial<Omit<TriggerInput, "source">> & { source?: TriggerSource };

/**
 * Every branch's triggers. A schedule runs on the emulator's virtual clock (the platform's
 * scheduler: advancing the clock fires what falls due; the occurrences one advance passes fire
 * as a single run, not one each, so a jump of a day is not 1,440 runs of `* * * * *`); an
 * inherited trigger is not scheduled on the child until the child updates it, as Neon's
 * `next_run_at` says ("null while … inherited and not explicitly enabled on this branch").
 */
export class BranchTriggers {
  readonly #byBranch = new Map<string, Map<string, TriggerRecord>>();
  readonly #snapshots = new Map<string, TriggerRecord[]>();
  readonly #functions: BranchFunctions;

  constructor(functions: BranchFunctions) {
    this.#functions = functions;
  }

  list(branchId: string): TriggerRecord[] {
    return [...(this.#byBranch.get(branchId)?.values() ?? [])];
  }

  require(branchId: string, triggerId: string): TriggerRecord {
    const trigger = this.#byBranch.get(branchId)?.get(triggerId);
    if (!trigger) throw notFound(`trigger ${triggerId} not found on branch ${branchId}`);
    return trigger;
  }

  create(branchId: string, input: TriggerInput): TriggerRecord {
    this.#checkName(branchId, input.name, undefined);
    this.#checkSource(input.source);
    const trigger: TriggerRecord = {
      id: `trg-${randomBytes(10).toString("hex")}`,
      ...input,
      version: 1,
      inherited: false,
    };
    this.#branch(branchId).set(trigger.id, trigger);
    this.#schedule(branchId, trigger);
    return trigger;
  }

  /** An update makes the trigger the branch's own (no longer inherited); the type never changes. */
  update(branchId: string, triggerId: string, change: TriggerChange): TriggerRecord {
    const trigger = this.require(branchId, triggerId);
    if (change.source && change.source.type !== trigger.source.type) {
      throw badRequest(
        `type: trigger ${trigger.id} is a ${trigger.source.type} trigger; the type does not change`,
      );
    }
    if (change.name !== undefined) this.#checkName(branchId, change.name, trigger.id);
    if (change.source) this.#checkSource(change.source);
    Object.assign(trigger, withoutUndefined(change), {
      version: trigger.version + 1,
      inherited: false,
    });
    this.#schedule(branchId, trigger);
    return trigger;
  }

  delete(branchId: string, triggerId: string): void {
    const trigger = this.require(branchId, triggerId);
    trigger.timer?.cancel();
    this.#byBranch.get(branchId)?.delete(triggerId);
  }

  /**
   * An upload landed: every enabled storage_object_created trigger of the branch whose bucket
   * and prefix match fires (Object Storage's uploads reach it through onObjectCreated).
   */
  objectCreated(branchId: string, bucketName: string, objectKey: string): void {
    for (const trigger of this.list(branchId)) {
      const source = trigger.source;
      // An inherited trigger waits for the child to make it its own, as schedules do.
      if (source.type !== "storage_object_created" || !trigger.enabled || trigger.inherited)
        continue;
      if (source.bucketName !== bucketName || !objectKey.startsWith(source.prefix ?? "")) continue;
      void fireTrigger(this.#functions, branchId, trigger, {
        type: "storage_object_created",
        data: { bucket_name: bucketName, object_key: objectKey },
      });
    }
  }

  copyToChild(parentId: string, childId: string): void {
    for (const trigger of this.list(parentId)) this.#put(childId, inheritedCopy(trigger));
  }

  replaceBranch(branchId: string, records: readonly TriggerRecord[]): void {
    this.dropBranch(branchId);
    for (const trigger of records) this.#put(branchId, inheritedCopy(trigger));
  }

  dropBranch(branchId: string): void {
    for (const trigger of this.list(branchId)) trigger.timer?.cancel();
    this.#byBranch.delete(branchId);
  }

  takeSnapshot(snapshotId: string, branchId: string): void {
    this.#snapshots.set(snapshotId, this.list(branchId).map(inheritedCopy));
  }

  restoreSnapshot(snapshotId: string, branchId: string): void {
    for (const trigger of this.#snapshots.get(snapshotId) ?? []) {
      this.#put(branchId, inheritedCopy(trigger));
    }
  }

  dropSnapshot(snapshotId: string): void {
    this.#snapshots.delete(snapshotId);
  }

  /** Every branch's and snapshot's triggers (the state file keeps them). */
  kept(): {
    branches: Array<[string, TriggerRecord[]]>;
    snapshots: Array<[string, TriggerRecord[]]>;
  } {
    return {
      branches: [...this.#byBranch].map(([branchId, triggers]) => [
        branchId,
        [...triggers.values()],
      ]),
      snapshots: [...this.#snapshots],
    };
  }

  /** Triggers kept across a restart; schedules run again from now (what fell due meanwhile is skipped). */
  restore(
    branches: ReadonlyArray<[string, TriggerRecord[]]>,
    snapshots: ReadonlyArray<[string, TriggerRecord[]]>,
  ): void {
    for (const [branchId, triggers] of branches) {
      for (const trigger of triggers) {
        this.#put(branchId, trigger);
        this.#schedule(branchId, trigger);
      }
    }
    for (const [snapshotId, triggers] of snapshots) this.#snapshots.set(snapshotId, triggers);
  }

  stop(): void {
    for (const branchId of [...this.#byBranch.keys()]) this.dropBranch(branchId);
    this.#snapshots.clear();
  }

  #branch(branchId: string): Map<string, TriggerRecord> {
    let triggers = this.#byBranch.get(branchId);
    if (!triggers) {
      triggers = new Map();
      this.#byBranch.set(branchId, triggers);
    }
    return triggers;
  }

  #put(branchId: string, trigger: TriggerRecord): void {
    this.#branch(branchId).set(trigger.id, trigger);
  }

  #checkName(branchId: string, name: string, self: string | undefined): void {
    if (this.list(branchId).some((other) => other.name === name && other.id !== self)) {
      throw conflict(`a trigger named ${name} already exists on branch ${branchId}`);
    }
  }

  #schedule(branchId: string, trigger: TriggerRecord, after?: number): void {
    trigger.timer?.cancel();
    delete trigger.timer;
    delete trigger.nextRunAt;
    const host = this.#functions.host;
    const source = trigger.source;
    if (source.type !== "schedule" || !trigger.enabled || trigger.inherited) return;
    const at = nextRun(parseCron(source.cron), after ?? host.now());
    trigger.nextRunAt = at;
    trigger.timer = host.at(at, () => {
      void fireTrigger(this.#functions, branchId, trigger, {
        type: "schedule",
        data: { trigger_id: trigger.id, trigger_name: trigger.name, scheduled_at: iso(at) },
      });
      // After the clock's present, not this occurrence: what else a jump passed is skipped.
      this.#schedule(branchId, trigger, host.liveNow());
    });
  }

  #checkSource(source: TriggerSource): void {
    if (source.type !== "schedule") return;
    try {
      nextRun(parseCron(source.cron), this.#functions.host.now());
    } catch (error) {
      throw badRequest(`schedule.cron: ${(error as Error).message}`);
    }
  }
}

function inheritedCopy(trigger: TriggerRecord): TriggerRecord {
  const { timer: _timer, nextRunAt: _nextRunAt, ...rest } = trigger;
  return { ...rest, inherited: true };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, each]) => each !== undefined),
  ) as Partial<T>;
}
