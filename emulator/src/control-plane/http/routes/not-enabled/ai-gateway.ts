import type { Route } from "../../routing/router.ts";
import { type Feature, stateRefusedBy } from "./refusals.ts";

/** The AI gateway, which no branch has yet: Neon's BranchAiGatewayNotEnabled. */
const aiGateway: Feature = {
  code: "AI_GATEWAY_NOT_ENABLED",
  message: (project, branch) =>
    `AI Gateway is not available for this project: the emulator does not run one for branch ${branch.id} of project ${project.id}`,
};

export const aiGatewayRoutes: Route[] = [
  {
    method: "GET",
    template: "/projects/{project_id}/branches/{branch_id}/ai_gateway",
    handler: stateRefusedBy(aiGateway, "ai_gateway_unavailable"),
  },
];
