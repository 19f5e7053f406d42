import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyWayOf } from "../../../../emulator/src/data-plane/storage/copy-way.ts";
import { builtInSeed, type Emulator, startEmulator } from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";

/**
 * How branch data is copied: cloned where the file system clones (a loop-mounted XFS made here),
 * copied elsewhere, and said as `clone (xfs)` / `copy (ext4)`.
 */

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** mkfs.xfs's path, in the sbin folders too (a user's PATH may not have them), or "". */
const mkfsXfs = run("sh", [
  "-c",
  'PATH="$PATH:/usr/sbin:/sbin"; command -v mkfs.xfs',
]).stdout.trim();

/**
 * A sparse file made XFS and loop-mounted while the file is collected, so that a machine where
 * that cannot be done (not root, no mkfs.xfs, no loop device in a container) skips the XFS tests
 * saying why in one line; whatever was made goes in afterAll.
 */
function mountXfs(): { home: string; mountPoint?: string; unavailable?: string } {
  if (process.getuid?.() !== 0) return { home: "", unavailable: "mounting one needs root" };
  if (mkfsXfs === "")
    return { home: "", unavailable: "mkfs.xfs is not installed (apt-get install xfsprogs)" };
  const home = mkdtempSync(join(tmpdir(), "copy-way-xfs-"));
  // The server user must pass through to the data directory.
  chmodSync(home, 0o755);
  const image = join(home, "xfs.img");
  const mountPoint = join(home, "mnt");
  mkdirSync(mountPoint);
  const steps: Array<[string, string[]]> = [
    ["truncate", ["-s", "1G", image]],
    [mkfsXfs, ["-q", image]],
    ["mount", ["-o", "loop", image, mountPoint]],
  ];
  for (const [command, args] of steps) {
    const done = run(command, args);
    if (done.status !== 0) {
      const why = done.stderr.trim().split("\n")[0] || `exit ${done.status}`;
      return { home, unavailable: `${command} failed: ${why}` };
    }
  }
  return { home, mountPoint };
}

const xfs = mountXfs();

afterAll(async () => {
  const { mountPoint } = xfs;
  if (mountPoint) {
    // The loop device may still be busy a moment after the servers went.
    await waitUntil(`${mountPoint} unmounted`, () => run("umount", [mountPoint]).status === 0, {
      intervalMs: 100,
    });
  }
  if (xfs.home) await rm(xfs.home, { recursive: true, force: true });
});

// GNU cp and stat tell the truth here; macOS has neither.
test.skipIf(process.platform !== "linux")(
  "the temporary directory reports its real way: its file system, and clone only if cp can clone there",
  async () => {
    const dir = await mkdtemp(join(tmpdir(), "copy-way-"));
    try {
      const way = await copyWayOf(dir);
      await writeFile(join(dir, "a"), "bytes");
      const cloned = run("cp", ["--reflink=always", join(dir, "a"), join(dir, "b")]).status === 0;
      expect(way.clones).toBe(cloned);
      // GNU stat names ext2, ext3 and ext4 alike (one magic number): the emulator says ext4.
      const named = run("stat", ["-f", "-c", "%T", dir]).stdout.trim();
      expect(way.fsType).toBe(named === "ext2/ext3" ? "ext4" : named);
      expect(way.label).toBe(`${cloned ? "clone" : "copy"} (${way.fsType})`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);

describe.skipIf(xfs.unavailable !== undefined)(
  xfs.unavailable
    ? `no loop-mounted XFS: ${xfs.unavailable}`
    : "a data directory on a loop-mounted XFS",
  () => {
    const mountPoint = xfs.mountPoint ?? "";
    let emulator: Emulator | undefined;
    const logged: string[] = [];

    beforeAll(async () => {
      emulator = await startEmulator({
        seed: { ...builtInSeed(), limits: { enabled: false } },
        opMs: 0,
        dataDir: join(mountPoint, "data"),
        log: "changes",
        logTo: (line) => logged.push(line),
      });
    });

    afterAll(async () => {
      await emulator?.stop();
    });

    test("reports clone (xfs), and the emulator's log says so once", async () => {
      expect((await copyWayOf(mountPoint)).label).toBe("clone (xfs)");
      const said = logged.filter((line) => line.includes("branches copied by"));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(
        `branch data in ${join(mountPoint, "data")}, branches copied by clone (xfs)`,
      );
    });

    test("a child branch's data files share their extents with the parent's", async () => {
      const current = emulator as Emulator;
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${current.baseUrl}/projects/${current.projectId}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${current.keys.organization}`,
            "content-type": "application/json",
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        // biome-ignore lint/suspicious/noExplicitAny: read loosely; shapes are tested elsewhere
        const answer = (await response.json()) as any;
        expect(response.ok, JSON.stringify(answer)).toBe(true);
        return answer;
      };
      const settle = async (operations: Array<{ id: string }>) => {
        for (const { id } of operations) {
          await waitUntil(`operation ${id} finished`, async () => {
            const { operation } = await call("GET", `/operations/${id}`);
            expect(operation.status).not.toBe("failed");
            return operation.status === "finished";
          });
        }
      };
      const uriOf = async (branchId: string) =>
        (
          await call(
            "GET",
            `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
          )
        ).uri as string;
      const sql = async (uri: string, text: string) => {
        const client = new pg.Client({ connectionString: uri });
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      };

      const { branches } = await call("GET", "/branches");
      const main = branches.find((b: { default: boolean }) => b.default);
      const mainUri = await uriOf(main.id);
      await sql(
        mainUri,
        "CREATE TABLE filler AS SELECT g AS id, repeat('x', 1000) AS pad FROM generate_series(1, 20000) g",
      );
      const rows = await sql(mainUri, "SELECT pg_relation_filepath('filler') AS path");
      const relation = (rows as Array<{ path: string }>)[0]?.path ?? "";
      expect(relation).toMatch(/^base\//);

      const created = await call("POST", "/branches", {
        branch: { name: "clone-child" },
        endpoints: [{ type: "read_write" }],
      });
      await settle(created.operations);
      const child = created.branch.id as string;
      expect(await sql(await uriOf(child), "SELECT count(*)::int AS n FROM filler")).toEqual([
        { n: 20000 },
      ]);

      const dataDir = join(mountPoint, "data", "branches", current.projectId);
      const extents = (branchId: string) =>
        run("filefrag", ["-v", join(dataDir, branchId, relation)]).stdout;
      const childExtents = extents(child);
      expect(childExtents).toMatch(/shared/);
      expect(extents(main.id)).toMatch(/shared/);
    });
  },
);
