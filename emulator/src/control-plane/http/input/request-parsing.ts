import type { z } from "zod";
import { badRequest } from "../../errors.ts";

/** Parses a request body with a zod schema; answers 400 naming each bad field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join(".") : "body";
    return `${where}: ${issue.message}`;
  });
  throw badRequest(`invalid request body: ${problems.join("; ")}`);
}

export function integerParam(
  query: URLSearchParams,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw badRequest(
      `query parameter ${name}=${raw} must be an integer from ${range.min} to ${range.max}`,
    );
  }
  return value;
}

export function booleanParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === "") return undefined;
  if (raw !== "true" && raw !== "false") {
    throw badRequest(`query parameter ${name}=${raw} must be true or false`);
  }
  return raw === "true";
}

export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw badRequest(`query parameter ${name}=${raw} must be one of ${allowed.join(", ")}`);
  }
  return raw as T;
}

export function keyIdParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) {
    throw badRequest(`key_id ${raw} must be a positive integer`);
  }
  return id;
}
