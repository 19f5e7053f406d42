import { z } from "zod";
import { BRANCH_ID } from "./branch-ref.ts";

// The kinds of value inputs take, each with the one-line message a refusal gives; the schema
// (input-schema.ts) builds every input from them.

const MAX_LENGTH = 256;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
// Same words as the runner's YAML 1.2 core schema (and core.getBooleanInput).
const TRUE_WORDS = new Set(["true", "True", "TRUE"]);
const FALSE_WORDS = new Set(["false", "False", "FALSE"]);

export function isTrue(text: string): boolean {
  return TRUE_WORDS.has(text);
}

export const boolean = z
  .string()
  .refine((v) => TRUE_WORDS.has(v) || FALSE_WORDS.has(v), "expected true or false")
  .transform(isTrue);

// \p{Cc}: control characters, newlines included.
export const noControlCharacters = (text: string) => !/\p{Cc}/u.test(text);

/** A branch by name or `br-` id, as given: "" when unset. */
export const branchText = z
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

export const postgresName = z
  .string()
  .max(63, "expected a Postgres name of at most 63 characters")
  .refine(noControlCharacters, "expected a name without control characters or newlines");

const DURATION_UNITS: Record<string, number> = { m: 60, h: 3600, d: 86400 };
/** The platform refuses an expiration more than 30 days ahead. */
const MAX_EXPIRES_IN_SECONDS = 30 * 86400;
export const EXPIRES_IN_TEXT = "expected a lifetime like 30m, 12h or 7d (at most 30d), or never";

/** `30m`, `12h`, `7d` as seconds (1 minute to 30 days); undefined for anything else. */
export function lifetimeSeconds(text: string): number | undefined {
  const match = /^([1-9]\d{0,4})([mhd])$/.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[1]) * (DURATION_UNITS[match[2] ?? ""] ?? Number.NaN);
  return seconds <= MAX_EXPIRES_IN_SECONDS ? seconds : undefined;
}

export function integerIn(min: number, max: number, extra = "") {
  return z
    .string()
    .regex(/^-?\d{1,7}$/, `expected a whole number from ${min} to ${max}${extra}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a whole number from ${min} to ${max}${extra}`);
}

export function isAllowedApiHost(text: string): boolean {
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
