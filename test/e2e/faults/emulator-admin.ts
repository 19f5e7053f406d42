import type { World } from "../world.ts";

/** A fault rule as `POST /__emulator/faults` takes it (see test/emulator/README.md). */
export type FaultRule = Record<string, unknown>;

export interface ComputeView {
  id: string;
  branch_id: string;
  type: string;
  current_state: string;
}

export interface OperationView {
  id: string;
  action: string;
  status: string;
}

interface StateView {
  projects: Array<{
    id: string;
    computes: ComputeView[];
    operations: OperationView[];
    locked_by?: string;
  }>;
}

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  status: number;
  time: string;
  fault?: string;
}

async function admin<T>(world: World, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${world.emulator.adminUrl}/${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`emulator admin ${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function addFaults(world: World, ...rules: FaultRule[]): Promise<void> {
  await admin(world, "POST", "faults", { rules });
}

/** Removes every rule and lets held operations carry on. */
export async function clearFaults(world: World): Promise<void> {
  await admin(world, "DELETE", "faults");
}

export async function revokeKey(world: World, keyId: number): Promise<void> {
  await admin(world, "POST", `api_keys/${keyId}/revoke`);
}

export async function projectState(world: World) {
  const state = await admin<StateView>(world, "GET", "state");
  const project = state.projects.find((p) => p.id === world.emulator.projectId);
  if (!project) throw new Error("the emulator lost its project");
  return project;
}

export async function computes(world: World): Promise<ComputeView[]> {
  return (await projectState(world)).computes;
}

export async function requestsSince(world: World, since = 0): Promise<LoggedRequest[]> {
  return (await admin<{ requests: LoggedRequest[] }>(world, "GET", `requests?since=${since}`))
    .requests;
}

export async function lastSeq(world: World): Promise<number> {
  return (await requestsSince(world)).at(-1)?.seq ?? 0;
}

/** Waits (bounded by a count of polls, not by time) until no user operation locks the project. */
export async function settle(world: World): Promise<void> {
  for (let poll = 0; poll < 200; poll++) {
    if (!(await projectState(world)).locked_by) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the project stayed locked");
}
