import { s3Errors } from "../protocol/s3-error.ts";
import type { ByteRange } from "../store/read-object.ts";

/**
 * GetObject's `Range`, as S3 reads it: one `bytes=a-b`, `bytes=a-` or `bytes=-n`; a header of
 * another shape (several ranges, another unit) is ignored and the whole object answered; a range
 * that starts past the end answers 416 InvalidRange.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) throw s3Errors.invalidRange(size);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) throw s3Errors.invalidRange(size);
  if (end < start) return undefined;
  return { start, end };
}
