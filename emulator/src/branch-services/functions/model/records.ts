/**
 * A function on a branch as the emulator keeps it (Neon's NeonFunction and its deployments).
 * Deployments keep their environment's values here only: views show the names.
 */
export interface FunctionDeployment {
  /**
   * Monotonic per function (Neon's platform version number), and never reused by a slug on a
   * branch: a function deleted and made again goes on from the last.
   */
  id: number;
  status: "pending" | "building" | "completed" | "failed";
  runtime: "nodejs24";
  memoryMib: number;
  createdAt: number;
  /** Write-only: never rendered, only its sorted names. */
  environment: Record<string, string>;
  /** The zip as uploaded (or the previous deployment's, for a config-only deployment). */
  zip: Uint8Array;
  /** The folder its bundle is unpacked in, a new one each; removed once nothing holds it. */
  folder?: string;
  /** The unpacked bundle's entry (index.mjs or index.js), once `completed`. */
  entry?: string;
  error?: string;
}

export interface FunctionRecord {
  id: string;
  slug: string;
  /** Set by updateProjectBranchFunction; the view falls back to the slug. */
  displayName?: string;
  createdAt: number;
  deployments: FunctionDeployment[];
  /** Copied from the parent at branch creation and not deployed to on this branch since. */
  inherited: boolean;
}

/** The most recent deployment, whatever its status (Neon's `current_deployment`). */
export const currentDeployment = (fn: FunctionRecord) => fn.deployments.at(-1);

/** The most recent deployment that built (Neon's `active_deployment`): the one that serves. */
export const activeDeployment = (fn: FunctionRecord) =>
  fn.deployments.findLast((deployment) => deployment.status === "completed");

/** Neon fixes every function's memory at 2048 MiB. */
export const functionMemoryMib = 2048;

/** createProjectBranchFunctionDeployment's form (Neon's FunctionDeployRequest), read. */
export interface DeployForm {
  zip?: Uint8Array;
  runtime?: "nodejs24";
  environment?: Record<string, string>;
}
