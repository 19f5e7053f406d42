// The emulator's reaper: a process of its own that outlives the emulator by a moment.
// It learns every server pid and data directory through its stdin; when stdin ends without
// "done" (the emulator was killed), it stops those servers and removes those directories.
import { rmSync } from "node:fs";

const pids = new Set();
const dirs = new Set();
let done = false;
let buffered = "";

process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  buffered += chunk;
  const lines = buffered.split("\n");
  buffered = lines.pop() ?? "";
  for (const line of lines) {
    if (line === "done") done = true;
    else if (line.startsWith("+")) pids.add(Number(line.slice(1)));
    else if (line.startsWith("-")) pids.delete(Number(line.slice(1)));
    else if (line.startsWith("dir ")) dirs.add(line.slice(4));
    else if (line.startsWith("keep ")) dirs.delete(line.slice(5));
  }
});
process.stdin.on("end", () => {
  if (done) process.exit(0);
  reap();
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => undefined);

function signalAll(signal, group) {
  for (const pid of pids) {
    try {
      process.kill(group ? -pid : pid, signal);
    } catch {
      pids.delete(pid);
    }
  }
}

function reap() {
  signalAll("SIGQUIT", false);
  const deadline = Date.now() + 1500;
  const timer = setInterval(() => {
    signalAll(0, false);
    if (pids.size > 0 && Date.now() < deadline) return;
    clearInterval(timer);
    signalAll("SIGKILL", true);
    setTimeout(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      process.exit(0);
    }, 100);
  }, 50);
}
