/**
 * Where a function answers on the proxy's port (http and https alike): `/fn/<branch id>-<slug>/`,
 * as Neon's invocation host is `<branch id>-<slug>.<functions domain>` with a trailing slash;
 * offline no such host resolves, so the emulator takes Neon's host label as a path.
 */
export const functionsPrefix = "/fn/";

export const invocationUrl = (origin: string, branchId: string, slug: string) =>
  `${origin}${functionsPrefix}${branchId}-${slug}/`;

/** `NEON_FUNCTION_<SLUG>_BASE_URL`, @neon/env's name for a function's invocation URL. */
export const functionUrlVariable = (slug: string) => `NEON_FUNCTION_${slug.toUpperCase()}_BASE_URL`;
