import { readFileSync } from "node:fs";

/**
 * The SQL that installs the emulator's `anon` schema: PostgreSQL Anonymizer's masking functions
 * with anon's names, argument types and return types (see anon-functions.sql).
 */
export const anonFunctionsSql = readFileSync(
  new URL("./anon-functions.sql", import.meta.url),
  "utf8",
);

/** Names of the anon functions the emulator provides (its own `_` helpers left out). */
export const providedAnonFunctions: ReadonlySet<string> = new Set(
  [...anonFunctionsSql.matchAll(/^CREATE OR REPLACE FUNCTION anon\.([a-z][a-z0-9_]*)\(/gm)].map(
    (match) => match[1] as string,
  ),
);
