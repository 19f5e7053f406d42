import type { Seed } from "../emulator/index.ts";

/** One API request as the emulator logged it (GET /__emulator/requests). */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  query: string;
  status: number;
  time: string;
  key_id?: number;
  request_body?: unknown;
  response_body?: unknown;
}

export interface LoggedOperation {
  id: string;
  project_id: string;
  branch_id?: string;
  endpoint_id?: string;
  action: string;
  status: string;
  created_at: string;
  /** The moment its status last changed: for a finished operation, when it finished (ms). */
  updated_at: string;
  initiated_by: "user" | "system";
}

interface StateSnapshot {
  now: string;
  projects: Array<{ id: string; operations: LoggedOperation[] }>;
}

/** The emulator's admin API, as the bench uses it. */
export class EmulatorAdmin {
  private readonly adminUrl: string;
  private seenSeq = 0;

  constructor(adminUrl: string) {
    this.adminUrl = adminUrl;
  }

  async reset(seed: Seed): Promise<void> {
    await this.call("POST", "/reset", seed);
  }

  /** Marks the current end of the request log; `requestsSinceMark` returns what came after. */
  async mark(): Promise<void> {
    const all = await this.requestsSince(this.seenSeq);
    this.seenSeq = all.at(-1)?.seq ?? this.seenSeq;
  }

  async requestsSinceMark(): Promise<LoggedRequest[]> {
    return this.requestsSince(this.seenSeq);
  }

  async operations(projectId: string): Promise<LoggedOperation[]> {
    const state = (await this.call("GET", "/state")) as StateSnapshot;
    return state.projects.find((project) => project.id === projectId)?.operations ?? [];
  }

  async allOperations(): Promise<LoggedOperation[]> {
    const state = (await this.call("GET", "/state")) as StateSnapshot;
    return state.projects.flatMap((project) => project.operations);
  }

  /** Emulator clock minus this process's clock, in ms (the bench compares times across both). */
  async clockOffsetMs(): Promise<number> {
    const before = Date.now();
    const { now } = (await this.call("GET", "/clock")) as { now: string };
    const after = Date.now();
    return Date.parse(now) - (before + after) / 2;
  }

  private async requestsSince(seq: number): Promise<LoggedRequest[]> {
    const answer = (await this.call("GET", `/requests?since=${seq}`)) as {
      requests: LoggedRequest[];
    };
    return answer.requests;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.adminUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`emulator admin ${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

/** Requests of one project (every run of the overhead measure has a project of its own). */
export function requestsOfProject(requests: LoggedRequest[], projectId: string): LoggedRequest[] {
  return requests.filter((request) => request.path.includes(`/projects/${projectId}/`));
}

export function isPolling(request: LoggedRequest): boolean {
  return /\/operations(\/|$)/.test(request.path);
}

export function timeOf(request: LoggedRequest): number {
  return Date.parse(request.time);
}

/** When the last of the given operations finished (their status last changed). */
export function lastFinish(operations: LoggedOperation[]): number {
  return Math.max(...operations.map((op) => Date.parse(op.updated_at)));
}

/** A request's route with ids replaced, e.g. `GET /projects/{id}/operations/{id}`. */
export function routeOf(request: LoggedRequest): string {
  const path = request.path
    .replace(/^\/api\/v2/, "")
    .replace(/\/(projects|branches|endpoints|operations)\/[^/]+/g, "/$1/{id}");
  return `${request.method} ${path}`;
}

/** How many requests went to each route, most first: `3 × GET /projects/{id}/operations`. */
export function routeCounts(requests: LoggedRequest[]): string {
  const counts = new Map<string, number>();
  for (const request of requests)
    counts.set(routeOf(request), (counts.get(routeOf(request)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([route, n]) => `${n} × ${route}`)
    .join(", ");
}

/** The requests inside the busiest window of `windowMs` (the first such window). */
export function busiestWindow(requests: LoggedRequest[], windowMs = 1000): LoggedRequest[] {
  const sorted = [...requests].sort((a, b) => timeOf(a) - timeOf(b));
  let best: LoggedRequest[] = [];
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (
      timeOf(sorted[end] as LoggedRequest) - timeOf(sorted[start] as LoggedRequest) >=
      windowMs
    )
      start++;
    if (end - start + 1 > best.length) best = sorted.slice(start, end + 1);
  }
  return best;
}
