/**
 * Neon's plans as far as they limit branches and billing history (--plan; docs/emulator/metering.md).
 * `unlimited`, the default, limits nothing, as the emulator always did. Neon (pricing and docs,
 * 2026): 10 branches per project included on Free and Launch, 25 on Scale; Free stops at 10,
 * the paid plans bill extra branches ($1.50 a branch-month) up to 5,000 per project.
 */
export const billingPlans = ["unlimited", "free", "launch", "scale"] as const;
export type BillingPlan = (typeof billingPlans)[number];

const maxBranchesPerProject = 5000;

/** The branches a project may hold at once: a new one past it is refused. */
export function branchesLimit(plan: BillingPlan): number | undefined {
  if (plan === "unlimited") return undefined;
  return plan === "free" ? 10 : maxBranchesPerProject;
}

/** The branches a project holds before extra ones are billed. */
export function branchesIncluded(plan: BillingPlan): number | undefined {
  if (plan === "unlimited") return undefined;
  return plan === "scale" ? 25 : 10;
}

/** Neon's consumption history answers on paid, usage-based plans only (403 on Free). */
export const hasConsumptionHistory = (plan: BillingPlan): boolean => plan !== "free";

/** Neon's BillingSubscriptionType for the plan (a project owner's `subscription_type`). */
export function subscriptionType(plan: BillingPlan): string {
  if (plan === "free") return "free_v3";
  if (plan === "launch") return "launch_v3";
  return "scale_v3";
}

/** The plan in a line, for the start banner: `free (10 branches per project; …)`. */
export function planSummary(plan: BillingPlan): string {
  const limit = branchesLimit(plan);
  if (limit === undefined) return "unlimited (no branch limit)";
  const branches = `${limit.toLocaleString("en-US")} branches per project`;
  const included = branchesIncluded(plan) ?? limit;
  const billed = included < limit ? `, ${included} included, the rest billed` : "";
  const history = hasConsumptionHistory(plan)
    ? "consumption history"
    : "no consumption history (403)";
  return `${plan} (${branches}${billed}, then 422; ${history})`;
}
