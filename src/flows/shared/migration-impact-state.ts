import { gunzipSync, gzipSync } from "node:zlib";
import * as core from "@actions/core";
import { z } from "zod";
import { commentTargetSchema, loadJsonState } from "../../core/state-helper.ts";
import { type DatabaseCatalog, databaseCatalogSchema } from "../../migration-impact/catalog.ts";

const lockHoldSchema = z.object({
  oid: z.number(),
  table: z.string(),
  mode: z.string(),
  heldMs: z.number(),
  waitedMs: z.number(),
});

/** What the lock sampling of `migrate` saw, in the database DATABASE_URL names. */
const observedLocksSchema = z.object({
  database: z.string(),
  /** The compute size the timings were taken on, as described to the reader. */
  computeSize: z.string(),
  /** The sampling's resolution: its period, or the longest gap seen when longer. */
  resolutionMs: z.number(),
  durationMs: z.number(),
  exitCode: z.number(),
  holds: z.array(lockHoldSchema),
});
export type ObservedLocks = z.infer<typeof observedLocksSchema>;

/**
 * A catalog as main read it (catalog-snapshot.ts's readCatalog): main only keeps it, and the post
 * step validates it when it loads the state (`before` in the schema below), so main does not
 * spend the time of validating it while its report goes out (`npm run bench`, measure 8).
 */
export type CatalogAsRead = Record<string, unknown>;

/**
 * What the post step needs to measure the migration's impact: where the PR branch is, the
 * role to connect as (its password is asked again, never saved), and the catalog before the
 * migration (as read in main; validated once loaded). Names and numbers only: never secrets,
 * never data.
 */
export interface MigrationImpactTarget<Catalog = DatabaseCatalog> {
  projectId: string;
  apiHost: string;
  branchId: string;
  endpointId: string;
  role: string;
  before: Catalog[];
  comment?: { owner: string; repo: string; issueNumber: number; marker: string };
  /** With `migrate`: its locks, sampled while it ran. */
  locks?: ObservedLocks;
}

export const MIGRATION_IMPACT_KEY = "migration-impact";

const targetSchema = z.object({
  projectId: z.string().min(1),
  apiHost: z.string().min(1),
  branchId: z.string().min(1),
  endpointId: z.string().min(1),
  role: z.string().min(1),
  before: z.array(databaseCatalogSchema),
  locks: observedLocksSchema.optional(),
  comment: commentTargetSchema.optional(),
});

/**
 * State reaches the post step in one environment variable, and Linux refuses to start a process
 * with one over 128 KiB (E2BIG: the post step would not even start, and its delete with it). The
 * catalog is kept gzipped (a few hundred tables fit) and only below this size.
 */
export const STATE_LIMIT = 100 * 1024;

/** Saves it when it fits; false when the catalog is too large to keep. */
export function saveMigrationImpactTarget(
  target: MigrationImpactTarget<CatalogAsRead | DatabaseCatalog>,
): boolean {
  const text = gzipSync(JSON.stringify(target)).toString("base64");
  if (text.length > STATE_LIMIT) return false;
  core.saveState(MIGRATION_IMPACT_KEY, text);
  return true;
}

export function loadMigrationImpactTarget(): MigrationImpactTarget | undefined {
  const target = loadJsonState(MIGRATION_IMPACT_KEY, targetSchema, (text) =>
    gunzipSync(Buffer.from(text, "base64")).toString("utf8"),
  );
  if (!target && core.getState(MIGRATION_IMPACT_KEY))
    core.info(
      "Migration impact: the catalog main read is not one this step can read; not measured",
    );
  return target;
}
