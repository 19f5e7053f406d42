import { sha as fakeSha, type WorkflowEvent } from "./events.ts";

export interface JobPaths {
  eventPath: string;
  workspace: string;
  runnerTemp: string;
  toolCache: string;
  actionPath: string;
  /** GITHUB_RUN_ID of the job; a fixed one when not given. */
  runId?: string;
}

export interface ContextOptions {
  event: WorkflowEvent;
  apiUrl: string;
  token: string;
  debug: boolean;
}

const RUN_ID = "9876543210";

/**
 * The `github` context a step sees, as the runner builds it from the job message. Returned both
 * as the expression context (for action.yml defaults) and as the GITHUB_* / RUNNER_* variables.
 */
export function githubContext(options: ContextOptions, paths: JobPaths) {
  const { event, apiUrl } = options;
  const payload = event.payload as {
    repository?: { full_name?: string; id?: number; owner?: { login?: string; id?: number } };
    pull_request?: {
      number: number;
      merge_commit_sha?: string;
      head: { ref: string };
      base: { ref: string };
    };
    ref?: string;
    after?: string;
    merge_group?: { head_ref: string; head_sha: string };
    sender?: { login?: string; id?: number };
  };
  const repository = payload.repository?.full_name ?? "octo-org/app";
  const owner = payload.repository?.owner?.login ?? repository.split("/")[0] ?? "";
  const pr = payload.pull_request;
  const group = payload.merge_group;
  const ref = pr
    ? `refs/pull/${pr.number}/merge`
    : (group?.head_ref ?? payload.ref ?? "refs/heads/main");
  const sha =
    pr?.merge_commit_sha ?? group?.head_sha ?? payload.after ?? fakeSha(`${repository}:${ref}`);
  const actor = payload.sender?.login ?? "octocat";

  const github = {
    token: options.token,
    event_name: event.name,
    event: event.payload,
    event_path: paths.eventPath,
    repository,
    repository_id: String(payload.repository?.id ?? 1),
    repository_owner: owner,
    repository_owner_id: String(payload.repository?.owner?.id ?? 1),
    api_url: apiUrl,
    server_url: "https://github.com",
    graphql_url: `${apiUrl}/graphql`,
    action: "preview",
    action_path: paths.actionPath,
    actor,
    actor_id: String(payload.sender?.id ?? 1),
    triggering_actor: actor,
    workflow: "Preview",
    workflow_ref: `${repository}/.github/workflows/preview.yml@${ref}`,
    run_id: paths.runId ?? RUN_ID,
    run_number: "7",
    run_attempt: "1",
    job: "preview",
    sha,
    ref,
    ref_name: ref.replace(/^refs\/(heads|tags|pull)\//, ""),
    ref_type: ref.startsWith("refs/tags/") ? "tag" : "branch",
    head_ref: pr?.head.ref ?? "",
    base_ref: pr?.base.ref ?? "",
    workspace: paths.workspace,
  };

  const env: Record<string, string> = {
    CI: "true",
    GITHUB_ACTIONS: "true",
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "GitHub Actions 1",
    RUNNER_ENVIRONMENT: "github-hosted",
    RUNNER_TEMP: paths.runnerTemp,
    RUNNER_TOOL_CACHE: paths.toolCache,
  };
  for (const [key, value] of Object.entries(github)) {
    if (key !== "token" && key !== "event" && typeof value === "string") {
      env[`GITHUB_${key.toUpperCase()}`] = value;
    }
  }
  if (options.debug) env.RUNNER_DEBUG = "1";
  return { expressionContext: { github }, env };
}
