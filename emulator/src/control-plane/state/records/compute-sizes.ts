/** A project owner's plan: the free plan caps compute sizes. */
export const plans = ["free", "paid"] as const;
export type Plan = (typeof plans)[number];

const sharedSizes = [0.25, 0.5];
const integerSizes = Array.from({ length: 16 }, (_, i) => i + 1);
const largeFixedSizes = Array.from({ length: 20 }, (_, i) => 18 + 2 * i);

export const fixedSizes: readonly number[] = [...sharedSizes, ...integerSizes, ...largeFixedSizes];
export const autoscalingSizes: readonly number[] = [...sharedSizes, ...integerSizes];
export const freePlanMaxCu = 2;

const fixedSizesText = "0.25, 0.5, every integer from 1 to 16, or an even integer from 18 to 56";

/** Checks a compute size against the CU table and the plan's limit; returns a message when invalid. */
export function computeSizeError(min: number, max: number, plan: Plan): string | undefined {
  for (const [field, value] of [
    ["autoscaling_limit_min_cu", min],
    ["autoscaling_limit_max_cu", max],
  ] as const) {
    if (!fixedSizes.includes(value)) {
      return `${field} ${value} is not a supported compute size; supported sizes are ${fixedSizesText}`;
    }
  }
  if (min > max) {
    return `autoscaling_limit_min_cu ${min} is greater than autoscaling_limit_max_cu ${max}; the minimum must not exceed the maximum`;
  }
  if (min !== max && max > 16) {
    return `autoscaling range ${min}-${max} CU is not allowed: autoscaling goes from 0.25 to 16 CU, sizes above 16 CU are fixed only (set autoscaling_limit_min_cu equal to autoscaling_limit_max_cu)`;
  }
  if (plan === "free" && max > freePlanMaxCu) {
    return `compute size ${max} CU exceeds the free plan limit of ${freePlanMaxCu} CU (2 vCPU, 8 GB RAM); upgrade to a paid plan for larger computes`;
  }
  return undefined;
}

export function suspendTimeoutError(seconds: number): string | undefined {
  if (
    !Number.isInteger(seconds) ||
    seconds < -1 ||
    seconds > 604800 ||
    (seconds > 0 && seconds < 60)
  ) {
    return `suspend_timeout_seconds ${seconds} is not allowed; use 0 (platform default), -1 (never suspend) or 60 to 604800 seconds`;
  }
  return undefined;
}
