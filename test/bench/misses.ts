import { fineMs, ms, seconds } from "./format.ts";
import type { GoalCheck } from "./goals.ts";
import { describeLoad } from "./machine.ts";
import { type Contender, resultOf } from "./overhead.ts";
import type { BenchResults } from "./results.ts";
import { max, mean, median, medianSpread } from "./stats.ts";
import { testSuiteMissCause } from "./test-suite.ts";

/** For each missed goal: by how much, and the cause the bench's own figures point to. */
export function missNotes(checks: GoalCheck[], results: BenchResults): string[] {
  return checks
    .filter((check) => !check.pass)
    .map(
      (check) => `Missed: ${check.goal} — measured ${check.measured}. ${causeOf(check, results)}`,
    );
}

/** Where the action's ready overhead goes, per operation duration: shown whether or not it passes. */
export function overheadBreakdown(results: BenchResults): string {
  const parts = results.overhead.map((o) => {
    const samples = resultOf(o, "action")?.samples ?? [];
    return `${o.operationMs / 1000} s: ${ms(median(samples.map((s) => s.detectMs)))} + ${ms(median(samples.map((s) => s.afterDetectMs)))}`;
  });
  const exits = results.overhead.flatMap((o) =>
    (resultOf(o, "action")?.samples ?? []).flatMap((s) =>
      s.exitOverheadMs === undefined ? [] : [s.exitOverheadMs - s.overheadMs],
    ),
  );
  return `Ready overhead of the action, median, split into finish → the poll that saw it + that poll → outputs written: ${parts.join("; ")}. The step's process ends a median ${ms(median(exits))} after its outputs (job summary, exit).`;
}

function causeOf(check: GoalCheck, results: BenchResults): string {
  switch (check.id) {
    case "overhead":
    case "polling": {
      const overhead = results.overhead.find((o) => o.operationMs === check.operationMs);
      const samples = (c: Contender) => (overhead && resultOf(overhead, c)?.samples) || [];
      const action = samples("action");
      if (check.id === "polling")
        return `The action polled ${median(action.map((s) => s.polls))} times (median) over waits of ${seconds(2 * (check.operationMs ?? 0))}; the fixed 1 s poller ${median(samples("poll-1s").map((s) => s.polls))}.`;
      const detect = action.map((s) => s.detectMs);
      return (
        `Of the median, ${ms(median(detect))} passed before the poll that saw the finish and ${ms(median(action.map((s) => s.afterDetectMs)))} after it (writing outputs). ` +
        `The finish lands at a random point between two polls, so the first part averages half the interval between them (here ${ms(mean(detect))}; the last two polls were a median ${ms(median(action.map((s) => s.finalIntervalMs)))} apart), ` +
        `and the median of ${action.length} runs varies by ±${ms(medianSpread(action.map((s) => s.overheadMs)))} (1 SD).`
      );
    }
    case "rate": {
      const worst = [
        ...results.overhead.flatMap((o) => resultOf(o, "action")?.samples ?? []),
        ...results.flows.samples,
      ].sort((a, b) => b.peakPerSecond - a.peakPerSecond)[0];
      return worst ? `Busiest second of one run: ${worst.peakRoutes}.` : "";
    }
    case "fresh":
    case "rerun": {
      const flow = check.id === "fresh" ? "fresh PR" : "re-run";
      const worst = results.flows.samples
        .filter((s) => s.flow === flow)
        .sort((a, b) => b.requests - a.requests)[0];
      return worst ? `Requests of the largest run: ${worst.routes}.` : "";
    }
    case "makespan": {
      const c = results.concurrency;
      return `Beyond the ${seconds(c.lowerBoundMs)} of operations: ${seconds(c.beforeFirstMs)} before the first one started, ${seconds(c.lockIdleMs)} with the lock free between operations (queued runs asleep between 423 retries), ${seconds(c.afterLastMs)} after the last one (noticing it, outputs).`;
    }
    case "failures":
      return `First failure: ${results.concurrency.failures[0] ?? "n/a"}.`;
    case "429":
      return `429 answers by route: ${results.concurrency.routes429}.`;
    case "startup":
      return `A bare \`node -e fetch(…)\` takes ${ms(median(results.startup.bareNodeMs))} (max ${ms(max(results.startup.bareNodeMs))}) to its first request on this machine (load average ${describeLoad()}); the rest is loading the bundle and reading inputs.`;
    case "bundle":
      return "See the bundle sizes in the table.";
    case "serverless": {
      const byTransport = (t: string) =>
        results.serverless.transports.find((r) => r.transport === t)?.latencyMs ?? [];
      return `For scale, on this machine now (load average ${describeLoad()}): a warm query takes ${fineMs(median(byTransport("tcp")))} through the proxy over TCP and ${fineMs(median(byTransport("direct")))} straight to the compute; HTTP adds fetch and the driver's parsing.`;
    }
    case "neon-auth":
      return `Creation without Neon Auth: ${ms(median(results.neonAuth.createWithoutAuthMs))} (max ${ms(max(results.neonAuth.createWithoutAuthMs))}), with it: ${ms(median(results.neonAuth.createWithAuthMs))} (max ${ms(max(results.neonAuth.createWithAuthMs))}); nothing of Neon Auth runs at creation, so a difference is load.`;
    case "data-api":
      return `Each Data API request verifies its token, plans against the schema cache and runs one pipelined round trip (role and claims, then the statement) through the proxy; SQL over HTTP runs the bare query (load average ${describeLoad()}).`;
    case "object-storage-branch":
      return `Making a branch adds one empty layer to the store whatever the parent holds (test/emulator/branch-services/object-storage/branches.test.ts checks no entry or blob is copied); the rest is the Postgres copy and load (load average ${describeLoad()}).`;
    case "object-storage-small": {
      const { mib } = results.objectStorage;
      const least = median(mib.leastPutMs) - median(mib.stubPutMs);
      return `The least any server must do for this PutObject (least-put-server.ts: receive the body, MD5 it for the ETag, check the signed SHA-256 and the CRC32, write a file; one thread, no signature, no store) takes +${fineMs(least)} over the stub here: the ETag must be the body's MD5 (s3cmd and rclone compare it with their own), MD5 cannot be split (about 1.3 ms a MiB on this machine), and on 2 cores the client's own threads compete with every hash. The emulator hashes on two workers beside its thread's receive and write, and adds the signature's check (about 0.3 ms) and the store's keeping. GetObject has no hash to compute (load average ${describeLoad()}).`;
    }
    case "functions-warm":
      return `An invocation is one more loopback HTTP hop, from the proxy to the function's own process (kept alive); SELECT 1 adds a pooled query through the proxy (load average ${describeLoad()}).`;
    case "functions-first":
      return `The first invocation starts the deployment's process: Node's own start (about 50 ms) and, for SELECT 1, its first Postgres connection (load average ${describeLoad()}).`;
    case "migration-impact-watch":
      return `The sampler's query is prepared and cheap on the server (about 0.1 ms); what remains is waking the bench's process and the emulator's proxy 40 times a second on the same 2 cores as the migration (load average ${describeLoad()}).`;
    case "migration-impact-snapshot":
      return `The catalog of 200 tables costs PostgreSQL tens of milliseconds of CPU on a new session (every table and index opened for its size, pg_stats for the widths) and the action a few more: its connections open while the compute starts and it runs beside the steps' other requests, which no longer wait for it, but on 2 cores with every request on loopback nothing waits idle long enough to hide that CPU (load average ${describeLoad()}).`;
    case "query-impact-main":
      return `Main's own figure for reading and planning the statements is ${ms(median(results.queryImpact.plannedMs))}, the floor (one connection and ${results.queryImpact.statements} EXPLAINs) ${ms(median(results.queryImpact.floorMs))}: the rest is the parent's URI asked of the platform after the compute was ready, when main's paced requests (5 a second, spread over the wait) have used the second's budget, so it waits for it (load average ${describeLoad()}).`;
    case "query-impact-post":
      return `Post asks the preview's URI, connects and plans the statements again, reads the preview's own pg_stat_statements and writes its comment section, beside the schema diff and migration impact (load average ${describeLoad()}).`;
    case "object-storage-large":
      return "One upload is one stream: the client frames and CRC32s it (aws-chunked); the emulator decodes it, checks the CRC32 and writes on one thread while a worker MD5s it (about 800 MiB/s at best). A body that fits the page cache writes faster than any MD5, so only a body larger than the cache (the full run's 1 GiB) compares with the disk itself.";
    case "test-suite":
      return results.testSuite ? testSuiteMissCause(results.testSuite) : "";
    case "branch-copy-clone":
      return `A clone first waits for the parent's pages not yet written back (the first branch after a large write: the emulator flushes a cloning file system every 0.5 s, and pg_backup_start's checkpoint writes the server's dirty buffers just before the clone); the rest is the compute's server starting on the copy and replaying its WAL (load average ${describeLoad()}).`;
  }
}
