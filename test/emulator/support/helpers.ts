import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import {
  builtInSeed,
  type Emulator,
  type EmulatorOptions,
  type Seed,
  startEmulator,
} from "../../../emulator/src/index.ts";
import { validateResponse } from "../../support/openapi/openapi.ts";
import { waitFor } from "../../support/wait.ts";

/** Response bodies are inspected loosely in tests; their shape is checked against Neon's document. */
// biome-ignore lint/suspicious/noExplicitAny: deliberate, see above
export type Loose = any;

export interface ApiResponse<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestEmulator {
  readonly emulator: Emulator;
  readonly keys: Emulator["keys"];
  readonly projectId: string;
  api<T = Loose>(
    method: string,
    path: string,
    options?: { key?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  admin<T = Loose>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** Moves the virtual clock; due operations and timers run before it returns. */
  advance(ms: number): Promise<void>;
  /** Advances the clock step by step until no operation is scheduling or running. */
  settle(stepMs?: number): Promise<void>;
  reset(seed?: Seed): Promise<void>;
  state(): Promise<Loose>;
}

const userIds = {
  dana: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11",
  sam: "0f8d7c3e-5a4b-4c2d-9e1f-3a2b1c0d9e8f",
  olga: "7c6b5a49-3827-4165-8f4e-2d1c0b9a8f7e",
};

/** The built-in seed plus a member (Sam), an outsider with a personal project (Olga), keys for both. */
export function richSeed(overrides: Partial<Seed> = {}): Seed {
  const base = builtInSeed();
  return {
    ...base,
    users: [
      ...(base.users ?? []),
      { id: userIds.sam, name: "Sam Member", email: "sam@example.test" },
      { id: userIds.olga, name: "Olga Outsider", email: "olga@example.test" },
    ],
    organizations: [
      {
        id: "org-quiet-meadow-48213907",
        name: "Preview Org",
        admins: [userIds.dana],
        members: [userIds.sam],
      },
    ],
    projects: [
      ...(base.projects ?? []),
      {
        id: "second-org-project-11111111",
        owner: { org: "org-quiet-meadow-48213907" },
        branches: [
          {
            id: "br-second-main-00000001",
            name: "main",
            default: true,
            computes: [{ id: "ep-second-primary-00000001" }],
          },
        ],
      },
      {
        id: "olga-personal-22222222",
        owner: { user: userIds.olga },
        branches: [{ id: "br-olga-main-00000001", name: "main", default: true }],
      },
    ],
    api_keys: [
      ...(base.api_keys ?? []),
      {
        id: 200001,
        type: "personal",
        user: userIds.sam,
        name: "sam",
        token: "samPersonalToken000000000000000000000000000000000000000000000001",
      },
      {
        id: 200002,
        type: "personal",
        user: userIds.olga,
        name: "olga",
        token: "olgaPersonalToken00000000000000000000000000000000000000000000001",
      },
    ],
    ...overrides,
  };
}

export const rich = {
  userIds,
  orgId: "org-quiet-meadow-48213907",
  mainBranchId: "br-aged-salad-a1b2c3d4",
  primaryComputeId: "ep-little-smoke-e5f6a7b8",
  secondProjectId: "second-org-project-11111111",
  olgaProjectId: "olga-personal-22222222",
  samKey: "samPersonalToken000000000000000000000000000000000000000000000001",
  olgaKey: "olgaPersonalToken00000000000000000000000000000000000000000000001",
};

/** A seed whose clock only moves through the admin API, so every state change is deterministic. */
export function frozenSeed(seed: Seed = richSeed(), timing: Record<string, number> = {}): Seed {
  return {
    ...seed,
    timing: {
      operation_ms: 50,
      check_availability_interval_ms: 0,
      time_scale: 0,
      ...seed.timing,
      ...timing,
    },
  };
}

/** Faults that change a response on purpose; those responses are not held to Neon's document. */
const alteringFaults = new Set(["raw_body", "patch_body", "reset", "drop_response", "status"]);

async function exchange(url: string, init: RequestInit): Promise<ApiResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    // raw bodies stay strings
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Starts one emulator for the test file; `resetEachTest` reloads the seed before each test.
 * After the file, every /api/v2 response it gave is checked against Neon's OpenAPI document.
 */
export function useEmulator(
  options: EmulatorOptions & { resetEachTest?: boolean } = {},
): TestEmulator {
  let emulator: Emulator | undefined;
  const seed = options.seed ?? frozenSeed();
  const current = () => {
    if (!emulator) throw new Error("emulator not started");
    return emulator;
  };

  beforeAll(async () => {
    // Control-plane tests run without real servers unless they ask for them.
    emulator = await startEmulator({ postgres: false, ...options, seed });
  });
  if (options.resetEachTest) {
    beforeEach(async () => {
      await env.reset(seed);
    });
  }
  afterAll(async () => {
    if (!emulator) return;
    try {
      const { body } = await env.admin<{ requests: Loose[] }>("GET", "/requests");
      const checked = body.requests.filter(
        (r) => r.path.startsWith("/api/v2") && r.status !== 0 && !alteringFaults.has(r.fault),
      );
      expect(checked.length, "API responses checked against Neon's document").toBeGreaterThan(0);
      const failures = checked
        .map((r) => ({ r, check: checkResponse(r) }))
        .filter(({ check }) => !check.ok)
        .map(({ r, check }) => `${r.method} ${r.path} → ${r.status}: ${check.errors.join("; ")}`);
      expect(failures, "responses that do not match Neon's OpenAPI document").toEqual([]);
    } finally {
      await emulator.stop();
    }
  });

  const env: TestEmulator = {
    get emulator() {
      return current();
    },
    get keys() {
      return current().keys;
    },
    get projectId() {
      return current().projectId;
    },
    api(method, path, { key, body, headers } = {}) {
      const token = key === undefined ? current().keys.personal : key;
      return exchange(`${current().baseUrl}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(token !== null ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body !== undefined
          ? { body: typeof body === "string" ? body : JSON.stringify(body) }
          : {}),
      });
    },
    admin(method, path, body) {
      return exchange(`${current().adminUrl}${path}`, {
        method,
        ...(body !== undefined
          ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
          : {}),
      });
    },
    async advance(ms) {
      const { status } = await env.admin("POST", "/clock", { advance_ms: ms });
      expect(status).toBe(200);
    },
    async settle(stepMs = 50) {
      for (let i = 0; i < 50; i++) {
        const state = await env.state();
        const busy = state.projects.some((p: { operations: { status: string }[] }) =>
          p.operations.some((op) => op.status === "scheduling" || op.status === "running"),
        );
        if (!busy) return;
        await env.advance(stepMs);
      }
      throw new Error("operations did not settle");
    },
    async reset(next) {
      const { status, body } = await env.admin("POST", "/reset", next ?? seed);
      expect(status, JSON.stringify(body)).toBe(200);
    },
    async state() {
      return (await env.admin("GET", "/state")).body;
    },
  };
  return env;
}

/**
 * Routes of Neon's API that @neon/sdk 6's types have and the document predates (reveal and rotate
 * of a branch credential, a branch's logs, triggers and custom domains): their answers are held to
 * those types by the tests that call them.
 */
const newerThanDocument = [
  /\/credentials\/[^/]+\/(reveal|rotate)$/,
  /\/branches\/[^/]+\/(logs|triggers|custom-domains)(\/|$)/,
];

/** Undocumented paths (the emulator's own 404/405) are still held to Neon's error schema. */
function checkResponse(r: {
  method: string;
  path: string;
  status: number;
  response_body?: unknown;
}) {
  const check = validateResponse({
    method: r.method,
    path: r.path,
    status: r.status,
    body: r.response_body,
  });
  const undocumented = check.errors.some((e) => e.startsWith("no path in") || e.startsWith("no "));
  if (undocumented && r.status < 400 && newerThanDocument.some((route) => route.test(r.path))) {
    return { ok: true, errors: [] };
  }
  if (!check.ok && undocumented && r.status >= 400) {
    return validateResponse({
      method: "GET",
      path: "/projects",
      status: r.status,
      body: r.response_body,
    });
  }
  return check;
}

export async function findOperation(env: TestEmulator, projectId: string, id: string) {
  const { body } = await env.api("GET", `/projects/${projectId}/operations/${id}`);
  return body.operation;
}

/**
 * Each operation once it has finished or failed, polling as a client would (a 429 waits as its
 * Retry-After says, Neon's rate limits applying to the emulator too): their records, in order.
 * Past `timeoutMs` (50 s) it fails naming the operation still running.
 */
export async function settledOperations(
  env: TestEmulator,
  projectId: string,
  operations: Array<{ id: string }>,
  { timeoutMs = 50_000 }: { timeoutMs?: number } = {},
): Promise<Loose[]> {
  const settled: Loose[] = [];
  for (const op of operations) {
    let last: Loose;
    settled.push(
      await waitFor(
        `operation ${op.id} finished or failed`,
        async () => {
          const { status, body, headers } = await env.api(
            "GET",
            `/projects/${projectId}/operations/${op.id}`,
            { key: env.keys.organization },
          );
          if (status === 429) {
            await sleep(Number(headers.get("retry-after") ?? 1) * 1000);
            return undefined;
          }
          expect(status, JSON.stringify(body)).toBe(200);
          last = body.operation;
          return ["finished", "failed"].includes(last.status) ? last : undefined;
        },
        { timeoutMs, intervalMs: 20 },
        () => `${last?.action} still ${last?.status}`,
      ),
    );
  }
  return settled;
}

/** Waits until each operation has finished (or failed), as settledOperations; their final statuses. */
export async function awaitOperations(
  env: TestEmulator,
  projectId: string,
  operations: Array<{ id: string }>,
): Promise<string[]> {
  return (await settledOperations(env, projectId, operations)).map((op) => op.status);
}

/** Waits until each operation has finished, as settledOperations; one that failed fails the test. */
export async function finishedOperations(
  env: TestEmulator,
  projectId: string,
  operations: Array<{ id: string }>,
): Promise<void> {
  for (const op of await settledOperations(env, projectId, operations))
    if (op.status === "failed")
      throw new Error(`operation ${op.action} ${op.id} failed: ${op.error}`);
}
