import { readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

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

const extensionVersion = "2.0-emulator";

const control = `# PostgreSQL Anonymizer (anon), as the preview-compute emulator provides it: SQL functions only
comment = 'Anonymization & Data Masking for PostgreSQL (emulated masking functions)'
default_version = '${extensionVersion}'
relocatable = false
schema = anon
superuser = true
`;

/**
 * Lets servers of these binaries run `CREATE EXTENSION anon`, as Neon's do: the control file and
 * the script go into the binaries' extension directory. As an extension, the functions stay out
 * of schema dumps (pg_dump writes one CREATE EXTENSION line, as for Neon's branches). Resolves
 * false when that directory cannot be written; the functions are then installed as a plain schema.
 */
export async function provideAnonExtension(postgres: string): Promise<boolean> {
  const directory = join(dirname(dirname(postgres)), "share", "postgresql", "extension");
  const files: Array<[string, string]> = [
    ["anon.control", control],
    // CREATE EXTENSION makes the schema (the control file names it): the script must not.
    [`anon--${extensionVersion}.sql`, anonFunctionsSql.replace(/^CREATE SCHEMA .*$/m, "")],
  ];
  try {
    for (const [name, text] of files) {
      // Emulators starting side by side write the same text: each replaces the file whole.
      const partial = join(directory, `${name}.${process.pid}.partial`);
      await writeFile(partial, text, { mode: 0o644 });
      await rename(partial, join(directory, name));
    }
    return true;
  } catch {
    return false;
  }
}
