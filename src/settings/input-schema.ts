import { z } from "zod";
import { costRatesInput } from "../cost/cost-rates.ts";
import type { InputName } from "./action-inputs.ts";
import { toBranchRef } from "./branch-ref.ts";
import { type ComputeSize, parseComputeSize, SUPPORTED_SIZES_TEXT } from "./compute-sizes.ts";
import {
  boolean,
  branchText,
  EXPIRES_IN_TEXT,
  integerIn,
  isAllowedApiHost,
  lifetimeSeconds,
  noControlCharacters,
  postgresName,
} from "./input-checks.ts";
import type { InputEntry, Step } from "./input-entry.ts";
import { MAX_QUERY_IMPACT_TOP, queryImpactInput } from "./query-impact-input.ts";

// The one schema of the action's inputs: for each of action.yml's, what it accepts (a refusal
// names what is allowed, in one line), the value its setting holds, and the steps that use it
// (input-entry.ts). The settings derive from it (input-settings.ts), each step's too
// (mode-settings.ts, post-settings.ts); parseInputs checks the combinations (combine-inputs.ts).

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const ENDPOINT_ID = /^ep-[a-z0-9-]{1,57}$/;
const MODES = ["provision", "cleanup", "sweep"] as const satisfies Step[];
const PROVISION = ["provision"] as const;

export const INPUTS = {
  "api-key": {
    type: z
      .string()
      .min(
        1,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown to the user
        "empty. Pass a secret (api-key: ${{ secrets.NEON_API_KEY }}); secrets are not given to workflows run from forks, and Dependabot runs get only Dependabot secrets",
      )
      .max(512, "too long to be an API key")
      .refine((v) => !/\s/.test(v), "must not contain whitespace or newlines"),
    // main builds its API client from it, whatever the mode.
    usedBy: ["post"],
  },
  "project-id": {
    type: z
      .string()
      .min(1, "required")
      .regex(PROJECT_ID, "expected a project id of lowercase letters, digits and '-' (at most 60)"),
    usedBy: MODES,
  },
  "api-host": {
    type: z
      .string()
      .max(2048, "too long")
      .refine(
        isAllowedApiHost,
        "expected an https URL (http only for localhost or 127.0.0.1), without credentials, query or fragment",
      )
      .transform((v) => v.replace(/\/+$/, "")),
    // The post step sends the key only there, whatever its state says (decide-state-host.ts).
    usedBy: ["provision", "post"],
  },
  mode: {
    type: z.enum(
      ["auto", "provision", "cleanup", "sweep"],
      "expected auto, provision, cleanup or sweep",
    ),
    usedBy: [],
  },
  /** Per-PR branch; parseInputs names it when unset. */
  branch: { type: branchText, usedBy: ["provision", "cleanup"] },
  "parent-branch": {
    type: branchText.transform((v) => (v ? toBranchRef(v) : undefined)),
    usedBy: PROVISION,
    // The project's default branch.
    policyDefault: "",
  },
  "create-branch": { type: boolean, usedBy: PROVISION },
  "endpoint-id": {
    type: z
      .string()
      .refine(
        (v) => v === "" || ENDPOINT_ID.test(v),
        "expected a compute id like ep-cool-darkness-123456",
      )
      .transform((v) => v || undefined),
    usedBy: PROVISION,
  },
  "compute-size": {
    type: z
      .string()
      .max(32, `expected ${SUPPORTED_SIZES_TEXT}`)
      .refine((v) => parseComputeSize(v) !== undefined, `expected ${SUPPORTED_SIZES_TEXT}`)
      .transform((v) => parseComputeSize(v) as ComputeSize),
    usedBy: PROVISION,
    policyDefault: "0.25",
  },
  "suspend-timeout": {
    type: integerIn(-1, 604800, " (0 platform default, -1 never, else at least 60)").refine(
      (n) => n <= 0 || n >= 60,
      "expected 0 (platform default), -1 (never) or 60 to 604800 seconds",
    ),
    usedBy: PROVISION,
    setting: "suspendTimeoutSeconds",
    policyDefault: "0",
  },
  /** With `database`: parseInputs makes them the connection. */
  role: { type: postgresName, usedBy: [] },
  database: { type: postgresName, usedBy: [] },
  wait: { type: boolean, usedBy: MODES },
  timeout: { type: integerIn(1, 21600), usedBy: ["sweep", "post"], setting: "timeoutSeconds" },
  comment: { type: boolean, usedBy: ["provision", "cleanup"] },
  "github-token": {
    type: z.string().max(4096, "too long"),
    usedBy: ["provision", "cleanup", "sweep", "post"],
  },
  keep: { type: boolean, usedBy: ["provision", "post"] },
  "delete-branch": { type: boolean, usedBy: ["cleanup", "sweep"] },
  /** Lifetime of a branch this action creates; undefined: `never`. */
  "expires-in": {
    type: z
      .string()
      .refine((v) => v === "never" || lifetimeSeconds(v) !== undefined, EXPIRES_IN_TEXT)
      .transform((v) => (v === "never" ? undefined : lifetimeSeconds(v))),
    usedBy: PROVISION,
    setting: "expiresInSeconds",
    policyDefault: "7d",
  },
  /** Restore a reused branch to its parent's latest state before handing it out. */
  reset: { type: boolean, usedBy: PROVISION },
  "branch-type": {
    type: z.enum(["default", "schema-only"], "expected default or schema-only"),
    usedBy: PROVISION,
  },
  /** Neon's masking rules: parsed by parseInputs, whose messages name the rule and field. */
  "masking-rules": {
    type: z.string().max(200_000, "expected at most 200,000 characters"),
    usedBy: PROVISION,
  },
  /** `sslmode` of the connection URIs; `omit` removes it. */
  ssl: {
    type: z.enum(
      ["require", "verify-ca", "verify-full", "omit"],
      "expected require, verify-ca, verify-full or omit",
    ),
    usedBy: PROVISION,
  },
  /** Prisma's parameters on the connection URIs. */
  prisma: { type: boolean, usedBy: PROVISION },
  /** Per-PR branches are named `<branch-prefix><number>`; sweep looks at those. */
  "branch-prefix": {
    type: z
      .string()
      .max(200, "expected at most 200 characters")
      .refine(noControlCharacters, "expected a name prefix without control characters or newlines")
      // `br-…` is how branch ids are told from names: `br-7` would be read as an id.
      .refine((v) => !v.startsWith("br-"), "must not start with br- (branch ids start so)"),
    // Provision names the previews holding the plan's branch limit by it (evict).
    usedBy: ["provision", "sweep"],
  },
  "dry-run": { type: boolean, usedBy: ["sweep"] },
  /** On PR events, the post step puts the branch's schema diff into the comment and summary. */
  "schema-diff": { type: boolean, usedBy: PROVISION },
  /** A shell command (the migration) main runs on the ready PR branch, under lock sampling. */
  migrate: {
    type: z
      .string()
      .max(10_000, "expected a shell command of at most 10,000 characters")
      .transform((v) => v.trim() || undefined),
    usedBy: PROVISION,
  },
  /** The post step fails the job when `migration-risk` is at or above it. */
  "migration-gate": {
    type: z.enum(["off", "low", "high"], "expected off, low or high"),
    usedBy: ["post"],
  },
  /** Production's statements planned before and after the migration (docs/query-impact.md). */
  "query-impact": { type: queryImpactInput, usedBy: PROVISION },
  "query-impact-top": { type: integerIn(1, MAX_QUERY_IMPACT_TOP), usedBy: PROVISION },
  /** Neon's variables (NEON_BRANCH, DATABASE_URL, …) for the job's later steps. */
  "export-env": { type: boolean, usedBy: PROVISION },
  /** The PR branch has Neon Auth (read, or enabled like its parent's). */
  auth: { type: boolean, usedBy: PROVISION, policyDefault: "false" },
  /** The PR branch has a Data API for `database` (read, or enabled with its parent's settings). */
  "data-api": { type: boolean, usedBy: PROVISION, policyDefault: "false" },
  /** Record the PR's database as a GitHub deployment (flows/provision/provision-with-deployment.ts). */
  deployment: { type: boolean, usedBy: MODES },
  "deployment-environment": {
    type: z
      .string()
      .max(200, "expected at most 200 characters")
      .refine(noControlCharacters, "expected a name without control characters or newlines")
      // Each PR's own environment: what cleanup and sweep find again by the PR's number.
      .refine(
        (v) => v.includes("<number>"),
        "expected a name with <number> in it, which becomes the PR's number (preview-db/pr-<number>)",
      ),
    usedBy: MODES,
  },
  /** A path to the repository's Neon config, `none`, or "" (neon.ts when present). */
  config: {
    type: z
      .string()
      .max(1024, "expected at most 1024 characters")
      .refine(noControlCharacters, "expected a path without control characters or newlines"),
    usedBy: PROVISION,
  },
  /** The rates of the preview's estimated cost (src/cost/cost-rates.ts); unset: Neon's. */
  "cost-rates": { type: costRatesInput, usedBy: ["provision", "cleanup", "post"] },
  /** When the plan's branch limit refuses the PR's branch: `closed` deletes closed PRs' previews first. */
  evict: { type: z.enum(["none", "closed"], "expected none or closed"), usedBy: PROVISION },
  "on-parent-change": {
    type: z.enum(["report", "reset"], "expected report or reset"),
    usedBy: PROVISION,
  },
} as const satisfies Record<InputName, InputEntry>;

/** Every input, checked on its own, keyed by its name: parseInputs reports the first refusal. */
export const inputSchema = z.object(
  Object.fromEntries(Object.entries(INPUTS).map(([name, entry]) => [name, entry.type])) as {
    [Name in InputName]: (typeof INPUTS)[Name]["type"];
  },
);
