import { readFileSync } from "node:fs";
import { z } from "zod";

// Read from the runner's environment directly: importing @actions/github's context
// would load Octokit on every start, even when no comment is written.

const pullRequestEventSchema = z.object({
  action: z.string().optional(),
  number: z.number().int().positive().optional(),
  pull_request: z
    .object({
      number: z.number().int().positive(),
      title: z.string().optional(),
      html_url: z.string().optional(),
      head: z
        .object({
          sha: z.string().optional(),
          repo: z.object({ full_name: z.string() }).nullable().optional(),
        })
        .optional(),
      base: z.object({ repo: z.object({ full_name: z.string() }).optional() }).optional(),
      labels: z.array(z.object({ name: z.string() })).optional(),
    })
    .optional(),
});

export interface PullRequestContext {
  number: number;
  title: string;
  action: string | undefined;
  url: string | undefined;
  /** The head repository differs from the base: secrets are not given to such runs. */
  fromFork: boolean;
  /** The PR's head commit, as the event delivered it. */
  headSha?: string;
  /** The PR's labels when the event was delivered (the migration gate's acceptance). */
  labels?: string[];
}

/** A `merge_group` event: the group's queued ref (`refs/heads/gh-readonly-queue/…`) and commits. */
export interface MergeGroupContext {
  headRef: string;
  headSha: string;
  baseRef: string;
}

export interface RunContext {
  eventName: string;
  repository: { owner: string; repo: string } | undefined;
  pullRequest: PullRequestContext | undefined;
  /**
   * The repository the event's head commit comes from, when it is not this one: a fork's pull
   * request (`pull_request`, `pull_request_target`) or a `workflow_run` of one. A checkout of
   * that commit is the fork's code.
   */
  forkHead?: string | undefined;
  mergeGroup?: MergeGroupContext | undefined;
  actor: string | undefined;
  /** This run's page on GitHub (GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID). */
  runUrl?: string;
}

const workflowRunEventSchema = z.object({
  workflow_run: z.object({
    head_repository: z.object({ full_name: z.string() }).nullable().optional(),
    repository: z.object({ full_name: z.string() }).optional(),
  }),
});

const mergeGroupEventSchema = z.object({
  merge_group: z.object({ head_ref: z.string(), head_sha: z.string(), base_ref: z.string() }),
});

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target"]);

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const onPullRequest = PULL_REQUEST_EVENTS.has(eventName);
  const forkHead = onPullRequest
    ? pullRequestFork(payload, env.GITHUB_REPOSITORY)
    : eventName === "workflow_run"
      ? workflowRunFork(payload, env.GITHUB_REPOSITORY)
      : undefined;
  return {
    eventName,
    repository: owner && repo ? { owner, repo } : undefined,
    pullRequest: onPullRequest ? readPullRequest(payload, forkHead !== undefined) : undefined,
    forkHead,
    mergeGroup: eventName === "merge_group" ? readMergeGroup(payload) : undefined,
    actor: env.GITHUB_ACTOR,
    runUrl: runUrlOf(env),
  };
}

function runUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
  if (!server || !repository || !run) return undefined;
  return `${server.replace(/\/+$/, "")}/${repository}/actions/runs/${run}`;
}

function readPayload(eventPath: string | undefined): unknown {
  if (!eventPath) return undefined;
  try {
    return JSON.parse(readFileSync(eventPath, "utf8"));
  } catch {
    return undefined;
  }
}

function readMergeGroup(payload: unknown): MergeGroupContext | undefined {
  const parsed = mergeGroupEventSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const group = parsed.data.merge_group;
  return { headRef: group.head_ref, headSha: group.head_sha, baseRef: group.base_ref };
}

function readPullRequest(payload: unknown, fromFork: boolean): PullRequestContext | undefined {
  if (payload === undefined) return undefined;
  const parsed = pullRequestEventSchema.safeParse(payload);
  const pr = parsed.success ? parsed.data.pull_request : undefined;
  if (!parsed.success || !pr) return undefined;
  return {
    number: pr.number,
    title: pr.title ?? "",
    action: parsed.data.action,
    url: pr.html_url,
    fromFork,
    ...(pr.head?.sha ? { headSha: pr.head.sha } : {}),
    ...(pr.labels?.length ? { labels: pr.labels.map((label) => label.name) } : {}),
  };
}

function pullRequestFork(payload: unknown, repository: string | undefined): string | undefined {
  const parsed = pullRequestEventSchema.safeParse(payload);
  const pr = parsed.success ? parsed.data.pull_request : undefined;
  return forkOf(pr?.head?.repo?.full_name, pr?.base?.repo?.full_name ?? repository);
}

function workflowRunFork(payload: unknown, repository: string | undefined): string | undefined {
  const parsed = workflowRunEventSchema.safeParse(payload);
  const run = parsed.success ? parsed.data.workflow_run : undefined;
  return forkOf(run?.head_repository?.full_name, run?.repository?.full_name ?? repository);
}

/** Said of a head whose repository the event does not name (a deleted fork has none). */
const UNKNOWN_HEAD = "an unknown repository";

/**
 * The head's repository when it is not the base's. A head the event does not name counts as a
 * fork's: what decides on it is whether to run code from the checkout.
 */
export function forkOf(
  head: string | null | undefined,
  base: string | undefined,
): string | undefined {
  if (head && base && head.toLowerCase() === base.toLowerCase()) return undefined;
  return head || UNKNOWN_HEAD;
}
