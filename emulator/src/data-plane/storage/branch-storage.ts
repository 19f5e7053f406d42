import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { DataPlaneFaultSource } from "../faults/data-plane-faults.ts";
import type { AdminCredentials } from "../postgres/admin-sql.ts";
import type { PostgresBinaries } from "../postgres/binaries.ts";
import type { Reaper } from "../postgres/reaper.ts";
import type { ServerProcess } from "../postgres/server-process.ts";
import { asServerUser, type ServerUser } from "../postgres/server-user.ts";
import { copyRunningServer } from "./base-backup.ts";
import type { BranchRef } from "./branch-key.ts";
import { clearServerState, copyDirectory } from "./copy-tree.ts";
import { BackgroundFlush, type CopyWay, copyWayOf } from "./copy-way.ts";
import { MaxConnectionsSeen } from "./max-connections.ts";
import { scratchDir } from "./scratch-dir.ts";
import { sharedTemplate, type Template, templateIn } from "./template.ts";

export interface BranchStorageOptions {
  /** Keep branch data here across restarts; by default a temporary directory removed at stop. */
  dataDir?: string | undefined;
  user: ServerUser | undefined;
  /** The bundled major's binaries: its template is made while the emulator starts. */
  binaries: PostgresBinaries;
  /** Removes a temporary root however the emulator ends. */
  reaper: Reaper;
  /** Where the copy_fails fault comes from. */
  faults: DataPlaneFaultSource;
}

/** Work on a branch's data directory while it is being made (a server of the platform's own on it). */
export type PrepareData = (dir: string) => Promise<void>;

/**
 * Branch data on disk: every branch owns a PostgreSQL data directory under
 * `<root>/branches/<project>/<branch>`, every read_only compute a copy of its own under
 * `<root>/replicas/<compute>`. Copies are taken as of now, through the backup API when a server
 * is writing to the source. Nothing here starts a server: work that needs one is handed in.
 */
export class BranchStorage {
  readonly root: string;
  readonly user: ServerUser | undefined;
  /** The platform's superuser on every server made from the template. */
  readonly credentials: AdminCredentials;
  readonly maxConnections = new MaxConnectionsSeen();
  /** How branches are copied under `root`: cloned where its file system clones (copy-way.ts). */
  readonly copyWay: CopyWay;
  private readonly keepData: boolean;
  private readonly flush: BackgroundFlush | undefined;
  /** By major. */
  private readonly templates = new Map<number, Promise<Template>>();
  private readonly faults: DataPlaneFaultSource;

  private constructor(parts: {
    root: string;
    keepData: boolean;
    user: ServerUser | undefined;
    template: { major: number; template: Template };
    faults: DataPlaneFaultSource;
    copyWay: CopyWay;
  }) {
    this.root = parts.root;
    this.copyWay = parts.copyWay;
    this.flush = parts.copyWay.clones ? new BackgroundFlush(parts.root) : undefined;
    this.keepData = parts.keepData;
    this.user = parts.user;
    this.templates.set(parts.template.major, Promise.resolve(parts.template.template));
    this.credentials = parts.template.template.credentials;
    this.faults = parts.faults;
  }

  static async open(options: BranchStorageOptions): Promise<BranchStorage> {
    const { user, binaries, reaper } = options;
    const keepData = options.dataDir !== undefined;
    let root: string;
    if (options.dataDir !== undefined) {
      root = resolve(options.dataDir);
      await mkdir(root, { recursive: true, mode: 0o700 });
      if (user) await chown(root, user.uid, user.gid);
      if (user && !reachable(root, user)) {
        reaper.dismiss();
        throw new Error(
          `--data-dir ${root}: PostgreSQL runs as the unprivileged user ${user.name} (it refuses root), and ${user.name} cannot reach that directory; choose one it can reach, for example under ${tmpdir()}`,
        );
      }
    } else {
      root = await mkdtemp(join(scratchDir(), "preview-compute-emulator-"));
      reaper.owns(root);
    }
    if (user) await chown(root, user.uid, user.gid);
    // initdb (when there is no template yet) runs while the rest of the emulator starts.
    const template = keepData
      ? await templateIn(root, binaries, user)
      : sharedTemplate(binaries, user);
    template.dir.catch(() => undefined);
    const copyWay = await copyWayOf(root);
    return new BranchStorage({
      copyWay,
      root,
      keepData,
      user,
      template: { major: binaries.major, template },
      faults: options.faults,
    });
  }

  dir(branch: BranchRef): string {
    return join(this.root, "branches", branch.projectId, branch.branchId);
  }

  /** Whether the branch's data exists (its creation has finished, or an earlier run made it). */
  hasData(branch: BranchRef): boolean {
    return existsSync(join(this.dir(branch), "PG_VERSION"));
  }

  /**
   * A branch with no parent: a copy of the template of the binaries' major, then `prepare`;
   * nothing is left if either fails.
   */
  async createEmpty(
    branch: BranchRef,
    binaries: PostgresBinaries,
    prepare: PrepareData,
  ): Promise<void> {
    const dir = this.dir(branch);
    if (this.hasData(branch)) return; // kept from an earlier run (--data-dir)
    const template = await (await this.templateOf(binaries)).dir;
    await this.makeParent(dir);
    await this.madeAt(dir, async (staged) => {
      await copyDirectory(template, staged, this.user, { live: false, clone: this.copyWay.clones });
      await prepare(staged);
    });
  }

  /**
   * A copy of the parent's data at this moment (`running`: the server writing to it), then
   * `prepare`; no partial copy is left behind when either fails.
   */
  async createCopy(
    branch: BranchRef,
    parent: BranchRef,
    running: ServerProcess | undefined,
    prepare?: PrepareData,
  ): Promise<void> {
    const dir = this.dir(branch);
    await this.makeParent(dir);
    await rm(dir, { recursive: true, force: true });
    try {
      await this.madeAt(dir, async (staged) => {
        await this.copy(parent, staged, running);
        this.maxConnections.copied(branch, parent);
        if (prepare) await prepare(staged);
      });
    } catch (error) {
      // The control plane fails the operation.
      this.maxConnections.forget(branch);
      throw error;
    }
  }

  /**
   * Makes a directory's contents beside it (`<dir>.creating`) and renames it into place only
   * when complete: a kill mid-copy leaves no partial `dir`, only a leftover that the next start
   * removes (removeLeftovers). Nothing is left when `make` fails.
   */
  async madeAt(dir: string, make: (staged: string) => Promise<void>): Promise<void> {
    // A name of its own: a copy a killed emulator left running (its `cp` outlives it for a
    // while) keeps writing to its own, never into this one.
    const staged = `${dir}${creatingSuffix}-${randomBytes(4).toString("hex")}`;
    await removedOnFailure(staged, async () => {
      await make(staged);
      await rename(staged, dir);
    });
  }

  /**
   * What a kill left half done under `branches/` (a kept data directory, at start): copies being
   * made go; a restore stopped between its two renames gets the branch's data back, and its
   * staged copy goes.
   */
  async removeLeftovers(): Promise<void> {
    for (const project of await subdirectories(join(this.root, "branches"))) {
      const projectDir = join(this.root, "branches", project);
      for (const name of await subdirectories(projectDir)) {
        const path = join(projectDir, name);
        if (name.includes(creatingSuffix) || name.endsWith(".restoring")) {
          // A killed emulator's `cp` may still be writing there: tried again until it is done.
          await rm(path, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
        } else if (name.endsWith(".previous")) {
          const dir = path.slice(0, -".previous".length);
          if (existsSync(dir)) await rm(path, { recursive: true, force: true });
          else await rename(path, dir);
        }
      }
    }
  }

  /** Every branch whose data is on disk (`branches/<project>/<branch>`), leftovers aside. */
  async storedBranches(): Promise<BranchRef[]> {
    const refs: BranchRef[] = [];
    for (const projectId of await subdirectories(join(this.root, "branches"))) {
      for (const branchId of await subdirectories(join(this.root, "branches", projectId))) {
        if (!branchId.includes(".")) refs.push({ projectId, branchId });
      }
    }
    return refs;
  }

  /** A fresh directory for a read_only compute's copy of its own. */
  async replicaDir(computeId: string): Promise<string> {
    const dir = join(this.root, "replicas", computeId);
    await this.makeParent(dir);
    await rm(dir, { recursive: true, force: true });
    return dir;
  }

  /** The branch's data as of now into `target`; `running` is the server writing to it, if any. */
  async copy(source: BranchRef, target: string, running: ServerProcess | undefined): Promise<void> {
    if (running) {
      await copyRunningServer(running, this.credentials, target, this.user, {
        clone: this.copyWay.clones,
      });
    } else {
      await copyDirectory(this.dir(source), target, this.user, {
        live: false,
        clone: this.copyWay.clones,
      });
      await clearServerState(target, { backup: false });
    }
    if (this.faults.takeDataPlaneFault("copy_fails")) {
      // After the copy, so that what a real failure leaves behind (a partial copy) is there.
      throw new Error(
        `copying branch ${source.branchId} failed: injected by the emulator's copy_fails fault`,
      );
    }
  }

  /**
   * The first step of a restore: the source's data copied beside the branch's, so that when the
   * copy fails the branch is untouched (and no partial copy is left). Resolves with its path.
   */
  async stageRestore(
    branch: BranchRef,
    source: BranchRef,
    running: ServerProcess | undefined,
  ): Promise<string> {
    const staged = `${this.dir(branch)}.restoring`;
    await rm(staged, { recursive: true, force: true });
    await removedOnFailure(staged, () => this.copy(source, staged, running));
    return staged;
  }

  /**
   * Puts the staged copy in place of the branch's data, then runs `serve` (the branch's server
   * starts again on it). The data as it was becomes `preserveAs`'s, or is kept until `serve`
   * succeeded: when any step fails, it is put back and the staged copy removed.
   */
  async swapIn(
    branch: BranchRef,
    staged: string,
    preserveAs: BranchRef | undefined,
    serve: () => Promise<void>,
  ): Promise<void> {
    const dir = this.dir(branch);
    const kept = preserveAs ? this.dir(preserveAs) : `${dir}.previous`;
    let moved = false;
    try {
      await rm(kept, { recursive: true, force: true });
      await this.makeParent(kept);
      await rename(dir, kept);
      moved = true;
      await rename(staged, dir);
      await serve();
    } catch (error) {
      if (moved) {
        await rm(dir, { recursive: true, force: true });
        await rename(kept, dir);
      }
      await rm(staged, { recursive: true, force: true });
      throw error;
    }
    if (!preserveAs) await rm(kept, { recursive: true, force: true });
  }

  async remove(branch: BranchRef): Promise<void> {
    await rm(this.dir(branch), { recursive: true, force: true });
    this.maxConnections.forget(branch);
  }

  /** Forgets every branch's data (an admin reset); no server may be running on any. */
  async clear(): Promise<void> {
    this.maxConnections.clear();
    await rm(join(this.root, "branches"), { recursive: true, force: true });
    await rm(join(this.root, "replicas"), { recursive: true, force: true });
  }

  /** At stop: the data goes with the emulator, unless it is kept (--data-dir). */
  async dispose(): Promise<void> {
    this.flush?.stop();
    if (!this.keepData) await rm(this.root, { recursive: true, force: true, maxRetries: 3 });
  }

  private templateOf(binaries: PostgresBinaries): Promise<Template> {
    let template = this.templates.get(binaries.major);
    if (!template) {
      template = this.keepData
        ? templateIn(this.root, binaries, this.user)
        : Promise.resolve(sharedTemplate(binaries, this.user));
      this.templates.set(binaries.major, template);
      // A failed initdb is tried again by the next branch of that major.
      const made = template;
      made
        .then((t) => t.dir)
        .catch(() => {
          if (this.templates.get(binaries.major) === made) this.templates.delete(binaries.major);
        });
    }
    return template;
  }

  private async makeParent(dir: string): Promise<void> {
    const parent = dirname(dir);
    if (existsSync(parent)) return;
    await mkdir(parent, { recursive: true, mode: 0o700 });
    // Every folder on the way belongs to the server user, which must reach its data.
    for (let at = parent; at !== this.root && at.startsWith(this.root); at = dirname(at)) {
      if (this.user) await chown(at, this.user.uid, this.user.gid);
    }
  }
}

/** Runs `work`; when it fails, removes `dir` (what it left half made) before passing the error on. */
async function removedOnFailure<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

const creatingSuffix = ".creating";

async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** Whether the server user can enter the directory (every folder above it must let it pass). */
function reachable(dir: string, user: ServerUser): boolean {
  const probe = spawnSync("/bin/sh", ["-c", 'cd "$1"', "sh", dir], asServerUser(user));
  return probe.status === 0;
}
