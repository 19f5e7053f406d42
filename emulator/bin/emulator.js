#!/usr/bin/env node
// Installed from the registry: the compiled dist/ (Node strips types only outside node_modules).
// In this repository: the TypeScript sources, run as they are.
import { existsSync } from "node:fs";

const built = new URL("../dist/cli.js", import.meta.url);
await import(existsSync(built) ? built.href : new URL("../src/cli.ts", import.meta.url).href);
