import { rm } from "node:fs/promises";
import { type ComputeSizing, maxConnectionsFor, serverSettings } from "../compute/settings.ts";
import type { DataPlaneFaultSource } from "../faults/data-plane-faults.ts";
import type { PostgresVersions } from "../postgres/postgres-versions.ts";
import { preloadSettings } from "../postgres/preload-libraries.ts";
import type { Reaper } from "../postgres/reaper.ts";
import { type ServerProcess, startServer } from "../postgres/server-process.ts";
import type { ServerUser } from "../postgres/server-user.ts";
import { type BranchRef, sameBranch } from "../storage/branch-key.ts";
import type { BranchStorage } from "../storage/branch-storage.ts";
import { makeStandby } from "./standby.ts";

export interface ComputeLaunch extends ComputeSizing {
  computeId: string;
  branch: BranchRef;
  readOnly: boolean;
}

export interface RunningServer {
  compute_id: string;
  branch_id: string;
  pid: number;
  port: number;
  read_only: boolean;
}

export interface ServerPoolOptions {
  /** Each server runs the binaries of its data directory's major. */
  versions: PostgresVersions;
  user: ServerUser | undefined;
  /** Told every server's pid, so that none outlives the emulator. */
  reaper: Reaper;
  /** How long a server may take to say it is ready before it is stopped. */
  readyTimeoutMs: number;
  storage: BranchStorage;
  /** Where the start_never_ready and standby_fails faults come from. */
  faults: DataPlaneFaultSource;
}

interface ComputeServer {
  launch: ComputeLaunch;
  server: ServerProcess;
  /** A read_only compute runs a hot standby on a copy of its own. */
  replicaDir?: string;
}

/**
 * Every PostgreSQL server process the data plane runs: a compute's (a read_write one on its
 * branch's data, a read_only one as a hot standby on a copy), and short-lived ones of the
 * platform's own for work on a branch no compute serves.
 */
export class ServerPool {
  private readonly computes = new Map<string, ComputeServer>();
  private readonly live = new Set<ServerProcess>();
  private readonly pids = new Set<number>();
  private closing = false;
  private readonly options: ServerPoolOptions;
  private readonly storage: BranchStorage;

  constructor(options: ServerPoolOptions) {
    this.options = options;
    this.storage = options.storage;
  }

  /** Starts the compute's server, or restarts it when it runs with other settings or elsewhere. */
  async start(launch: ComputeLaunch): Promise<void> {
    const current = this.computes.get(launch.computeId);
    if (current && sameLaunch(current.launch, launch)) return;
    if (current) await this.stopServer(current);
    await this.launch(launch);
  }

  async stop(computeId: string): Promise<void> {
    const current = this.computes.get(computeId);
    if (current) await this.stopServer(current);
  }

  /** Stops every compute's server on the branch. */
  async stopOn(branch: BranchRef): Promise<void> {
    for (const compute of [...this.computes.values()]) {
      if (sameBranch(compute.launch.branch, branch)) await this.stopServer(compute);
    }
  }

  /** The branch's read_write server, if a compute runs one. */
  primaryServer(branch: BranchRef): ServerProcess | undefined {
    return this.primaryOn(branch)?.server;
  }

  /**
   * Runs `change` on the branch's data with its read_write server stopped. `change` starts it
   * again through `serveAgain` once the new data is in place (inside its own failure handling);
   * when `change` fails, the server starts again on the data as it was. Resolves with the launch
   * the server runs with, undefined when none ran.
   */
  async withPrimaryStopped(
    branch: BranchRef,
    change: (serveAgain: () => Promise<void>) => Promise<void>,
  ): Promise<ComputeLaunch | undefined> {
    const serving = this.primaryOn(branch);
    if (serving) await this.stopServer(serving);
    const serveAgain = async () => {
      if (serving) await this.launch(serving.launch);
    };
    try {
      await change(serveAgain);
    } catch (error) {
      await serveAgain().catch(() => undefined);
      throw error;
    }
    return serving?.launch;
  }

  /** A read_only compute with no primary to stream from serves a copy taken before: renew it. */
  async renewReplicasOf(branch: BranchRef): Promise<void> {
    for (const replica of [...this.computes.values()]) {
      if (!replica.launch.readOnly || !sameBranch(replica.launch.branch, branch)) continue;
      await this.stopServer(replica);
      await this.launch(replica.launch);
    }
  }

  /** Work on the branch's data through its running compute, or a server of the platform's own. */
  onBranchServer<T>(branch: BranchRef, work: (port: number) => Promise<T>): Promise<T> {
    const primary = this.primaryOn(branch);
    if (primary) return work(primary.server.port);
    return this.withPlatformServer(branch, this.storage.dir(branch), work);
  }

  /** A server of the platform's own on `dataDir`, for work on a branch no compute is serving. */
  async withPlatformServer<T>(
    branch: BranchRef,
    dataDir: string,
    work: (port: number) => Promise<T>,
  ): Promise<T> {
    const needed = this.storage.maxConnections.of(branch);
    const server = await this.startServer(dataDir, { max_connections: Math.max(needed, 20) });
    try {
      return await work(server.port);
    } finally {
      await server.stop();
    }
  }

  target(computeId: string): { host: string; port: number } | undefined {
    const compute = this.computes.get(computeId);
    return compute ? { host: "127.0.0.1", port: compute.server.port } : undefined;
  }

  servers(): RunningServer[] {
    return [...this.computes.values()].map(({ launch, server }) => ({
      compute_id: launch.computeId,
      branch_id: launch.branch.branchId,
      pid: server.pid,
      port: server.port,
      read_only: launch.readOnly,
    }));
  }

  /** Stops every compute's server (an admin reset). */
  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.computes.values()].map((c) => this.stopServer(c)));
  }

  /** Refuses every later start and stops every server running now. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.live].map((server) => server.stop()));
  }

  /** After `close`, once work under way has ended: stops what it still started, kills what is left. */
  async closeRemaining(): Promise<void> {
    await Promise.allSettled([...this.live].map((server) => server.stop()));
    for (const pid of this.pids) killGroup(pid);
  }

  private primaryOn(branch: BranchRef): ComputeServer | undefined {
    return [...this.computes.values()].find(
      (c) => !c.launch.readOnly && sameBranch(c.launch.branch, branch),
    );
  }

  private async launch(launch: ComputeLaunch): Promise<void> {
    const settings = serverSettings(launch);
    let dataDir = this.storage.dir(launch.branch);
    let replicaDir: string | undefined;
    if (launch.readOnly) {
      replicaDir = await this.storage.replicaDir(launch.computeId);
      dataDir = replicaDir;
      const needed = this.storage.maxConnections.of(launch.branch);
      settings.max_connections = Math.max(maxConnectionsFor(launch), needed);
      settings.hot_standby = "on";
    } else {
      this.storage.maxConnections.raise(launch.branch, maxConnectionsFor(launch));
    }
    let server: ServerProcess;
    try {
      if (replicaDir) {
        await this.storage.copy(launch.branch, replicaDir, this.primaryServer(launch.branch));
        await makeStandby(replicaDir, {
          primaryPort: this.primaryServer(launch.branch)?.port,
          credentials: this.storage.credentials,
          user: this.options.user,
          takeFault: () => this.options.faults.takeDataPlaneFault("standby_fails"),
        });
      }
      server = await this.startServer(dataDir, settings);
    } catch (error) {
      // A standby that fails leaves no copy of its own behind.
      if (replicaDir) await rm(replicaDir, { recursive: true, force: true });
      throw error;
    }
    const record: ComputeServer = { launch, server, ...(replicaDir ? { replicaDir } : {}) };
    this.computes.set(launch.computeId, record);
    server.exited.then(() => {
      if (this.computes.get(launch.computeId) === record) this.computes.delete(launch.computeId);
    });
  }

  private async stopServer(compute: ComputeServer): Promise<void> {
    if (this.computes.get(compute.launch.computeId) === compute) {
      this.computes.delete(compute.launch.computeId);
    }
    await compute.server.stop();
    if (compute.replicaDir) await rm(compute.replicaDir, { recursive: true, force: true });
  }

  private async startServer(
    dataDir: string,
    settings: Record<string, string | number>,
  ): Promise<ServerProcess> {
    if (this.closing) throw new Error("the emulator is stopping");
    const { versions, user, readyTimeoutMs, reaper, faults } = this.options;
    const binaries = await versions.forDataDir(dataDir);
    if (this.closing) throw new Error("the emulator is stopping");
    const server = await startServer({
      binaries,
      user,
      dataDir,
      settings: { ...(await preloadSettings(binaries.postgres)), ...settings },
      readyTimeoutMs,
      neverReady: faults.takeDataPlaneFault("start_never_ready"),
      watch: {
        started: (pid) => {
          this.pids.add(pid);
          reaper.started(pid);
        },
        ended: (pid) => {
          this.pids.delete(pid);
          reaper.ended(pid);
        },
      },
    });
    this.live.add(server);
    server.exited.then(() => this.live.delete(server));
    return server;
  }
}

function sameLaunch(a: ComputeLaunch, b: ComputeLaunch): boolean {
  return (
    sameBranch(a.branch, b.branch) &&
    a.readOnly === b.readOnly &&
    JSON.stringify(serverSettings(a)) === JSON.stringify(serverSettings(b))
  );
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}
