#!/usr/bin/env node
// The emulator is TypeScript run as it is: Node strips the types (22.18 and later).
import "../src/cli.ts";
