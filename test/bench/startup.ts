import { spawn } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { prEvent } from "../support/runner/events.ts";
import { actionInputs, type BenchContext } from "./context.ts";
import { nodePath, tail } from "./launch.ts";
import { timeOf } from "./request-log.ts";
import { type BenchProject, benchSeed } from "./seeds.ts";

/**
 * Measure 4: from spawning `node dist/main/index.js` to the emulator logging its first API
 * request, on a re-run (branch and compute exist, so each run is short). For scale, the same
 * for a bare `node -e 'fetch(...)'`: what Node itself costs before any request.
 */
export interface StartupResult {
  actionMs: number[];
  bareNodeMs: number[];
  bundles: Array<{ file: string; bytes: number }>;
  failures: string[];
}

export async function measureStartup(
  context: BenchContext,
  samples: number,
): Promise<StartupResult> {
  const { seed, projects } = benchSeed({ projects: 1, operationMs: 50 });
  const project = projects[0] as BenchProject;
  await context.admin.reset(seed);
  context.progress(`start-up: ${samples} runs of dist/main/index.js and of bare node`);
  const result: StartupResult = { actionMs: [], bareNodeMs: [], bundles: [], failures: [] };
  const run = () =>
    context.launch({
      inputs: actionInputs(context, project, { comment: "false" }),
      event: prEvent("synchronize", { number: 4000 }),
    });
  const first = await run(); // creates the branch; later runs reuse it
  if (first.exitCode !== 0) result.failures.push(`setup: ${tail(first)}`);
  for (let i = 0; i < samples; i++) {
    const since = await context.admin.lastSeq();
    const launched = await run();
    const firstRequest = (await context.admin.requests(since))[0];
    if (launched.exitCode !== 0 || !firstRequest) {
      result.failures.push(`exit ${launched.exitCode}: ${tail(launched)}`);
      continue;
    }
    result.actionMs.push(timeOf(firstRequest) - launched.spawnedAt);
  }
  for (let i = 0; i < samples; i++) {
    const since = await context.admin.lastSeq();
    const spawnedAt = await bareNodeRequest(`${context.emulator.baseUrl}/projects`);
    const firstRequest = (await context.admin.requests(since))[0];
    if (firstRequest) result.bareNodeMs.push(timeOf(firstRequest) - spawnedAt);
  }
  result.bundles = await bundleSizes(context.distDir);
  return result;
}

async function bareNodeRequest(url: string): Promise<number> {
  const spawnedAt = Date.now();
  const child = spawn(nodePath, ["-e", `fetch(${JSON.stringify(url)}).catch(() => {})`], {
    stdio: "ignore",
  });
  await new Promise((resolve) => child.once("close", resolve));
  return spawnedAt;
}

/** Every file under a copy of dist/, named as in the repository. */
export async function bundleSizes(dist: string): Promise<Array<{ file: string; bytes: number }>> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { file: join("dist", relative(dist, path)), bytes: (await stat(path)).size };
      }),
  );
  return files.sort((a, b) => a.file.localeCompare(b.file));
}
