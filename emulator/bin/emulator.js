#!/usr/bin/env -S node --initial-old-space-size=256
// Installed from the registry: the compiled dist/ (Node strips types only outside node_modules).
// In this repository: the TypeScript sources, run as they are.
// --initial-old-space-size: with V8's default, a server whose heap holds ~30 MB keeps starting
// full collections under load (every ~80 ms while uploads stream, 10-40 ms pauses each); a 256 MB
// start takes that away (docs/performance.md, measure 12).
import { existsSync } from "node:fs";

const built = new URL("../dist/cli.js", import.meta.url);
await import(existsSync(built) ? built.href : new URL("../src/cli.ts", import.meta.url).href);
