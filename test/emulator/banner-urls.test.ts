import { type ChildProcessByStdio, spawn } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { expect, test } from "vitest";

const cli = join(import.meta.dirname, "../../emulator/src/cli.ts");

/** `npm run emulator`'s start banner, up to its last line (Object Storage's). */
function banner(child: ChildProcessByStdio<null, Readable, Readable>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("exit", () => reject(new Error(`the emulator exited early: ${stderr}`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      lines.push(line);
      if (line.startsWith("Object Storage:")) resolve(lines);
    });
  });
}

/** A GET over real HTTP with `Host` as given (a browser on a rebound name sends its own). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
}

test("every URL the emulator's start banner prints answers something: none 404 or 5xx", async () => {
  const child = spawn(process.execPath, [cli, "--port", "0", "--op-ms", "50"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const lines = await banner(child);
    const fetched: string[] = [];
    for (const line of lines) {
      // The `try: curl -H "Authorization: Bearer …" URL` line: fetched with its header.
      const key = /Authorization: Bearer (\S+?)"/.exec(line)?.[1];
      for (const [url] of line.matchAll(/https?:\/\/[^\s"';]+/g)) {
        const response = await fetch(
          url,
          key ? { headers: { authorization: `Bearer ${key}` } } : {},
        );
        const body = await response.text();
        expect(response.status, `${url}: ${body}`).not.toBe(404);
        expect(response.status, `${url}: ${body}`).toBeLessThan(500);
        expect(body, url).not.toBe("");
        fetched.push(url);
      }
    }
    const origin = /^emulator listening on (http:\/\/\S+)\/api\/v2$/.exec(lines[0] ?? "")?.[1];
    expect(fetched).toEqual(
      expect.arrayContaining([
        `${origin}/api/v2`,
        `${origin}/__emulator/`,
        `${origin}/api/v2/projects`,
      ]),
    );

    // The indexes: what each part is, how to authenticate, its routes.
    const api = (await (await fetch(`${origin}/api/v2`)).json()) as Record<string, unknown>;
    expect(api.authentication).toBe("Authorization: Bearer <API key>");
    expect(api.routes).toContain("GET /api/v2/projects");
    expect(api.routes).toContain("POST /api/v2/projects/{project_id}/branches");
    const admin = (await (await fetch(`${origin}/__emulator/`)).json()) as Record<string, unknown>;
    expect(admin.routes).toContain("GET /__emulator/state");
    expect(admin.docs).toBe("docs/emulator/admin-api.md");
    const root = (await (await fetch(`${origin}/`)).json()) as Record<string, unknown>;
    expect(root).toMatchObject({ api: "/api/v2", admin_api: "/__emulator/" });
    // An unknown route's 404 says where the routes are listed.
    const unknown = (await (await fetch(`${origin}/api/v2/nothing`)).json()) as { message: string };
    expect(unknown.message).toContain("GET /api/v2 lists");

    // The front doors' rules hold for the indexes too: a foreign Host gets 421.
    const port = new URL(origin ?? "").port;
    for (const path of ["/", "/api/v2", "/__emulator/"])
      expect(await getWithHost(`${origin}${path}`, `attacker.example:${port}`), path).toBe(421);
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
  }
});

test("--plan names the plan and its branch limit in the banner", async () => {
  const child = spawn(
    process.execPath,
    [cli, "--port", "0", "--no-postgres", "--temporary", "--plan", "free"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    const lines = await new Promise<string[]>((resolve, reject) => {
      const seen: string[] = [];
      child.once("exit", () => reject(new Error("the emulator exited early")));
      createInterface({ input: child.stdout }).on("line", (line) => {
        seen.push(line);
        if (line.startsWith("state:")) resolve(seen);
      });
    });
    expect(lines).toContain(
      "plan:             free (10 branches per project, then 422; no consumption history (403))",
    );
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
  }
});
