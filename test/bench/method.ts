import { CONTENDERS, DURATION_SPREAD, STAGGER_MS } from "./overhead.ts";

const apart = Math.round(STAGGER_MS / CONTENDERS.length);
const spread = Math.round(DURATION_SPREAD * 100);

/** How each figure is taken: printed under the table and kept with it in the README. */
export const METHOD = [
  "**Ready overhead**: from the emulator's `updated_at` of a provision's last operation (the moment it finished, in ms) to the mtime of the step's `GITHUB_OUTPUT` file once `dist/main/index.js` wrote its outputs (the kernel's coarse clock: up to ~5 ms early; `comment: false`, so nothing writes that file later). " +
    `Each run has a project and key of its own, all on one emulator, started ${apart} ms apart; each operation lasts the nominal duration ±${spread}% (uniform), so finishes fall at random points of every polling schedule. ` +
    "A fresh PR starts two chained operations (create_branch, then start_compute). The baselines (`test/bench/baselines.ts`) make the same create request, then sleep their interval and GET each pending operation; their ready signal is the moment they see the last one finished (no process start, no outputs: slightly in their favour). ± is the SD of the median (bootstrap).",
  "**Requests**: counted in the emulator's request log (`GET /__emulator/requests`), per run; polling requests are those to `/operations`; the peak is the most requests of one run inside any 1 s window of the log.",
  "**Flows**: run one at a time with default inputs (the sticky comment goes to a loopback GitHub, not counted). Move: a PR opened with `endpoint-id` of a compute on another branch.",
  "**Concurrency**: all runs spawned at once, one organization key, default rate limits (700/min per key, 40/s per route), exact durations; makespan from the first spawn to the last run's outputs; lower bound = sum of all the runs' operation durations, which the project lock serializes.",
  "**Start-up**: `Date.now()` just before spawning the pinned Node on `dist/main/index.js` (a re-run, so it reuses branch and compute) to the emulator's log time of its first request. All runs use a copy of `dist/` taken when the bench starts.",
];
