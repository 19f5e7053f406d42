// `node test/bench/step-cpu.ts <rounds> <dir> [<dir>...]`: the CPU (user + system, as
// /usr/bin/time counts it) of the action's steps, to compare bundles. Each <dir> holds an
// action.yml and the dist/ it names: `node scripts/build.ts <dir>/dist` (which also rewrites
// src/settings/action-inputs.ts from action.yml) and `cp action.yml <dir>/`, from each tree to
// compare. Each round runs one provision job, main then post, per <dir> in turn, on one emulator
// and one loopback GitHub: a load that drifts weighs on every bundle alike, and the paired
// difference to the first <dir> is the figure to read (/usr/bin/time counts in 10 ms steps, so
// take 20 rounds or more). Set NODE_COMPILE_CACHE as the suite does (vitest.config.ts).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defaultNodePath } from "../support/runner/run-step.ts";
import { pr, startWorld } from "../support/world.ts";

const [roundsArg, ...dirs] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 1 || dirs.length === 0) {
  console.error("usage: node test/bench/step-cpu.ts <rounds> <dir> [<dir>...]");
  process.exit(2);
}

process.env.PREVIEW_COMPUTE_EMULATOR_DATA_DIR ??= "temporary";
const scratch = mkdtempSync(join(tmpdir(), "step-cpu-"));
const node = defaultNodePath();

/** A `node` that runs the real one under /usr/bin/time (bash: it keeps `INPUT_API-KEY` and such). */
function timedNode(index: number): { path: string; lastCpu: () => number } {
  const bin = join(scratch, String(index));
  mkdirSync(bin);
  const times = join(bin, "times.txt");
  const path = join(bin, "node");
  writeFileSync(path, `#!/bin/bash\nexec /usr/bin/time -o '${times}' -f '%U %S' '${node}' "$@"\n`);
  chmodSync(path, 0o755);
  return {
    path,
    lastCpu: () => {
      const [user = 0, system = 0] = readFileSync(times, "utf8").trim().split(" ").map(Number);
      return user + system;
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const bundles = dirs.map((dir, index) => ({
  actionYml: join(resolve(dir), "action.yml"),
  dir,
  node: timedNode(index),
  cpu: { main: [] as number[], post: [] as number[] },
}));
const world = await startWorld({ postgres: false });
let number = 800;
try {
  for (let round = 0; round < rounds; round++)
    for (const bundle of bundles) {
      const options = {
        event: pr("opened", number++),
        actionYml: bundle.actionYml,
        nodePath: bundle.node.path,
      };
      const main = await world.step("main", options);
      bundle.cpu.main.push(bundle.node.lastCpu());
      const post = await world.step("post", { ...options, state: main.state });
      bundle.cpu.post.push(bundle.node.lastCpu());
      if (main.failed || post.failed) throw new Error(`${bundle.dir}: a step failed`);
    }
} finally {
  await world.emulator.stop();
  await world.github.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const first = bundles[0];
for (const bundle of bundles)
  for (const step of ["main", "post"] as const) {
    const cpu = bundle.cpu[step];
    const paired = cpu.map((value, i) => value - (first?.cpu[step][i] ?? value));
    console.log(
      `${bundle.dir} ${step}: min ${Math.min(...cpu).toFixed(2)} s, median ${median(cpu).toFixed(2)} s, paired difference to ${first?.dir} median ${(median(paired) * 1000).toFixed(0)} ms`,
    );
  }
