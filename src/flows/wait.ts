import type { ApiClient } from "../api/http.ts";
import { OperationTimeoutError, outcomeOf, waitForOperations } from "../api/operations.ts";
import type { Operation } from "../api/schemas.ts";
import { ApiError } from "../errors.ts";

/**
 * Waits until the run's operations have finished, within the client's deadline. A poll cut
 * short by that deadline (no answer in the little time left) is reported as what it is: the
 * wait timed out, naming the operations still pending when last seen.
 */
export async function waitForRun(
  client: ApiClient,
  projectId: string,
  operations: Operation[],
  signal?: AbortSignal,
): Promise<Operation[]> {
  const { deadline } = client.options;
  let latest = operations;
  try {
    return await waitForOperations(client, projectId, operations, {
      deadline,
      signal,
      onPoll: (seen) => {
        latest = seen;
      },
    });
  } catch (error) {
    const cutByDeadline =
      error instanceof ApiError && error.status === undefined && deadline.remaining() <= 0;
    if (!cutByDeadline) throw error;
    const pending = latest.filter((op) => outcomeOf(op) === "pending");
    throw new OperationTimeoutError(deadline.seconds, pending.length > 0 ? pending : latest);
  }
}
