import { spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
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

const isRoot = process.getuid?.() === 0;
const hasMkfsXfs = run("sh", ["-c", "command -v mkfs.xfs"]).status === 0;
const xfsUnavailable = !isRoot
  ? "no loop-mounted XFS: mounting one needs root"
  : !hasMkfsXfs
    ? "no loop-mounted XFS: mkfs.xfs is not installed (apt-get install xfsprogs)"
    : undefined;

test("the temporary directory reports its real way: its file system, and clone only if cp can clone there", async () => {
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
});

describe.skipIf(xfsUnavailable !== undefined)(
  xfsUnavailable ?? "a data directory on a loop-mounted XFS",
  () => {
    let home = "";
    let mountPoint = "";
    let mounted = false;
    let emulator: Emulator | undefined;

    beforeAll(async () => {
      home = await mkdtemp(join(tmpdir(), "copy-way-xfs-"));
      // The server user must pass through to the data directory.
      await chmod(home, 0o755);
      const image = join(home, "xfs.img");
      mountPoint = join(home, "mnt");
      await mkdir(mountPoint);
      expect(run("truncate", ["-s", "1G", image]).status).toBe(0);
      const made = run("mkfs.xfs", ["-q", image]);
      expect(made.status, made.stderr).toBe(0);
      const mount = run("mount", ["-o", "loop", image, mountPoint]);
      expect(mount.status, mount.stderr).toBe(0);
      mounted = true;
      emulator = await startEmulator({
        seed: { ...builtInSeed(), limits: { enabled: false } },
        opMs: 0,
        dataDir: join(mountPoint, "data"),
      });
    });

    afterAll(async () => {
      await emulator?.stop();
      if (mounted) {
        // The loop device may still be busy a moment after the servers went.
        await waitUntil(`${mountPoint} unmounted`, () => run("umount", [mountPoint]).status === 0, {
          intervalMs: 100,
        });
      }
      if (home) await rm(home, { recursive: true, force: true });
    });

    test("reports clone (xfs)", async () => {
      expect((await copyWayOf(mountPoint)).label).toBe("clone (xfs)");
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
