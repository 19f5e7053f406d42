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
function connection(ran: string[], asText = false, params: unknown[][] = []): RunQuery {
  return async (sql, values) => {
    const isSizes = / AS sizes$/.test(sql.trim());
    ran.push(isSizes ? "sizes" : "structure");
    if (isSizes) params.push(values ?? []);
    // As the statement filters: only the oids asked for, when asked ($1, $2).
    const [tables, indexes] = (values ?? []) as Array<number[] | null>;
    const value = isSizes
      ? {
          tables: sizes.tables.filter(([oid]) => !tables || tables.includes(oid as number)),
          indexes: sizes.indexes.filter(([oid]) => !indexes || indexes.includes(oid as number)),
        }
      : structure;
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

  test("since an earlier catalog, only the sizes the comparison uses are asked for; the others are the earlier ones", async () => {
    const since = await takeCatalogSnapshot("neondb", connection([]));
    const earlier = {
      ...since,
      // orders kept its storage; "empty" was rewritten since (another filenode); its index is new.
      tables: since.tables.map((t) =>
        t.name === "orders" ? { ...t, bytes: 123, heapBytes: 100 } : { ...t, filenode: 1 },
      ),
      indexes: [],
    };
    const params: unknown[][] = [];
    const ran: string[] = [];
    const read = await readCatalog("neondb", connection(ran, false, params), undefined, earlier);
    expect(ran).toEqual(["structure", "sizes"]);
    expect(params).toEqual([[[16500], [16410]]]);
    expect(read.tables).toMatchObject([
      { name: "orders", bytes: 123, heapBytes: 100 },
      { name: "empty", bytes: 0, heapBytes: 0 },
    ]);
    expect(read.indexes).toMatchObject([{ name: "orders_pkey", bytes: 4000000 }]);
    const all: unknown[][] = [];
    await readCatalog("neondb", connection([], false, all));
    expect(all).toEqual([[null, null]]);
  });
});
