import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Writes a file so that a kill at any instant leaves either the old file (or none) or the new
 * one, never a part: a temporary file written and flushed, renamed over the old one, and the
 * directory flushed so the rename itself survives a power cut. Synchronous: its callers save
 * before they answer.
 */
export function writeFileDurably(path: string, data: string | Uint8Array, mode = 0o600): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, "w", mode);
  try {
    if (typeof data === "string") writeSync(fd, data);
    else writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  const directory = openSync(dirname(path), "r");
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}
