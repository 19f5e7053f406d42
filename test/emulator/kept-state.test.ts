import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, test } from "vitest";
import { seedLoader, seedSummary, startEmulator } from "../../emulator/src/index.ts";
import { waitUntil } from "../support/wait.ts";
import type { Loose } from "./support/helpers.ts";

// The state kept in a data directory (kept-state.ts): a file a newer emulator wrote is refused,
// one emulator per directory, and a kill at any instant loses at most the change in flight.
// The chaos run kills 3 times; EMULATOR_CHAOS_KILLS=N soaks longer, EMULATOR_CHAOS_LOG=FILE keeps
// the emulators' logs.

const cli = join(import.meta.dirname, "../../emulator/src/cli.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "emulator-kept-"));
  dirs.push(dir);
  return dir;
}

describe("the state file", () => {
  test("a file of a newer format is refused with one line naming it and both versions", async () => {
    const dir = newDir();
    const file = join(dir, "emulator-state.json");
    writeFileSync(file, JSON.stringify({ format: "preview-compute-emulator state", version: 99 }));
    const start = startEmulator({ postgres: false, dataDir: dir });
    await expect(start).rejects.toThrow(
      `${file} was written by a newer emulator (state format 99; this one reads up to 1)`,
    );
  });

  test("a state kept with real servers is refused by a start without them, naming the file", async () => {
    const dir = newDir();
    const file = join(dir, "emulator-state.json");
    writeFileSync(
      file,
      JSON.stringify({
        format: "preview-compute-emulator state",
        version: 1,
        clock: Date.now(),
        seed: {},
        state: {},
        real_data: true,
      }),
    );
    await expect(startEmulator({ postgres: false, dataDir: dir })).rejects.toThrow(
      `${file} holds branches with real data: start without --no-postgres, or use another --data-dir`,
    );
  });

  test("without real servers too, a restart keeps what was answered; a second emulator on the directory is refused", async () => {
    const dir = newDir();
    const first = await startEmulator({ postgres: false, dataDir: dir, opMs: 0 });
    const headers = {
      authorization: `Bearer ${first.keys.personal}`,
      "content-type": "application/json",
    };
    const created = await fetch(`${first.baseUrl}/projects/${first.projectId}/branches`, {
      method: "POST",
      headers,
      body: JSON.stringify({ branch: { name: "kept" } }),
    });
    expect(created.status).toBe(201);
    const other = spawnCli(dir, ["--no-postgres"], "pipe");
    const refusal = await new Promise<string>((resolve) => {
      let text = "";
      other.child.stderr?.on("data", (chunk) => {
        text += chunk;
      });
      other.child.once("exit", () => resolve(text));
    });
    expect(refusal).toContain(`${dir} is in use by another emulator (pid ${process.pid})`);
    await first.stop();
    // On a free port: fetch's pool may hold a closed connection to the kept one.
    const second = await startEmulator({ postgres: false, dataDir: dir, opMs: 0, port: 0 });
    const listed = (await (
      await fetch(`${second.baseUrl}/projects/${second.projectId}/branches`, { headers })
    ).json()) as Loose;
    expect(listed.branches.map((b: Loose) => b.name)).toContain("kept");
    await second.stop();
  });
});

describe("the metered usage kept", () => {
  test("a SIGKILL and a restart keep the branch's and project's figures and the consumption history", async () => {
    const dataDir = newDir();
    const { keys, projectId } = seedSummary(seedLoader(undefined)(undefined));
    const start = async () => {
      const spawned = spawnCli(dataDir, ["--no-postgres"]);
      const baseUrl = (await spawned.first).replace("emulator listening on ", "");
      const call = async (method: string, path: string) =>
        (await (
          await fetch(`${baseUrl}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${keys.personal}`,
              "content-type": "application/json",
            },
            ...(method === "GET" ? {} : { body: "{}" }),
          })
        ).json()) as Loose;
      const admin = async (method: string, path: string, body?: unknown) =>
        (await (
          await fetch(`${new URL(baseUrl).origin}/__emulator${path}`, {
            method,
            ...(body === undefined
              ? {}
              : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
          })
        ).json()) as Loose;
      return { ...spawned, baseUrl, call, admin };
    };
    const first = await start();
    const main = (await first.call("GET", `/projects/${projectId}/branches`)).branches.find(
      (b: Loose) => b.default,
    );
    const endpoint = (
      await first.call("GET", `/projects/${projectId}/branches/${main.id}/endpoints`)
    ).endpoints[0];
    await first.call("POST", `/projects/${projectId}/endpoints/${endpoint.id}/start`);
    const settled = (call: typeof first.call) =>
      waitUntil("the operations are done", async () =>
        (await call("GET", `/projects/${projectId}/operations`)).operations.every(
          (op: Loose) => op.status === "finished" || op.status === "failed",
        ),
      );
    await settled(first.call);
    // Two hours active, then suspended: the figures stop growing and are saved.
    await first.admin("POST", "/clock", { advance_ms: 2 * 3_600_000 });
    await first.call("POST", `/projects/${projectId}/endpoints/${endpoint.id}/suspend`);
    await settled(first.call);
    const figures = async ({ call, admin }: typeof first) => {
      const branch = (await call("GET", `/projects/${projectId}/branches/${main.id}`)).branch;
      const project = (await call("GET", `/projects/${projectId}`)).project;
      const { now } = (await admin("GET", "/clock")) as { now: string };
      const from = new Date(Date.parse(now) - 4 * 3_600_000).toISOString();
      const history = await call(
        "GET",
        `/consumption_history/v2/branches?project_ids=${projectId}&from=${from}&to=${now}&granularity=hourly&org_id=${project.org_id}&metrics=compute_unit_seconds`,
      );
      return {
        branch: [
          branch.compute_time_seconds,
          branch.active_time_seconds,
          branch.written_data_bytes,
        ],
        project: [
          project.compute_time_seconds,
          project.active_time_seconds,
          project.written_data_bytes,
        ],
        history: JSON.stringify(history.branches),
      };
    };
    const before = await figures(first);
    expect(before.branch[1]).toBeGreaterThanOrEqual(7200);
    expect(before.history).toContain("compute_unit_seconds");
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await start();
    expect(await figures(second)).toEqual(before);
    // Killed while active: its time counts up to the last save (here, the clock's move).
    await second.call("POST", `/projects/${projectId}/endpoints/${endpoint.id}/start`);
    await settled(second.call);
    await second.admin("POST", "/clock", { advance_ms: 3_600_000 });
    const running = await figures(second);
    expect(running.branch[1]).toBeGreaterThanOrEqual((before.branch[1] as number) + 3600);
    second.child.kill("SIGKILL");
    await second.exited;

    const third = await start();
    const after = await figures(third);
    expect(after.branch[1]).toBeGreaterThanOrEqual((before.branch[1] as number) + 3600);
    expect(after.project[0]).toBeGreaterThanOrEqual(running.project[0] as number);
    third.child.kill("SIGTERM");
    await third.exited;
  });
});

/** The CLI on the data directory; its stderr piped only when read (an unread pipe fills). */
describe("the ports kept", () => {
  test("a restart listens on the API's port of the first start; taken, it fails naming the port and the flag", async () => {
    const dir = newDir();
    const first = await startEmulator({ postgres: false, dataDir: dir });
    const port = Number(new URL(first.origin).port);
    await first.stop();
    const again = await startEmulator({ postgres: false, dataDir: dir });
    expect(Number(new URL(again.origin).port)).toBe(port);
    await again.stop();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      await expect(startEmulator({ postgres: false, dataDir: dir })).rejects.toThrow(
        `the API's port ${port}, kept in the data directory since its first start, is in use`,
      );
      await expect(startEmulator({ postgres: false, dataDir: dir })).rejects.toThrow(
        "or give --port N",
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

function spawnCli(dataDir: string, more: string[] = [], stderr: "pipe" | "ignore" = "ignore") {
  const child = spawn(
    process.execPath,
    [
      cli,
      "--port",
      "0",
      "--op-ms",
      "20",
      "--data-dir",
      dataDir,
      ...(process.env.EMULATOR_CHAOS_LOG ? [] : ["--quiet"]),
      ...more,
    ],
    {
      stdio: [
        "ignore",
        "pipe",
        process.env.EMULATOR_CHAOS_LOG ? openSync(process.env.EMULATOR_CHAOS_LOG, "a") : stderr,
      ],
    },
  );
  children.push(child);
  // Made at once: a killed child's exit may come before anyone waits for it.
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const first = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  first.catch(() => undefined);
  return { child, first, exited };
}

describe("chaos: SIGKILL at random moments while a client changes state", () => {
  test("after each restart every answered change is there and nothing is half there", async () => {
    const dataDir = newDir();
    const { keys, projectId } = seedSummary(seedLoader(undefined)(undefined));
    /** What the emulator answered last about each branch it made for the client. */
    const answered = new Map<string, "created" | "deleted" | "unknown">();
    /** The objects whose upload was answered, by key: each must come back with its bytes. */
    const uploaded = new Set<string>();
    // A few kills here; EMULATOR_CHAOS_KILLS=N runs a longer soak.
    const kills = Number(process.env.EMULATOR_CHAOS_KILLS ?? 3);
    let answers = 0;
    let main = "";
    for (let round = 0; round <= kills; round++) {
      const { child, first, exited } = spawnCli(dataDir);
      const baseUrl = (await first).replace("emulator listening on ", "");
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${keys.personal}`, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      await checkEverythingThere(call, dataDir, projectId, answered);
      if (round === 0) {
        const { branches } = (await (
          await call("GET", `/projects/${projectId}/branches`)
        ).json()) as Loose;
        main = branches.find((b: Loose) => b.default).id;
        const bucket = await call("POST", `/projects/${projectId}/branches/${main}/buckets`, {
          name: "chaos",
        });
        expect(bucket.status).toBe(201);
      }
      await checkObjectsThere(
        call,
        `/projects/${projectId}/branches/${main}/buckets/chaos`,
        uploaded,
      );
      if (round === kills) {
        child.kill("SIGTERM");
        await exited;
        break;
      }
      let alive = true;
      const changes = (async () => {
        for (let n = 0; alive; n++) {
          const made = [...answered].filter(([, last]) => last === "created").map(([id]) => id);
          // One branch is always left to delete: a create the platform refuses (423 while the
          // last one's operations run) must not let the deletes take every branch made.
          const victim = n % 3 === 2 && made.length > 1 ? made[n % made.length] : undefined;
          try {
            if (n % 3 === 1) {
              const key = `object-${round}-${n}`;
              const presigned = (await (
                await call(
                  "POST",
                  `/projects/${projectId}/branches/${main}/buckets/chaos/objects/${key}/presign`,
                  { operation: "upload" },
                )
              ).json()) as Loose;
              const put = await fetch(presigned.url, { method: "PUT", body: contentOf(key) });
              if (put.status === 200) uploaded.add(key);
              answers += 1;
            } else if (victim) {
              answered.set(victim, "unknown");
              const gone = await call("DELETE", `/projects/${projectId}/branches/${victim}`);
              answered.set(victim, gone.status === 200 ? "deleted" : "created");
              answers += 1;
            } else {
              const answer = await call("POST", `/projects/${projectId}/branches`, {
                branch: { name: `chaos-${round}-${n}` },
              });
              if (answer.status === 201) {
                const body = (await answer.json()) as Loose;
                answered.set(body.branch.id, "created");
              }
              answers += 1;
            }
          } catch {
            return; // the emulator is gone: what was in flight is unknown
          }
        }
      })();
      // The kill comes after a random number of answers, while the next request and the
      // operations of those before it are under way.
      const answersBefore = answers;
      const killAfter = 1 + Math.floor(Math.random() * 6);
      await waitUntil(
        `the client has had ${killAfter} answers`,
        () => answers >= answersBefore + killAfter,
        { timeoutMs: 60_000 },
      );
      child.kill("SIGKILL");
      alive = false;
      await changes;
      await exited;
    }
    expect([...answered.values()].filter((last) => last === "created").length).toBeGreaterThan(0);
  }, 240_000);
});

/** An object's bytes: enough of them that its upload takes a while. */
const contentOf = (key: string) => `${key}\n`.repeat(4096);

/** Every answered upload is listed and downloads with its bytes: no object without its blob. */
async function checkObjectsThere(
  call: (method: string, path: string) => Promise<Response>,
  bucketPath: string,
  uploaded: Set<string>,
): Promise<void> {
  for (const key of uploaded) {
    const download = await call("GET", `${bucketPath}/objects/${key}/download`);
    expect(download.status, `object ${key} is there`).toBe(200);
    expect(await download.text(), `object ${key}'s bytes`).toBe(contentOf(key));
  }
}

async function checkEverythingThere(
  call: (method: string, path: string) => Promise<Response>,
  dataDir: string,
  projectId: string,
  answered: Map<string, string>,
): Promise<void> {
  await waitUntil(
    "every operation interrupted by the kill has settled",
    async () => {
      const { operations } = (await (
        await call("GET", `/projects/${projectId}/operations?limit=1000`)
      ).json()) as Loose;
      return operations.every((op: Loose) => op.status === "finished" || op.status === "failed");
    },
    { timeoutMs: 60_000 },
  );
  const { branches } = (await (
    await call("GET", `/projects/${projectId}/branches`)
  ).json()) as Loose;
  const listed = new Set<string>(branches.map((b: Loose) => b.id));
  for (const [id, last] of answered) {
    if (last === "created") expect(listed.has(id), `answered branch ${id} is there`).toBe(true);
    if (last === "deleted") expect(listed.has(id), `deleted branch ${id} stays gone`).toBe(false);
  }
  const onDisk = readdirSync(join(dataDir, "branches", projectId));
  for (const id of listed) {
    expect(existsSync(join(dataDir, "branches", projectId, id, "PG_VERSION")), `${id}'s data`).toBe(
      true,
    );
  }
  expect(
    onDisk.filter((name) => !listed.has(name)),
    "data directories no branch owns",
  ).toEqual([]);
}
