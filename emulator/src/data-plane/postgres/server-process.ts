import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { PostgresBinaries } from "./binaries.ts";
import { asServerUser, type ServerUser } from "./server-user.ts";

/** One running PostgreSQL server (postmaster) on loopback. */
export interface ServerProcess {
  pid: number;
  port: number;
  dataDir: string;
  /** Resolves when the postmaster has exited, for whatever reason. */
  exited: Promise<void>;
  /** Fast shutdown: open connections get the server's own termination error. */
  stop(): Promise<void>;
}

export interface ServerWatch {
  started(pid: number): void;
  ended(pid: number): void;
}

export interface StartServerOptions {
  binaries: PostgresBinaries;
  user: ServerUser | undefined;
  dataDir: string;
  settings: Record<string, string | number>;
  watch?: ServerWatch;
  /** How long the server may take to say it is ready; then it is stopped. Default 60 s. */
  readyTimeoutMs?: number;
  /** The emulator's fault rule: the ready line is ignored, as if the server never said it. */
  neverReady?: boolean;
}

export const defaultReadyTimeoutMs = 60_000;

/** Settings every server gets: loopback only, no socket files, small and quick. */
export const baseSettings: Record<string, string | number> = {
  listen_addresses: "127.0.0.1",
  unix_socket_directories: "",
  fsync: "off",
  shared_buffers: "16MB",
  wal_keep_size: "64MB",
  jit: "off",
  huge_pages: "off",
};

const readyLine = /database system is ready to accept (read-only )?connections/;
const portTaken = /could not bind|Address already in use|could not create any TCP\/IP sockets/;

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await spawnServer(options, port);
    } catch (error) {
      if (attempt < 3 && portTaken.test((error as Error).message)) continue;
      throw error;
    }
  }
}

function spawnServer(options: StartServerOptions, port: number): Promise<ServerProcess> {
  const settings = { ...baseSettings, ...options.settings, port };
  const args = ["-D", options.dataDir];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
  const child = spawn(options.binaries.postgres, args, {
    ...asServerUser(options.user),
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const pid = child.pid;
  if (pid !== undefined) options.watch?.started(pid);
  const tail: string[] = [];
  let buffered = "";
  let ready = false;
  let timedOut = false;
  const exited = new Promise<void>((resolve) => {
    child.once("close", () => {
      if (pid !== undefined) options.watch?.ended(pid);
      resolve();
    });
  });
  const readyTimeoutMs = options.readyTimeoutMs ?? defaultReadyTimeoutMs;
  return new Promise<ServerProcess>((resolve, reject) => {
    // A server that never says it is ready must not hold its branch's work forever.
    const timer = setTimeout(() => {
      if (ready || pid === undefined) return;
      timedOut = true;
      stopServer(pid, exited).then(() =>
        reject(
          new Error(
            `PostgreSQL on ${options.dataDir} did not report ready within ${readyTimeoutMs} ms; it was stopped`,
          ),
        ),
      );
    }, readyTimeoutMs);
    exited.then(() => clearTimeout(timer));
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 30) tail.shift();
        if (
          !ready &&
          !timedOut &&
          !options.neverReady &&
          readyLine.test(line) &&
          pid !== undefined
        ) {
          ready = true;
          clearTimeout(timer);
          resolve({
            pid,
            port,
            dataDir: options.dataDir,
            exited,
            stop: () => stopServer(pid, exited),
          });
        }
      }
    });
    exited.then(() => {
      if (!ready && !timedOut) {
        reject(
          new Error(
            `PostgreSQL on ${options.dataDir} exited before it was ready:\n${tail.join("\n")}`,
          ),
        );
      }
    });
  });
}

async function stopServer(pid: number, exited: Promise<void>): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGINT");
  if (await settles(exited, 5000)) return;
  signal("SIGQUIT");
  if (await settles(exited, 2000)) return;
  signal("SIGKILL");
  await exited;
}

function settles(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
