import { type Emulator, startEmulator } from "../emulator/index.ts";
import { type GitHubFake, startGitHub } from "../github/index.ts";
import {
  prEvent,
  type RunJobOptions,
  runJob,
  runStep,
  type StepResult,
  type WorkflowEvent,
} from "../runner/index.ts";

export const OWNER = "octo-org";
export const REPO = "app";

/** One emulated platform and one loopback GitHub, and the bundled action run against them. */
export interface World {
  emulator: Emulator;
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
  stop(): Promise<void>;
}

export async function startWorld(options: { opMs?: number } = {}): Promise<World> {
  const emulator = await startEmulator({ opMs: options.opMs ?? 60 });
  const github = await startGitHub();
  const apiKey = emulator.keys.organization;
  const baseInputs = () => ({
    "api-key": apiKey,
    "project-id": emulator.projectId,
    "api-host": emulator.baseUrl,
  });
  const withDefaults = (options: Partial<RunJobOptions> & { inputs?: Record<string, string> }) => ({
    githubUrl: github.url,
    token: github.token,
    secrets: [apiKey],
    ...options,
    inputs: { ...baseInputs(), ...options.inputs },
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
  return {
    emulator,
    github,
    apiKey,
    baseInputs,
    job: (options) => runJob(withDefaults(options)),
    step: (step, options) => runStep(step, withDefaults(options)),
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
    async stop() {
      await Promise.all([emulator.stop(), github.stop()]);
    },
  };
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
 * the runner consumes), the summary, outputs and state. Secrets must not appear in any of it.
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
      JSON.stringify(r.outputs),
      JSON.stringify(r.state),
    ])
    .join("\n");
}
