// `node test/bench/emulator-import.ts`: what importing the emulator costs a process (its CLI, a
// test worker, a demo): the modules Node resolves and the CPU (user + system) until the import
// settles. Run it a few times: the first run fills NODE_COMPILE_CACHE when that is set.
import { registerHooks } from "node:module";

let resolutions = 0;
let inNodeModules = 0;
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    if (resolved.url.startsWith("file:")) {
      resolutions++;
      if (resolved.url.includes("/node_modules/")) inNodeModules++;
    }
    return resolved;
  },
});
const before = process.cpuUsage();
await import("../../emulator/src/index.ts");
const { user, system } = process.cpuUsage(before);
console.log(
  `emulator/src/index.ts: ${resolutions} module resolutions (${inNodeModules} in node_modules), ${((user + system) / 1000).toFixed(0)} ms of CPU`,
);
