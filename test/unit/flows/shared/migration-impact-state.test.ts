import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import {
  type CatalogAsRead,
  loadMigrationImpactTarget,
  type MigrationImpactTarget,
  STATE_LIMIT,
  saveMigrationImpactTarget,
} from "../../../../src/flows/shared/migration-impact-state.ts";
import type { DatabaseCatalog } from "../../../../src/migration-impact/catalog.ts";
import { catalog, column, populatedTable } from "../../migration-impact/fixtures.ts";

afterEach(() => vi.unstubAllEnvs());

/** A catalog of `count` tables of 8 columns each, with a key, a foreign key and an index each. */
function targetOf(count: number): MigrationImpactTarget {
  const tables = Array.from({ length: count }, (_, i) =>
    populatedTable({
      oid: 16_384 + i,
      name: `table_${i}`,
      filenode: 16_384 + i,
      columns: [
        "id",
        "owner_id",
        "name",
        "email",
        "status",
        "created_at",
        "updated_at",
        "note",
      ].map((name) => column(name)),
    }),
  );
  return {
    projectId: "shiny-wind-02883412",
    apiHost: "https://console.neon.tech/api/v2",
    branchId: "br-plain-fog-9qz9d8np",
    endpointId: "ep-cool-term-1234",
    role: "neondb_owner",
    before: [
      catalog({
        tables,
        constraints: tables.flatMap((t) => [
          { table: t.oid, name: `${t.name}_pkey`, type: "p", validated: true },
          { table: t.oid, name: `${t.name}_owner`, type: "f", validated: true, references: 16_384 },
        ]),
        indexes: tables.map((t) => ({
          table: t.oid,
          name: `${t.name}_pkey`,
          bytes: 8192,
          valid: true,
        })),
      }),
    ],
  };
}

/** What the runner does between main and post: main's saved state, as the post step's STATE_*. */
function saveThenLoad(target: MigrationImpactTarget<CatalogAsRead | DatabaseCatalog>) {
  const dir = mkdtempSync(join(tmpdir(), "state-"));
  const file = join(dir, "state");
  writeFileSync(file, "");
  vi.stubEnv("GITHUB_STATE", file);
  const saved = saveMigrationImpactTarget(target);
  const text = readFileSync(file, "utf8");
  rmSync(dir, { recursive: true });
  const value = /<<(\S+)\n([\s\S]*?)\n\1/.exec(text)?.[2] ?? "";
  vi.stubEnv("STATE_migration-impact", value);
  return { saved, value, loaded: loadMigrationImpactTarget() };
}

test("the catalog of a few hundred tables fits one environment variable (Linux: 128 KiB) and comes back whole", () => {
  const target = targetOf(400);
  const { saved, value, loaded } = saveThenLoad(target);
  expect(saved).toBe(true);
  expect(JSON.stringify(target).length).toBeGreaterThan(128 * 1024);
  expect(value.length).toBeLessThanOrEqual(STATE_LIMIT);
  expect(STATE_LIMIT).toBeLessThan(128 * 1024 - "STATE_migration-impact=".length);
  expect(loaded).toEqual(target);
});

test("a catalog too large to keep is not saved: the post step measures nothing rather than not starting", () => {
  const { saved, loaded } = saveThenLoad(targetOf(20_000));
  expect(saved).toBe(false);
  expect(loaded).toBeUndefined();
});

test("main keeps the catalog as the database answered it; the post step validates it as it loads it", () => {
  const target = targetOf(1);
  const [read] = target.before;
  if (!read) throw new Error("no catalog");
  // As read: pg's bigint sizes as text, no hasMissing where a server had none to say.
  const asRead: CatalogAsRead = {
    ...read,
    tables: read.tables.map(({ columns, ...table }) => ({
      ...table,
      bytes: String(table.bytes),
      columns: columns.map(({ hasMissing: _, ...c }) => c),
    })),
  };
  const { loaded } = saveThenLoad({ ...target, before: [asRead] });
  expect(loaded).toEqual(target);
  const garbled = saveThenLoad({ ...target, before: [{ ...asRead, tables: "not a list" }] });
  expect(garbled.saved).toBe(true);
  expect(garbled.loaded).toBeUndefined();
});
