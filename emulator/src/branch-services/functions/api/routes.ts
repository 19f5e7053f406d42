import type { Route } from "../../../control-plane/http/routing/router.ts";
import type { BranchFunctions } from "../lifecycle/branch-functions.ts";
import type { BranchTriggers } from "../triggers/branch-triggers.ts";
import {
  createDeployment,
  deleteFunction,
  getFunction,
  listFunctions,
  updateFunction,
} from "./function-routes.ts";
import {
  createTrigger,
  deleteTrigger,
  getTrigger,
  listTriggers,
  updateTrigger,
} from "./trigger-routes.ts";

const branch = "/projects/{project_id}/branches/{branch_id}";

/** Neon's Functions routes (operation ids of @neon/sdk 6), served before the platform's own. */
export function functionsRoutes(functions: BranchFunctions, triggers: BranchTriggers): Route[] {
  const parts = { functions, triggers };
  return [
    // listProjectBranchFunctions
    {
      method: "GET",
      template: `${branch}/functions`,
      handler: (ctx) => listFunctions(functions, ctx),
    },
    // getProjectBranchFunction
    {
      method: "GET",
      template: `${branch}/functions/{slug}`,
      handler: (ctx) => getFunction(functions, ctx),
    },
    // updateProjectBranchFunction
    {
      method: "PATCH",
      template: `${branch}/functions/{slug}`,
      handler: (ctx) => updateFunction(functions, ctx),
    },
    // deleteProjectBranchFunction
    {
      method: "DELETE",
      template: `${branch}/functions/{slug}`,
      handler: (ctx) => deleteFunction(functions, ctx),
    },
    // createProjectBranchFunctionDeployment
    {
      method: "POST",
      template: `${branch}/functions/{slug}/deployments`,
      handler: (ctx) => createDeployment(functions, ctx),
    },
    // listProjectBranchTriggers
    { method: "GET", template: `${branch}/triggers`, handler: (ctx) => listTriggers(parts, ctx) },
    // createProjectBranchTrigger
    { method: "POST", template: `${branch}/triggers`, handler: (ctx) => createTrigger(parts, ctx) },
    // getProjectBranchTrigger
    {
      method: "GET",
      template: `${branch}/triggers/{trigger_id}`,
      handler: (ctx) => getTrigger(parts, ctx),
    },
    // updateProjectBranchTrigger
    {
      method: "PATCH",
      template: `${branch}/triggers/{trigger_id}`,
      handler: (ctx) => updateTrigger(parts, ctx),
    },
    // deleteProjectBranchTrigger
    {
      method: "DELETE",
      template: `${branch}/triggers/{trigger_id}`,
      handler: (ctx) => deleteTrigger(parts, ctx),
    },
  ];
}
