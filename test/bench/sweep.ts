import { workflowDispatchEvent } from "../support/runner/events.ts";
import { actionInputs, type BenchContext } from "./context.ts";
import { tail } from "./launch.ts";
import { type BenchProject, benchSeed } from "./seeds.ts";

/**
 * Measure 6: the sweep's cost. A project with `branches` per-PR branches (each with a compute),
 * half of whose PRs are closed on the loopback GitHub; one dry run, then a sweep with
 * delete-branch; requests to the platform and to GitHub, per 100 branches.
 */
export interface SweepResult {
  branches: number;
  swept: number;
  dryRun: { platform: number; github: number; ms: number };
  sweep: { platform: number; github: number; ms: number };
  failures: string[];
}

const OWNER = "octo-org";
const REPO = "app";

export async function measureSweep(
  context: BenchContext,
  branches: number,
  operationMs: number,
): Promise<SweepResult> {
  const { seed, projects } = benchSeed({ projects: 1, operationMs, limits: { enabled: false } });
  const project = projects[0] as BenchProject;
  const perPr = Array.from({ length: branches }, (_, i) => ({
    name: `preview/pr-${i + 1}`,
    computes: [{ type: "read_write" as const, current_state: "idle" as const }],
  }));
  const seeded = seed.projects?.[0];
  if (seeded) seeded.branches = [...(seeded.branches ?? []), ...perPr];
  await context.admin.reset(seed);
  context.github.reset();
  for (let number = 1; number <= branches; number++) {
    const state = number % 2 === 1 ? "closed" : "open";
    context.github.seedPullRequest({ owner: OWNER, repo: REPO, number, state });
  }
  context.progress(`sweep: ${branches} per-PR branches, half of their PRs closed`);
  const result: SweepResult = {
    branches,
    swept: 0,
    dryRun: { platform: 0, github: 0, ms: 0 },
    sweep: { platform: 0, github: 0, ms: 0 },
    failures: [],
  };
  for (const [which, extra] of [
    ["dryRun", { "dry-run": "true" }],
    ["sweep", {}],
  ] as const) {
    const since = await context.admin.lastSeq();
    context.github.clearRequests();
    const started = Date.now();
    const launched = await context.launch({
      inputs: actionInputs(context, project, { mode: "sweep", "delete-branch": "true", ...extra }),
      event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
      timeoutMs: 600_000,
    });
    result[which] = {
      platform: (await context.admin.requests(since)).length,
      github: context.github.requests().length,
      ms: Date.now() - started,
    };
    if (launched.exitCode !== 0) result.failures.push(`sweep ${which}: ${tail(launched)}`);
    if (which === "sweep") result.swept = JSON.parse(launched.outputs.swept ?? "[]").length;
  }
  return result;
}
