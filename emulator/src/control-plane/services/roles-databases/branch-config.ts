import type { SpecChange } from "../../../data-plane/compute/spec.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Operation, Project } from "../../state/records/records.ts";
import { readWriteOn } from "../computes/computes.ts";

/** Postgres truncates identifiers to 63 bytes; Neon refuses longer names. */
export const maxNameBytes = 63;

export function nameError(kind: string, name: string): string | undefined {
  const bytes = Buffer.byteLength(name, "utf8");
  if (name.length === 0) return `${kind} name must not be empty`;
  if (bytes > maxNameBytes) {
    return `${kind} name "${name}" is ${bytes} bytes long; it cannot exceed ${maxNameBytes} bytes`;
  }
  return undefined;
}

/**
 * Starts the one apply_config operation of a role or database change: the change reaches the
 * branch's data (its running compute, or a server of the platform's own) when it runs.
 */
export function applyConfig(
  platform: Platform,
  project: Project,
  branch: Branch,
  change: SpecChange,
): Operation[] {
  const compute = readWriteOn(project, branch.id);
  const ref = { projectId: project.id, branchId: branch.id };
  return platform.operations.start(
    project,
    [
      {
        action: "apply_config",
        branch_id: branch.id,
        ...(compute ? { endpoint_id: compute.id } : {}),
        work: () => platform.dataPlane.applySpec(ref, change),
      },
    ],
    "user",
  );
}
