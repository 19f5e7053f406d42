import type { FileHandle } from "node:fs/promises";
import type { Writable } from "node:stream";

/**
 * Reads of 256 KiB into buffers used again once their bytes are written: a GetObject allocates
 * none once warm. Each new buffer counts towards V8's next full collection, which costs every
 * request on the emulator's thread (the proxy's too) tens of milliseconds.
 */
const readBytes = 256 * 1024;
const sparesKept = 16;
const spares: Buffer[] = [];

function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off("drain", onDrain);
      out.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error("the reader went away"));
    out.on("drain", onDrain);
    out.on("close", onClose);
  });
}

/** The file's bytes `start`..`end` (inclusive) into `out`, waiting whenever it asks to. */
export async function copyRange(
  file: FileHandle,
  start: number,
  end: number,
  out: Writable,
): Promise<void> {
  for (let position = start; position <= end; ) {
    if (out.destroyed) throw new Error("the reader went away");
    const buffer = spares.pop() ?? Buffer.allocUnsafeSlow(readBytes);
    const wanted = Math.min(readBytes, end - position + 1);
    const { bytesRead } = await file.read(buffer, 0, wanted, position);
    if (bytesRead === 0) throw new Error("the blob is shorter than its size");
    position += bytesRead;
    // The buffer is free again once the write is done (or failed): never before.
    const more = out.write(buffer.subarray(0, bytesRead), () => {
      if (spares.length < sparesKept) spares.push(buffer);
    });
    if (!more && position <= end) await drained(out);
  }
}
