import * as core from "@actions/core";
import { z } from "zod";
import { UserError } from "../core/errors.ts";
import { type ComputeSize, parseComputeSize, SUPPORTED_SIZES_TEXT } from "./compute-sizes.ts";
import { type MaskingRule, parseMaskingRules } from "./masking-rules.ts";
import { type RunContext, readRunContext } from "./run-context.ts";

export type BranchRef = { id: string } | { name: string };

export type SslMode = "require" | "verify-ca" | "verify-full" | "omit";
export type BranchType = "default" | "schema-only";

interface CommonSettings {
  apiKey: string;
  projectId: string;
  apiHost: string;
  parentBranch: BranchRef | undefined;
  createBranch: boolean;
  endpointId: string | undefined;
  computeSize: ComputeSize;
  computeSizeText: string;
  suspendTimeoutSeconds: number;
  connection: { role: string; database: string } | undefined;
  wait: boolean;
  timeoutSeconds: number;
  comment: boolean;
  githubToken: string;
  keep: boolean;
  deleteBranch: boolean;
  /** Lifetime of a branch this action creates; undefined: `never`. */
  expiresInSeconds: number | undefined;
  /** Restore a reused branch to its parent's latest state before handing it out. */
  reset: boolean;
  branchType: BranchType;
  /** `sslmode` of the connection URIs; `omit` removes it. */
  ssl: SslMode;
  /** Prisma's parameters on the connection URIs. */
  prisma: boolean;
  /** Per-PR branches are named `<branchPrefix><number>`; sweep looks at those. */
  branchPrefix: string;
  /** sweep only: report, remove nothing. */
  dryRun: boolean;
  /** On PR events, the post step puts the branch's schema diff into the comment and summary. */
  schemaDiff: boolean;
  /** Neon's masking rules: a branch the action creates is anonymized with them. */
  maskingRules: MaskingRule[] | undefined;
  context: RunContext;
}

/** Provision and cleanup act on one branch; sweep looks at every `<branchPrefix><number>`. */
export type BranchSettings = CommonSettings & {
  mode: "provision" | "cleanup";
  branch: BranchRef;
};
type SweepModeSettings = CommonSettings & {
  mode: "sweep";
  /** Not used by sweep: the input as given, if any. */
  branch: BranchRef | undefined;
};
export type Settings = BranchSettings | SweepModeSettings;

export const INPUT_NAMES = [
  "api-key",
  "project-id",
  "api-host",
  "mode",
  "branch",
  "parent-branch",
  "create-branch",
  "endpoint-id",
  "compute-size",
  "suspend-timeout",
  "role",
  "database",
  "wait",
  "timeout",
  "comment",
  "github-token",
  "keep",
  "delete-branch",
  "expires-in",
  "reset",
  "branch-type",
  "masking-rules",
  "ssl",
  "prisma",
  "branch-prefix",
  "dry-run",
  "schema-diff",
] as const;
export type InputName = (typeof INPUT_NAMES)[number];
type RawInputs = Record<InputName, string>;

const SECRET_INPUTS = new Set<InputName>(["api-key", "github-token"]);
const MAX_LENGTH = 256;
const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const BRANCH_ID = /^br-[a-z0-9-]{1,57}$/;
const ENDPOINT_ID = /^ep-[a-z0-9-]{1,57}$/;
const SWEEP_EVENTS = new Set(["schedule", "workflow_dispatch"]);
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
export const MAX_EXPIRES_IN_SECONDS = 30 * 86400;
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

const rawSchema = z.object({
  "api-key": z
    .string()
    .min(
      1,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown to the user
      "empty. Pass a secret (api-key: ${{ secrets.NEON_API_KEY }}); secrets are not given to workflows run from forks or by Dependabot",
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
  // Parsed in parseSettings: its messages name the rule and field.
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

function describeValue(name: InputName, value: string): string {
  if (SECRET_INPUTS.has(name) || name === "masking-rules") return "";
  // Credentials in a URL (https://user:password@host) are not echoed either.
  const safe = name === "api-host" ? value.replace(/\/\/[^/?#]*@/, "//***@") : value;
  const shown = JSON.stringify(safe.length > 60 ? `${safe.slice(0, 60)}…` : safe);
  return ` (got ${shown})`;
}

export function readRawInputs(
  read: (name: string) => string = (name) => core.getInput(name),
): RawInputs {
  const raw = {} as RawInputs;
  for (const name of INPUT_NAMES) raw[name] = read(name);
  return raw;
}

/** action.yml's defaults, also applied to inputs given as empty strings (an unset variable, say). */
export const INPUT_DEFAULTS: Partial<RawInputs> = {
  "api-host": "https://console.neon.tech/api/v2",
  mode: "auto",
  "create-branch": "true",
  "compute-size": "0.25",
  "suspend-timeout": "0",
  wait: "true",
  timeout: "300",
  comment: "true",
  keep: "false",
  "delete-branch": "false",
  "expires-in": "7d",
  reset: "false",
  "branch-type": "default",
  ssl: "require",
  prisma: "false",
  "branch-prefix": "preview/pr-",
  "dry-run": "false",
  "schema-diff": "true",
};

/** All inputs, parsed and checked once; throws a one-line UserError naming the input. */
export function parseSettings(raw: RawInputs, context: RunContext = readRunContext()): Settings {
  if (raw["api-key"]) core.setSecret(raw["api-key"]);
  const withDefaults = { ...raw };
  for (const [name, value] of Object.entries(INPUT_DEFAULTS) as [InputName, string][])
    if (withDefaults[name] === "") withDefaults[name] = value;
  if (withDefaults["api-key"] === "") throwIfSecretsWithheld(context);
  const parsed = rawSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = (issue?.path[0] ?? "input") as InputName;
    throw new UserError(
      `Input "${name}": ${issue?.message ?? "invalid"}${describeValue(name, withDefaults[name] ?? "")}`,
    );
  }
  const input = parsed.data;
  const pr = context.pullRequest;
  const mode = resolveMode(input.mode, context, input.branch !== "");
  const prefix = input["branch-prefix"];

  const branchText = input.branch || (pr ? `${prefix}${pr.number}` : "");
  if (!branchText && mode !== "sweep")
    throw new UserError(
      `Input "branch" is required on ${context.eventName || "this"} events (it defaults to ${prefix}<number> only on pull_request events)`,
    );
  if ((input.role === "") !== (input.database === ""))
    throw new UserError(
      `Inputs "role" and "database" go together: set both to get database-url, or neither`,
    );
  if (isTrue(input.prisma) && !input.role)
    throw new UserError(
      `Input "prisma": shapes the connection URIs, which need "role" and "database": set both, or prisma: false`,
    );
  if (isTrue(input.reset) && input["branch-type"] === "schema-only")
    throw new UserError(
      `Inputs "reset" and "branch-type": a schema-only branch has no parent to reset from (the platform makes it a root branch); use one or the other`,
    );

  const maskingRules = readMaskingRules(input["masking-rules"], input);

  const computeSize = parseComputeSize(input["compute-size"]) as ComputeSize;
  const common = {
    apiKey: input["api-key"],
    projectId: input["project-id"],
    apiHost: input["api-host"].replace(/\/+$/, ""),
    parentBranch: input["parent-branch"] ? toBranchRef(input["parent-branch"]) : undefined,
    createBranch: TRUE_WORDS.has(input["create-branch"]),
    endpointId: input["endpoint-id"] || undefined,
    computeSize,
    computeSizeText: input["compute-size"],
    suspendTimeoutSeconds: input["suspend-timeout"],
    connection: input.role ? { role: input.role, database: input.database } : undefined,
    wait: TRUE_WORDS.has(input.wait),
    timeoutSeconds: input.timeout,
    comment: TRUE_WORDS.has(input.comment),
    githubToken: input["github-token"],
    keep: TRUE_WORDS.has(input.keep),
    deleteBranch: TRUE_WORDS.has(input["delete-branch"]),
    expiresInSeconds:
      input["expires-in"] === "never" ? undefined : lifetimeSeconds(input["expires-in"]),
    reset: TRUE_WORDS.has(input.reset),
    branchType: input["branch-type"],
    ssl: input.ssl,
    prisma: TRUE_WORDS.has(input.prisma),
    branchPrefix: prefix,
    dryRun: TRUE_WORDS.has(input["dry-run"]),
    schemaDiff: TRUE_WORDS.has(input["schema-diff"]),
    maskingRules,
    context,
  };
  const branch = branchText ? toBranchRef(branchText) : undefined;
  if (mode === "sweep") return { ...common, mode, branch };
  // Checked above: every mode but sweep has a branch.
  return { ...common, mode, branch: branch as BranchRef };
}

/**
 * `masking-rules`: Neon's JSON array, checked for shape, and refused with the inputs it cannot
 * go with: a schema-only branch has no rows to mask, and a compute moved in by `endpoint-id`
 * could never leave an anonymized branch (the platform keeps its read_write compute).
 */
function readMaskingRules(
  text: string,
  input: { "branch-type": BranchType; "endpoint-id": string },
): MaskingRule[] | undefined {
  if (text.trim() === "") return undefined;
  let rules: MaskingRule[];
  try {
    rules = parseMaskingRules(text);
  } catch (error) {
    throw new UserError(`Input "masking-rules": ${(error as Error).message}`);
  }
  if (input["branch-type"] === "schema-only")
    throw new UserError(
      `Inputs "masking-rules" and "branch-type": a schema-only branch has no rows to mask; use one or the other`,
    );
  if (input["endpoint-id"])
    throw new UserError(
      `Inputs "masking-rules" and "endpoint-id": an anonymized branch gets its own compute when it is created, and a compute on it can only go with the branch; leave endpoint-id unset`,
    );
  return rules;
}

/**
 * `auto`: a pull_request event provisions, or cleans up when the PR was closed; a `schedule`
 * or `workflow_dispatch` run (no PR) sweeps, unless `branch` names a branch to provision
 * (a manual run of one fixed branch, as before sweep existed).
 */
export function resolveMode(
  mode: "auto" | Settings["mode"],
  context: RunContext,
  branchGiven: boolean,
): Settings["mode"] {
  if (mode !== "auto") return mode;
  const pr = context.pullRequest;
  if (pr) return pr.action === "closed" ? "cleanup" : "provision";
  if (SWEEP_EVENTS.has(context.eventName) && !branchGiven) return "sweep";
  return "provision";
}

/** An empty key on a fork's or Dependabot's pull request: say why, and how to skip such runs. */
function throwIfSecretsWithheld(context: RunContext): void {
  const who = context.pullRequest?.fromFork
    ? "this pull request comes from a fork"
    : context.actor === "dependabot[bot]"
      ? "this run was started by Dependabot"
      : undefined;
  if (who)
    throw new UserError(
      `Input "api-key": empty because ${who}, and secrets are not given to workflows run from forks or by Dependabot. Skip such runs: if: github.event.pull_request.head.repo.full_name == github.repository && github.actor != 'dependabot[bot]'`,
    );
}

export function isTrue(text: string): boolean {
  return TRUE_WORDS.has(text);
}

function toBranchRef(text: string): BranchRef {
  return BRANCH_ID.test(text) ? { id: text } : { name: text };
}

export function describeBranch(ref: BranchRef): string {
  return "id" in ref ? ref.id : ref.name;
}
