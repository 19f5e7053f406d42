import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { notesSql } from "../../support/apps/notes-schema.ts";
import { ownerSql } from "../support/data-api-fixture.ts";
import { type Loose, useEmulator } from "../support/helpers.ts";

/**
 * An app on Neon's SDK (`@neondatabase/neon-js`: Neon Auth + the Data API in one client) against
 * the URLs the API hands out: users sign up and in through the branch's Neon Auth, and the Data
 * API, checking the tokens that Neon Auth signs, lets row-level security decide what each sees.
 * Each user is an app process of its own (`test/support/apps/notes-app.ts`), as each browser is: the SDK keeps
 * one session per module.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const password = "correct horse battery staple";
let authUrl = "";
let dataApiUrl = "";

const announcementsSql = `
  CREATE TABLE announcements (id int PRIMARY KEY, body text NOT NULL);
  INSERT INTO announcements VALUES (1, 'welcome');
  GRANT SELECT ON announcements TO anonymous, authenticated;
`;

beforeAll(async () => {
  const api = (method: string, path: string, body?: unknown) =>
    env.api(method, `/projects/${env.projectId}${path}`, body !== undefined ? { body } : {});
  const { body: listing } = await api("GET", "/branches");
  const main = listing.branches.find((b: Loose) => b.default).id;
  const auth = await api("POST", `/branches/${main}/auth`, { auth_provider: "better_auth" });
  expect(auth.status, JSON.stringify(auth.body)).toBe(201);
  authUrl = auth.body.base_url;
  const dataApi = await api("POST", `/branches/${main}/data-api/neondb`, {
    auth_provider: "neon_auth",
  });
  expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
  dataApiUrl = dataApi.body.url;
  await ownerSql(env, main, notesSql + announcementsSql);
  // Tables made after the Data API: PATCH refreshes its schema cache, as on Neon.
  expect((await api("PATCH", `/branches/${main}/data-api/neondb`, {})).status).toBe(201);
});

async function app(request: {
  user?: { email: string; signUp?: boolean };
  insert?: Record<string, unknown>;
  updateBody?: { where: string; to: string };
  read?: string[];
}): Promise<Loose> {
  const { user, read = [], ...rest } = request;
  const body = {
    ...rest,
    read,
    ...(user ? { user: { email: user.email, password, signUp: user.signUp ?? false } } : {}),
  };
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(import.meta.dirname, "../../support/apps/notes-app.ts"),
    authUrl,
    dataApiUrl,
    JSON.stringify(body),
  ]);
  return JSON.parse(stdout);
}

test("two users each see and change only their own rows; anonymous sees only what anonymous may", async () => {
  const ada = await app({
    user: { email: "ada@example.test", signUp: true },
    insert: { body: "ada's note" },
    read: ["notes"],
  });
  expect(ada.insertError).toBeNull();
  expect(ada.notes).toEqual([{ id: 1, user_id: ada.userId, body: "ada's note" }]);

  const bob = await app({
    user: { email: "bob@example.test", signUp: true },
    insert: { body: "bob's note" },
    read: ["notes"],
  });
  expect(bob.userId).not.toBe(ada.userId);
  expect(bob.notes).toEqual([{ id: 2, user_id: bob.userId, body: "bob's note" }]);

  // Bob signs in again: he cannot change Ada's row (RLS hides it, nothing matches), nor write
  // a row in her name (the policy's check refuses it).
  const bobAgain = await app({
    user: { email: "bob@example.test" },
    updateBody: { where: "ada's note", to: "changed by bob" },
    insert: { body: "forged", user_id: ada.userId },
    read: ["notes"],
  });
  expect(bobAgain.updated).toEqual([]);
  expect(bobAgain.insertError).toBe("42501");
  expect(bobAgain.notes).toEqual([{ id: 2, user_id: bob.userId, body: "bob's note" }]);

  const adaAgain = await app({ user: { email: "ada@example.test" }, read: ["notes"] });
  expect(adaAgain.notes).toEqual([{ id: 1, user_id: ada.userId, body: "ada's note" }]);

  // Without a session (allowAnonymous), the announcements anonymous may read, and no notes.
  const visitor = await app({ read: ["announcements", "notes"] });
  expect(visitor.announcements).toEqual([{ id: 1, body: "welcome" }]);
  expect(visitor.notes).toEqual({ error: "42501" });
});
