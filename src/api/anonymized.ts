import { ApiError, UserError } from "../core/errors.ts";
import type { MaskingRule } from "../settings/masking-rules.ts";
import { annotationBody, type BranchCreate, branchCreateBody } from "./branches.ts";
import type { ApiClient } from "./http.ts";
import { pollUntil } from "./operations.ts";
import {
  type AnonymizedStatus,
  anonymizedStatusSchema,
  branchCreatedSchema,
  maskingRulesResponseSchema,
} from "./responses.ts";

// Neon's anonymized branches (Beta): created with masking rules, masked in place by PostgreSQL
// Anonymizer; the masking is no operation, its progress is only in `anonymized_status`.

/** Creates the branch (and its compute) anonymized with `rules`, masking started at once. */
export async function createAnonymizedBranch(
  client: ApiClient,
  projectId: string,
  create: BranchCreate,
  rules: MaskingRule[],
) {
  return client.send("POST", `/projects/${projectId}/branch_anonymized`, {
    schema: branchCreatedSchema(),
    body: {
      branch_create: branchCreateBody(create),
      ...annotationBody(create),
      masking_rules: rules,
      start_anonymization: true,
    },
  });
}

/**
 * The masking's state; undefined for a branch that is not an anonymized branch: the platform
 * has no status for it and answers 400 ("not an anonymized branch"), or 404.
 */
export async function getAnonymizedStatus(client: ApiClient, projectId: string, branchId: string) {
  try {
    return await client.sendOptional(
      "GET",
      `/projects/${projectId}/branches/${branchId}/anonymized_status`,
      { schema: anonymizedStatusSchema() },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  }
}

export async function getMaskingRules(client: ApiClient, projectId: string, branchId: string) {
  const answer = await client.send(
    "GET",
    `/projects/${projectId}/branches/${branchId}/masking_rules`,
    { schema: maskingRulesResponseSchema() },
  );
  return answer.masking_rules;
}

/** Replaces every rule of the branch: the same list sent twice leaves the same rules. */
export async function updateMaskingRules(
  client: ApiClient,
  projectId: string,
  branchId: string,
  rules: MaskingRule[],
) {
  return client.send("PATCH", `/projects/${projectId}/branches/${branchId}/masking_rules`, {
    schema: maskingRulesResponseSchema(),
    body: { masking_rules: rules },
    idempotent: true,
  });
}

/** Masks the branch's current data again with its rules; answers the status it started. */
export async function startAnonymization(client: ApiClient, projectId: string, branchId: string) {
  return client.send("POST", `/projects/${projectId}/branches/${branchId}/anonymize`, {
    schema: anonymizedStatusSchema(),
  });
}

export type MaskingOutcome = "masked" | "failed" | "pending";

/** `anonymized` is done; `error` and `initialization_error` failed; anything else is on its way. */
export function maskingOutcomeOf(status: Pick<AnonymizedStatus, "state">): MaskingOutcome {
  if (status.state === "anonymized") return "masked";
  if (status.state === "error" || status.state === "initialization_error") return "failed";
  return "pending";
}

export class MaskingFailedError extends UserError {
  override name = "MaskingFailedError";
  readonly status: AnonymizedStatus;
  constructor(branchName: string, status: AnonymizedStatus) {
    super(
      `Masking branch ${branchName} (${status.branch_id}) ended in state ${status.state}${detail(status)}. Hint: check the input "masking-rules" against the parent's tables`,
    );
    this.status = status;
  }
}

export class MaskingTimeoutError extends UserError {
  override name = "MaskingTimeoutError";
  constructor(seconds: number, branchName: string, status: AnonymizedStatus) {
    super(
      `Timed out after ${seconds}s (input timeout) waiting for branch ${branchName} (${status.branch_id}) to be masked: state ${status.state}${detail(status)}`,
    );
  }
}

function detail(status: AnonymizedStatus): string {
  const message = status.status_message?.replace(/\s+/g, " ").trim().slice(0, 300);
  return message ? `: ${message}` : "";
}

/**
 * Waits until the branch is `anonymized`, on the operations' poll schedule and deadline;
 * `error` and `initialization_error` throw with the platform's status message.
 */
export async function waitForMasking(
  client: ApiClient,
  projectId: string,
  branch: { id: string; name: string },
  initial: AnonymizedStatus,
  options: { signal?: AbortSignal } = {},
): Promise<AnonymizedStatus> {
  const { deadline } = client.options;
  return pollUntil(client, initial, {
    settled(status) {
      const outcome = maskingOutcomeOf(status);
      if (outcome === "failed") throw new MaskingFailedError(branch.name, status);
      return outcome === "masked";
    },
    poll: async () => {
      const status = await getAnonymizedStatus(client, projectId, branch.id);
      if (!status)
        throw new UserError(
          `Branch ${branch.name} (${branch.id}) was deleted, or is no anonymized branch any more, while it was being masked`,
        );
      return status;
    },
    progressed: (before, after) =>
      before.state !== after.state || before.status_message !== after.status_message,
    timedOut: (status) => new MaskingTimeoutError(deadline.seconds, branch.name, status),
    signal: options.signal,
  });
}
