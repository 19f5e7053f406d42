import type { Readable } from "node:stream";

/** The longest line kept of what a function prints; the rest of a longer one is dropped. */
export const maxLineBytes = 64 * 1024;

/**
 * Splits what a stream carries into lines (`\n`, a `\r` before it dropped), holding at most
 * `maxBytes` of a line: a longer one is handed on cut at that size (at a character's boundary)
 * and the rest is dropped until the next newline. Node's readline would hold a line of any
 * length, and one past V8's longest string throws in the emulator.
 */
export function readLines(
  source: Readable,
  onLine: (text: string, cut: boolean) => void,
  maxBytes = maxLineBytes,
): void {
  let parts: Buffer[] = [];
  let size = 0;
  let dropping = false;
  const emit = (cut: boolean) => {
    const line = Buffer.concat(parts, size);
    parts = [];
    size = 0;
    if (cut) onLine(line.toString("utf8", 0, characterBoundary(line)), true);
    else onLine(line.toString("utf8", 0, line.length - (line.at(-1) === 13 ? 1 : 0)), false);
  };
  source.on("data", (chunk: Buffer) => {
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      if (!dropping) {
        const take = Math.min(maxBytes - size, end - start);
        parts.push(chunk.subarray(start, start + take));
        size += take;
        if (end - start > take) {
          emit(true);
          dropping = true;
        }
      }
      if (newline === -1) break;
      if (dropping) dropping = false;
      else emit(false);
      start = newline + 1;
    }
  });
  source.on("end", () => {
    if (size > 0) emit(false);
  });
}

/** The length of `line` without a multi-byte character its cut split. */
function characterBoundary(line: Buffer): number {
  let end = line.length;
  let back = 0;
  // Up to three continuation bytes (10xxxxxx) may follow a lead byte.
  while (back < 3 && end - back > 0 && ((line[end - back - 1] ?? 0) & 0xc0) === 0x80) back++;
  const lead = line[end - back - 1] ?? 0;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  if (length > back + 1) end -= back + 1;
  return end;
}
