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
  mergeGroup?: MergeGroupContext | undefined;
  actor: string | undefined;
  /** This run's page on GitHub (GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID). */
  runUrl?: string;
}

const mergeGroupEventSchema = z.object({
  merge_group: z.object({ head_ref: z.string(), head_sha: z.string(), base_ref: z.string() }),
});

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target"]);

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  return {
    eventName,
    repository: owner && repo ? { owner, repo } : undefined,
    pullRequest: PULL_REQUEST_EVENTS.has(eventName)
      ? readPullRequest(env.GITHUB_EVENT_PATH)
      : undefined,
    mergeGroup: eventName === "merge_group" ? readMergeGroup(env.GITHUB_EVENT_PATH) : undefined,
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

function readMergeGroup(eventPath: string | undefined): MergeGroupContext | undefined {
  const parsed = mergeGroupEventSchema.safeParse(readPayload(eventPath));
  if (!parsed.success) return undefined;
  const group = parsed.data.merge_group;
  return { headRef: group.head_ref, headSha: group.head_sha, baseRef: group.base_ref };
}

function readPullRequest(eventPath: string | undefined): PullRequestContext | undefined {
  const payload = readPayload(eventPath);
  if (payload === undefined) return undefined;
  const parsed = pullRequestEventSchema.safeParse(payload);
  const pr = parsed.success ? parsed.data.pull_request : undefined;
  if (!parsed.success || !pr) return undefined;
  const head = pr.head?.repo?.full_name;
  const base = pr.base?.repo?.full_name;
  return {
    number: pr.number,
    title: pr.title ?? "",
    action: parsed.data.action,
    url: pr.html_url,
    fromFork: Boolean(base) && head !== base,
    ...(pr.head?.sha ? { headSha: pr.head.sha } : {}),
  };
}
