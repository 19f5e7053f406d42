import { describe, expect, test } from "vitest";
import type { Change, TableImpact } from "../../../src/migration-impact/compare-catalogs.ts";
import {
  byRisk,
  certainLockMode,
  documentedLock,
  migrationRisk,
  riskOf,
  saferPattern,
} from "../../../src/migration-impact/risk.ts";

const table = (changes: Change[], size: Partial<TableImpact> = {}): TableImpact => ({
  oid: 1,
  schema: "public",
  name: "orders",
  rows: 200_000,
  bytes: 20_000_000,
  populated: true,
  changes,
  ...size,
});
const small = { rows: 50, bytes: 16_384 };
const empty = { rows: 0, bytes: 8192, populated: false };

describe("risk rules (docs/migration-impact.md)", () => {
  test.each([
    ["rewritten", "high", "low", "safe"],
    ["validation-scan", "low", "low", "safe"],
    ["not-null-scan", "low", "low", "safe"],
    ["table-dropped", "high", "high", "low"],
    ["column-dropped", "high", "high", "low"],
    ["table-renamed", "low", "low", "low"],
    ["column-renamed", "low", "low", "low"],
    ["index-built", "low", "low", "safe"],
    ["rows-updated", "low", "low", "low"],
    ["table-created", "safe", "safe", "safe"],
    ["column-added", "safe", "safe", "safe"],
    ["constraint-not-valid", "safe", "safe", "safe"],
    ["constraint-validated", "safe", "safe", "safe"],
    ["column-type-changed", "safe", "safe", "safe"],
  ] as const)("%s: large %s, small %s, empty %s", (kind, large, smallRisk, emptyRisk) => {
    const change: Change = { kind };
    expect(riskOf(change, table([change]))).toBe(large);
    expect(riskOf(change, table([change], small))).toBe(smallRisk);
    expect(riskOf(change, table([change], empty))).toBe(emptyRisk);
  });

  test.each(["validation-scan", "not-null-scan", "index-built"] as const)(
    "%s: high on a large table when it blocked writes, safe when it did not",
    (kind) => {
      const blocked: Change = { kind, blockedWrites: true };
      expect(riskOf(blocked, table([blocked]))).toBe("high");
      expect(riskOf(blocked, table([blocked], small))).toBe("low");
      const concurrent: Change = { kind, blockedWrites: false };
      expect(riskOf(concurrent, table([concurrent]))).toBe("safe");
    },
  );

  test("a foreign key added at once: SHARE ROW EXCLUSIVE on both tables; high when it blocked writes", () => {
    const fk: Change = {
      kind: "validation-scan",
      object: "orders_customer_fkey",
      detail: "FOREIGN KEY",
      references: "public.customers",
    };
    expect(documentedLock({ ...fk, blockedWrites: true })).toBe(
      "SHARE ROW EXCLUSIVE on it and on public.customers",
    );
    expect(documentedLock({ ...fk, blockedWrites: false })).toBe("SHARE UPDATE EXCLUSIVE");
    expect(documentedLock(fk)).toBe(
      "SHARE ROW EXCLUSIVE on it and on public.customers if added at once; SHARE UPDATE EXCLUSIVE if added NOT VALID, then validated",
    );
    expect(certainLockMode(fk)).toBe("ShareRowExclusiveLock");
    expect(riskOf({ ...fk, blockedWrites: true }, table([fk]))).toBe("high");
    expect(riskOf(fk, table([fk]))).toBe("low");
    expect(saferPattern(fk)).toMatch(/NOT VALID, then VALIDATE CONSTRAINT/);
  });

  test("the migration's risk is its worst change; only safe changes are none", () => {
    expect(migrationRisk([])).toBe("none");
    expect(migrationRisk([table([{ kind: "column-added" }, { kind: "table-created" }])])).toBe(
      "none",
    );
    expect(migrationRisk([table([{ kind: "index-built" }])])).toBe("low");
    expect(
      migrationRisk([table([{ kind: "index-built" }]), table([{ kind: "rewritten" }], small)]),
    ).toBe("low");
    expect(migrationRisk([table([{ kind: "column-added" }]), table([{ kind: "rewritten" }])])).toBe(
      "high",
    );
  });

  test("worst first, then the largest", () => {
    const ordered = byRisk([
      table([{ kind: "column-added" }], { name: "a", bytes: 99_000_000 }),
      table([{ kind: "index-built" }], { name: "b" }),
      table([{ kind: "rewritten" }], { name: "c", bytes: 9_000_000 }),
      table([{ kind: "rewritten" }], { name: "d", bytes: 30_000_000 }),
    ]);
    expect(ordered.map((t) => t.name)).toEqual(["d", "c", "b", "a"]);
  });

  test("every risky change has a safer pattern", () => {
    for (const kind of [
      "rewritten",
      "validation-scan",
      "not-null-scan",
      "index-built",
      "rows-updated",
      "column-dropped",
    ] as const)
      expect(saferPattern({ kind })).toBeTruthy();
    expect(saferPattern({ kind: "validation-scan" })).toMatch(/NOT VALID.*VALIDATE CONSTRAINT/);
    expect(saferPattern({ kind: "index-built" })).toMatch(/CONCURRENTLY/);
  });
});
