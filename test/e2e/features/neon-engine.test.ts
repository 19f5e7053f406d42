import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { requestsSince, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// A neon.ts of today's tooling (`@neon/config/v1`, as `neon config init` writes it), in a
// workspace with no node_modules: the bundled action loads it with its own copy, creates the PR
// branch, and Neon's own engine (@neon/config-runtime) applies its services as `neon checkout`
// does; its create hooks run as neon runs them.

let world: World;
const workspaces: string[] = [];
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
  await world?.stop();
});

function workspaceWith(neonTs: string): string {
  const dir = mkdtempSync(join(tmpdir(), "neon-engine-workspace-"));
  workspaces.push(dir);
  writeFileSync(join(dir, "neon.ts"), neonTs);
  return dir;
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

const project = () => `/projects/${world.emulator.projectId}`;

describe("Neon's engine applies neon.ts's services", () => {
  test("a file neon config init wrote: the PR branch gets Auth and the Data API from the engine, a re-run changes nothing", async () => {
    const cwd = workspaceWith(INIT_FILE);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", { event: pr("opened", 1301), cwd, inputs: URI_INPUTS });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    expect(main.outputs["auth-url"]).toContain(branchId);
    expect(main.outputs["data-api-url"]).toContain(`/${branchId}/neondb/`);
    expect(main.summary).toContain("neon.ts: Neon Auth created (Neon's engine)");
    expect(main.summary).toContain("neon.ts: the Data API created (Neon's engine)");
    expect(main.summary).toContain("expiry of a new branch 7d from neon.ts");
    expect(main.commands.warnings).toEqual([]);
    // The engine asked for them (its own client, @neon/sdk), on the branch this run created.
    const routes = (await requestsSince(world, since)).map((r) => r.route);
    expect(routes).toContain(`POST ${project()}/branches/${branchId}/auth`);
    expect(routes).toContain(`POST ${project()}/branches/${branchId}/data-api/neondb`);

    const again = await world.step("main", {
      event: pr("synchronize", 1301),
      cwd,
      inputs: URI_INPUTS,
    });
    succeeded(again);
    expect(again.summary).not.toContain("(Neon's engine)");
    expect(again.summary).not.toContain("left as it is");
    expect(again.outputs["data-api-url"]).toBe(main.outputs["data-api-url"]);
  });

  test("on a branch that exists, what is missing is added and changed settings are left as they are, and said", async () => {
    const dataApi = (rows: number) =>
      `dataApi: { authProvider: "external", jwksUrl: "https://auth.example.test/.well-known/jwks.json", settings: { dbMaxRows: ${rows} } }`;
    const first = workspaceWith(
      `import { defineConfig } from "@neon/config";\nexport default defineConfig({ ${dataApi(50)} });\n`,
    );
    const main = await world.step("main", {
      event: pr("opened", 1302),
      cwd: first,
      inputs: URI_INPUTS,
    });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    const changed = workspaceWith(
      `import { defineConfig } from "@neon/config";\nexport default defineConfig({ auth: true, ${dataApi(10)} });\n`,
    );
    const again = await world.step("main", {
      event: pr("synchronize", 1302),
      cwd: changed,
      inputs: URI_INPUTS,
    });
    succeeded(again);
    expect(again.summary).toContain("neon.ts: Neon Auth created (Neon's engine)");
    expect(again.summary).toContain(
      "neon.ts asks for the Data API's settings to be changed; branch preview/pr-1302 exists and is left as it is",
    );
    const kept = await world.api<{ settings?: { db_max_rows?: number } }>(
      "GET",
      `${project()}/branches/${branchId}/data-api/neondb`,
    );
    expect(kept.body.settings?.db_max_rows).toBe(50);
  });

  test("a service the platform refuses fails the run in one line naming it and the platform's message", async () => {
    // @neon/config takes any bucket name of 1 to 255 characters; the platform holds names to
    // S3's rules, so it refuses this one.
    const cwd = workspaceWith(
      `import { defineConfig } from "@neon/config/v1";\nexport default defineConfig({ buckets: { "Team_Assets": { access: "private" } } });\n`,
    );
    const main = await world.step("main", { event: pr("opened", 1303), cwd });
    expect(main.failed).toBe(true);
    expect(main.commands.errors).toHaveLength(1);
    const error = main.commands.errors[0]?.message ?? "";
    expect(error).toContain("the platform refused");
    expect(error).toContain('bucket name "Team_Assets" is not valid');
    expect(error).not.toContain("\n");
    expect(error).not.toContain("no route");
  });
});

describe("neon.ts's create hooks", () => {
  const HOOKS = (before: string) => `import { defineConfig } from "@neon/config/v1";
export default defineConfig({
  auth: true,
  experimental: {
    hooks: {
      create: {
        before: ${JSON.stringify(before)},
        after: 'printf "%s|%s|%s|%s" "$NEON_BRANCH" "$NEON_AUTH_BASE_URL" "\${DATABASE_URL:+set}" "$(env | grep -c "^INPUT_API-KEY=.")" > after.txt',
      },
    },
  },
});
`;

  test("create.before runs before the branch is created, create.after once it has its services, with the branch's variables and not the action's key", async () => {
    const cwd = workspaceWith(HOOKS('printf "%s" "about to create" > before.txt'));
    const main = await world.step("main", { event: pr("opened", 1304), cwd, inputs: URI_INPUTS });
    succeeded(main);
    expect(readFileSync(join(cwd, "before.txt"), "utf8")).toBe("about to create");
    const [branch, authUrl, databaseUrl, apiKey] = readFileSync(
      join(cwd, "after.txt"),
      "utf8",
    ).split("|");
    expect(branch).toBe("preview/pr-1304");
    expect(authUrl).toBe(main.outputs["auth-url"]);
    expect(databaseUrl).toBe("set");
    // The number of non-empty INPUT_API-KEY variables the hook saw.
    expect(apiKey).toBe("0");

    // A re-run creates nothing: neither hook runs.
    rmSync(join(cwd, "before.txt"));
    rmSync(join(cwd, "after.txt"));
    const again = await world.step("main", {
      event: pr("synchronize", 1304),
      cwd,
      inputs: URI_INPUTS,
    });
    succeeded(again);
    expect(() => readFileSync(join(cwd, "before.txt"))).toThrow();
    expect(() => readFileSync(join(cwd, "after.txt"))).toThrow();
  });

  test("a create.before that fails stops the run in one line before anything is created", async () => {
    const cwd = workspaceWith(HOOKS("exit 3"));
    const since = await world.admin.lastSeq();
    const main = await world.step("main", { event: pr("opened", 1305), cwd });
    expect(main.failed).toBe(true);
    expect(main.commands.errors).toHaveLength(1);
    expect(main.commands.errors[0]?.message).toMatch(
      /^neon\.ts's create\.before hook stopped the creation of branch preview\/pr-1305: /,
    );
    const routes = (await requestsSince(world, since)).map((r) => r.route);
    expect(routes.filter((route) => route.startsWith("POST "))).toEqual([]);
  });
});
