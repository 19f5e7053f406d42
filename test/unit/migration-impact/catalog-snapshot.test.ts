import { describe, expect, test } from "vitest";
import {
  readCatalog,
  takeCatalogSnapshot,
} from "../../../src/migration-impact/catalog-snapshot.ts";
import type { RunQuery } from "../../../src/migration-impact/connection.ts";

// The snapshot reads the structure and the sizes in two statements, on two connections when it
// has them; what the database answers (as pg hands it over: parsed json, or its text) is merged
// by oid. The SQL itself runs on real servers in test/e2e/features/migration-impact.test.ts.

const structure = {
  tables: [
    {
      oid: 16400,
      schema: "public",
      name: "orders",
      filenode: 16400,
      rows: 200000,
      updated: 3,
      deleted: 0,
      columns: [{ name: "id", type: "integer", notNull: true, hasMissing: false, width: 4 }],
    },
    {
      oid: 16500,
      schema: "app",
      name: "empty",
      filenode: 16501,
      rows: 0,
      updated: 0,
      deleted: 0,
      columns: [],
    },
  ],
  constraints: [{ table: 16400, name: "orders_pkey", type: "p", validated: true }],
  indexes: [{ oid: 16410, table: 16400, name: "orders_pkey", valid: true }],
};
const sizes = { tables: [[16400, 20000000, 15000000]], indexes: [[16410, 4000000]] };

/** A connection that answers each statement with its canned row, and notes what it ran. */
function connection(ran: string[], asText = false): RunQuery {
  return async (sql) => {
    const isSizes = / AS sizes$/.test(sql.trim());
    ran.push(isSizes ? "sizes" : "structure");
    const value = isSizes ? sizes : structure;
    return [
      isSizes
        ? { sizes: asText ? JSON.stringify(value) : value }
        : { catalog: asText ? JSON.stringify(value) : value },
    ];
  };
}

describe("readCatalog", () => {
  test("sizes join their tables and indexes by oid; the index's oid is not kept; a table the sizes missed reads 0", async () => {
    const read = await readCatalog("neondb", connection([]));
    expect(read).toEqual({
      database: "neondb",
      tables: [
        { ...structure.tables[0], bytes: 20000000, heapBytes: 15000000 },
        { ...structure.tables[1], bytes: 0, heapBytes: 0 },
      ],
      constraints: structure.constraints,
      indexes: [{ table: 16400, name: "orders_pkey", valid: true, bytes: 4000000 }],
    });
  });

  test("with a second connection, the sizes go to it and the structure to the first", async () => {
    const first: string[] = [];
    const second: string[] = [];
    await readCatalog("neondb", connection(first), connection(second));
    expect(first).toEqual(["structure"]);
    expect(second).toEqual(["sizes"]);
  });

  test("json answered as text reads the same; takeCatalogSnapshot validates it", async () => {
    const snapshot = await takeCatalogSnapshot("neondb", connection([], true));
    expect(snapshot.tables.map((t) => [t.name, t.bytes])).toEqual([
      ["orders", 20000000],
      ["empty", 0],
    ]);
    await expect(
      takeCatalogSnapshot("neondb", async () => [
        { catalog: { tables: "not a list" }, sizes: sizes },
      ]),
    ).rejects.toThrow();
  });
});
