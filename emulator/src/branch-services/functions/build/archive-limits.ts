/**
 * Neon's build limits for a function's archive, as @neon/config-runtime states them
 * (DEFAULT_ARCHIVE_LIMITS: "these mirror the service's limits"). Copied rather than imported:
 * that package pulls in esbuild and is no dependency of the emulator's; a test keeps the two equal.
 */
export const archiveLimits = {
  /** The zip as uploaded. */
  maxZipBytes: 10 * 1024 * 1024,
  /** Every entry inflated, together. */
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntries: 4096,
} as const;

export type ArchiveLimits = { maxZipBytes: number; maxTotalBytes: number; maxEntries: number };

/** An archive over a limit: refused before any of it is inflated. */
export class ArchiveLimitError extends Error {
  /** Too big (413) rather than too many entries (400). */
  readonly tooLarge: boolean;

  constructor(message: string, tooLarge: boolean) {
    super(message);
    this.tooLarge = tooLarge;
  }
}

/** In @neon/config-runtime's words (its `bytes` helper). */
export const mebibytes = (n: number) => `${(n / 1048576).toFixed(1)} MiB`;
