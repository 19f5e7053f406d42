// A worker thread of a function's process (started by function-host.mjs): it kills the
// process's group once the emulator is gone. A thread of its own, because the function's
// thread may never come back to its event loop (`while (true) {}`), where the IPC channel's
// `disconnect` would be heard; and it polls the parent's pid, which needs no event from the
// emulator at all: when the emulator dies, by SIGKILL too, the kernel gives the process another
// parent (init or a subreaper), so `process.ppid` (getppid(2), read afresh each time) changes.
import { workerData } from "node:worker_threads";

const emulatorPid = workerData;
const intervalMs = 200;

setInterval(() => {
  if (process.ppid !== emulatorPid) process.kill(-process.pid, "SIGKILL");
}, intervalMs);
