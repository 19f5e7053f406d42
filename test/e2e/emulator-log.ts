import { builtInSeed, type Seed } from "../emulator/index.ts";
import type { World } from "./world.ts";

/** One entry of the emulator's request log (`GET /__emulator/requests`). */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  status: number;
  time: string;
}

/** API requests the emulator received after `since` (a seq number; 0 for all). */
export async function requestsSince(world: World, since = 0): Promise<LoggedRequest[]> {
  const answer = await fetch(`${world.emulator.adminUrl}/requests?since=${since}`);
  return ((await answer.json()) as { requests: LoggedRequest[] }).requests;
}

/** The seq of the newest logged request: pass it to `requestsSince` to see only what follows. */
export async function lastRequestSeq(world: World): Promise<number> {
  return (await requestsSince(world)).at(-1)?.seq ?? 0;
}

/** Reloads the built-in seed (same project and keys) with other rate limits or timing. */
export async function resetEmulator(
  world: World,
  changes: Pick<Seed, "limits" | "timing">,
): Promise<void> {
  const answer = await fetch(`${world.emulator.adminUrl}/reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...builtInSeed(), ...changes }),
  });
  if (!answer.ok) throw new Error(`emulator reset failed: HTTP ${answer.status}`);
}

export interface StateCompute {
  id: string;
  branch_id: string;
  type: string;
}

/** Every compute of the world's project, from the admin state (no rate limits apply). */
export async function projectComputes(world: World): Promise<StateCompute[]> {
  const answer = await fetch(`${world.emulator.adminUrl}/state`);
  const state = (await answer.json()) as {
    projects: Array<{ id: string; computes: StateCompute[] }>;
  };
  return state.projects.find((project) => project.id === world.emulator.projectId)?.computes ?? [];
}
