import type { DataApiPlan, PreviewServices } from "../mode-settings.ts";

// What neon.ts's `branch` policy is told about the PR branch, and what it decides for it.

/** @neon/config's BranchTarget: what the policy is told about the PR branch. */
export interface PolicyTarget {
  name: string;
  id?: string;
  exists: boolean;
  isDefault?: boolean;
  isProtected?: boolean;
  parentId?: string;
  expiresAt?: string;
}

/** What the `branch` policy returned for the PR branch, in the action's units. */
export interface BranchPolicy {
  parent?: string;
  ttlSeconds?: number;
  protected?: boolean;
  minCu?: number;
  maxCu?: number;
  suspendTimeoutSeconds?: number;
  /** neon.ts's `auth`: the PR branch has Neon Auth. */
  auth?: boolean;
  /** neon.ts's `dataApi`: the PR branch has a Data API, enabled (when missing) like this. */
  dataApi?: DataApiPlan;
  /** neon.ts's buckets, AI gateway and functions, when it declares any. */
  previewServices?: PreviewServices;
}
