import type { Platform } from "../../state/platform.ts";
import { branchesLimit, subscriptionType } from "../../state/records/billing-plans.ts";
import type { Project } from "../../state/records/records.ts";

/**
 * Neon's ProjectOwnerData: who owns the project (the user, or the organization's first admin),
 * the plan's branch limit (5,000, Neon's most per project, when unlimited) and subscription.
 */
export function projectOwner(platform: Platform, project: Project) {
  const { state, billingPlan } = platform;
  const userId =
    "user" in project.owner
      ? project.owner.user
      : [...(state.organizations.get(project.owner.org)?.admins ?? [])][0];
  const user = userId ? state.users.get(userId) : undefined;
  return {
    email: user?.email ?? "owner@neon.emulator.test",
    name: user?.name ?? project.owner_id,
    branches_limit: branchesLimit(billingPlan) ?? 5000,
    subscription_type: subscriptionType(billingPlan),
  };
}
