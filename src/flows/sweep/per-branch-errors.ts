import { OperationFailedError } from "../../api/operations.ts";
import { ApiError } from "../../core/errors.ts";

/**
 * Refusals that concern one branch (a child branch appeared, the platform will not delete it,
 * its delete operation failed): the sweep records them and goes on. Anything else (deadline,
 * cancel, a revoked key, a platform that keeps failing) stops it: every further request would
 * fail the same way.
 */
const PER_BRANCH_STATUSES = new Set([400, 409, 412, 422]);

export function concernsOneBranch(error: unknown): boolean {
  if (error instanceof OperationFailedError) return true;
  return error instanceof ApiError && PER_BRANCH_STATUSES.has(error.status ?? 0);
}
