import { cpus, loadavg, release, type } from "node:os";

/** Where the figures came from. */
export function describeMachine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? "unknown CPU";
  return `${cores.length} × ${model}, ${type()} ${release()}, Node ${process.version}`;
}

/** The 1-minute load average: other work on the machine while the bench ran skews its timings. */
export function describeLoad(): string {
  return (loadavg()[0] ?? 0).toFixed(2);
}
