import { iso } from "../../../control-plane/state/clock/clock.ts";
import {
  activeDeployment,
  currentDeployment,
  type FunctionDeployment,
  type FunctionRecord,
} from "../model/records.ts";
import { invocationUrl } from "../model/urls.ts";

/** Neon's NeonFunctionDeployment: the environment's names only, sorted; never a value. */
export function deploymentView(deployment: FunctionDeployment) {
  return {
    id: deployment.id,
    status: deployment.status,
    memory_mib: deployment.memoryMib,
    runtime: deployment.runtime,
    created_at: iso(deployment.createdAt),
    environment: Object.keys(deployment.environment).sort(),
    ...(deployment.status === "failed" && deployment.error ? { error: deployment.error } : {}),
  };
}

/** Neon's NeonFunction. */
export function functionView(origin: string, branchId: string, fn: FunctionRecord) {
  const current = currentDeployment(fn);
  const active = activeDeployment(fn);
  return {
    id: fn.id,
    slug: fn.slug,
    name: fn.displayName ?? fn.slug,
    invocation_url: invocationUrl(origin, branchId, fn.slug),
    ...(current ? { current_deployment: deploymentView(current) } : {}),
    ...(active ? { active_deployment: deploymentView(active) } : {}),
    created_at: iso(fn.createdAt),
  };
}
