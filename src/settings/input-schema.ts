import { z } from "zod";
import { parseComputeSize, SUPPORTED_SIZES_TEXT } from "./compute-sizes.ts";

// What each input accepts, on its own, with the one-line message a refusal gives.

const MAX_LENGTH = 256;
const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const BRANCH_ID = /^br-[a-z0-9-]{1,57}$/;
const ENDPOINT_ID = /^ep-[a-z0-9-]{1,57}$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
// Same words as the runner's YAML 1.2 core schema (and core.getBooleanInput).
const TRUE_WORDS = new Set(["true", "True", "TRUE"]);
const FALSE_WORDS = new Set(["false", "False", "FALSE"]);

const boolean = z
  .string()
  .refine((v) => TRUE_WORDS.has(v) || FALSE_WORDS.has(v), "expected true or false");

// \p{Cc}: control characters, newlines included.
const noControlCharacters = (text: string) => !/\p{Cc}/u.test(text);

const branchRef = z
  .string()
  .max(MAX_LENGTH, `expected at most ${MAX_LENGTH} characters`)
  .refine(
    noControlCharacters,
    "expected a branch name or br- id without control characters or newlines",
  )
  .refine(
    (v) => !v.startsWith("br-") || BRANCH_ID.test(v),
    "a br- id has only lowercase letters, digits and '-'",
  );

const postgresName = z
  .string()
  .max(63, "expected a Postgres name of at most 63 characters")
  .refine(noControlCharacters, "expected a name without control characters or newlines");

const DURATION_UNITS: Record<string, number> = { m: 60, h: 3600, d: 86400 };
/** The platform refuses an expiration more than 30 days ahead. */
const MAX_EXPIRES_IN_SECONDS = 30 * 86400;
const EXPIRES_IN_TEXT = "expected a lifetime like 30m, 12h or 7d (at most 30d), or never";

/** `30m`, `12h`, `7d` as seconds (1 minute to 30 days); undefined for anything else. */
export function lifetimeSeconds(text: string): number | undefined {
  const match = /^([1-9]\d{0,4})([mhd])$/.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[1]) * (DURATION_UNITS[match[2] ?? ""] ?? Number.NaN);
  return seconds <= MAX_EXPIRES_IN_SECONDS ? seconds : undefined;
}

function integerIn(min: number, max: number, extra = "") {
  return z
    .string()
    .regex(/^-?\d{1,7}$/, `expected a whole number from ${min} to ${max}${extra}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}${extra}`);
}

/** Every input, checked on its own; parseInputs checks the combinations. */
export const inputSchema = z.object({
  "api-key": z
    .string()
    .min(
      1,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown to the user
      "empty. Pass a secret (api-key: ${{ secrets.NEON_API_KEY }}); secrets are not given to workflows run from forks, and Dependabot runs get only Dependabot secrets",
    )
    .max(512, "too long to be an API key")
    .refine((v) => !/\s/.test(v), "must not contain whitespace or newlines"),
  "project-id": z
    .string()
    .min(1, "required")
    .regex(PROJECT_ID, "expected a project id of lowercase letters, digits and '-' (at most 60)"),
  "api-host": z
    .string()
    .max(2048, "too long")
    .refine(
      isAllowedApiHost,
      "expected an https URL (http only for localhost or 127.0.0.1), without credentials, query or fragment",
    ),
  mode: z.enum(
    ["auto", "provision", "cleanup", "sweep"],
    "expected auto, provision, cleanup or sweep",
  ),
  branch: branchRef,
  "parent-branch": branchRef,
  "create-branch": boolean,
  "endpoint-id": z
    .string()
    .refine(
      (v) => v === "" || ENDPOINT_ID.test(v),
      "expected a compute id like ep-cool-darkness-123456",
    ),
  "compute-size": z
    .string()
    .max(32, `expected ${SUPPORTED_SIZES_TEXT}`)
    .refine((v) => parseComputeSize(v) !== undefined, `expected ${SUPPORTED_SIZES_TEXT}`),
  "suspend-timeout": integerIn(
    -1,
    604800,
    " (0 platform default, -1 never, else at least 60)",
  ).refine(
    (n) => n <= 0 || n >= 60,
    "expected 0 (platform default), -1 (never) or 60 to 604800 seconds",
  ),
  role: postgresName,
  database: postgresName,
  wait: boolean,
  timeout: integerIn(1, 21600),
  comment: boolean,
  "github-token": z.string().max(4096, "too long"),
  keep: boolean,
  "delete-branch": boolean,
  "expires-in": z
    .string()
    .refine((v) => v === "never" || lifetimeSeconds(v) !== undefined, EXPIRES_IN_TEXT),
  reset: boolean,
  "branch-type": z.enum(["default", "schema-only"], "expected default or schema-only"),
  // Parsed in parseInputs: its messages name the rule and field.
  "masking-rules": z.string().max(200_000, "expected at most 200,000 characters"),
  ssl: z.enum(
    ["require", "verify-ca", "verify-full", "omit"],
    "expected require, verify-ca, verify-full or omit",
  ),
  prisma: boolean,
  "branch-prefix": z
    .string()
    .max(200, "expected at most 200 characters")
    .refine(noControlCharacters, "expected a name prefix without control characters or newlines")
    // `br-…` is how branch ids are told from names: `br-7` would be read as an id.
    .refine((v) => !v.startsWith("br-"), "must not start with br- (branch ids start so)"),
  "dry-run": boolean,
  "schema-diff": boolean,
  "export-env": boolean,
  auth: boolean,
  "data-api": boolean,
  deployment: boolean,
  "deployment-environment": z
    .string()
    .max(200, "expected at most 200 characters")
    .refine(noControlCharacters, "expected a name without control characters or newlines")
    // Each PR's own environment: what cleanup and sweep find again by the PR's number.
    .refine(
      (v) => v.includes("<number>"),
      "expected a name with <number> in it, which becomes the PR's number (preview-db/pr-<number>)",
    ),
  config: z
    .string()
    .max(1024, "expected at most 1024 characters")
    .refine(noControlCharacters, "expected a path without control characters or newlines"),
});

function isAllowedApiHost(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  // An empty `?` or `#` parses to "" but would still swallow the paths appended to the base.
  if (url.username || url.password || /[?#]/.test(text)) return false;
  if (url.protocol === "https:") return true;
  return (
    url.protocol === "http:" &&
    (LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname))
  );
}

export function isTrue(text: string): boolean {
  return TRUE_WORDS.has(text);
}
