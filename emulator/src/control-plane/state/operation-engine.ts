import { randomUUID } from "node:crypto";
import type { VirtualClock } from "./clock/clock.ts";
import type { Scheduler } from "./clock/scheduler.ts";
import type { Operation, Project, Timing } from "./records/records.ts";

export interface OperationStep {
  action: string;
  branch_id?: string;
  endpoint_id?: string;
  /** The real work (data plane): the operation finishes when it is done and its time is up. */
  work?: () => Promise<void>;
  onFinish?: () => void;
  onFail?: () => void;
}

export interface OperationFaultSource {
  /** Consumes a fail_operation / hold_operation rule armed for this action, if any. */
  takeOperationFault(action: string): { fail: boolean; hold: boolean };
}

interface Chain {
  project: Project;
  ops: Operation[];
  steps: OperationStep[];
}

/**
 * Runs operations. The operations started by one request form a chain: the first one runs
 * at once, the others wait in `scheduling` until the one before them has finished.
 */
export class OperationEngine {
  private readonly clock: VirtualClock;
  private readonly scheduler: Scheduler;
  private readonly timing: () => Timing;
  private readonly faults: OperationFaultSource;
  /** Chains stopped at a held operation, by that operation's id. */
  private readonly heldChains = new Map<string, { chain: Chain; index: number }>();
  /** Operations a hold fault caught, until the faults are cleared (reached or not yet). */
  private readonly holding = new Set<string>();
  private readonly waiters = new Map<string, Array<(op: Operation) => void>>();
  /** Told of each operation finished or failed, with how long it ran (real ms; undefined: never ran). */
  private readonly onSettled: (op: Operation, durationMs: number | undefined) => void;

  constructor(options: {
    clock: VirtualClock;
    scheduler: Scheduler;
    timing: () => Timing;
    faults: OperationFaultSource;
    onSettled?: (op: Operation, durationMs: number | undefined) => void;
  }) {
    this.clock = options.clock;
    this.scheduler = options.scheduler;
    this.timing = options.timing;
    this.faults = options.faults;
    this.onSettled = options.onSettled ?? (() => undefined);
  }

  start(project: Project, steps: OperationStep[], initiatedBy: "user" | "system"): Operation[] {
    const now = this.clock.now();
    const ops = steps.map((step) => {
      const fault = this.faults.takeOperationFault(step.action);
      const op: Operation = {
        id: randomUUID(),
        project_id: project.id,
        action: step.action,
        status: "scheduling",
        failures_count: 0,
        // Unique creation times per project keep cursor paging by created_at exact.
        created_at: this.nextCreatedAt(project, now),
        updated_at: 0,
        initiated_by: initiatedBy,
        held: fault.hold,
        fail: fault.fail,
      };
      op.updated_at = op.created_at;
      if (step.branch_id) op.branch_id = step.branch_id;
      if (step.endpoint_id) op.endpoint_id = step.endpoint_id;
      project.operations.push(op);
      if (op.held) this.holding.add(op.id);
      return op;
    });
    if (ops.length > 0) this.activate({ project, ops, steps }, 0);
    return ops;
  }

  /** A user-started operation still in progress makes the project refuse conflicting changes. */
  lockingOperation(project: Project): Operation | undefined {
    return project.operations.find(
      (op) => op.initiated_by === "user" && (op.status === "scheduling" || op.status === "running"),
    );
  }

  releaseHeld(): void {
    const waiting = [...this.heldChains.values()];
    this.heldChains.clear();
    // A held operation whose chain has not reached it yet must not stop there later.
    this.holding.clear();
    for (const { chain, index } of waiting) {
      for (const op of chain.ops) op.held = false;
      this.activate(chain, index);
    }
  }

  durationOf(action: string): number {
    const timing = this.timing();
    return timing.operation_ms_by_action[action] ?? timing.operation_ms;
  }

  private nextCreatedAt(project: Project, now: number): number {
    const latest = project.operations.reduce((max, op) => Math.max(max, op.created_at), 0);
    return Math.max(now, latest + 1);
  }

  private setStatus(op: Operation, status: Operation["status"]): void {
    if (op.status === status) return;
    op.status = status;
    op.updated_at = Math.max(this.clock.now(), op.created_at);
  }

  private activate(chain: Chain, index: number): void {
    const op = chain.ops[index];
    const step = chain.steps[index];
    if (!op || !step) return;
    if (op.held && !this.holding.has(op.id)) op.held = false;
    if (op.held) {
      this.heldChains.set(op.id, { chain, index });
      return;
    }
    this.setStatus(op, "running");
    const began = performance.now();
    // An injected failure skips the real work, so nothing is left half done behind it.
    let outcome: { done: boolean; error?: string } = { done: !step.work || op.fail };
    let timeUp = false;
    const complete = () => {
      const ran = Math.round(performance.now() - began);
      if (outcome.error !== undefined) this.fail(chain, index, outcome.error, ran);
      else if (op.fail) {
        this.fail(chain, index, "injected by the emulator's fail_operation fault", ran);
      } else this.finish(chain, index, ran);
    };
    if (!outcome.done) {
      // The real work begins on the next turn of the event loop, after the request that started
      // it has saved the state (persistence/state-keeper.ts): a kill in between leaves no work
      // begun on disk that the state file does not name.
      setImmediate(() =>
        step.work?.().then(
          () => {
            outcome = { done: true };
            if (timeUp) complete();
          },
          (error: unknown) => {
            outcome = { done: true, error: firstLine(error) };
            if (timeUp) complete();
          },
        ),
      );
    }
    // Within its time the operation completes in the scheduler, at its exact due time.
    this.scheduler.after(this.durationOf(op.action), () => {
      timeUp = true;
      if (outcome.done) complete();
    });
  }

  private finish(chain: Chain, index: number, ran: number): void {
    const op = chain.ops[index];
    if (!op) return;
    this.setStatus(op, "finished");
    this.onSettled(op, ran);
    chain.steps[index]?.onFinish?.();
    this.settle(op);
    this.activate(chain, index + 1);
  }

  private fail(chain: Chain, index: number, reason: string, ran: number): void {
    const op = chain.ops[index];
    if (!op) return;
    op.failures_count += 1;
    op.error = `${op.action} failed: ${reason}`;
    this.setStatus(op, "failed");
    this.onSettled(op, ran);
    chain.steps[index]?.onFail?.();
    this.settle(op);
    for (const rest of chain.ops.slice(index + 1)) {
      rest.error = `not run: ${op.action} ${op.id} failed`;
      this.setStatus(rest, "failed");
      this.onSettled(rest, undefined);
      this.settle(rest);
    }
  }

  /** Resolves when the operation has finished or failed. */
  settled(op: Operation): Promise<Operation> {
    if (op.status === "finished" || op.status === "failed") return Promise.resolve(op);
    return new Promise((resolve) => {
      const waiting = this.waiters.get(op.id) ?? [];
      waiting.push(resolve);
      this.waiters.set(op.id, waiting);
    });
  }

  private settle(op: Operation): void {
    const waiting = this.waiters.get(op.id);
    this.waiters.delete(op.id);
    for (const resolve of waiting ?? []) resolve(op);
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}
