import * as core from "@actions/core";
import { z } from "zod";

/**
 * What the post step needs to delete a compute this run created or moved, or to release its
 * claim on one it reused (flows/shared/compute-claims.ts). Never secrets.
 */
export interface OwnedCompute {
  endpointId: string;
  projectId: string;
  apiHost: string;
  branchId: string;
  /** `reused` only with `claim`: another job created it. */
  result: "created" | "moved" | "reused";
  /** This job's claim in the compute's name: the post step deletes it only when no other claim is left. */
  claim?: string;
  /**
   * The compute is on an anonymized branch, whose read_write compute the platform keeps:
   * `pending` until the masking has finished, then `done`.
   */
  masking?: "pending" | "done";
  /** This run created the branch too (masking only: a branch whose masking failed goes whole). */
  branchCreated?: boolean;
  /** The branch is a merge group's own: the post step deletes it with the compute. */
  mergeGroup?: boolean;
  /** The branch is protected (neon.ts's policy, or by hand): the platform keeps its computes. */
  protectedBranch?: boolean;
}

const KEYS = {
  endpointId: "owned-endpoint-id",
  projectId: "owned-project-id",
  apiHost: "owned-api-host",
  branchId: "owned-branch-id",
  result: "owned-result",
  masking: "owned-masking",
  branchCreated: "owned-branch-created",
  claim: "owned-claim",
  mergeGroup: "owned-merge-group",
  protectedBranch: "owned-protected-branch",
} as const;

/** The state that names the API host the owned compute is on. */
export const OWNED_API_HOST_KEY = KEYS.apiHost;

/** Saved by this process: GITHUB_STATE reaches only the post step, not getState here. */
let ownedInThisStep: OwnedCompute | undefined;

/** Written the moment a compute is created or moved, before any wait, so a failed or cancelled wait still cleans up. */
export function saveOwnedCompute(owned: OwnedCompute): void {
  ownedInThisStep = owned;
  core.saveState(KEYS.projectId, owned.projectId);
  core.saveState(KEYS.apiHost, owned.apiHost);
  core.saveState(KEYS.branchId, owned.branchId);
  core.saveState(KEYS.result, owned.result);
  if (owned.masking) core.saveState(KEYS.masking, owned.masking);
  if (owned.branchCreated) core.saveState(KEYS.branchCreated, "true");
  if (owned.claim) core.saveState(KEYS.claim, owned.claim);
  if (owned.mergeGroup) core.saveState(KEYS.mergeGroup, "true");
  if (owned.protectedBranch) core.saveState(KEYS.protectedBranch, "true");
  // Last: the post step reads a state only when this key is present.
  core.saveState(KEYS.endpointId, owned.endpointId);
}

/** The masking of the owned compute's branch has finished: the post step suspends, never deletes the branch. */
export function saveMaskingDone(): void {
  if (!ownedInThisStep?.masking) return;
  ownedInThisStep = { ...ownedInThisStep, masking: "done" };
  core.saveState(KEYS.masking, "done");
}

/** In main: the compute this step created or moved, if any. */
export function ownedByThisStep(): OwnedCompute | undefined {
  return ownedInThisStep;
}

/** In post: the compute main created or moved, from main's saved state. */
export function loadOwnedCompute(): OwnedCompute | undefined {
  const endpointId = core.getState(KEYS.endpointId);
  if (!endpointId) return undefined;
  const saved = core.getState(KEYS.result);
  const claim = core.getState(KEYS.claim);
  const result = saved === "moved" || (saved === "reused" && claim) ? saved : "created";
  const masking = core.getState(KEYS.masking);
  return {
    endpointId,
    projectId: core.getState(KEYS.projectId),
    apiHost: core.getState(KEYS.apiHost),
    branchId: core.getState(KEYS.branchId),
    result,
    ...(masking === "pending" || masking === "done" ? { masking } : {}),
    ...(core.getState(KEYS.branchCreated) === "true" ? { branchCreated: true } : {}),
    ...(claim ? { claim } : {}),
    ...(core.getState(KEYS.mergeGroup) === "true" ? { mergeGroup: true } : {}),
    ...(core.getState(KEYS.protectedBranch) === "true" ? { protectedBranch: true } : {}),
  };
}

/** What the post step needs to diff the PR branch's schema against its parent. Never secrets. */
export interface SchemaDiffTarget {
  projectId: string;
  apiHost: string;
  branchId: string;
  branchName: string;
  /** The branch's parent (or the parent it was created from); absent: the project's default. */
  baseBranchId?: string;
  /** Only this database; absent: every database of both branches. */
  database?: string;
  /** The sticky comment to write the diff into; absent with `comment: false`. */
  comment?: { owner: string; repo: string; issueNumber: number; marker: string };
  /** This run found the branch (on-parent-change: report): when it was made, for its age. */
  foundBranchCreatedAt?: string;
}

export const SCHEMA_DIFF_KEY = "schema-diff-target";

/** The sticky comment a post step writes its section into. */
export const commentTargetSchema = z.object({
  owner: z.string().min(1),
  repo: z.string().min(1),
  issueNumber: z.number().int().positive(),
  marker: z.string().min(1),
});

const schemaDiffTargetSchema = z.object({
  projectId: z.string().min(1),
  apiHost: z.string().min(1),
  branchId: z.string().min(1),
  branchName: z.string(),
  baseBranchId: z.string().min(1).optional(),
  database: z.string().min(1).optional(),
  comment: commentTargetSchema.optional(),
  foundBranchCreatedAt: z.string().min(1).max(64).optional(),
});

/** Saved once main knows the PR branch, whatever happens to its compute. */
export function saveSchemaDiffTarget(target: SchemaDiffTarget): void {
  core.saveState(SCHEMA_DIFF_KEY, JSON.stringify(target));
}

/** In post: the branch main resolved, if it resolved one with `schema-diff` on. */
export function loadSchemaDiffTarget(): SchemaDiffTarget | undefined {
  return loadJsonState(SCHEMA_DIFF_KEY, schemaDiffTargetSchema);
}

/**
 * A state saved as JSON (`decode` undoes how it was kept), as its schema says it is; undefined
 * when absent or not so.
 */
export function loadJsonState<T>(
  key: string,
  schema: z.ZodType<T>,
  decode: (text: string) => string = (text) => text,
): T | undefined {
  const text = core.getState(key);
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(decode(text)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A repository's deployments of one environment, and this run's page for their statuses. Never secrets. */
export interface DeploymentTarget {
  owner: string;
  repo: string;
  environment: string;
  logUrl?: string;
}

const DEPLOYMENT_KEY = "deployment-target";
const DEPLOYMENT_DENIED_KEY = "deployment-denied";
const WRITTEN_STATUS_KEY = "deployment-written-status";

const deploymentTargetSchema = z.object({
  owner: z.string().min(1),
  repo: z.string().min(1),
  environment: z.string().min(1),
  logUrl: z.string().min(1).optional(),
});

/** Saved before main's first deployment request: the post step retires what it made. */
export function saveDeploymentTarget(target: DeploymentTarget): void {
  core.saveState(DEPLOYMENT_KEY, JSON.stringify(target));
}

/** The token may not write deployments: main warned once, the post step does not ask again. */
export function saveDeploymentDenied(): void {
  core.saveState(DEPLOYMENT_DENIED_KEY, "true");
}

/** The status main wrote last, on which deployment: GitHub's ids of both. */
export interface WrittenStatus {
  deploymentId: number;
  statusId: number;
}

const writtenStatusSchema = z.object({
  deploymentId: z.number().int().positive(),
  statusId: z.number().int().positive(),
});

/**
 * Saved each time main writes a status: the post step retires main's deployment only while
 * that status is still its newest (a newer job of the PR may have written its own since).
 */
export function saveWrittenStatus(written: WrittenStatus): void {
  core.saveState(WRITTEN_STATUS_KEY, JSON.stringify(written));
}

/** In post: the status main wrote last, if GitHub took one. */
export function loadWrittenStatus(): WrittenStatus | undefined {
  return loadJsonState(WRITTEN_STATUS_KEY, writtenStatusSchema);
}

/** In post: the environment main deployed to, unless GitHub refused it the permission. */
export function loadDeploymentTarget(): DeploymentTarget | undefined {
  if (core.getState(DEPLOYMENT_DENIED_KEY) === "true") return undefined;
  return loadJsonState(DEPLOYMENT_KEY, deploymentTargetSchema);
}

/**
 * The branch credential main mints for `export-env`, as far as the post step needs it to revoke
 * it: its name (unique to this job), never its id or secrets. Saved before the mint is asked for,
 * so that a lost answer, or a failure right after it, is revoked too.
 */
export interface MintedCredential {
  projectId: string;
  apiHost: string;
  branchId: string;
  name: string;
  /** `job`: the post step revokes it; `keep`: it lives with the kept preview. */
  lifetime: "job" | "keep";
}

export const MINTED_CREDENTIAL_KEY = "minted-credential";

const mintedCredentialSchema = z.object({
  projectId: z.string().min(1),
  apiHost: z.string().min(1),
  branchId: z.string().min(1),
  name: z.string().min(1),
  lifetime: z.enum(["job", "keep"]),
});

export function saveMintedCredential(minted: MintedCredential): void {
  core.saveState(MINTED_CREDENTIAL_KEY, JSON.stringify(minted));
}

/** In post: the credential main minted (or asked for), if any. */
export function loadMintedCredential(): MintedCredential | undefined {
  return loadJsonState(MINTED_CREDENTIAL_KEY, mintedCredentialSchema);
}
