// `node test/bench/step-load-cpu.ts <rounds> <dir> [<dir>...]`: the CPU a step spends loading
// its bundle, to compare bundles (each <dir> as for test/bench/step-cpu.ts: a built dist/). Each
// run is `node <dir>/dist/<step>/index.js` with no inputs: main stops at its first input check,
// post finds nothing to delete, so nearly all of it is Node's start and the bundle's load. The
// process reports its own CPU (user + system, to the microsecond) as it exits; the bundles take
// turns, and the paired difference to the first <dir> is the figure to read. Set
// NODE_COMPILE_CACHE as the suite does (vitest.config.ts), or leave it unset as a runner does.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defaultNodePath } from "../support/runner/run-step.ts";

const [roundsArg, ...dirs] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 1 || dirs.length === 0) {
  console.error("usage: node test/bench/step-load-cpu.ts <rounds> <dir> [<dir>...]");
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), "step-load-cpu-"));
const report = join(scratch, "cpu.txt");
const hook = `data:text/javascript,${encodeURIComponent(
  `import { writeFileSync } from "node:fs";
   process.on("exit", () => { const c = process.cpuUsage(); writeFileSync(${JSON.stringify(report)}, String((c.user + c.system) / 1000)); });`,
)}`;
const node = defaultNodePath();
const environment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(INPUT_|STATE_|GITHUB_)/.test(name)),
);

function loadCpuMs(bundle: string): number {
  rmSync(report, { force: true });
  spawnSync(node, ["--import", hook, bundle], { stdio: "ignore", env: environment });
  return Number(readFileSync(report, "utf8"));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

try {
  for (const step of ["main", "post"] as const) {
    const bundles = dirs.map((dir) => join(resolve(dir), "dist", step, "index.js"));
    for (const bundle of bundles) loadCpuMs(bundle); // fills the compile cache, if any
    const cpu = bundles.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++)
      bundles.forEach((bundle, i) => {
        cpu[i]?.push(loadCpuMs(bundle));
      });
    dirs.forEach((dir, i) => {
      const own = cpu[i] ?? [];
      const paired = own.map((value, k) => value - (cpu[0]?.[k] ?? value));
      console.log(
        `${dir} ${step}: median ${median(own).toFixed(1)} ms, paired difference to ${dirs[0]} median ${median(paired).toFixed(1)} ms`,
      );
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
