import { OWN_APPLICATION_NAME, type RunQuery } from "./connection.ts";
import { type LockHold, type LockSample, LockTimeline } from "./lock-timeline.ts";

/** Sampling period: the report states it (or the longest gap seen, when longer) as its resolution. */
export const SAMPLE_PERIOD_MS = 25;

// The relation locks held or awaited by the migration's backends in this database: those
// whose application_name is the one the command was given (PGAPPNAME), and any other client
// backend that connected after the command started (a tool that ignores PGAPPNAME), but
// never the action's own connections.
const LOCKS_SQL = `
SELECT l.pid, l.mode, l.granted, l.relation::bigint AS oid,
       quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS "table"
FROM pg_locks l
JOIN pg_stat_activity a ON a.pid = l.pid
JOIN pg_class c ON c.oid = l.relation AND c.relkind IN ('r', 'p', 'm')
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE l.locktype = 'relation'
  AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend'
  AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND (a.application_name = $1 OR (a.backend_start >= $2::timestamptz AND a.application_name <> $3))`;

export interface LockSampling {
  holds: LockHold[];
  samples: number;
  /** The longest time between two samples' starts: the real resolution. */
  maxGapMs: number;
  /** A sampling query failed: the holds are those seen until then. */
  error?: string;
}

export interface LockSampler {
  stop(): Promise<LockSampling>;
}

/** Starts sampling through `query` (a connection of its own) until stop(). */
export async function startLockSampler(query: RunQuery, appName: string): Promise<LockSampler> {
  const [row] = await query("SELECT clock_timestamp()::text AS now");
  const since = String(row?.now);
  const timeline = new LockTimeline();
  let running = true;
  let samples = 0;
  let maxGapMs = 0;
  let error: string | undefined;
  const loop = (async () => {
    let previous: number | undefined;
    while (running) {
      const at = performance.now();
      if (previous !== undefined) maxGapMs = Math.max(maxGapMs, at - previous);
      previous = at;
      try {
        // Prepared once: parsing and planning it anew, 40 times a second, cost the server about
        // eight times what running it does.
        const rows = await query(LOCKS_SQL, [appName, since, OWN_APPLICATION_NAME], "lock-sample");
        timeline.add(at, rows.map(toSample));
        samples++;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
        return;
      }
      const wait = SAMPLE_PERIOD_MS - (performance.now() - at);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const period = Math.max(SAMPLE_PERIOD_MS, Math.round(maxGapMs));
      return {
        holds: timeline.holds(period),
        samples,
        maxGapMs: Math.round(maxGapMs),
        ...(error ? { error } : {}),
      };
    },
  };
}

function toSample(row: Record<string, unknown>): LockSample {
  return {
    pid: Number(row.pid),
    mode: String(row.mode),
    granted: row.granted === true,
    oid: Number(row.oid),
    table: String(row.table),
  };
}
