export {
  type MergeGroupOptions,
  mergeGroupEvent,
  type PullRequestAction,
  type PullRequestOptions,
  prEvent,
  pushEvent,
  type WorkflowEvent,
  workflowDispatchEvent,
} from "./events.ts";
export { parseKeyValueFile } from "./file-commands.ts";
export { inputEnvironment, inputVariableName, readActionManifest } from "./manifest.ts";
export type { SignalAfter } from "./process.ts";
export { type RunJobOptions, runJob } from "./run-job.ts";
export { runScriptStep, type ScriptStepResult } from "./run-script.ts";
export {
  DEFAULT_GITHUB_TOKEN,
  REPO_ROOT,
  type RunStepOptions,
  runStep,
  type StepName,
  type StepResult,
} from "./run-step.ts";
export { SecretMasker } from "./secret-masker.ts";
export type { Annotation, StepCommands } from "./step-log.ts";
export { parseWorkflowCommand } from "./workflow-commands.ts";
