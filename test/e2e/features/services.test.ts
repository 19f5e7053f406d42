import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notesSql } from "../../support/apps/notes-schema.ts";
import { runScriptStep } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";
import {
  apartFromFleet,
  branchById,
  defaultBranch,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// `auth` and `data-api`: the PR branch's Neon Auth and Data API, read when the branch has them
// (copied from its parent), enabled like the parent's when not; an app on Neon's SDK signs up
// through `auth-url` and reads its own rows through `data-api-url` on the PR branch only.

let world: World;
let parent: { id: string; uri: string };
let plainParent: string;
const project = () => `/projects/${world.emulator.projectId}`;
const password = "correct horse battery staple";
const SERVICES = { ...URI_INPUTS, auth: "true", "data-api": "true", keep: "true" };

beforeAll(async () => {
  world = await startWorld();
  parent = await defaultBranch(world);
  // Made before the default branch has any service: a parent without them.
  const plain = await world.api<{ branch: { id: string } }>("POST", `${project()}/branches`, {
    branch: { name: "plain-parent", parent_id: parent.id },
  });
  expect(plain.status).toBe(201);
  plainParent = plain.body.branch.id;
  await waitForIdleProject(world);
  const auth = await world.api("POST", `${project()}/branches/${parent.id}/auth`, {
    auth_provider: "better_auth",
  });
  expect(auth.status, JSON.stringify(auth.body)).toBe(201);
  const dataApi = await world.api("POST", `${project()}/branches/${parent.id}/data-api/neondb`, {
    auth_provider: "neon_auth",
  });
  expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
  await query(parent.uri, notesSql);
  // Tables made after the Data API: PATCH refreshes its schema cache, as on Neon.
  expect(
    (await world.api("PATCH", `${project()}/branches/${parent.id}/data-api/neondb`, {})).status,
  ).toBe(201);
});
afterAll(async () => {
  await world?.stop();
});

/** Neon's SDK app (test/support/apps/notes-app.ts), one user per process. */
async function app(
  authUrl: string,
  dataApiUrl: string,
  request: { email: string; signUp: boolean; insert?: Record<string, unknown> },
): Promise<{ userId: string; insertError: string | null; notes: unknown }> {
  const body = {
    user: { email: request.email, password, signUp: request.signUp },
    insert: request.insert,
    read: ["notes"],
  };
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(import.meta.dirname, "../../support/apps/notes-app.ts"),
    authUrl,
    dataApiUrl,
    JSON.stringify(body),
  ]);
  return JSON.parse(stdout);
}

async function usersOn(uri: string, email: string): Promise<number> {
  const rows = await query<{ n: string }>(
    uri,
    `SELECT count(*) AS n FROM neon_auth."user" WHERE email = '${email}'`,
  );
  return Number(rows[0]?.n);
}

describe("a parent with Neon Auth and the Data API", () => {
  test("the PR branch has both: a user signs up there only and reads its own rows", async () => {
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("opened", 971),
      inputs: { ...SERVICES, "export-env": "true" },
    });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    const authUrl = main.outputs["auth-url"] ?? "";
    const dataApiUrl = main.outputs["data-api-url"] ?? "";
    expect(authUrl).toContain(branchId);
    expect(main.outputs["auth-jwks-url"]).toBe(`${authUrl}/.well-known/jwks.json`);
    expect(dataApiUrl).toContain(`/${branchId}/neondb/`);
    // Copied with the branch: read, one request each, nothing enabled, the parent not asked.
    const routes = (await requestsSince(world, since)).map((r) => r.route);
    expect(routes).toContain(`GET ${project()}/branches/${branchId}/auth`);
    expect(routes).toContain(`GET ${project()}/branches/${branchId}/data-api/neondb`);
    expect(routes.filter((r) => r.includes("/auth") || r.includes("/data-api"))).toHaveLength(2);
    // Neon supports no expiration on a branch that uses the Data API: none asked, and said.
    expect((await branchById(world, branchId)).expires_at).toBeUndefined();
    expect(main.outputs["expires-at"]).toBeUndefined();
    expect(main.summary).toContain(
      "The new branch gets no expiry: this run gives it a Data API, and Neon does not support branch expiration on branches that use the Data API.",
    );

    const ada = await app(authUrl, dataApiUrl, {
      email: "ada@example.test",
      signUp: true,
      insert: { body: "ada's note" },
    });
    expect(ada.insertError).toBeNull();
    expect(ada.notes).toEqual([{ id: 1, user_id: ada.userId, body: "ada's note" }]);
    const bob = await app(authUrl, dataApiUrl, { email: "bob@example.test", signUp: true });
    expect(bob.notes).toEqual([]);
    expect(await usersOn(main.outputs["database-url"] ?? "", "ada@example.test")).toBe(1);
    // The parent's Neon Auth does not know her: signing in there is refused.
    const parentAuth = await world.api<{ base_url: string }>(
      "GET",
      `${project()}/branches/${parent.id}/auth`,
    );
    const parentData = await world.api<{ url: string }>(
      "GET",
      `${project()}/branches/${parent.id}/data-api/neondb`,
    );
    await expect(
      app(parentAuth.body.base_url, parentData.body.url, {
        email: "ada@example.test",
        signUp: false,
      }),
    ).rejects.toThrow(/Invalid email or password/);

    for (const text of [main.summary, world.github.comments(OWNER, REPO, 971)[0]?.body ?? ""]) {
      expect(text).toContain(`| Neon Auth | \`${authUrl}\` |`);
      expect(text).toContain(`| Data API | \`${dataApiUrl}\` |`);
    }

    // A later step: parseEnv finds both services' URLs, and Neon Auth's JWKS answers.
    expect(main.env.NEON_AUTH_BASE_URL).toBe(authUrl);
    expect(main.env.NEON_DATA_API_URL).toBe(dataApiUrl);
    const later = await runScriptStep(
      join(import.meta.dirname, "fixtures", "neon-services-env-app.ts"),
      { env: main.env, path: main.path },
    );
    expect(later.exitCode, later.stderr).toBe(0);
    expect(JSON.parse(later.stdout)).toEqual({
      branch: "preview/pr-971",
      authBaseUrl: authUrl,
      authJwksUrl: main.outputs["auth-jwks-url"],
      dataApiUrl,
      jwksKeys: true,
    });
  });

  test("a re-run reuses both in 2 requests more than without them (and the fleet line's 1)", async () => {
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const rerun = await world.step("main", { event: pr("synchronize", 971), inputs: SERVICES });
    succeeded(rerun);
    expect(rerun.outputs.result).toBe("reused");
    const branchId = rerun.outputs["branch-id"];
    const requests = apartFromFleet(await requestsSince(world, since), world.emulator.projectId);
    // And the report's fleet line: the project's limit (it counts the branches listed first).
    expect(requests.fleet).toEqual([`GET ${project()}`]);
    expect(requests.rest.map((r) => r.route)).toEqual([
      `GET ${project()}/branches`,
      // No expiry to move forward: a branch that uses the Data API was created without one.
      `GET ${project()}/branches/${branchId}/endpoints`,
      `GET ${project()}/connection_uri`,
      `GET ${project()}/connection_uri`,
      `GET ${project()}/branches/${branchId}/auth`,
      `GET ${project()}/branches/${branchId}/data-api/neondb`,
    ]);
  });
});

describe("a parent whose Data API the PR branch inherits, the run asking for none", () => {
  test("the platform refuses an expiry with it: the branch is created again without one, and the summary says so", async () => {
    const since = await world.admin.lastSeq();
    const main = await world.step("main", { event: pr("opened", 974), inputs: URI_INPUTS });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    expect(main.outputs["branch-created"]).toBe("true");
    expect((await branchById(world, branchId)).expires_at).toBeUndefined();
    expect(main.summary).toContain(
      "The new branch gets no expiry: it inherits its parent's Data API, and Neon does not support branch expiration on branches that use the Data API.",
    );
    const creates = (await requestsSince(world, since)).filter(
      (r) => r.route === `POST ${project()}/branches`,
    );
    expect(creates.map((r) => r.status)).toEqual([400, 201]);
    expect(
      creates.map((r) => "expires_at" in (r.request_body as { branch: object }).branch),
    ).toEqual([true, false]);
  });
});

describe("a parent without them", () => {
  test("auth and data-api enable both on the PR branch; the parent is only read", async () => {
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("opened", 972),
      inputs: { ...SERVICES, "parent-branch": "plain-parent" },
    });
    succeeded(main);
    const branchId = main.outputs["branch-id"] ?? "";
    const requests = await requestsSince(world, since);
    const onParent = requests.filter((r) => r.path.includes(plainParent));
    expect(onParent.every((r) => r.method === "GET")).toBe(true);
    expect(requests.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        `POST ${project()}/branches/${branchId}/auth`,
        `POST ${project()}/branches/${branchId}/data-api/neondb`,
      ]),
    );
    expect((await world.api("GET", `${project()}/branches/${plainParent}/auth`)).status).toBe(404);
    expect(
      (await world.api("GET", `${project()}/branches/${plainParent}/data-api/neondb`)).status,
    ).toBe(404);
    const authUrl = main.outputs["auth-url"] ?? "";
    expect(authUrl).toContain(branchId);
    // The secret server key is never written anywhere the run writes.
    expect(main.log.join("\n")).not.toMatch(/ssk_/);
  });

  test("a Data API the platform refuses fails the run with its message and a hint", async () => {
    const main = await world.step("main", {
      event: pr("opened", 973),
      inputs: { ...URI_INPUTS, "data-api": "true", "parent-branch": "plain-parent" },
    });
    expect(main.failed).toBe(true);
    const failure = main.commands.errors.map((e) => e.message).join("\n");
    expect(failure).toMatch(
      /^Input "data-api": the Data API could not be enabled for database neondb on branch preview\/pr-973: Neon Auth is not enabled on branch br-[a-z0-9-]+: enable it first.*Hint: .*\(set auth: true\)/,
    );
    expect(failure).not.toContain("    at ");
    expect((await world.api("GET", `${project()}/branches/${plainParent}/auth`)).status).toBe(404);
  });
});
