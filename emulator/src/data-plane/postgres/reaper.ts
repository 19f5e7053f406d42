import { type ChildProcess, spawn } from "node:child_process";
import type { Socket } from "node:net";
import type { ServerWatch } from "./server-process.ts";

/**
 * Nothing the emulator starts may outlive it, even when it is killed (SIGKILL gives it no
 * chance to clean up). The reaper is a small process in its own process group that is told
 * every server pid and data directory, and reaps them when the emulator's end of its stdin
 * closes without a clean goodbye.
 */
export class Reaper implements ServerWatch {
  private readonly child: ChildProcess;

  constructor() {
    this.child = spawn(
      process.execPath,
      [new URL("./reaper-process.mjs", import.meta.url).pathname],
      { detached: true, stdio: ["pipe", "ignore", "inherit"] },
    );
    this.child.unref();
    (this.child.stdin as Socket | null)?.unref();
    this.child.stdin?.on("error", () => undefined);
  }

  started(pid: number): void {
    this.send(`+${pid}`);
  }

  ended(pid: number): void {
    this.send(`-${pid}`);
  }

  /** A directory to remove if the emulator dies. */
  owns(dir: string): void {
    this.send(`dir ${dir}`);
  }

  /** The emulator stopped cleanly: the reaper leaves. */
  dismiss(): void {
    this.send("done");
    this.child.stdin?.end();
  }

  private send(line: string): void {
    if (this.child.stdin?.writable) this.child.stdin.write(`${line}\n`);
  }
}
