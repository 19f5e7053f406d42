import { describe, expect, test } from "vitest";
import { ACCEPT_LABEL, gateVerdict, worseRisk } from "../../../src/migration-impact/gate.ts";

describe("migration-gate", () => {
  test("off never fails; a risk below the gate passes", () => {
    expect(gateVerdict("high", "off", [])).toEqual({ fail: false });
    expect(gateVerdict("low", "high", [])).toEqual({ fail: false });
    expect(gateVerdict("none", "low", [])).toEqual({ fail: false });
  });

  test("at or above the gate fails, unless the PR has the label", () => {
    expect(gateVerdict("low", "low", []).fail).toBe(true);
    expect(gateVerdict("high", "low", ["bug"]).fail).toBe(true);
    expect(gateVerdict("high", "high", [ACCEPT_LABEL])).toEqual({
      fail: false,
      note: "migration-gate: migration-risk is high, accepted by the PR's label migration-risk-accepted",
    });
  });

  test("not measured: passes, and says so", () => {
    expect(gateVerdict(undefined, "low", [])).toEqual({
      fail: false,
      note: "migration-gate: the migration impact was not measured",
    });
  });
});

describe("the gate judges the worse of migration-risk and query-risk", () => {
  test("the worse one, named by its output; migration-risk on a tie", () => {
    expect(worseRisk("low", "high")).toEqual({ risk: "high", output: "query-risk" });
    expect(worseRisk("high", "low")).toEqual({ risk: "high", output: "migration-risk" });
    expect(worseRisk("low", "low")).toEqual({ risk: "low", output: "migration-risk" });
    expect(worseRisk(undefined, "none")).toEqual({ risk: "none", output: "query-risk" });
    expect(worseRisk(undefined, undefined)).toBeUndefined();
  });

  test("a breaking statement fails the gate naming query-risk and its section", () => {
    const verdict = gateVerdict("high", "high", [], "query-risk");
    expect(verdict).toMatchObject({ fail: true });
    expect(verdict.fail && verdict.message).toMatch(
      /^migration-gate: query-risk is high, at or above high: see "Query impact"/,
    );
  });
});
