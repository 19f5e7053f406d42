import { ApiClient } from "./http.ts";
import { Deadline } from "./timing.ts";

/** A client for one step: `timeoutSeconds` bounds every request and wait (input `timeout`). */
export function createClient(options: {
  apiHost: string;
  apiKey: string;
  timeoutSeconds: number;
  signal?: AbortSignal;
}) {
  const requestTimeoutMs = Number(process.env.PREVIEW_COMPUTE_REQUEST_TIMEOUT_MS) || undefined;
  return new ApiClient({
    baseUrl: options.apiHost,
    apiKey: options.apiKey,
    deadline: new Deadline(options.timeoutSeconds),
    signal: options.signal,
    requestTimeoutMs,
  });
}
