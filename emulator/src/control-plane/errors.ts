/** An error answered to the client as Neon's `{code, message, request_id}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new ApiError(400, "BAD_REQUEST", message);
export const unauthorized = (message: string) => new ApiError(401, "UNAUTHORIZED", message);
export const forbidden = (message: string) => new ApiError(403, "PERMISSION_DENIED", message);
export const notFound = (message: string) => new ApiError(404, "NOT_FOUND", message);
/** A request addressed to a name that is not the emulator's (front-doors/own-host.ts). */
export const misdirected = (message: string) => new ApiError(421, "MISDIRECTED_REQUEST", message);
export const conflict = (message: string) => new ApiError(409, "CONFLICT", message);
export const locked = (message: string) => new ApiError(423, "LOCKED", message);

export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, "TOO_MANY_REQUESTS", message, {
    "retry-after": String(retryAfterSeconds),
  });
}

export function errorBody(code: string, message: string, requestId: string) {
  return { code, message, request_id: requestId };
}
