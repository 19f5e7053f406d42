/**
 * Measure 12's floor: the least any server must do to answer @aws-sdk/client-s3's PutObject
 * correctly, and nothing else: receive the body, compute its MD5 (the ETag), check it against the
 * signed `x-amz-content-sha256` and `x-amz-checksum-crc32` the client sends, and write it to a new
 * file before answering. No signature, no store, no worker: one thread, as plainly as Node allows.
 * GET answers the last body written. Run as a process of its own, as the emulator is: prints its
 * port, and serves until killed. Never a product: a yardstick for the emulator's own figure.
 */
import { createHash } from "node:crypto";
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";

const dir = mkdtempSync(join(tmpdir(), "bench-least-put-"));
let written = 0;
let last: { path: string; size: number } | undefined;

function put(request: IncomingMessage, response: ServerResponse): void {
  const path = join(dir, String(++written));
  const fd = openSync(path, "wx", 0o600);
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  let checksum = 0;
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    md5.update(chunk);
    sha256.update(chunk);
    checksum = crc32(chunk, checksum);
    for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at);
    size += chunk.length;
  });
  request.on("end", () => {
    closeSync(fd);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(checksum >>> 0);
    const intact =
      sha256.digest("hex") === request.headers["x-amz-content-sha256"] &&
      crc.toString("base64") === request.headers["x-amz-checksum-crc32"];
    if (!intact) {
      response.writeHead(400).end();
      return;
    }
    if (last) rmSync(last.path, { force: true });
    last = { path, size };
    response.writeHead(200, { ETag: `"${md5.digest("hex")}"` }).end();
  });
}

function get(response: ServerResponse): void {
  if (!last) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    "Content-Length": last.size,
    "Content-Type": "application/octet-stream",
  });
  createReadStream(last.path).pipe(response);
}

const server = createServer((request, response) => {
  if (request.method === "PUT") put(request, response);
  else get(response);
});
const stop = () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.listen(0, "127.0.0.1", () => {
  console.log((server.address() as AddressInfo).port);
});
