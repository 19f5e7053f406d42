import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WorkflowEvent } from "./events.ts";

export interface StepFiles {
  GITHUB_OUTPUT: string;
  GITHUB_STATE: string;
  GITHUB_STEP_SUMMARY: string;
  GITHUB_ENV: string;
  GITHUB_PATH: string;
}

/**
 * A job's directories, laid out like a runner's work folder: the event file, RUNNER_TEMP and the
 * workspace live for the whole job; each step gets fresh, empty file-command files.
 */
export class JobDir {
  readonly root: string;
  readonly eventPath: string;
  readonly runnerTemp: string;
  readonly toolCache: string;
  readonly workspace: string;
  /**
   * GITHUB_RUN_ID: each job is a workflow run of its own (two pushes to a PR are two runs), so
   * jobs that overlap tell themselves apart as they would on GitHub.
   */
  readonly runId = String(9_000_000_000 + Math.floor(Math.random() * 999_999_999));
  private readonly fileCommands: string;

  private constructor(root: string) {
    this.root = root;
    this.eventPath = join(root, "_temp", "_github_workflow", "event.json");
    this.runnerTemp = join(root, "_temp");
    this.toolCache = join(root, "_tool");
    this.workspace = join(root, "workspace");
    this.fileCommands = join(root, "_temp", "_runner_file_commands");
  }

  static async create(event: WorkflowEvent): Promise<JobDir> {
    const job = new JobDir(await mkdtemp(join(tmpdir(), "preview-compute-job-")));
    for (const dir of [
      job.fileCommands,
      job.toolCache,
      job.workspace,
      join(job.runnerTemp, "_github_workflow"),
    ]) {
      await mkdir(dir, { recursive: true });
    }
    await writeFile(job.eventPath, JSON.stringify(event.payload, null, 2));
    return job;
  }

  async stepFiles(): Promise<StepFiles> {
    const suffix = randomUUID();
    const files: StepFiles = {
      GITHUB_OUTPUT: join(this.fileCommands, `set_output_${suffix}`),
      GITHUB_STATE: join(this.fileCommands, `save_state_${suffix}`),
      GITHUB_STEP_SUMMARY: join(this.fileCommands, `step_summary_${suffix}`),
      GITHUB_ENV: join(this.fileCommands, `set_env_${suffix}`),
      GITHUB_PATH: join(this.fileCommands, `add_path_${suffix}`),
    };
    for (const path of Object.values(files)) await writeFile(path, "");
    return files;
  }

  read(path: string): Promise<string> {
    return readFile(path, "utf8");
  }

  remove(): Promise<void> {
    return rm(this.root, { recursive: true, force: true });
  }
}
