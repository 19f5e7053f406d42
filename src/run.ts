import * as core from "@actions/core";
import { OperationFailedError, OperationTimeoutError } from "./api/operations.ts";
import { ApiError, CancelledError, messageOf, UserError } from "./core/errors.ts";

const FORCED_EXIT_MS = 1500;

/** Cancels on SIGINT/SIGTERM and makes sure the process is gone within 2 s of the signal. */
export function cancellationSignal(onCancel: () => void): AbortSignal {
  const controller = new AbortController();
  const cancel = () => {
    if (controller.signal.aborted) return;
    onCancel();
    controller.abort();
    setTimeout(() => process.exit(process.exitCode ?? 1), FORCED_EXIT_MS).unref();
  };
  process.once("SIGINT", cancel);
  process.once("SIGTERM", cancel);
  return controller.signal;
}

/** Every failure ends as one line; stack traces only in debug logs. */
export function fail(error: unknown, cancelledMessage: string): void {
  process.exitCode = 1;
  if (error instanceof CancelledError) {
    core.setFailed(cancelledMessage);
    return;
  }
  const expected =
    error instanceof UserError ||
    error instanceof ApiError ||
    error instanceof OperationFailedError ||
    error instanceof OperationTimeoutError;
  if (!expected && error instanceof Error && error.stack) core.debug(error.stack);
  core.setFailed(messageOf(error));
}
