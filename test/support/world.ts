import { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import { type Emulator, startEmulator } from "../../emulator/src/index.ts";
import { type GitHubFake, startGitHub } from "./github/index.ts";
import {
  prEvent,
  type RunJobOptions,
  runJob,
  runStep,
  type StepResult,
  type WorkflowEvent,
} from "./runner/index.ts";

export const OWNER = "octo-org";
export const REPO = "app";

/** One emulated platform and one loopback GitHub, and the bundled action run against them. */
export interface World {
  emulator: Emulator;
  /** The emulator's admin API: state, request log, faults. */
  admin: EmulatorAdmin;
  github: GitHubFake;
  apiKey: string;
  /** Inputs every run needs; tests add or override the rest. */
  baseInputs(): Record<string, string>;
  job(
    options: Partial<RunJobOptions> & { inputs?: Record<string, string> },
  ): Promise<{ main: StepResult; post: StepResult }>;
  step(
    step: "main" | "post",
    options: Partial<RunJobOptions> & {
      inputs?: Record<string, string>;
      state?: Record<string, string>;
    },
  ): Promise<StepResult>;
  api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  computesOn(
    branchId: string,
  ): Promise<Array<{ id: string; host: string; type: string; branch_id: string }>>;
  branchNamed(name: string): Promise<{ id: string; name: string } | undefined>;
  /**
   * Time passes without waiting: the platform's clock and, for every later run, the action's
   * (PREVIEW_COMPUTE_CLOCK_OFFSET_MS) move `ms` forward together.
   */
  advanceClock(ms: number): Promise<void>;
  /** Every secret of the platform (credentials too), and every connection URI a run was given, found anywhere a run wrote. */
  leaks(): Promise<string[]>;
  /** Stops both servers after asserting that no run leaked a secret. */
  stop(): Promise<void>;
}

/** Outputs that are secrets, masked by the action: checked for, not against. */
const SECRET_OUTPUTS = new Set(["database-url", "database-url-pooled", "password"]);

/**
 * `postgres: false` for a world whose tests never reach a database: the control plane alone,
 * no PostgreSQL server behind a compute and empty schemas for the post step's diff. `plan`: the
 * emulator's --plan (its branch limit).
 */
export async function startWorld(
  options: { opMs?: number; postgres?: boolean; plan?: "free" | "launch" | "scale" } = {},
): Promise<World> {
  const emulator = await startEmulator({
    opMs: options.opMs ?? 60,
    ...(options.postgres === false ? { postgres: false } : {}),
    ...(options.plan ? { plan: options.plan } : {}),
  });
  const admin = new EmulatorAdmin(emulator.adminUrl);
  const github = await startGitHub();
  const apiKey = emulator.keys.organization;
  const baseInputs = () => ({
    "api-key": apiKey,
    "project-id": emulator.projectId,
    "api-host": emulator.baseUrl,
  });
  const results: StepResult[] = [];
  const record = (result: StepResult) => {
    results.push(result);
    return result;
  };
  let clockOffsetMs = 0;
  const withDefaults = (options: Partial<RunJobOptions> & { inputs?: Record<string, string> }) => ({
    githubUrl: github.url,
    token: github.token,
    secrets: [apiKey],
    ...options,
    inputs: { ...baseInputs(), ...options.inputs },
    env: {
      ...(clockOffsetMs ? { PREVIEW_COMPUTE_CLOCK_OFFSET_MS: String(clockOffsetMs) } : {}),
      ...options.env,
    },
  });
  const api = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const world: World = {
    emulator,
    admin,
    github,
    apiKey,
    baseInputs,
    job: async (options) => {
      const job = await runJob(withDefaults(options));
      record(job.main);
      record(job.post);
      return job;
    },
    step: async (step, options) => record(await runStep(step, withDefaults(options))),
    api,
    async computesOn(branchId) {
      const answer = await api<{
        endpoints: Array<{ id: string; host: string; type: string; branch_id: string }>;
      }>("GET", `/projects/${emulator.projectId}/branches/${branchId}/endpoints`);
      return answer.status === 404 ? [] : answer.body.endpoints;
    },
    async branchNamed(name) {
      const answer = await api<{ branches: Array<{ id: string; name: string }> }>(
        "GET",
        `/projects/${emulator.projectId}/branches?search=${encodeURIComponent(name)}`,
      );
      return answer.body.branches.find((branch) => branch.name === name);
    },
    async advanceClock(ms) {
      await admin.advanceClock(ms);
      clockOffsetMs += ms;
    },
    async leaks() {
      const secrets = new Set(await platformSecrets(admin));
      for (const result of results)
        for (const [name, value] of Object.entries(result.outputs))
          if (SECRET_OUTPUTS.has(name)) secrets.add(value);
      const written = [
        writtenText(...results),
        ...github.requests().map((request) => JSON.stringify(request.body ?? "")),
      ].join("\n");
      return [...secrets].filter((secret) => secret.length >= 6 && written.includes(secret));
    },
    async stop() {
      try {
        const leaked = await world.leaks();
        if (leaked.length > 0)
          throw new Error(
            `secrets leaked into logs, state, summaries or comments: ${leaked.length}`,
          );
      } finally {
        await Promise.all([emulator.stop(), github.stop()]);
      }
    },
  };
  return world;
}

/** API key tokens and role passwords, as the emulator holds them. */
async function platformSecrets(admin: EmulatorAdmin): Promise<string[]> {
  const state = await admin.state();
  return [
    ...state.api_keys.map((key) => key.token),
    ...state.projects.flatMap((project) =>
      project.branches.flatMap((branch) => branch.roles.map((role) => role.password)),
    ),
    ...(await handedOutSecrets(admin)),
  ].filter(Boolean);
}

/** A branch credential's `token_id` (the AWS_ACCESS_KEY_ID) is a secret, like its two others. */
const SECRET_FIELDS = new Set([
  "password",
  "connection_uri",
  "uri",
  "api_token",
  "s3_secret_access_key",
  "token_id",
]);

/**
 * Passwords, connection URIs and branch credentials the platform answered with, those of
 * deleted branches and revoked credentials included.
 */
async function handedOutSecrets(admin: EmulatorAdmin): Promise<string[]> {
  const found: string[] = [];
  const visit = (value: unknown, field: string): void => {
    if (typeof value === "string" && SECRET_FIELDS.has(field))
      found.push(value, ...(field === "password" ? [] : passwordsIn(value)));
    else if (Array.isArray(value)) for (const item of value) visit(item, field);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) visit(inner, key);
  };
  for (const request of await admin.requests()) visit(request.response_body, "");
  return found;
}

export function pr(
  action: "opened" | "synchronize" | "reopened" | "closed",
  number = 42,
  title = "Add cart",
): WorkflowEvent {
  return prEvent(action, { number, title, repo: `${OWNER}/${REPO}` });
}

/**
 * Everything a run wrote, unmasked: stdout and stderr (less the ::add-mask:: commands, which
 * the runner consumes), the summary, outputs (less the masked URI outputs) and state.
 * Secrets must not appear in any of it.
 */
export function writtenText(...results: StepResult[]): string {
  const withoutMaskCommands = (text: string) =>
    text
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("::add-mask::"))
      .join("\n");
  return results
    .flatMap((r) => [
      withoutMaskCommands(r.stdout),
      withoutMaskCommands(r.stderr),
      r.summary,
      JSON.stringify(Object.entries(r.outputs).filter(([name]) => !SECRET_OUTPUTS.has(name))),
      JSON.stringify(r.state),
    ])
    .join("\n");
}

function passwordsIn(uri: string): string[] {
  try {
    const { password } = new URL(uri);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}
