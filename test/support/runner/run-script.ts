import { dirname } from "node:path";
import { runProcess } from "./process.ts";
import { type CarriedEnvironment, defaultNodePath, REPO_ROOT } from "./run-step.ts";

export interface ScriptStepResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A later `run: node <script>` step of the job: it sees what earlier steps exported through
 * GITHUB_ENV and GITHUB_PATH, as the runner gives it to every later step, and nothing of the
 * test's own environment but HOME, PATH and the proxy's CA (NODE_EXTRA_CA_CERTS).
 */
export async function runScriptStep(
  script: string,
  carried: CarriedEnvironment,
  options: { cwd?: string; timeoutMs?: number } = {},
): Promise<ScriptStepResult> {
  const nodePath = defaultNodePath();
  const env: Record<string, string> = {
    HOME: process.env.HOME ?? "/",
    ...(process.env.NODE_EXTRA_CA_CERTS
      ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS }
      : {}),
    ...carried.env,
    PATH: [...[...carried.path].reverse(), dirname(nodePath), process.env.PATH]
      .filter(Boolean)
      .join(":"),
  };
  let stdout = "";
  let stderr = "";
  const exit = await runProcess({
    command: nodePath,
    args: [script],
    cwd: options.cwd ?? REPO_ROOT,
    env,
    timeoutMs: options.timeoutMs ?? 30_000,
    onOutput: (stream, chunk) => {
      if (stream === "stdout") stdout += chunk;
      else stderr += chunk;
    },
  });
  return { exitCode: exit.exitCode, stdout, stderr };
}
