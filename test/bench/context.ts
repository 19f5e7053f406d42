import type { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import type { Emulator } from "../../emulator/src/index.ts";
import type { GitHubFake } from "../support/github/index.ts";
import type { Launch, LaunchOptions } from "./launch.ts";

/** What every measure runs against: one emulator, one loopback GitHub. */
export interface BenchContext {
  emulator: Emulator;
  admin: EmulatorAdmin;
  github: GitHubFake;
  /** The bench's copy of dist/ (bundle sizes are read there). */
  distDir: string;
  /** Runs a step of the bench's snapshot of the action against the loopback GitHub. */
  launch(options: Omit<LaunchOptions, "manifest" | "githubUrl" | "githubToken">): Promise<Launch>;
  /** Progress lines go to stderr, so stdout carries only the table. */
  progress(line: string): void;
}

/** Inputs every action run needs. */
export function actionInputs(
  context: BenchContext,
  project: { projectId: string; apiKey: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    "api-key": project.apiKey,
    "project-id": project.projectId,
    "api-host": context.emulator.baseUrl,
    ...extra,
  };
}
