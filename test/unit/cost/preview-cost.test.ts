import { describe, expect, test } from "vitest";
import { costRatesInput, NEON_LAUNCH_RATES } from "../../../src/cost/cost-rates.ts";
import { describePreviewCost, estimatePreviewCost } from "../../../src/cost/preview-cost.ts";

const created = "2026-11-01T00:00:00.000Z";
const tenHoursLater = Date.parse(created) + 10 * 3_600_000;

describe("estimatePreviewCost", () => {
  test("CU-hours from compute_time_seconds, storage written for the branch's age, at the rates", () => {
    const cost = estimatePreviewCost(
      {
        created_at: created,
        compute_time_seconds: 9000,
        active_time_seconds: 36000,
        written_data_bytes: 2e9,
        logical_size: 3e9,
      },
      NEON_LAUNCH_RATES,
      tenHoursLater,
    );
    expect(cost).toEqual({
      cu_hours: 2.5,
      active_hours: 10,
      written_bytes: 2e9,
      logical_size_bytes: 3e9,
      age_hours: 10,
      // 2.5 × 0.14 + 2 GB × 0.35 × 10/730
      estimated_usd: Math.round((0.35 + 2 * 0.35 * (10 / 730)) * 1e4) / 1e4,
      estimate_basis: "Neon Launch rates of 2026-08-01: $0.14/CU-hour, $0.35/GB-month",
    });
    expect(describePreviewCost(cost)).toBe(
      "2.5 CU-hours · 2.00 GB written (logical size 3.00 GB) · 10.0 h old · ≈ $0.3596 (estimate; Neon Launch rates of 2026-08-01: $0.14/CU-hour, $0.35/GB-month)",
    );
  });

  test("a branch the platform reports no usage for costs nothing", () => {
    const cost = estimatePreviewCost({ created_at: created }, NEON_LAUNCH_RATES, tenHoursLater);
    expect(cost).toMatchObject({ cu_hours: 0, written_bytes: 0, estimated_usd: 0 });
  });
});

describe("cost-rates", () => {
  test("empty keeps Neon's; a key left out keeps Neon's rate", () => {
    expect(costRatesInput.parse("")).toBeUndefined();
    expect(costRatesInput.parse('{"cu-hour": 0.26}')).toEqual({
      cuHour: 0.26,
      gbMonth: 0.35,
      source: "the workflow's cost-rates",
    });
  });

  test("refuses what is not the object, in one line", () => {
    for (const bad of ["0.26", "{not json", '{"cu-hour": -1}', '{"cpu": 1}']) {
      const result = costRatesInput.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).not.toContain("\n");
    }
  });
});
