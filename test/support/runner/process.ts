import { spawn } from "node:child_process";

export interface SignalAfter {
  signal: NodeJS.Signals;
  /** Send once stdout so far matches; without it, count from the start. */
  whenStdoutMatches?: RegExp;
  /** Wait this long (after the match, or after start) before sending. */
  afterMs?: number;
}

export interface ProcessOptions {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  signalAfter?: SignalAfter;
  timeoutMs: number;
  onOutput(stream: "stdout" | "stderr", chunk: string): void;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  signalSent: boolean;
  /** Ms from sending `signalAfter`'s signal to the process's end, when it was sent. */
  signalToExitMs: number | undefined;
  timedOut: boolean;
}

/** Run a child to completion (all output read), optionally signalling it like a cancelled job. */
export function runProcess(options: ProcessOptions): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    // A copy without g/y, whose test() would otherwise carry lastIndex between chunks.
    const pattern = options.signalAfter?.whenStdoutMatches;
    const matcher = pattern && new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
    let signalSent = false;
    let signalSentAt: number | undefined;
    let signalArmed = false;
    let timedOut = false;
    const timers: NodeJS.Timeout[] = [];

    const sendSignal = () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalSent = child.kill(options.signalAfter?.signal);
        if (signalSent) signalSentAt = performance.now();
      }
    };
    const armSignal = () => {
      if (signalArmed) return;
      signalArmed = true;
      const delay = options.signalAfter?.afterMs ?? 0;
      if (delay > 0) timers.push(setTimeout(sendSignal, delay));
      else sendSignal();
    };

    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      options.onOutput("stdout", chunk);
      if (matcher?.test(stdout)) armSignal();
    });
    child.stderr.on("data", (chunk: string) => options.onOutput("stderr", chunk));

    if (options.signalAfter && !matcher) armSignal();
    timers.push(
      setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, options.timeoutMs),
    );

    child.once("error", (error) => {
      for (const timer of timers) clearTimeout(timer);
      reject(error);
    });
    child.once("close", (exitCode, signal) => {
      for (const timer of timers) clearTimeout(timer);
      const signalToExitMs =
        signalSentAt === undefined ? undefined : performance.now() - signalSentAt;
      resolve({ exitCode, signal, signalSent, signalToExitMs, timedOut });
    });
  });
}
