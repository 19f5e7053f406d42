import type { LoggedRequest, StateOperation } from "../../emulator/src/admin-client.ts";

// What the bench reads out of the emulator's request log and operations.

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
export function lastFinish(operations: StateOperation[]): number {
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
