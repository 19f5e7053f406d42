import type { Flow } from "./flows.ts";

/** Every flow a fault row runs through. */
export const ALL_FLOWS: Flow[] = ["create", "create-on-branch", "move", "reuse", "cleanup"];

/** The operation each flow waits on, and inputs that make the flow start one. */
export const WAITED_OPERATIONS: Array<{
  flow: Flow;
  action: string;
  inputs?: Record<string, string>;
}> = [
  { flow: "create", action: "start_compute" },
  { flow: "create-on-branch", action: "start_compute" },
  { flow: "move", action: "apply_config" },
  { flow: "reuse", action: "apply_config", inputs: { "compute-size": "0.5" } },
  // Deleting a compute starts no operation; deleting the branch does.
  { flow: "cleanup", action: "delete_timeline", inputs: { "delete-branch": "true" } },
];

/** The cases with PR numbers from `first` on: every test has a PR of its own. */
export function numbered<T extends object>(
  cases: T[],
  first: number,
): Array<T & { number: number }> {
  return cases.map((c, i) => ({ ...c, number: first + i }));
}

/** One case per flow, with PR numbers from `first` on. */
export function flowCases(flows: Flow[], first: number): Array<{ flow: Flow; number: number }> {
  return flows.map((flow, i) => ({ flow, number: first + i }));
}
