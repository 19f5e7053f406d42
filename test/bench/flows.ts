import { setTimeout as sleep } from "node:timers/promises";
import type { LoggedRequest } from "../../emulator/src/admin-client.ts";
import type { WorkflowEvent } from "../support/runner/events.ts";
import { prEvent } from "../support/runner/events.ts";
import { actionInputs, type BenchContext } from "./context.ts";
import { setDurationSpread } from "./jitter.ts";
import { type Launch, tail } from "./launch.ts";
import { DURATION_SPREAD } from "./overhead.ts";
import { busiestWindow, routeCounts } from "./request-log.ts";
import { type BenchProject, benchSeed } from "./seeds.ts";
import { peakInWindow } from "./stats.ts";

/** Measure 2: API requests per flow, counted from the emulator's request log, one run at a time. */

export const FLOWS = ["fresh PR", "re-run", "reset", "move", "cleanup", "post step"] as const;
export type Flow = (typeof FLOWS)[number];

export const FLOW_DESCRIPTIONS: Record<Flow, string> = {
  "fresh PR": "PR opened, branch created with its compute",
  "re-run": "same PR again: branch and compute reused",
  reset: "same PR again with reset: branch restored to its parent, compute reused",
  move: "PR opened with endpoint-id: branch created, compute moved onto it",
  cleanup: "PR closed: compute deleted",
  "post step": "post step of a fresh-PR job: compute deleted",
};

export interface FlowSample {
  flow: Flow;
  requests: number;
  /** Which routes they went to, e.g. `1 × POST /projects/{id}/branches, …`. */
  routes: string;
  status423: number;
  status429: number;
  peakPerSecond: number;
  peakRoutes: string;
}

export interface FlowResult {
  operationMs: number;
  samples: FlowSample[];
  failures: string[];
}

export async function measureFlows(
  context: BenchContext,
  operationMs: number,
  repeats: number,
): Promise<FlowResult> {
  const { seed, projects } = benchSeed({ projects: 1, operationMs });
  const project = projects[0] as BenchProject;
  await context.admin.reset(seed);
  setDurationSpread(DURATION_SPREAD);
  context.progress(`flows: ${operationMs} ms operations, ${repeats} runs of each flow`);
  const result: FlowResult = { operationMs, samples: [], failures: [] };
  const counted = async (flow: Flow, run: () => Promise<Launch>): Promise<Launch | undefined> => {
    const since = await context.admin.lastSeq();
    const launched = await run();
    const requests = await context.admin.requests(since);
    if (launched.exitCode !== 0) {
      result.failures.push(`${flow}: exit ${launched.exitCode}: ${tail(launched)}`);
      return undefined;
    }
    result.samples.push(sample(flow, requests));
    return launched;
  };
  const main = (event: WorkflowEvent, extra: Record<string, string> = {}) =>
    context.launch({
      inputs: actionInputs(context, project, extra),
      event,
    });

  for (let i = 0; i < repeats; i++) {
    const number = 2000 + i;
    await counted("fresh PR", () => main(prEvent("opened", { number }), { keep: "true" }));
    await counted("re-run", () => main(prEvent("synchronize", { number })));
    await counted("reset", () => main(prEvent("synchronize", { number }), { reset: "true" }));
    await counted("cleanup", () => main(prEvent("closed", { number })));

    const donor = await createDonorCompute(context, project, `donor-${i}`, operationMs);
    await counted("move", () =>
      main(prEvent("opened", { number: number + 100 }), { "endpoint-id": donor }),
    );

    const fresh = await main(prEvent("opened", { number: number + 200 }));
    if (fresh.exitCode !== 0) result.failures.push(`post setup: ${tail(fresh)}`);
    else
      await counted("post step", () =>
        context.launch({
          step: "post",
          inputs: actionInputs(context, project),
          event: prEvent("opened", { number: number + 200 }),
          state: fresh.state,
        }),
      );
  }
  setDurationSpread(0);
  return result;
}

function sample(flow: Flow, requests: LoggedRequest[]): FlowSample {
  return {
    flow,
    requests: requests.length,
    routes: routeCounts(requests),
    status423: requests.filter((r) => r.status === 423).length,
    status429: requests.filter((r) => r.status === 429).length,
    peakPerSecond: peakInWindow(requests.map((r) => Date.parse(r.time))),
    peakRoutes: routeCounts(busiestWindow(requests)),
  };
}

/** A branch with its own compute (the compute a `move` takes), ready before the run starts. */
async function createDonorCompute(
  context: BenchContext,
  project: BenchProject,
  name: string,
  operationMs: number,
): Promise<string> {
  const response = await fetch(
    `${context.emulator.baseUrl}/projects/${project.projectId}/branches`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${project.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ branch: { name }, endpoints: [{ type: "read_write" }] }),
    },
  );
  const body = (await response.json()) as { endpoints?: Array<{ id: string }> };
  const id = body.endpoints?.[0]?.id;
  if (!response.ok || !id) throw new Error(`donor compute: HTTP ${response.status}`);
  for (let waited = 0; waited < 10 * operationMs + 5000; waited += 100) {
    const pending = (await context.admin.operations(project.projectId)).filter(
      (op) => op.status !== "finished",
    );
    if (pending.length === 0) return id;
    await sleep(100);
  }
  throw new Error("donor compute never became ready");
}
