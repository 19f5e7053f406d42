// A typed client of the emulator's admin API (`/__emulator/…`, docs/emulator/admin-api.md), for the tests
// and the bench. It runs in their process; the emulator may be in another one.

import type { Seed } from "./control-plane/state/records/seed.ts";
import type { LoggedRequest } from "./control-plane/state/request-log.ts";
import type { snapshot } from "./control-plane/views/admin-state.ts";

export type { LoggedRequest } from "./control-plane/state/request-log.ts";

/** `GET /__emulator/state`: everything, key tokens and emulator bookkeeping included. */
export type EmulatorState = ReturnType<typeof snapshot>;
export type ProjectState = EmulatorState["projects"][number];
export type StateCompute = ProjectState["computes"][number];
export type StateOperation = ProjectState["operations"][number];

/** A fault rule as `POST /__emulator/faults` takes it: a request rule or an operation rule. */
export interface FaultRule {
  method?: string;
  /** Pattern on the path without query; `*` matches any characters, `/` included. */
  path?: string;
  times?: number;
  status?: number;
  retry_after?: number;
  body?: Record<string, unknown>;
  reset?: true;
  drop_response?: true;
  raw_body?: string;
  patch_body?: Record<string, unknown>;
  delay_ms?: number;
  fail_operation?: string;
  hold_operation?: string;
}

export class EmulatorAdmin {
  private readonly adminUrl: string;
  /** A seq the log has reached: `lastSeq` reads only what came after it. */
  private seenSeq = 0;

  constructor(adminUrl: string) {
    this.adminUrl = adminUrl;
  }

  /** Clears state and fault rules and loads `seed` (the built-in seed without one). */
  async reset(seed?: Seed): Promise<void> {
    await this.call("POST", "/reset", seed);
  }

  async state(): Promise<EmulatorState> {
    return (await this.call("GET", "/state")) as EmulatorState;
  }

  async project(projectId: string): Promise<ProjectState> {
    const project = (await this.state()).projects.find((p) => p.id === projectId);
    if (!project) throw new Error(`the emulator has no project ${projectId}`);
    return project;
  }

  async computes(projectId: string): Promise<StateCompute[]> {
    return (await this.project(projectId)).computes;
  }

  async operations(projectId: string): Promise<StateOperation[]> {
    return (await this.project(projectId)).operations;
  }

  /** The operations of every project. */
  async allOperations(): Promise<StateOperation[]> {
    return (await this.state()).projects.flatMap((project) => project.operations);
  }

  /** API requests logged after `since` (a seq number; 0 for all). */
  async requests(since = 0): Promise<LoggedRequest[]> {
    const answer = (await this.call("GET", `/requests?since=${since}`)) as {
      requests: LoggedRequest[];
    };
    return answer.requests;
  }

  /** The seq of the newest logged request: pass it to `requests` to see only what follows. */
  async lastSeq(): Promise<number> {
    const from = this.seenSeq;
    const last = (await this.requests(from)).at(-1)?.seq ?? from;
    this.seenSeq = Math.max(this.seenSeq, last);
    return last;
  }

  async addFaults(...rules: FaultRule[]): Promise<void> {
    await this.call("POST", "/faults", { rules });
  }

  /** Removes every rule and lets held operations carry on. */
  async clearFaults(): Promise<void> {
    await this.call("DELETE", "/faults");
  }

  /** Revokes an API key as the console would. */
  async revokeKey(keyId: number): Promise<void> {
    await this.call("POST", `/api_keys/${keyId}/revoke`);
  }

  /** Moves the emulator's clock `ms` forward (`POST /__emulator/clock`); due events run. */
  async advanceClock(ms: number): Promise<void> {
    await this.call("POST", "/clock", { advance_ms: ms });
  }

  /** Emulator clock minus this process's clock, in ms. */
  async clockOffsetMs(): Promise<number> {
    const before = Date.now();
    const { now } = (await this.call("GET", "/clock")) as { now: string };
    const after = Date.now();
    return Date.parse(now) - (before + after) / 2;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.adminUrl}${path}`, {
      method,
      // The admin API refuses bodies in any other type (a web page could send those cross-origin).
      headers: method === "GET" ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`emulator admin ${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}
