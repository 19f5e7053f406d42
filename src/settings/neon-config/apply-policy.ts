import { UserError } from "../../core/errors.ts";
import { toBranchRef } from "../branch-ref.ts";
import { type ComputeSize, parseComputeSize, SUPPORTED_SIZES_TEXT } from "../compute-sizes.ts";
import type { ProvisionSettings } from "../mode-settings.ts";
import type { BranchPolicy } from "./branch-policy.ts";

// Inputs written in the workflow win; then neon.ts's branch policy; then the action's defaults.
// Pure: what each setting is, and which source decided it (for the summary).

export interface PolicyDecision {
  settings: ProvisionSettings;
  /** One line per setting: its value and its source. */
  sources: string[];
}

export function applyPolicy(
  settings: ProvisionSettings,
  policy: BranchPolicy,
  shown: string,
): PolicyDecision {
  const { written } = settings;
  const fromFile = `from ${shown}`;
  const sources: string[] = [];
  const decided: ProvisionSettings = { ...settings };

  const size = sizeOf(policy, shown);
  if (!written.has("compute-size") && size) {
    decided.computeSize = size.size;
    decided.computeSizeText = size.text;
  }
  sources.push(
    `compute size ${decided.computeSizeText} ${sourceOf(written.has("compute-size"), !!size, fromFile)}`,
  );

  if (!written.has("suspend-timeout") && policy.suspendTimeoutSeconds !== undefined)
    decided.suspendTimeoutSeconds = policy.suspendTimeoutSeconds;
  sources.push(
    `suspend timeout ${decided.suspendTimeoutSeconds} s ${sourceOf(written.has("suspend-timeout"), policy.suspendTimeoutSeconds !== undefined, fromFile)}`,
  );

  if (!written.has("parent-branch") && policy.parent !== undefined) {
    decided.parentBranch = toBranchRef(policy.parent);
    decided.parentSource = `${shown}'s branch policy: parent`;
  }
  const parentText = policy.parent && !written.has("parent-branch") ? policy.parent : undefined;
  sources.push(
    `parent of a new branch ${
      written.has("parent-branch")
        ? "from the workflow"
        : parentText
          ? `${parentText} ${fromFile}`
          : "the project's default branch (default)"
    }`,
  );

  // A merge group's branch goes in the post step and expires soon (settings/merge-group.ts): a
  // preview branch's ttl or protection is not for it.
  const forPreview = !settings.mergeGroup;
  if (forPreview && policy.protected !== undefined) decided.protectBranch = policy.protected;
  const ttlWritten = written.has("expires-in") || !forPreview;
  if (!ttlWritten && policy.ttlSeconds !== undefined) decided.expiresInSeconds = policy.ttlSeconds;
  else if (!ttlWritten && decided.protectBranch)
    // The platform refuses an expiration on a protected branch: the default gives way.
    decided.expiresInSeconds = undefined;
  const ttlFromFile = !ttlWritten && policy.ttlSeconds !== undefined;
  sources.push(
    `expiry of a new branch ${
      decided.expiresInSeconds === undefined ? "none" : lifetimeText(decided.expiresInSeconds)
    } ${
      forPreview || written.has("expires-in")
        ? sourceOf(ttlWritten, ttlFromFile || (!ttlWritten && !!decided.protectBranch), fromFile)
        : "(a merge group's default)"
    }`,
  );
  if (forPreview && policy.protected !== undefined)
    sources.push(`protected new branch ${policy.protected} ${fromFile}`);

  if (!written.has("auth") && policy.auth) decided.auth = true;
  if (policy.dataApi) decided.dataApiPlan = policy.dataApi;
  if (policy.previewServices) decided.previewServices = policy.previewServices;
  if (!written.has("data-api") && policy.dataApi) {
    if (!decided.connection)
      throw new UserError(
        `${shown} declares dataApi: the Data API serves one database: set the inputs "role" and "database", or data-api: false`,
      );
    decided.dataApi = true;
  }
  for (const [name, on, inFile] of [
    ["Neon Auth", decided.auth, !!policy.auth],
    ["Data API", decided.dataApi, !!policy.dataApi],
  ] as const)
    if (on || inFile)
      sources.push(
        `${name} ${on ? "on" : "off"} ${sourceOf(written.has(name === "Neon Auth" ? "auth" : "data-api"), inFile, fromFile)}`,
      );
  return { settings: decided, sources };
}

/** `3d`, `12h`, `30m`, else seconds. */
function lifetimeText(seconds: number): string {
  for (const [unit, size] of [
    ["d", 86400],
    ["h", 3600],
    ["m", 60],
  ] as const)
    if (seconds % size === 0) return `${seconds / size}${unit}`;
  return `${seconds} s`;
}

function sourceOf(written: boolean, inFile: boolean, fromFile: string): string {
  return written ? "from the workflow" : inFile ? fromFile : "(default)";
}

/** The policy's autoscaling limits as a size of the CU table: `2`, or a range `0.25-4`. */
function sizeOf(
  policy: BranchPolicy,
  shown: string,
): { size: ComputeSize; text: string } | undefined {
  const min = policy.minCu ?? policy.maxCu;
  const max = policy.maxCu ?? policy.minCu;
  if (min === undefined || max === undefined) return undefined;
  const text = min === max ? String(min) : `${min}-${max}`;
  const size = parseComputeSize(text);
  if (!size)
    throw new UserError(
      `${shown}: postgres.computeSettings ${text} is not a compute size: expected ${SUPPORTED_SIZES_TEXT}`,
    );
  return { size, text };
}
