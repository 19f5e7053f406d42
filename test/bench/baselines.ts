import { setTimeout as sleep } from "node:timers/promises";

/**
 * The baselines the action is measured against: after the same create request as the action
 * makes for a fresh PR (branch + read_write compute in one POST), a fixed-interval poller that
 * polls every pending operation with its own GET, as Neon's SDK examples (every 1 s) and docs
 * (every 5 s) do. It sleeps first, then polls; ready when every operation has finished.
 */
export interface PollerOptions {
  baseUrl: string;
  apiKey: string;
  projectId: string;
  branchName: string;
  intervalMs: number;
  timeoutMs?: number;
}

export interface PollerResult {
  /** Date.now() when the poller saw the last operation finished: its ready signal. */
  readyAt: number;
  polls: number;
}

interface OperationView {
  id: string;
  status: string;
}

const DONE = new Set(["finished", "skipped"]);
const FAILED = new Set(["failed", "error", "cancelled"]);

export async function fixedIntervalPoller(options: PollerOptions): Promise<PollerResult> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as { operations?: OperationView[]; operation?: OperationView };
  };
  const created = await call("POST", `/projects/${options.projectId}/branches`, {
    branch: { name: options.branchName },
    endpoints: [
      {
        type: "read_write",
        autoscaling_limit_min_cu: 0.25,
        autoscaling_limit_max_cu: 0.25,
        suspend_timeout_seconds: 0,
      },
    ],
  });
  let pending = (created.operations ?? []).filter((op) => !DONE.has(op.status));
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  let polls = 0;
  while (pending.length > 0) {
    if (Date.now() > deadline) throw new Error(`poller timed out with ${pending.length} pending`);
    await sleep(options.intervalMs);
    const still: OperationView[] = [];
    for (const op of pending) {
      polls++;
      const answer = await call("GET", `/projects/${options.projectId}/operations/${op.id}`);
      const status = answer.operation?.status ?? "";
      if (FAILED.has(status)) throw new Error(`operation ${op.id} ${status}`);
      if (!DONE.has(status)) still.push(op);
    }
    pending = still;
  }
  return { readyAt: Date.now(), polls };
}
