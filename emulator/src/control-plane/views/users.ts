import { iso } from "../state/clock/clock.ts";
import { type BillingPlan, branchesLimit } from "../state/records/billing-plans.ts";
import type { Organization, State, User } from "../state/records/records.ts";

export function organizationView(org: Organization, state: State) {
  return {
    id: org.id,
    name: org.name,
    handle: org.id.replace(/^org-/, ""),
    plan: state.plan,
    created_at: iso(org.created_at),
    updated_at: iso(org.created_at),
    managed_by: "console",
  };
}

/**
 * Neon's account record for the key's user. `branches_limit` is the plan's (--plan: 10 on free,
 * 5,000 per project on launch and scale, as `createBranch` refuses past it); without --plan it is
 * informational, as the other limits are (modest for the seed's `free` plan, generous for
 * `paid`); `max_autoscaling_limit` is the largest autoscaling size the plan accepts (2 CU on free,
 * 16 CU on paid, see sizes.ts). `plan` is --plan's, else the seed's plan name as is.
 */
export function currentUserView(user: User, state: State, billingPlan: BillingPlan) {
  const free = billingPlan === "unlimited" ? state.plan === "free" : billingPlan === "free";
  return {
    id: user.id,
    email: user.email,
    login: user.email,
    name: user.name,
    last_name: "",
    image: "",
    auth_accounts: [],
    plan: billingPlan === "unlimited" ? state.plan : billingPlan,
    projects_limit: free ? 100 : 1000,
    branches_limit: branchesLimit(billingPlan) ?? (free ? 10 : 5000),
    max_autoscaling_limit: free ? 2 : 16,
    active_seconds_limit: free ? 360_000 : 0,
    ...(free ? { compute_seconds_limit: 360_000 } : {}),
  };
}
