import { request } from "undici";
import type { z } from "zod";
import packageJson from "../../package.json" with { type: "json" };
import { ApiError, CancelledError } from "../core/errors.ts";
import type { RawResponse } from "./raw-response.ts";
import { RequestWindow } from "./request-window.ts";
import { platformErrorSchema } from "./responses.ts";
import {
  ALWAYS_RETRIED,
  isRetried,
  retryAfterMs,
  retryDelay,
  SAFE_METHODS,
} from "./retry-policy.ts";
import { type Deadline, sleep } from "./timing.ts";

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  deadline: Deadline;
  signal?: AbortSignal;
  /** Per attempt; the deadline still bounds it. */
  requestTimeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface SendOptions<T> {
  schema: z.ZodType<T>;
  query?: Query;
  body?: unknown;
  /**
   * A repeat does nothing the first did not (it sets an absolute value, say): retried after a
   * network error or a 5xx like GET and DELETE are.
   */
  idempotent?: boolean;
}

const USER_AGENT = `preview-compute/${packageJson.version}`;
/** Per attempt, unless PREVIEW_COMPUTE_REQUEST_TIMEOUT_MS says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** The least of the deadline a retry must have left to be worth sending. */
const MIN_ATTEMPT_MS = 250;

export class ApiClient {
  readonly options: ApiClientOptions;
  requests = 0;
  /** Keeps this run within REQUEST_RATE; the operation waiter plans its polls with it. */
  readonly window = new RequestWindow();

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  /** A request whose 2xx answer must match `schema`. */
  async send<T>(method: string, path: string, options: SendOptions<T>): Promise<T> {
    const response = await this.exchange(method, path, options);
    if (response.status === 404 || response.status === 204)
      throw this.failure(method, path, response, "failed");
    return this.parse(method, path, response, options.schema);
  }

  /** Like send, but 404 (and an empty 204) answer undefined: "already gone" or "not there". */
  async sendOptional<T>(
    method: string,
    path: string,
    options: SendOptions<T>,
  ): Promise<T | undefined> {
    const response = await this.exchange(method, path, options);
    if (response.status === 404 || response.status === 204) return undefined;
    return this.parse(method, path, response, options.schema);
  }

  private async exchange(
    method: string,
    path: string,
    options: SendOptions<unknown>,
  ): Promise<RawResponse> {
    const safe = options.idempotent === true || SAFE_METHODS.has(method);
    // The last answer that failed: what a final attempt cut short by the deadline reports.
    let lastAnswered: ApiError | undefined;
    for (let attempt = 0; ; attempt++) {
      let response: RawResponse;
      try {
        response = await this.attempt(method, path, options);
      } catch (error) {
        if (error instanceof CancelledError) throw error;
        const reason = describeNetworkError(error);
        const failure = new ApiError(`failed: ${reason}`, {
          method,
          path,
          maybeApplied: !safe,
          timedOut: error instanceof RequestTimeoutError,
          cause: error,
        });
        if (!safe) throw failure;
        const cutShort = error instanceof RequestTimeoutError && error.cutByDeadline;
        await this.backoff(
          retryDelay(undefined, attempt, undefined),
          (cutShort && lastAnswered) || failure,
        );
        continue;
      }
      if (response.status < 400 || response.status === 404) return response;
      if (isRetried(safe, response.status)) {
        lastAnswered = this.failure(method, path, response, "failed");
        await this.backoff(
          retryDelay(response.status, attempt, retryAfterMs(response.headers)),
          lastAnswered,
        );
        continue;
      }
      throw this.failure(method, path, response, "failed");
    }
  }

  private async attempt(
    method: string,
    path: string,
    options: SendOptions<unknown>,
  ): Promise<RawResponse> {
    const { deadline, signal } = this.options;
    for (let wait = this.window.delay(); wait > 0; wait = this.window.delay())
      await sleep(wait, signal);
    const answered = this.window.begin();
    const perAttemptMs = this.options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const timeoutMs = Math.max(1, Math.min(perAttemptMs, deadline.remaining()));
    const timeout = AbortSignal.timeout(timeoutMs);
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${this.options.apiKey}`,
      "user-agent": USER_AGENT,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    this.requests++;
    try {
      const response = await request(url, {
        method: method as "GET",
        headers,
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await response.body.text();
      return { status: response.statusCode, headers: response.headers, text };
    } catch (error) {
      if (signal?.aborted) throw new CancelledError();
      if (timeout.aborted) throw new RequestTimeoutError(timeoutMs, timeoutMs < perAttemptMs);
      throw error;
    } finally {
      answered();
    }
  }

  /**
   * Sleeps before a retry, unless that would leave the retry less than MIN_ATTEMPT_MS of the
   * deadline: an attempt given a few ms cannot be answered, and its "no answer" would hide the
   * platform's last answer (a 423 naming the operation that holds the lock).
   */
  private async backoff(delay: number, lastError: ApiError): Promise<void> {
    if (delay + MIN_ATTEMPT_MS > this.options.deadline.remaining()) {
      // Without a status, the last attempt's own failure is the only clue.
      const last = lastError.status === undefined ? ` (last attempt ${lastError.summary})` : "";
      throw new ApiError(
        `still failing when the ${this.options.deadline.seconds}s timeout ran out${last}`,
        {
          method: lastError.method,
          path: lastError.path,
          status: lastError.status,
          code: lastError.code,
          platformMessage: lastError.platformMessage,
          requestId: lastError.requestId,
          maybeApplied: lastError.maybeApplied,
        },
      );
    }
    await sleep(delay, this.options.signal);
  }

  private parse<T>(method: string, path: string, response: RawResponse, schema: z.ZodType<T>): T {
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      throw new ApiError("answered with a body that is not valid JSON", {
        method,
        path,
        status: response.status,
        // A 2xx to a create or change: applied, whatever the body says.
        maybeApplied: !SAFE_METHODS.has(method),
      });
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "body";
      throw new ApiError(
        `answered with an unexpected body (${where}: ${issue?.message ?? "invalid"})`,
        {
          method,
          path,
          status: response.status,
          maybeApplied: !SAFE_METHODS.has(method),
        },
      );
    }
    return result.data;
  }

  private failure(method: string, path: string, response: RawResponse, summary: string): ApiError {
    let platform: z.infer<ReturnType<typeof platformErrorSchema>> = {};
    try {
      const parsed = platformErrorSchema().safeParse(JSON.parse(response.text));
      if (parsed.success) platform = parsed.data;
    } catch {
      // A non-JSON error body (a proxy page, say) carries no platform message.
    }
    const requestId = platform.request_id ?? headerValue(response.headers, "x-request-id");
    return new ApiError(summary, {
      method,
      path,
      status: response.status,
      code: platform.code || undefined,
      platformMessage: platform.message,
      requestId,
      maybeApplied:
        !SAFE_METHODS.has(method) && response.status >= 500 && !ALWAYS_RETRIED.has(response.status),
    });
  }
}

class RequestTimeoutError extends Error {
  /** The attempt had only what was left of the run's timeout, less than a request's own. */
  readonly cutByDeadline: boolean;
  constructor(ms: number, cutByDeadline: boolean) {
    super(`no answer within ${ms} ms`);
    this.cutByDeadline = cutByDeadline;
  }
}

function describeNetworkError(error: unknown): string {
  if (error instanceof RequestTimeoutError) return error.message;
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code ? `${code} (${error.message})` : error.message;
  }
  return String(error);
}

function headerValue(headers: RawResponse["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
