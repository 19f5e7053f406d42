import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { prEvent } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import { branchById, requestsSince, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// The repository's neon.ts, in a workspace that has only that file (no node_modules): the
// bundled action loads it with its own @neondatabase/config, and its branch policy decides what
// the workflow leaves unset.

let world: World;
const workspaces: string[] = [];
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
  await world?.stop();
});

const DAY = 86400_000;

/** A checked-out repository holding `neon.ts` with this text, and any other files given. */
function workspaceWith(neonTs: string, others: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "neon-ts-workspace-"));
  workspaces.push(dir);
  writeFileSync(join(dir, "neon.ts"), neonTs);
  for (const [name, text] of Object.entries(others)) writeFileSync(join(dir, name), text);
  return dir;
}

const POLICY = `import { defineConfig } from "@neondatabase/config";
import type { BranchTarget } from "@neondatabase/config";

const computeSettings = { autoscalingLimitMinCu: 0.5, autoscalingLimitMaxCu: 2, suspendTimeout: "5m" } as const;

export default defineConfig({
  branch: (branch: BranchTarget) => ({
    ...(branch.isDefault ? {} : { ttl: "3d" }),
    postgres: { computeSettings },
  }),
});
`;

async function createRequestOf(since: number) {
  const requests = await requestsSince(world, since);
  const project = `/projects/${world.emulator.projectId}`;
  return requests.find((r) => r.route === `POST ${project}/branches`)?.request_body as {
    branch: { expires_at?: string; protected?: boolean };
    endpoints: Array<Record<string, unknown>>;
  };
}

describe("neon.ts", () => {
  test("its policy decides ttl, compute size and suspend timeout; the summary says so", async () => {
    const cwd = workspaceWith(POLICY);
    const since = await world.admin.lastSeq();
    const { main } = await world.job({ event: pr("opened", 971), cwd });
    succeeded(main);
    expect(main.outputs["compute-size"]).toBe("0.5-2");
    const create = await createRequestOf(since);
    expect(create.endpoints[0]).toMatchObject({
      autoscaling_limit_min_cu: 0.5,
      autoscaling_limit_max_cu: 2,
      suspend_timeout_seconds: 300,
    });
    const branch = await branchById(world, main.outputs["branch-id"] ?? "");
    const lifetime =
      Date.parse(branch.expires_at ?? "") - Date.parse(main.outputs["expires-at"] ?? "");
    expect(lifetime).toBe(0);
    const sent = Date.parse(create.branch.expires_at ?? "");
    const platformNow = Date.now() + (await world.admin.clockOffsetMs());
    expect(sent - platformNow).toBeGreaterThan(3 * DAY - 120_000);
    expect(sent - platformNow).toBeLessThanOrEqual(3 * DAY);
    expect(main.summary).toContain("compute size 0.5-2 from neon.ts");
    expect(main.summary).toContain("suspend timeout 300 s from neon.ts");
    expect(main.summary).toContain("expiry of a new branch 3d from neon.ts");
  });

  test("inputs written in the workflow win over the file, setting by setting", async () => {
    const cwd = workspaceWith(POLICY);
    const since = await world.admin.lastSeq();
    const { main } = await world.job({
      event: pr("opened", 972),
      cwd,
      inputs: { "compute-size": "1", "expires-in": "12h" },
    });
    succeeded(main);
    expect(main.outputs["compute-size"]).toBe("1");
    const create = await createRequestOf(since);
    expect(create.endpoints[0]).toMatchObject({
      autoscaling_limit_min_cu: 1,
      autoscaling_limit_max_cu: 1,
      suspend_timeout_seconds: 300,
    });
    const sent = Date.parse(create.branch.expires_at ?? "");
    const platformNow = Date.now() + (await world.admin.clockOffsetMs());
    expect(sent - platformNow).toBeLessThanOrEqual(12 * 3600_000);
    expect(sent - platformNow).toBeGreaterThan(12 * 3600_000 - 120_000);
    expect(main.summary).toContain("compute size 1 from the workflow");
    expect(main.summary).toContain("suspend timeout 300 s from neon.ts");
    expect(main.summary).toContain("expiry of a new branch 12h from the workflow");
  });

  const SERVICES_FILE = `import { defineConfig } from "@neondatabase/config/v1";\nexport default defineConfig({ auth: true, dataApi: { authProvider: "neon", settings: { dbMaxRows: 50 } }, branch: () => ({ ttl: "2d" }) });\n`;

  test("the services it declares are ensured on the PR branch, with its Data API settings", async () => {
    const cwd = workspaceWith(SERVICES_FILE);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", { event: pr("opened", 976), cwd, inputs: URI_INPUTS });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    expect(main.outputs["auth-url"]).toContain(branchId);
    expect(main.outputs["data-api-url"]).toContain(`/${branchId}/neondb/`);
    expect(main.commands.warnings).toEqual([]);
    expect(main.summary).toContain("Neon Auth on from neon.ts");
    expect(main.summary).toContain("Data API on from neon.ts");
    expect(main.summary).toContain("expiry of a new branch 2d from neon.ts");
    const create = (await requestsSince(world, since)).find(
      (r) =>
        r.route ===
        `POST /projects/${world.emulator.projectId}/branches/${branchId}/data-api/neondb`,
    );
    expect(create?.request_body).toEqual({
      auth_provider: "neon_auth",
      settings: { db_max_rows: 50 },
    });
  });

  test("workflow inputs win over the services it declares: auth: false, data-api: false ask nothing", async () => {
    const cwd = workspaceWith(SERVICES_FILE);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("opened", 977),
      cwd,
      inputs: { ...URI_INPUTS, auth: "false", "data-api": "false" },
    });
    succeeded(main);
    expect(main.outputs["auth-url"]).toBeUndefined();
    expect(main.outputs["data-api-url"]).toBeUndefined();
    expect(main.summary).toContain("Neon Auth off from the workflow");
    const branchId = main.outputs["branch-id"] ?? "";
    const routes = (await requestsSince(world, since)).map((r) => r.route);
    const onBranch = routes.filter((r) => r.includes(`/branches/${branchId}/`));
    expect(onBranch.filter((r) => r.includes("/auth") || r.includes("/data-api"))).toEqual([]);
  });

  test("config: none ignores it: today's defaults", async () => {
    const cwd = workspaceWith(POLICY);
    const { main } = await world.job({ event: pr("opened", 973), cwd, inputs: { config: "none" } });
    succeeded(main);
    expect(main.outputs["compute-size"]).toBe("0.25");
    expect(main.summary).not.toContain("neon.ts");
  });

  test.each([
    [
      "a syntax error",
      "export default defineConfig({ branch: (b) => ({ ttl: '3d' }) ",
      /^neon\.ts: /,
    ],
    [
      "a ttl beyond 30 days",
      `import { defineConfig } from "@neondatabase/config";\nexport default defineConfig({ branch: () => ({ ttl: "40d" }) });\n`,
      /^neon\.ts: ttl: branch TTL must be at most 30 days/,
    ],
    [
      "an unknown key",
      `import { defineConfig } from "@neondatabase/config/v1";\nexport default defineConfig({ postgress: {} });\n`,
      /^neon\.ts: .*postgress/,
    ],
  ])(
    "%s fails the run in one line naming the file, before any request",
    async (_, text, message) => {
      const cwd = workspaceWith(text);
      const since = await world.admin.lastSeq();
      const main = await world.step("main", { event: pr("opened", 974), cwd });
      expect(main.failed).toBe(true);
      expect(main.commands.errors).toHaveLength(1);
      const error = main.commands.errors[0]?.message ?? "";
      expect(error).toMatch(message);
      expect(error).not.toContain("\n");
      // The policy's ttl is checked when it is evaluated, after the branch lookup; the others before.
      const requests = await requestsSince(world, since);
      const lookup = [`GET /projects/${world.emulator.projectId}/branches`];
      expect(requests.map((r) => r.route)).toEqual(text.includes("40d") ? lookup : []);
    },
  );

  test("a policy the platform refuses (protected with a ttl) gets the platform's message", async () => {
    const cwd = workspaceWith(
      `import { defineConfig } from "@neondatabase/config";\nexport default defineConfig({ branch: () => ({ protected: true, ttl: "1d" }) });\n`,
    );
    const main = await world.step("main", { event: pr("opened", 975), cwd });
    expect(main.failed).toBe(true);
    expect(main.commands.errors[0]?.message).toContain(
      "a protected branch cannot have an expiration",
    );
  });

  test("a parent the policy names that does not exist is the policy's error, not an input's", async () => {
    const cwd = workspaceWith(
      `import { defineConfig } from "@neondatabase/config";\nexport default defineConfig({ branch: () => ({ parent: "no-such-parent" }) });\n`,
    );
    const main = await world.step("main", { event: pr("opened", 978), cwd });
    expect(main.failed).toBe(true);
    expect(main.commands.errors).toHaveLength(1);
    expect(main.commands.errors[0]?.message).toMatch(
      /^neon\.ts's branch policy: parent: branch no-such-parent does not exist in project /,
    );
  });

  test("a protected branch it creates keeps its compute: the post step suspends it, PR close leaves both and says so", async () => {
    const cwd = workspaceWith(
      `import { defineConfig } from "@neondatabase/config";\nexport default defineConfig({ branch: (b) => (b.isDefault ? {} : { protected: true }) });\n`,
    );
    const { main, post } = await world.job({ event: pr("opened", 981), cwd });
    succeeded(main);
    succeeded(post);
    const branch = await branchById(world, main.outputs["branch-id"] ?? "");
    expect(branch.protected).toBe(true);
    const project = `/projects/${world.emulator.projectId}`;
    const endpointId = main.outputs["endpoint-id"] ?? "";
    const after = await world.api<{ endpoint: { current_state: string } }>(
      "GET",
      `${project}/endpoints/${endpointId}`,
    );
    expect(after.status).toBe(200);
    expect(after.body.endpoint.current_state).toBe("idle");
    expect(post.log.join("\n")).toContain(
      `Suspended compute ${endpointId}: it is on a protected branch`,
    );

    const close = await world.step("main", {
      event: pr("closed", 981),
      cwd,
      inputs: { "delete-branch": "true" },
    });
    succeeded(close);
    expect(close.commands.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^Branch preview\/pr-981 is protected: Neon deletes neither it nor its computes/,
      ),
    ]);
    expect(close.summary).toContain("is protected: Neon deletes neither it nor its computes");
    expect((await branchById(world, branch.id)).protected).toBe(true);
    expect((await world.api("GET", `${project}/endpoints/${endpointId}`)).status).toBe(200);
  });

  test("protected on a branch that exists is left as it is, as neonctl checkout does, and said", async () => {
    const first = await world.step("main", {
      event: pr("opened", 979),
      inputs: { config: "none" },
    });
    succeeded(first);
    const cwd = workspaceWith(
      `import { defineConfig } from "@neondatabase/config";\nexport default defineConfig({ branch: () => ({ protected: true }) });\n`,
    );
    const again = await world.step("main", { event: pr("synchronize", 979), cwd });
    succeeded(again);
    const branch = await branchById(world, again.outputs["branch-id"] ?? "");
    expect(branch.protected ?? false).toBe(false);
    expect(again.summary).toContain(
      "neon.ts asks for protected true; branch preview/pr-979 exists",
    );
  });

  test("it can import Node's built-ins (node:fs, path) and read a file beside it", async () => {
    const cwd = workspaceWith(
      `import { readFileSync } from "node:fs";
import { join } from "path";
import { defineConfig } from "@neondatabase/config";

const sizes = JSON.parse(readFileSync(join(import.meta.dirname, "sizes.json"), "utf8"));

export default defineConfig({
  branch: () => ({ postgres: { computeSettings: { autoscalingLimitMinCu: sizes.min, autoscalingLimitMaxCu: sizes.max } } }),
});
`,
      { "sizes.json": JSON.stringify({ min: 1, max: 2 }) },
    );
    const { main } = await world.job({ event: pr("opened", 980), cwd });
    succeeded(main);
    expect(main.outputs["compute-size"]).toBe("1-2");
    expect(main.summary).toContain("compute size 1-2 from neon.ts");
  });
});

describe("neon.ts on a fork's pull_request_target", () => {
  // pull_request_target runs with the base repository's secrets; a workflow that checks out the
  // PR's head puts the fork's files in the workspace, beside the key.
  const forkTarget = (number: number) => ({
    ...prEvent("opened", { number, fork: true, repo: `${OWNER}/${REPO}` }),
    name: "pull_request_target",
  });

  /** A fork's neon.ts that leaves a file behind when it runs, and asks for a 2 CU compute. */
  function forkWorkspace(): { cwd: string; marker: string } {
    const cwd = workspaceWith("");
    const marker = join(cwd, "neon-ts-ran");
    writeFileSync(
      join(cwd, "neon.ts"),
      `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran");
export default { branch: () => ({ postgres: { computeSettings: { autoscalingLimitMinCu: 2, autoscalingLimitMaxCu: 2 } } }) };
`,
    );
    return { cwd, marker };
  }

  test("config unset: the fork's neon.ts is not run; a warning says why and how to name it", async () => {
    const { cwd, marker } = forkWorkspace();
    const { main } = await world.job({ event: forkTarget(981), cwd });
    succeeded(main);
    expect(existsSync(marker)).toBe(false);
    expect(main.outputs["compute-size"]).toBe("0.25");
    expect(main.summary).not.toContain("from neon.ts");
    expect(main.commands.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^neon\.ts not loaded: this run's head commit comes from contributor\/app, not from this repository, .*\(config: neon\.ts\)/,
      ),
    ]);
  });

  test("config: neon.ts named explicitly: it is loaded", async () => {
    const { cwd, marker } = forkWorkspace();
    const { main } = await world.job({
      event: forkTarget(982),
      cwd,
      inputs: { config: "neon.ts" },
    });
    succeeded(main);
    expect(existsSync(marker)).toBe(true);
    expect(main.outputs["compute-size"]).toBe("2");
    expect(main.commands.warnings).toEqual([]);
  });
});
