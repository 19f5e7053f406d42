import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { fineMedianMax, fineMs } from "./format.ts";
import { type GoalCheck, goalCells } from "./goals.ts";
import type { BenchResults } from "./results.ts";
import { type RunningCli, startCli, startPrinting } from "./serverless.ts";
import { median } from "./stats.ts";

/**
 * Measure 12, Object Storage (issue 32), on an emulator run as `npm run emulator` (a process of
 * its own, real servers) with @aws-sdk/client-s3 and a branch credential:
 * - creating a branch (`POST …/branches` until its operations finish) of a parent holding
 *   10,000 objects and the large one below (written to its own layer) and of one holding none:
 *   two branches of the same kind and age (a branch of the default branch, whose compute runs,
 *   takes longer whatever it holds), alternately, so that both meet the emulator in the same
 *   state: copy-on-write makes both the same;
 * - a warm 1 MiB PutObject and GetObject, each alone, against the same client's requests to a
 *   loopback S3 stub that answers at once (a plain HTTP round trip), against the least a
 *   server must do to answer PutObject (least-put-server.ts: receive, MD5, check the SHA-256 and
 *   CRC32, write a file; a process of its own, as the emulator is) and against writing and
 *   reading the same bytes on the local disk;
 * - one streamed PutObject of 1 GiB (256 MiB with --quick): throughput against writing the same
 *   bytes to a file in the same temporary directory, and the emulator's resident memory before
 *   and at its peak while it streams; with, for the reader, how fast this machine computes the
 *   MD5 of the same bytes alone (the ETag S3 answers is their MD5: no upload can beat it).
 *   Alone: `node test/bench/object-storage.ts [--quick]`.
 */
export interface ObjectStorageResult {
  objects: number;
  branchMs: { empty: number[]; full: number[] };
  mib: {
    putMs: number[];
    getMs: number[];
    stubPutMs: number[];
    stubGetMs: number[];
    /** The same client's PutObject to least-put-server.ts. */
    leastPutMs: number[];
    diskWriteMs: number[];
    diskReadMs: number[];
  };
  large: {
    bytes: number;
    uploadMs: number;
    diskWriteMs: number;
    /** The MD5 of the same bytes, in one thread of the bench's process. */
    md5Ms: number;
    rssBeforeMb: number;
    rssPeakMb: number;
  };
  failures: string[];
}

const MiB = 1024 * 1024;

async function api(emulator: RunningCli, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${emulator.key}`, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Waits for the operations, polling within the API's rate limit; answers when the last one
 * finished by the emulator's own clock (`updated_at`, in ms), so the poll's interval does not
 * blur the figure.
 */
async function finishedAt(
  emulator: RunningCli,
  project: string,
  operations: Array<{ id: string }>,
) {
  let last = 0;
  for (const operation of operations) {
    for (;;) {
      const { operation: current } = (await api(
        emulator,
        "GET",
        `${project}/operations/${operation.id}`,
      )) as { operation: { status: string; updated_at: string } };
      if (current.status === "failed") throw new Error(`operation ${operation.id} failed`);
      if (current.status === "finished") {
        last = Math.max(last, Date.parse(current.updated_at));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return last;
}

async function createBranch(emulator: RunningCli, project: string, parent: string) {
  const started = Date.now();
  const { branch, operations } = (await api(emulator, "POST", `${project}/branches`, {
    branch: { parent_id: parent },
  })) as { branch: { id: string }; operations: Array<{ id: string }> };
  return { id: branch.id, ms: (await finishedAt(emulator, project, operations)) - started };
}

/** One branch of `parent`, from its request until its operations finished, then deleted. */
async function timedBranch(emulator: RunningCli, project: string, parent: string): Promise<number> {
  const { id, ms } = await createBranch(emulator, project, parent);
  const deleted = (await api(emulator, "DELETE", `${project}/branches/${id}`)) as {
    operations: Array<{ id: string }>;
  };
  await finishedAt(emulator, project, deleted.operations);
  return ms;
}

/** An S3 endpoint that answers every PUT and GET at once: the client's own cost and HTTP's. */
async function startStub(object: Buffer) {
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(object) >>> 0);
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.method === "PUT") {
        response.writeHead(200, { ETag: '"stub"' });
        response.end();
        return;
      }
      response.writeHead(200, {
        "Content-Length": object.length,
        "Content-Type": "application/octet-stream",
        ETag: `"${createHash("md5").update(object).digest("hex")}"`,
        "x-amz-checksum-crc32": checksum.toString("base64"),
      });
      response.end(object);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/s3/br-stub`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** least-put-server.ts in a process of its own; its S3 endpoint once it listens. */
async function startLeastPutServer() {
  const server = await startPrinting(
    [new URL("./least-put-server.ts", import.meta.url).pathname],
    (lines) => lines.length > 0,
  );
  return { endpoint: `http://127.0.0.1:${server.lines[0]}/s3/br-least`, stop: server.stop };
}

async function timedPutGet(s3: S3Client, key: string, body: Buffer, samples: number) {
  const putMs: number[] = [];
  const getMs: number[] = [];
  for (let i = 0; i < samples + 10; i++) {
    let started = performance.now();
    await s3.send(new PutObjectCommand({ Bucket: "bench", Key: key, Body: body }));
    const put = performance.now() - started;
    started = performance.now();
    const got = await s3.send(new GetObjectCommand({ Bucket: "bench", Key: key }));
    const bytes = await got.Body?.transformToByteArray();
    const get = performance.now() - started;
    if (bytes?.length !== body.length) throw new Error(`GetObject answered ${bytes?.length} bytes`);
    // The first 10 warm the connection and the emulator's code paths.
    if (i >= 10) {
      putMs.push(put);
      getMs.push(get);
    }
  }
  return { putMs, getMs };
}

async function diskTimes(dir: string, body: Buffer, samples: number) {
  const diskWriteMs: number[] = [];
  const diskReadMs: number[] = [];
  for (let i = 0; i < samples; i++) {
    const file = join(dir, `mib-${i}`);
    let started = performance.now();
    await writeFile(file, body);
    diskWriteMs.push(performance.now() - started);
    started = performance.now();
    await readFile(file);
    diskReadMs.push(performance.now() - started);
    await rm(file);
  }
  return { diskWriteMs, diskReadMs };
}

/**
 * Writes back what the page cache holds (sync(1), where there is one), so that neither large
 * write pays for the other's dirty pages: past a few hundred MiB the kernel makes a writer wait
 * for them.
 */
function settleDisk(): void {
  spawnSync("sync", { stdio: "ignore" });
}

function* megabytes(total: number, chunk: Buffer) {
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
}

export async function measureObjectStorage(
  progress: (line: string) => void,
  options: { samples: number; branchSamples: number; objects: number; largeBytes: number },
): Promise<ObjectStorageResult> {
  const result: ObjectStorageResult = {
    objects: options.objects,
    branchMs: { empty: [], full: [] },
    mib: {
      putMs: [],
      getMs: [],
      stubPutMs: [],
      stubGetMs: [],
      leastPutMs: [],
      diskWriteMs: [],
      diskReadMs: [],
    },
    large: {
      bytes: options.largeBytes,
      uploadMs: Number.NaN,
      diskWriteMs: Number.NaN,
      md5Ms: Number.NaN,
      rssBeforeMb: Number.NaN,
      rssPeakMb: Number.NaN,
    },
    failures: [],
  };
  const emulator = await startCli();
  const dir = await mkdtemp(join(tmpdir(), "bench-object-storage-"));
  const body = Buffer.alloc(MiB, 7);
  const stub = await startStub(body);
  const least = await startLeastPutServer();
  try {
    const project = `/projects/${emulator.projectId}`;
    const { branches } = (await api(emulator, "GET", `${project}/branches`)) as {
      branches: Array<{ id: string; default: boolean }>;
    };
    const main = branches.find((b) => b.default)?.id ?? "";
    const storage = (await api(emulator, "GET", `${project}/branches/${main}/storage`)) as {
      s3_endpoint: string;
      region: string;
    };
    await api(emulator, "POST", `${project}/branches/${main}/buckets`, { name: "bench" });
    const minted = (await api(emulator, "POST", `${project}/branches/${main}/credentials`, {
      scopes: ["storage:read", "storage:write"],
      principal_type: "user",
    })) as { token_id: string; s3_secret_access_key: string };
    const credentials = {
      accessKeyId: minted.token_id,
      secretAccessKey: minted.s3_secret_access_key,
    };
    const client = (endpoint: string) =>
      new S3Client({ endpoint, region: storage.region, forcePathStyle: true, credentials });
    const s3 = client(storage.s3_endpoint);

    progress(`object storage: two branches, ${options.objects} objects into one of them`);
    const holdingNone = (await createBranch(emulator, project, main)).id;
    const holdingMany = (await createBranch(emulator, project, main)).id;
    const many = (await api(emulator, "GET", `${project}/branches/${holdingMany}/storage`)) as {
      s3_endpoint: string;
    };
    // The default branch's credential is valid on its descendants.
    const s3OfMany = client(many.s3_endpoint);
    for (let i = 0; i < options.objects; i += 64) {
      const batch = Array.from({ length: Math.min(64, options.objects - i) }, (_, j) => i + j);
      await Promise.all(
        batch.map((n) =>
          s3OfMany.send(
            new PutObjectCommand({ Bucket: "bench", Key: `many/${n}`, Body: `object ${n}` }),
          ),
        ),
      );
    }
    progress(`object storage: 1 MiB PutObject and GetObject, n=${options.samples}`);
    Object.assign(result.mib, await timedPutGet(s3, "mib", body, options.samples));
    const stubbed = await timedPutGet(client(stub.endpoint), "mib", body, options.samples);
    result.mib.stubPutMs = stubbed.putMs;
    result.mib.stubGetMs = stubbed.getMs;
    result.mib.leastPutMs = (
      await timedPutGet(client(least.endpoint), "mib", body, options.samples)
    ).putMs;
    Object.assign(result.mib, await diskTimes(dir, body, options.samples));

    progress(`object storage: one PutObject of ${options.largeBytes / MiB} MiB`);
    settleDisk();
    result.large.rssBeforeMb = emulator.rssMb();
    let peak = result.large.rssBeforeMb;
    const sampler = setInterval(() => {
      peak = Math.max(peak, emulator.rssMb());
    }, 20);
    let started = performance.now();
    // Into the branch holding the 10,000 objects: it holds the large object too when branched.
    await s3OfMany.send(
      new PutObjectCommand({
        Bucket: "bench",
        Key: "large",
        Body: Readable.from(megabytes(options.largeBytes, body)),
        ContentLength: options.largeBytes,
      }),
    );
    result.large.uploadMs = performance.now() - started;
    clearInterval(sampler);
    result.large.rssPeakMb = peak;
    settleDisk();
    started = performance.now();
    await pipeline(
      Readable.from(megabytes(options.largeBytes, body)),
      createWriteStream(join(dir, "large")),
    );
    result.large.diskWriteMs = performance.now() - started;
    started = performance.now();
    const md5 = createHash("md5");
    for (const chunk of megabytes(options.largeBytes, body)) md5.update(chunk);
    md5.digest();
    result.large.md5Ms = performance.now() - started;

    progress(`object storage: ${options.branchSamples} branches of each, alternately`);
    for (let i = 0; i < options.branchSamples; i++) {
      result.branchMs.full.push(await timedBranch(emulator, project, holdingMany));
      result.branchMs.empty.push(await timedBranch(emulator, project, holdingNone));
    }
  } catch (error) {
    result.failures.push(`object storage: ${(error as Error).message}`);
  } finally {
    await stub.close();
    await least.stop();
    await rm(dir, { recursive: true, force: true });
    await emulator.stop();
  }
  return result;
}

const mibPerSecond = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);

export function describeObjectStorage(result: ObjectStorageResult): string[] {
  const fine = (v: number) => `${v.toFixed(2)} ms`;
  const { mib, large } = result;
  return [
    `branch of a parent holding no object: ${fine(median(result.branchMs.empty))}; holding ${result.objects} and ${large.bytes / MiB} MiB: ${fine(median(result.branchMs.full))} (n=${result.branchMs.full.length})`,
    `1 MiB PutObject ${fine(median(mib.putMs))} (stub ${fine(median(mib.stubPutMs))}, the least a server must do ${fine(median(mib.leastPutMs))}, disk write ${fine(median(mib.diskWriteMs))}); GetObject ${fine(median(mib.getMs))} (stub ${fine(median(mib.stubGetMs))}, disk read ${fine(median(mib.diskReadMs))}), n=${mib.putMs.length}`,
    `${large.bytes / MiB} MiB PutObject: ${mibPerSecond(large.bytes, large.uploadMs).toFixed(0)} MiB/s (disk ${mibPerSecond(large.bytes, large.diskWriteMs).toFixed(0)} MiB/s, their MD5 alone ${mibPerSecond(large.bytes, large.md5Ms).toFixed(0)} MiB/s); emulator RSS ${large.rssBeforeMb.toFixed(0)} MB before, ${large.rssPeakMb.toFixed(0)} MB at most while streaming`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

/** Noise a branch creation may show: its Postgres copy varies more than the store's cost. */
const CREATION_SLACK_MS = 20;
const CREATION_SLACK_FRACTION = 0.25;
/** Issue 32's goals: within 2 ms of a plain round trip; large uploads at half the disk's speed. */
const SMALL_REQUEST_SLACK_MS = 2;
const LARGE_UPLOAD_FRACTION = 0.5;

/** Issue 32: a branch of a parent holding 10,000 objects costs no more than one of an empty parent. */
export function objectStorageGoals(results: BenchResults): GoalCheck[] {
  const { branchMs, mib, large } = results.objectStorage;
  const empty = median(branchMs.empty);
  const added = median(branchMs.full) - empty;
  const slack = Math.max(CREATION_SLACK_MS, empty * CREATION_SLACK_FRACTION);
  const put = median(mib.putMs) - median(mib.stubPutMs);
  const get = median(mib.getMs) - median(mib.stubGetMs);
  const least = median(mib.leastPutMs) - median(mib.stubPutMs);
  const upload = mibPerSecond(large.bytes, large.uploadMs);
  const disk = mibPerSecond(large.bytes, large.diskWriteMs);
  return [
    {
      id: "object-storage-branch",
      goal: `branch of a parent holding ${results.objectStorage.objects} objects and ${large.bytes / MiB} MiB: no slower than of one holding none (≤ +${fineMs(slack)}, noise)`,
      measured: `${added >= 0 ? "+" : ""}${fineMs(added)} (medians)`,
      pass: branchMs.full.length > 0 && added <= slack,
    },
    {
      id: "object-storage-small",
      goal: `1 MiB PutObject and GetObject: median within ${SMALL_REQUEST_SLACK_MS} ms of the same client's round trip to a stub`,
      measured: `PutObject +${fineMs(put)} (the least a server must do: +${fineMs(least)}), GetObject +${fineMs(get)}`,
      pass: put <= SMALL_REQUEST_SLACK_MS && get <= SMALL_REQUEST_SLACK_MS,
    },
    {
      id: "object-storage-large",
      goal: `one large PutObject: at least ${LARGE_UPLOAD_FRACTION * 100}% of the disk's sequential write`,
      measured: `${upload.toFixed(0)} MiB/s of ${disk.toFixed(0)} MiB/s (their MD5 alone: ${mibPerSecond(large.bytes, large.md5Ms).toFixed(0)} MiB/s)`,
      pass: upload >= LARGE_UPLOAD_FRACTION * disk,
    },
  ];
}

export function objectStorageRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const r = results.objectStorage;
  const verdict = (id: string) => goalCells(checks, id);
  const spread = fineMedianMax;
  const measure = "Object Storage (S3 endpoint, @aws-sdk/client-s3), median / max";
  return [
    [
      measure,
      `branch of a parent holding no object, n=${r.branchMs.empty.length}`,
      spread(r.branchMs.empty),
      "",
      "",
      "",
      "",
    ],
    [
      measure,
      `branch of a parent holding ${r.objects} objects and ${r.large.bytes / MiB} MiB, n=${r.branchMs.full.length}`,
      spread(r.branchMs.full),
      "",
      "",
      ...verdict("object-storage-branch"),
    ],
    [
      measure,
      `1 MiB PutObject (stub; the least a server must do; disk write), n=${r.mib.putMs.length}`,
      `${spread(r.mib.putMs)} (${fineMs(median(r.mib.stubPutMs))}; ${fineMs(median(r.mib.leastPutMs))}; ${fineMs(median(r.mib.diskWriteMs))})`,
      "",
      "",
      "",
      "",
    ],
    [
      measure,
      `1 MiB GetObject (stub; disk read), n=${r.mib.getMs.length}`,
      `${spread(r.mib.getMs)} (${fineMs(median(r.mib.stubGetMs))}; ${fineMs(median(r.mib.diskReadMs))})`,
      "",
      "",
      ...verdict("object-storage-small"),
    ],
    [
      measure,
      `one ${r.large.bytes / MiB} MiB PutObject (disk write; MD5 alone; emulator RSS before → peak)`,
      `${mibPerSecond(r.large.bytes, r.large.uploadMs).toFixed(0)} MiB/s (${mibPerSecond(r.large.bytes, r.large.diskWriteMs).toFixed(0)} MiB/s; ${mibPerSecond(r.large.bytes, r.large.md5Ms).toFixed(0)} MiB/s; ${r.large.rssBeforeMb.toFixed(0)} → ${r.large.rssPeakMb.toFixed(0)} MB)`,
      "",
      "",
      ...verdict("object-storage-large"),
    ],
  ];
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureObjectStorage((line) => process.stderr.write(`${line}\n`), {
    samples: quick ? 20 : 100,
    branchSamples: quick ? 5 : 10,
    objects: 10_000,
    largeBytes: (quick ? 256 : 1024) * MiB,
  });
  console.log(describeObjectStorage(result).join("\n"));
}
