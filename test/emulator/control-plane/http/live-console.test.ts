import { describe, expect, test } from "vitest";
import { waitFor } from "../../../support/wait.ts";
import { type Loose, rich, useEmulator } from "../../support/helpers.ts";

// What the console (the page at /) asks of the admin API, without a browser: the key it uses on
// each project (control-plane/services/access/console-keys.ts, http/admin/console-routes.ts)
// and its event stream (http/console-events.ts). The page itself, in Chromium:
// test/emulator/control-plane/views/console/console-in-browser.test.ts.

const env = useEmulator();

async function consoleProjects(): Promise<{ id: string; key?: string }[]> {
  const { status, body } = await env.admin("GET", "/console/projects");
  expect(status).toBe(200);
  return body.projects;
}

const keyOf = async (projectId: string) =>
  (await consoleProjects()).find((project) => project.id === projectId)?.key;

describe("GET /__emulator/console/projects", () => {
  test("every project with a working key that reaches it, personal first; none when none does", async () => {
    const projects = await consoleProjects();
    expect(projects.map((project) => project.id).sort()).toEqual(
      [env.projectId, rich.secondProjectId, rich.olgaProjectId].sort(),
    );
    expect(await keyOf(env.projectId)).toBe(env.keys.personal);
    expect(await keyOf(rich.olgaProjectId)).toBe(rich.olgaKey);
    for (const project of projects) {
      const reached = await env.api("GET", `/projects/${project.id}`, { key: project.key ?? null });
      expect(reached.status, project.id).toBe(200);
    }

    // Revoked keys are passed over: the organization's member, then nobody for Olga's project.
    const state = await env.state();
    const idOf = (token: string) => state.api_keys.find((key: Loose) => key.token === token).id;
    expect((await env.admin("POST", `/api_keys/${idOf(env.keys.personal)}/revoke`)).status).toBe(
      200,
    );
    expect(await keyOf(env.projectId)).toBe(rich.samKey);
    expect((await env.admin("POST", `/api_keys/${idOf(rich.olgaKey)}/revoke`)).status).toBe(200);
    expect(await keyOf(rich.olgaProjectId)).toBeUndefined();
    await env.reset();
  });

  test("refused to a page on another origin (its Origin, or Sec-Fetch-Site: cross-site)", async () => {
    const foreign = await fetch(`${env.emulator.adminUrl}/console/projects`, {
      headers: { origin: "http://attacker.example" },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await fetch(`${env.emulator.adminUrl}/console/events`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the console's event stream", () => {
  /** Opens a stream; its status and a reader of its text. */
  async function open() {
    const abort = new AbortController();
    const response = await fetch(`${env.emulator.adminUrl}/console/events`, {
      signal: abort.signal,
    });
    const reader = response.body?.getReader();
    let text = "";
    const readUntil = async (wanted: string) => {
      while (!text.includes(wanted)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`the stream ended before ${wanted}: ${text}`);
        text += new TextDecoder().decode(chunk.value);
      }
    };
    return { response, readUntil, close: () => abort.abort() };
  }

  test("says `change` after a write that worked", async () => {
    const stream = await open();
    try {
      expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
      await stream.readUntil("event: ready");
      const created = await env.api("POST", `/projects/${env.projectId}/branches`, {
        body: { branch: { name: "told" } },
      });
      expect(created.status).toBe(201);
      await stream.readUntil("event: change");
    } finally {
      stream.close();
    }
  });

  test("at most 16 at once (429 past them); a closed one frees its place", async () => {
    const streams = await Promise.all(Array.from({ length: 16 }, open));
    try {
      expect(streams.map((stream) => stream.response.status)).toEqual(Array(16).fill(200));
      const refused = await fetch(`${env.emulator.adminUrl}/console/events`);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toContain(
        "limited to 16 at once",
      );
      streams.pop()?.close();
      const again = await waitFor("a place is free again", async () => {
        const next = await open();
        if (next.response.status === 200) return next;
        await next.response.body?.cancel();
        return undefined;
      });
      again.close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
