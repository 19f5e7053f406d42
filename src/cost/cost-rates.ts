import { z } from "zod";

/**
 * The rates a preview's cost is estimated with: Neon's published prices on a date
 * (docs/preview-cost.md keeps the table and its source), or the workflow's `cost-rates`.
 */
export interface CostRates {
  /** Dollars per CU-hour of compute. */
  cuHour: number;
  /** Dollars per GB-month of storage (a child branch is billed on what it wrote). */
  gbMonth: number;
  /** Where the rates come from, shown beside every estimate. */
  source: string;
}

/** Neon's Launch plan, as its plans page listed it on 2026-08-01 (neon.com/docs/introduction/plans). */
export const NEON_LAUNCH_RATES: CostRates = {
  cuHour: 0.14,
  gbMonth: 0.35,
  source: "Neon Launch rates of 2026-08-01",
};

const rate = (name: string) =>
  z.number(`${name}: expected a number of dollars`).min(0, `${name}: expected 0 or more`).max(1000);

/** `cost-rates`: JSON `{"cu-hour": 0.26, "gb-month": 0.35}`, either key left out keeping Neon's. */
export const costRatesInput = z
  .string()
  .max(200, "expected a JSON object of at most 200 characters")
  .transform((text, ctx): CostRates | undefined => {
    if (text.trim() === "") return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({
        code: "custom",
        message: 'expected JSON such as {"cu-hour": 0.26, "gb-month": 0.35}',
      });
      return z.NEVER;
    }
    const checked = z
      .strictObject({
        "cu-hour": rate("cu-hour").optional(),
        "gb-month": rate("gb-month").optional(),
      })
      .safeParse(parsed);
    if (!checked.success) {
      ctx.addIssue({
        code: "custom",
        message: `expected {"cu-hour": <dollars>, "gb-month": <dollars>}: ${checked.error.issues[0]?.message ?? "not an object"}`,
      });
      return z.NEVER;
    }
    return {
      cuHour: checked.data["cu-hour"] ?? NEON_LAUNCH_RATES.cuHour,
      gbMonth: checked.data["gb-month"] ?? NEON_LAUNCH_RATES.gbMonth,
      source: "the workflow's cost-rates",
    };
  });
