import { describe, expect, test } from "vitest";
import { comparePlans, queryRisk } from "../../../src/query-impact/compare-plans.ts";
import type { PlanOutcome } from "../../../src/query-impact/plan-summary.ts";

const byIndex: PlanOutcome = {
  plan: {
    totalCost: 8.4,
    scans: [
      { node: "Index Scan", relation: "public.users", index: "users_email", rows: 1, cost: 8.4 },
    ],
  },
};
const seqBig: PlanOutcome = {
  plan: {
    totalCost: 4500,
    scans: [
      { node: "Seq Scan", relation: "public.users", rows: 1, cost: 4500, relationRows: 200_000 },
    ],
  },
};
const seqSmall: PlanOutcome = {
  plan: {
    totalCost: 20,
    scans: [{ node: "Seq Scan", relation: "public.users", rows: 1, cost: 20, relationRows: 500 }],
  },
};
const broken: PlanOutcome = { error: 'column "email" does not exist', sqlstate: "42703" };

const s = (text: string, calls?: number) => ({ text, ...(calls ? { calls } : {}) });

describe("comparePlans", () => {
  test("a statement that fails only after the migration is breaking, with its SQLSTATE", () => {
    const result = comparePlans([s("SELECT email FROM users", 40)], [byIndex], [broken]);
    expect(result.breaking).toEqual([
      { statement: s("SELECT email FROM users", 40), error: broken.error, sqlstate: "42703" },
    ]);
    expect(queryRisk(result)).toBe("high");
  });

  test("an index scan that becomes a sequential scan of a large relation regresses, naming both nodes", () => {
    const result = comparePlans([s("q")], [byIndex], [seqBig]);
    expect(result.regressions).toHaveLength(1);
    expect(result.regressions[0]?.before.index).toBe("users_email");
    expect(result.regressions[0]?.after.node).toBe("Seq Scan");
    expect(queryRisk(result)).toBe("low");
  });

  test("a sequential scan of a small relation is no regression", () => {
    const result = comparePlans([s("q")], [byIndex], [seqSmall]);
    expect(result).toMatchObject({ regressions: [], unchanged: 1 });
    expect(queryRisk(result)).toBe("none");
  });

  test("a cost grown tenfold past the floor regresses; the reverse improves", () => {
    const cheap: PlanOutcome = {
      plan: {
        totalCost: 200,
        scans: [{ node: "Hash Join", relation: "public.a", rows: 9, cost: 200 }],
      },
    };
    const dear: PlanOutcome = {
      plan: {
        totalCost: 5000,
        scans: [{ node: "Nested Loop", relation: "public.a", rows: 9, cost: 5000 }],
      },
    };
    expect(comparePlans([s("q")], [cheap], [dear]).regressions).toHaveLength(1);
    expect(comparePlans([s("q")], [dear], [cheap]).improvements).toHaveLength(1);
    expect(comparePlans([s("q")], [seqBig], [byIndex]).improvements).toHaveLength(1);
  });

  test("failing before and after is not the migration's doing; the same plan is unchanged", () => {
    const result = comparePlans([s("a"), s("b")], [broken, byIndex], [broken, byIndex]);
    expect(result).toMatchObject({ breaking: [], failingBefore: 1, unchanged: 1 });
    expect(queryRisk(result)).toBe("none");
  });
});
