// `npm run test:chaos -- --seed S --runs N`: N seeded chaos schedules (seeds S, S+1, …) against
// the emulator with real computes; after each, the invariants. A failing schedule prints the
// command that replays it alone.
import { parseArgs } from "node:util";
import { trustEmulatorCertificate } from "../../emulator/src/proxy/tls/tls.ts";
import { play } from "./play.ts";
import { makeSchedule } from "./schedule.ts";
import { soak } from "./soak.ts";

const { values } = parseArgs({
  options: { seed: { type: "string", default: "1" }, runs: { type: "string", default: "5" } },
});
const seed = Number(values.seed);
const runs = Number(values.runs);
if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) {
  process.stderr.write("usage: npm run test:chaos -- --seed S --runs N (whole numbers, N ≥ 1)\n");
  process.exit(2);
}
// Masked PRs' URLs and diff PRs' migrations connect with the runs' `sslmode=require`, which
// node-postgres checks as verify-full (vitest.config.ts does the same for `npm test`).
await trustEmulatorCertificate();
const totals = await soak({
  seed,
  runs,
  play,
  makeSchedule,
  progress: (line) => console.log(line),
});
console.log(
  `schedules ${totals.schedules}, runs ${totals.runs}, faults injected ${totals.faults}, kills ${totals.kills}, invariants checked ${totals.invariantsChecked}, violations: ${totals.violations}`,
);
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, count]) => `  ${what}: ${count}`)
    .join("\n");
console.log(`by invariant:\n${list(totals.checked)}\nseen:\n${list(totals.seen)}`);
process.exitCode = totals.violations === 0 ? 0 : 1;
