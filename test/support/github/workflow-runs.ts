import { timestamp } from "./http.ts";
import { makeRepository } from "./repos.ts";
import type { WorkflowRunSeed } from "./types.ts";
import { fakeSha, makeUser, stableId } from "./users.ts";

// The repository's workflow runs, as far as the action asks: `GET /repos/{o}/{r}/actions/runs/
// {run_id}`, whose `status` tells the sweep whether the run that minted a branch credential is
// over. A run never seeded is a 404, as GitHub answers for one it does not have.

export class WorkflowRuns {
  private readonly apiUrl: string;
  /** repo key → run id → the run. */
  private readonly byRepo = new Map<string, Map<number, Record<string, unknown>>>();

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
  }

  clear(): void {
    this.byRepo.clear();
  }

  /** Seeding a run again (to complete it, say) replaces it. */
  add(seed: WorkflowRunSeed): Record<string, unknown> {
    const runs = this.byRepo.get(repoKey(seed.owner, seed.repo)) ?? new Map();
    this.byRepo.set(repoKey(seed.owner, seed.repo), runs);
    const run = this.view(seed);
    runs.set(seed.id, run);
    return run;
  }

  get(owner: string, repo: string, id: number): Record<string, unknown> | undefined {
    return this.byRepo.get(repoKey(owner, repo))?.get(id);
  }

  /** GitHub's "workflow-run". */
  private view(seed: WorkflowRunSeed): Record<string, unknown> {
    const fullName = `${seed.owner}/${seed.repo}`;
    const api = `${this.apiUrl}/repos/${fullName}/actions/runs/${seed.id}`;
    const repository = makeRepository(this.apiUrl, fullName, { fork: false });
    const headSha = fakeSha(`${fullName}:run:${seed.id}`);
    const now = timestamp();
    const author = { name: "Octo Cat", email: "octocat@example.com" };
    return {
      id: seed.id,
      name: "Preview",
      node_id: `WFR_kwLO${Buffer.from(`${fullName}:${seed.id}`).toString("base64url")}`,
      head_branch: "feature",
      head_sha: headSha,
      path: ".github/workflows/preview.yml",
      display_title: "Preview",
      run_number: 7,
      run_attempt: seed.attempt ?? 1,
      event: "pull_request",
      status: seed.status,
      conclusion: seed.status === "completed" ? (seed.conclusion ?? "success") : null,
      workflow_id: stableId(`workflow:${fullName}`),
      url: api,
      html_url: `https://github.com/${fullName}/actions/runs/${seed.id}`,
      pull_requests: [],
      created_at: now,
      updated_at: now,
      run_started_at: now,
      actor: makeUser(this.apiUrl, "octocat"),
      triggering_actor: makeUser(this.apiUrl, "octocat"),
      jobs_url: `${api}/jobs`,
      logs_url: `${api}/logs`,
      check_suite_url: `${this.apiUrl}/repos/${fullName}/check-suites/${seed.id}`,
      artifacts_url: `${api}/artifacts`,
      cancel_url: `${api}/cancel`,
      rerun_url: `${api}/rerun`,
      workflow_url: `${this.apiUrl}/repos/${fullName}/actions/workflows/${stableId(`workflow:${fullName}`)}`,
      head_commit: {
        id: headSha,
        tree_id: fakeSha(`${fullName}:tree:${seed.id}`),
        message: "Add cart",
        timestamp: now,
        author,
        committer: author,
      },
      repository,
      head_repository: repository,
    };
  }
}

function repoKey(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}
