import type { StepResult } from "../support/runner/index.ts";

/** A step as the demos print it: its title, exit code and time, its log, then chosen outputs (masked). */
export function showStep(title: string, result: StepResult, outputs: string[] = []): void {
  console.log(`\n━━ ${title} (exit ${result.exitCode}, ${Math.round(result.durationMs)} ms) ━━`);
  for (const line of result.log) console.log(`  ${line}`);
  for (const name of outputs)
    console.log(`  → ${name} = ${result.masked(result.outputs[name] ?? "(none)")}`);
}

/** Every output of a step (masked), then its job summary. */
export function showOutputsAndSummary(result: StepResult): void {
  console.log("\n━━ outputs ━━");
  for (const [name, value] of Object.entries(result.outputs))
    console.log(`  ${name} = ${result.masked(value)}`);
  console.log("\n━━ job summary ━━");
  console.log(result.masked(result.summary));
}
