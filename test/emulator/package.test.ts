import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const repo = join(import.meta.dirname, "../..");
const emulatorPackage = join(repo, "emulator");
// Under node_modules, as an installed package is: Node refuses to strip types there, so only
// the compiled files can run.
const installRoot = mkdtempSync(join(repo, "node_modules", ".emulator-package-"));
afterAll(() => rmSync(installRoot, { recursive: true, force: true }));

/** Starts the bin, reads its first lines, and asks the API what the lines say. */
async function startBin(bin: string) {
  const child = spawn(process.execPath, [bin, "--port", "0", "--op-ms", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    reader.on("line", (line) => {
      lines.push(line);
      if (lines.length === 5) resolve();
    });
    child.once("exit", () => reject(new Error(`the emulator exited: ${stderr}`)));
  });
  return { child, exited, lines };
}

test("the published package runs its compiled files from node_modules: the API, a real server, a schema dump, the console's files", async () => {
  const installed = join(installRoot, "node_modules", "@preview-compute", "emulator");
  mkdirSync(installed, { recursive: true });
  await promisify(execFile)(process.execPath, [
    join(emulatorPackage, "scripts/build.mjs"),
    join(installed, "dist"),
  ]);
  for (const file of ["bin", "package.json"])
    cpSync(join(emulatorPackage, file), join(installed, file), { recursive: true });
  // The dependencies npm could not hoist to the root (better-auth: other versions are nested
  // under Neon's auth packages) sit under the workspace, as an install nests them under the package.
  const nested = join(emulatorPackage, "node_modules");
  if (existsSync(nested)) symlinkSync(nested, join(installed, "node_modules"), "dir");

  const { child, exited, lines } = await startBin(join(installed, "bin/emulator.js"));
  try {
    const baseUrl = lines[0]?.replace("emulator listening on ", "") ?? "";
    const projectId = lines[2]?.split(/\s+/).at(-1);
    const key = lines[3]?.split(/\s+/).at(-1);
    const api = async (path: string) => {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status, path).toBe(200);
      return response.json();
    };
    const { branches } = (await api(`/projects/${projectId}/branches`)) as {
      branches: { id: string; default: boolean }[];
    };
    const main = branches.find((branch) => branch.default);
    // The dump runs pg_dump in a worker thread: its file must be there, compiled.
    const { sql } = (await api(
      `/projects/${projectId}/branches/${main?.id}/schema?db_name=neondb`,
    )) as { sql: string };
    expect(sql).toContain("PostgreSQL database dump");
    // The console's page and its scripts (views/console/*.mjs, copied by the build) answer too.
    const origin = new URL(baseUrl).origin;
    const page = await fetch(`${origin}/`, { headers: { accept: "text/html" } });
    expect(await page.text()).toContain('src="/console/console.mjs"');
    for (const file of ["console.mjs", "api.mjs", "dom.mjs", "render.mjs", "console.css"]) {
      expect((await fetch(`${origin}/console/${file}`)).status, file).toBe(200);
    }
  } finally {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }
});

test("npx runs the workspace's emulator by its bin name", async () => {
  const { stdout } = await promisify(execFile)(
    "npm",
    ["exec", "--no", "--", "preview-compute-emulator", "--help"],
    { cwd: repo },
  );
  expect(stdout).toMatch(/^usage: /);
});
