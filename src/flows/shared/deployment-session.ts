import * as core from "@actions/core";
import { messageOf } from "../../core/errors.ts";
import {
  DeploymentRequestError,
  type DeploymentsApi,
  type DeploymentsRepo,
  deploymentsApi,
} from "../../github/deployments.ts";
import { isPermissionDenied } from "./decide-deployment.ts";

/** How long GitHub may take for one piece of deployment work; then it is left, never the run. */
export const DEPLOYMENT_SECONDS = 20;

/**
 * One process's GitHub deployment work, best-effort: a failure is one warning, and ends the
 * session's work (so a run warns once), never a failed run or a skipped cleanup. A token without
 * `deployments: write` gets the warning that names the permission; `onDenied` remembers it.
 */
export class DeploymentSession {
  private api: Promise<DeploymentsApi> | undefined;
  private stopped = false;
  private readonly repo: DeploymentsRepo;
  private readonly onDenied: (() => void) | undefined;

  constructor(repo: DeploymentsRepo, onDenied?: () => void) {
    this.repo = repo;
    this.onDenied = onDenied;
  }

  /** What `work` returns; undefined when it failed, was cancelled, or an earlier piece failed. */
  async run<T>(
    what: string,
    work: (api: DeploymentsApi, signal: AbortSignal) => Promise<T>,
    options: { cancel?: AbortSignal; seconds?: number } = {},
  ): Promise<T | undefined> {
    if (this.stopped) return undefined;
    const { cancel, seconds = DEPLOYMENT_SECONDS } = options;
    const timeout = AbortSignal.timeout(seconds * 1000);
    const signal = cancel ? AbortSignal.any([cancel, timeout]) : timeout;
    try {
      this.api ??= deploymentsApi(this.repo);
      return await work(await this.api, signal);
    } catch (error) {
      if (cancel?.aborted) return undefined; // the run says it was cancelled
      this.stopped = true;
      const status = error instanceof DeploymentRequestError ? error.status : undefined;
      const message = messageOf(error);
      if (isPermissionDenied(status, message)) {
        this.onDenied?.();
        core.warning(
          `GitHub deployment not ${what}: the github-token may not write deployments (HTTP 403). Give the job \`permissions: deployments: write\`, or set deployment: false; the run goes on without it`,
        );
      } else {
        const reason = timeout.aborted ? `no answer within ${seconds}s` : message;
        core.warning(`GitHub deployment not ${what}: ${reason}; the run goes on without it`);
      }
      return undefined;
    }
  }
}
