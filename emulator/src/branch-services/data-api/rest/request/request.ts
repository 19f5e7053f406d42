import type { IncomingMessage } from "node:http";
import { badBody, RestError } from "../core/errors.ts";

/** PostgREST's request headers: Prefer, Range, Accept, the profiles; and the body, size-limited. */

export const maxBodyBytes = 10 * 1024 * 1024;

export interface Preferences {
  return?: "minimal" | "headers-only" | "representation";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  tx?: "commit" | "rollback";
  handling?: "strict" | "lenient";
  maxAffected?: number;
}

export function preferences(request: IncomingMessage): Preferences {
  const raw = request.headers.prefer;
  const text = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  const prefs: Preferences = {};
  for (const part of text.split(",")) {
    const [key, value] = part
      .trim()
      .split("=")
      .map((s) => s.trim());
    if (
      key === "return" &&
      (value === "minimal" || value === "headers-only" || value === "representation")
    )
      prefs.return = value;
    else if (key === "count" && (value === "exact" || value === "planned" || value === "estimated"))
      prefs.count = value;
    else if (
      key === "resolution" &&
      (value === "merge-duplicates" || value === "ignore-duplicates")
    )
      prefs.resolution = value;
    else if (key === "missing" && (value === "default" || value === "null")) prefs.missing = value;
    else if (key === "tx" && (value === "commit" || value === "rollback")) prefs.tx = value;
    else if (key === "handling" && (value === "strict" || value === "lenient"))
      prefs.handling = value;
    else if (key === "max-affected" && value !== undefined && /^\d+$/.test(value))
      prefs.maxAffected = Number(value);
  }
  return prefs;
}

/** `Range: 0-9` (items). */
export function rangeHeader(
  request: IncomingMessage,
): { offset: number; limit?: number } | undefined {
  const raw = request.headers.range;
  if (!raw) return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(raw.trim());
  if (!match) return undefined;
  const offset = Number(match[1]);
  if (match[2] === "" || match[2] === undefined) return { offset };
  const last = Number(match[2]);
  if (last < offset) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
      details:
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    });
  }
  return { offset, limit: last - offset + 1 };
}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > maxBodyBytes) {
    request.resume();
    throw new RestError(413, "PGRST102", `The request body is larger than ${maxBodyBytes} bytes`);
  }
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) {
      throw new RestError(413, "PGRST102", `The request body is larger than ${maxBodyBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badBody(`Empty or invalid json: ${(error as Error).message}`);
  }
}
