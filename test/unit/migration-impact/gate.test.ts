import { describe, expect, test } from "vitest";
import { ACCEPT_LABEL, gateVerdict } from "../../../src/migration-impact/gate.ts";

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
