import { describe, expect, test } from "vitest";
import { compareCatalogs } from "../../../src/migration-impact/compare-catalogs.ts";
import { catalog, column, populatedTable } from "./fixtures.ts";

const kinds = (before = catalog(), after = catalog()) =>
  compareCatalogs(before, after).map((t) => [t.name, t.changes.map((c) => c.kind)]);

describe("compareCatalogs", () => {
  test("the same catalog: nothing changed", () => {
    expect(compareCatalogs(catalog(), catalog())).toEqual([]);
  });

  test("a new relfilenode is a rewrite, with the rows before and the bytes written", () => {
    const after = catalog({ tables: [populatedTable({ filenode: 16500, bytes: 22_000_000 })] });
    expect(compareCatalogs(catalog(), after)[0]?.changes).toEqual([
      { kind: "rewritten", rows: 200_000, bytes: 22_000_000 },
    ]);
  });

  test("a type change, an added column, a dropped column with its estimated bytes", () => {
    const after = catalog({
      tables: [
        populatedTable({
          columns: [column("id", { notNull: true, type: "bigint" }), column("coupon")],
        }),
      ],
    });
    expect(compareCatalogs(catalog(), after)[0]?.changes).toEqual([
      { kind: "column-type-changed", object: "id", detail: "integer → bigint" },
      { kind: "column-dropped", object: "total", rows: 200_000, bytes: 800_000 },
      { kind: "column-added", object: "coupon" },
    ]);
  });

  test("SET NOT NULL on a column is a validation scan", () => {
    const after = catalog({
      tables: [
        populatedTable({
          columns: [column("id", { notNull: true }), column("total", { notNull: true })],
        }),
      ],
    });
    expect(kinds(catalog(), after)).toEqual([["orders", ["not-null-scan"]]]);
  });

  test("a new NOT NULL column on a populated table: a scan, unless its default is in the catalog", () => {
    const withColumn = (overrides: Parameters<typeof column>[1]) =>
      catalog({
        tables: [
          populatedTable({
            columns: [column("id", { notNull: true }), column("total"), column("tag", overrides)],
          }),
        ],
      });
    expect(kinds(catalog(), withColumn({ notNull: true }))).toEqual([
      ["orders", ["column-added", "not-null-scan"]],
    ]);
    expect(kinds(catalog(), withColumn({ notNull: true, hasMissing: true }))).toEqual([
      ["orders", ["column-added"]],
    ]);
  });

  test("constraints: validated at once (a scan), NOT VALID, then validated later", () => {
    const check = { table: 16400, name: "total_positive", type: "c", validated: true };
    const fk = { table: 16400, name: "orders_customer_fkey", type: "f", validated: false };
    const before = catalog();
    const added = catalog({ constraints: [...before.constraints, check, fk] });
    const changes = compareCatalogs(before, added)[0]?.changes;
    expect(changes).toEqual([
      {
        kind: "validation-scan",
        object: "total_positive",
        detail: "CHECK",
        rows: 200_000,
        bytes: 20_000_000,
      },
      { kind: "constraint-not-valid", object: "orders_customer_fkey", detail: "FOREIGN KEY" },
    ]);
    const validated = catalog({
      constraints: [...before.constraints, check, { ...fk, validated: true }],
    });
    expect(kinds(added, validated)).toEqual([["orders", ["constraint-validated"]]]);
  });

  test("a foreign key added at once: a scan of the table, naming the table it references and locks", () => {
    const customers = populatedTable({ oid: 16300, filenode: 16300, name: "customers" });
    const before = catalog({ tables: [populatedTable(), customers] });
    const fk = { table: 16400, name: "orders_customer_fkey", type: "f", validated: true };
    const after = catalog({
      tables: before.tables,
      constraints: [
        ...before.constraints,
        { ...fk, references: 16300 },
        { ...fk, name: "orders_parent_fkey", references: 16400 },
      ],
    });
    expect(compareCatalogs(before, after)).toEqual([
      expect.objectContaining({
        name: "orders",
        changes: [
          {
            kind: "validation-scan",
            object: "orders_customer_fkey",
            detail: "FOREIGN KEY",
            references: "public.customers",
            rows: 200_000,
            bytes: 20_000_000,
          },
          // A reference to itself names no other table.
          {
            kind: "validation-scan",
            object: "orders_parent_fkey",
            detail: "FOREIGN KEY",
            rows: 200_000,
            bytes: 20_000_000,
          },
        ],
      }),
    ]);
  });

  test("a new index by name (a rewrite's rebuilt indexes keep theirs)", () => {
    const after = catalog({
      indexes: [
        ...catalog().indexes,
        { table: 16400, name: "orders_total", bytes: 4_400_000, valid: true },
      ],
    });
    expect(compareCatalogs(catalog(), after)[0]?.changes).toEqual([
      { kind: "index-built", object: "orders_total", rows: 200_000, bytes: 4_400_000 },
    ]);
  });

  test("statistics deltas are rows updated and deleted; a reset (counters down) is ignored", () => {
    const before = catalog({ tables: [populatedTable({ updated: 10, deleted: 5 })] });
    const after = catalog({ tables: [populatedTable({ updated: 200_010, deleted: 7 })] });
    expect(compareCatalogs(before, after)[0]?.changes).toEqual([
      { kind: "rows-updated", rows: 200_000 },
      { kind: "rows-deleted", rows: 2 },
    ]);
    expect(compareCatalogs(after, before)).toEqual([]);
  });

  test("a dropped table keeps its rows and bytes; a new table is created; a rename is the same table", () => {
    const carts = populatedTable({
      oid: 16600,
      name: "carts",
      filenode: 16600,
      rows: 0,
      bytes: 8192,
      heapBytes: 0,
    });
    const after = catalog({ tables: [carts], constraints: [], indexes: [] });
    expect(compareCatalogs(catalog(), after)).toEqual([
      {
        oid: 16400,
        schema: "public",
        name: "orders",
        rows: 200_000,
        bytes: 20_000_000,
        populated: true,
        changes: [{ kind: "table-dropped", rows: 200_000, bytes: 20_000_000 }],
      },
      {
        oid: 16600,
        schema: "public",
        name: "carts",
        rows: 0,
        bytes: 8192,
        populated: false,
        changes: [{ kind: "table-created" }],
      },
    ]);
    const renamed = catalog({ tables: [populatedTable({ name: "purchases" })] });
    expect(compareCatalogs(catalog(), renamed)).toMatchObject([
      {
        oid: 16400,
        name: "purchases",
        changes: [{ kind: "table-renamed", detail: "public.orders → public.purchases" }],
      },
    ]);
  });

  test("a column that keeps its attnum under a new name is renamed, not dropped and added", () => {
    const before = catalog({
      tables: [populatedTable({ columns: [column("id", { num: 1 }), column("name", { num: 2 })] })],
    });
    const after = catalog({
      tables: [
        populatedTable({ columns: [column("id", { num: 1 }), column("full_name", { num: 2 })] }),
      ],
    });
    expect(compareCatalogs(before, after)[0]?.changes).toEqual([
      { kind: "column-renamed", object: "name", detail: "name → full_name" },
    ]);
    // A state saved by an older version has no attnum: a drop and an add, as before.
    const old = catalog({
      tables: [populatedTable({ columns: [column("id"), column("name")] })],
    });
    expect(compareCatalogs(old, after)[0]?.changes.map((c) => c.kind)).toEqual([
      "column-dropped",
      "column-added",
    ]);
  });
});
