import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REPO_ROOT, runScriptStep, workflowDispatchEvent } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// `export-env` with @neon/env 0.15's names, read back in a later step by parseEnv with the
// repository's own neon.ts, in a workspace that installed its dependencies (node_modules). With a
// neon.ts that declares the AI gateway, the run mints a branch credential: its token reaches the
// later step masked and nowhere else, the gateway takes it, and it is revoked when its preview
// ends: by the post step (keep: false), on PR close (keep: true), or by the sweep once GitHub
// says the run whose runner died is over.

let world: World;
const workspaces: string[] = [];
const PRS = [3101, 3102, 3103, 3104, 3105, 3106, 3107];
beforeAll(async () => {
  world = await startWorld();
  for (const number of PRS)
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number, state: "open" });
});
afterAll(async () => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
  await world?.stop();
});

const FIXTURES = join(import.meta.dirname, "fixtures");

/** A checkout with `neon.ts`, the app's script, and its dependencies installed. */
function workspaceWith(neonTs: string, app: string): { cwd: string; app: string } {
  const cwd = mkdtempSync(join(tmpdir(), "export-env-credentials-"));
  workspaces.push(cwd);
  writeFileSync(join(cwd, "neon.ts"), neonTs);
  copyFileSync(join(FIXTURES, app), join(cwd, app));
  symlinkSync(join(REPO_ROOT, "node_modules"), join(cwd, "node_modules"), "dir");
  return { cwd, app: join(cwd, app) };
}

/** What `neon config init --services auth,data-api` (neon 6.2.3) writes. */
const INIT_FILE = `import { defineConfig } from "@neon/config/v1";

export default defineConfig({
  // Declare your Neon services here
  auth: true,
  dataApi: true,
  // Branch policy: per-branch tuning
  branch: (branch) => {
    if (branch.isDefault) {
      return {};
    }
    if (!branch.exists) {
      return { ttl: "7d" };
    }
    return {};
  },
});
`;

const GATEWAY_FILE = `import { defineConfig } from "@neon/config/v1";

export default defineConfig({
  auth: true,
  aiGateway: true,
});
`;

const project = () => `/projects/${world.emulator.projectId}`;

interface Listed {
  token_id: string;
  token_id_short: string;
  name?: string;
  scopes: string[];
  revoked_at?: string;
}

async function credentialsOn(branchId: string): Promise<Listed[]> {
  const answer = await world.api<{ credentials: Listed[] }>(
    "GET",
    `${project()}/branches/${branchId}/credentials`,
  );
  return answer.body.credentials;
}

/** The gateway's answer to the later step's call with what export-env wrote. */
async function gatewayCall(app: string, cwd: string, env: Record<string, string>) {
  const later = await runScriptStep(app, { env, path: [] }, { cwd });
  expect(later.exitCode, later.stderr).toBe(0);
  return JSON.parse(later.stdout) as { status: number; code?: string };
}

/** 503 "unavailable" without an upstream: the gateway let the credential through. */
const ACCEPTED = { status: 503 };

test("done when: a neon.ts `neon config init --services auth,data-api` wrote gets its PR preview, and a later step's parseEnv(config) finds @neon/env's names", async () => {
  const { cwd, app } = workspaceWith(INIT_FILE, "neon-env-init-app.mjs");
  const main = await world.step("main", {
    event: pr("opened", 3101),
    cwd,
    inputs: { ...URI_INPUTS, "export-env": "true" },
  });
  succeeded(main);
  const branchId = main.outputs["branch-id"] ?? "";
  expect(Object.keys(main.env).sort()).toEqual([
    "DATABASE_URL",
    "DATABASE_URL_UNPOOLED",
    "NEON_AUTH_BASE_URL",
    "NEON_AUTH_JWKS_URL",
    "NEON_BRANCH",
    "NEON_DATA_API_URL",
  ]);
  // Nothing here needs a credential: none is minted, and the post step has none to revoke.
  expect(await credentialsOn(branchId)).toEqual([]);
  expect(main.state["minted-credential"]).toBeUndefined();

  const later = await runScriptStep(app, { env: main.env, path: main.path }, { cwd });
  expect(later.exitCode, later.stderr).toBe(0);
  expect(JSON.parse(later.stdout)).toEqual({
    branch: "preview/pr-3101",
    authBaseUrl: main.outputs["auth-url"],
    authJwksUrl: main.outputs["auth-jwks-url"],
    dataApiUrl: main.outputs["data-api-url"],
    database: "neondb",
  });
  succeeded(await world.step("post", { event: pr("opened", 3101), cwd, state: main.state }));
});

describe("the AI gateway's branch credential", () => {
  test("keep: false: minted with ai_gateway:invoke only, masked, kept out of state, taken by the gateway, and revoked by the post step", async () => {
    const { cwd, app } = workspaceWith(GATEWAY_FILE, "ai-gateway-app.mjs");
    const inputs = { ...URI_INPUTS, "export-env": "true" };
    const main = await world.step("main", { event: pr("opened", 3102), cwd, inputs });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    const token = main.env.NEON_AI_GATEWAY_TOKEN ?? "";
    expect(token).toMatch(/^nt_live_/);
    expect(main.env.NEON_AI_GATEWAY_BASE_URL).toContain(branchId);
    expect(main.env.AWS_ACCESS_KEY_ID).toBeUndefined();

    const [credential, ...others] = await credentialsOn(branchId);
    expect(others).toEqual([]);
    expect(credential?.scopes).toEqual(["ai_gateway:invoke"]);
    expect(credential?.name).toMatch(/^preview-compute:job:octo-org\/app:\d+:1:[a-z0-9]{6}$/);
    // Masked the moment it arrived, its id too; never in the state the post step reads.
    expect(main.commands.masks).toEqual(expect.arrayContaining([token, credential?.token_id]));
    const state = JSON.stringify(main.state);
    expect(state).not.toContain(token);
    expect(state).not.toContain(credential?.token_id);
    expect(main.state["minted-credential"]).toContain(credential?.name ?? "?");
    expect(main.summary).toContain(`Branch credential ${credential?.token_id_short}`);

    expect(await gatewayCall(app, cwd, main.env)).toMatchObject(ACCEPTED);
    const post = await world.step("post", {
      event: pr("opened", 3102),
      cwd,
      inputs,
      state: main.state,
    });
    succeeded(post);
    expect(post.log.join("\n")).toContain(
      `Revoked this job's branch credential(s) ${credential?.token_id_short}`,
    );
    expect((await credentialsOn(branchId))[0]?.revoked_at).toBeDefined();
    expect((await gatewayCall(app, cwd, main.env)).status).toBe(401);
  });

  test("keep: true: it outlives the post step, a later run's replaces it, and PR close revokes the last one", async () => {
    const { cwd, app } = workspaceWith(GATEWAY_FILE, "ai-gateway-app.mjs");
    const inputs = { ...URI_INPUTS, "export-env": "true", keep: "true" };
    const first = await world.job({ event: pr("opened", 3103), cwd, inputs });
    succeeded(first.main);
    succeeded(first.post);
    const branchId = first.main.outputs["branch-id"] ?? "";
    expect(first.post.log.join("\n")).toContain("stays with the kept preview");
    expect(await gatewayCall(app, cwd, first.main.env)).toMatchObject(ACCEPTED);

    const second = await world.job({ event: pr("synchronize", 3103), cwd, inputs });
    succeeded(second.main);
    const listed = await credentialsOn(branchId);
    expect(listed.map((c) => c.revoked_at === undefined)).toEqual([false, true]);
    expect(second.main.summary).toContain(
      `Revoked the kept preview's earlier branch credential(s) ${listed[0]?.token_id_short}`,
    );
    expect((await gatewayCall(app, cwd, first.main.env)).status).toBe(401);
    expect(await gatewayCall(app, cwd, second.main.env)).toMatchObject(ACCEPTED);

    const closed = await world.job({ event: pr("closed", 3103), cwd });
    succeeded(closed.main);
    expect(closed.main.summary).toContain(
      `Revoked the branch credential(s) the action minted on preview/pr-3103: ${listed[1]?.token_id_short}.`,
    );
    expect((await gatewayCall(app, cwd, second.main.env)).status).toBe(401);
  });

  test("a runner that died before its post step: the sweep revokes its credential once GitHub says the run is over, and leaves a live run's", async () => {
    const { cwd, app } = workspaceWith(GATEWAY_FILE, "ai-gateway-app.mjs");
    const inputs = { ...URI_INPUTS, "export-env": "true" };
    const dead = await world.step("main", {
      event: pr("opened", 3104),
      cwd,
      inputs,
      env: { GITHUB_RUN_ID: "7770001" },
    });
    const live = await world.step("main", {
      event: pr("opened", 3105),
      cwd,
      inputs,
      env: { GITHUB_RUN_ID: "7770002" },
    });
    succeeded(dead);
    succeeded(live);
    // Neither post step ever runs. GitHub: the first run is over, the second still running.
    world.github.seedWorkflowRun({ owner: OWNER, repo: REPO, id: 7770001, status: "in_progress" });
    world.github.seedWorkflowRun({ owner: OWNER, repo: REPO, id: 7770002, status: "in_progress" });
    const sweep = () =>
      world.step("main", {
        event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
        inputs: { mode: "sweep" },
      });
    const early = await sweep();
    succeeded(early);
    expect(early.summary).not.toContain("Branch credentials revoked");
    expect(await gatewayCall(app, cwd, dead.env)).toMatchObject(ACCEPTED);

    world.github.seedWorkflowRun({
      owner: OWNER,
      repo: REPO,
      id: 7770001,
      status: "completed",
      conclusion: "cancelled",
    });
    const later = await sweep();
    succeeded(later);
    const [revoked] = await credentialsOn(dead.outputs["branch-id"] ?? "");
    expect(revoked?.revoked_at).toBeDefined();
    expect(later.summary).toContain("#### Branch credentials revoked: 1");
    expect(later.summary).toContain(`\`${revoked?.token_id_short}\``);
    expect(later.summary).toContain("the run that minted it is over");
    expect((await gatewayCall(app, cwd, dead.env)).status).toBe(401);
    expect(await gatewayCall(app, cwd, live.env)).toMatchObject(ACCEPTED);
    // The sweep asked GitHub about the runs, once each per sweep.
    const asked = world.github.requests().filter((r) => r.path.includes("/actions/runs/"));
    expect(asked.map((r) => r.path.split("/").at(-1)).sort()).toEqual(
      ["7770001", "7770001", "7770002", "7770002"].sort(),
    );
  });

  test("a platform that does not offer the gateway: one warning, none of its names, nothing minted", async () => {
    const { cwd } = workspaceWith(GATEWAY_FILE, "ai-gateway-app.mjs");
    await world.admin.addFaults({
      method: "GET",
      path: "/projects/*/branches/*/ai_gateway",
      status: 404,
      times: 1,
      body: {
        code: "BranchAiGatewayNotEnabled",
        message: "AI Gateway is not available for this project",
        reason: "ai_gateway_unavailable",
      },
    });
    const main = await world.step("main", {
      event: pr("opened", 3106),
      cwd,
      inputs: { ...URI_INPUTS, "export-env": "true" },
    });
    succeeded(main);
    expect(main.commands.warnings.map((w) => w.message)).toEqual([
      "neon.ts declares aiGateway, but the platform does not offer it on branch preview/pr-3106 (404: AI Gateway is not available for this project): NEON_AI_GATEWAY_TOKEN and NEON_AI_GATEWAY_BASE_URL are not exported",
    ]);
    expect(Object.keys(main.env).filter((name) => name.startsWith("NEON_AI_GATEWAY"))).toEqual([]);
    expect(main.env.NEON_AUTH_BASE_URL).toBe(main.outputs["auth-url"]);
    expect(await credentialsOn(main.outputs["branch-id"] ?? "")).toEqual([]);
    expect(main.state["minted-credential"]).toBeUndefined();
  });

  test("a revocation the platform refuses is a warning: the post step still deletes the compute", async () => {
    const { cwd } = workspaceWith(GATEWAY_FILE, "ai-gateway-app.mjs");
    const inputs = { ...URI_INPUTS, "export-env": "true" };
    const main = await world.step("main", { event: pr("opened", 3107), cwd, inputs });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    const [credential] = await credentialsOn(branchId);
    await world.admin.addFaults({
      method: "DELETE",
      path: `/projects/*/branches/${branchId}/credentials/*`,
      status: 409,
      times: 1,
      body: { code: "Conflict", message: "credential is busy" },
    });
    const post = await world.step("post", {
      event: pr("opened", 3107),
      cwd,
      inputs,
      state: main.state,
    });
    succeeded(post);
    const [warning, ...more] = post.commands.warnings.map((w) => w.message);
    expect(more).toEqual([]);
    expect(warning).toMatch(
      new RegExp(
        `^Could not revoke branch credential ${credential?.token_id_short} \\(this job's\\): .*credential is busy`,
      ),
    );
    // Named by its short id only: the request's path, which holds the token id, is not said.
    expect(warning).not.toContain(credential?.token_id);
    expect(await world.computesOn(branchId)).toEqual([]);
    expect((await credentialsOn(branchId))[0]?.revoked_at).toBeUndefined();
    // PR close is the next net.
    succeeded((await world.job({ event: pr("closed", 3107), cwd })).main);
    expect((await credentialsOn(branchId))[0]?.revoked_at).toBeDefined();
  });
});
