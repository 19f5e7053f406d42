import { organizationsOfKey, requireKeyUser } from "../../services/access/users.ts";
import { currentUserView, organizationView } from "../../views/users.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

function getCurrentUser(ctx: RequestContext): Reply {
  const user = requireKeyUser(ctx.caller);
  return { status: 200, body: currentUserView(user, ctx.platform.state, ctx.platform.billingPlan) };
}

function getCurrentUserOrganizations(ctx: RequestContext): Reply {
  const { state } = ctx.platform;
  const organizations = organizationsOfKey(state, ctx.caller);
  return {
    status: 200,
    body: { organizations: organizations.map((org) => organizationView(org, state)) },
  };
}

export const userRoutes: Route[] = [
  { method: "GET", template: "/users/me", handler: getCurrentUser },
  { method: "GET", template: "/users/me/organizations", handler: getCurrentUserOrganizations },
];
