import { afterAll, beforeAll, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World, writtenText } from "../../support/world.ts";

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  // Asserts that no run of this file leaked a key, a password or a connection URI.
  await world?.stop();
});

const CONNECTION = { role: "neondb_owner", database: "neondb" };

test("database-url outputs are masked and never in the summary, comment, state or log", async () => {
  const { main, post } = await world.job({
    event: pr("opened", 801),
    inputs: CONNECTION,
    debug: true,
  });
  expect(main.failed, main.log.join("\n")).toBe(false);
  const url = main.outputs["database-url"] ?? "";
  const pooled = main.outputs["database-url-pooled"] ?? "";
  const password = decodeURIComponent(new URL(url).password);
  expect(password.length).toBeGreaterThan(7);

  expect(main.commands.masks).toEqual(expect.arrayContaining([url, pooled, password]));
  const comment = world.github.comments(OWNER, REPO, 801)[0]?.body ?? "";
  for (const secret of [url, pooled, password, world.apiKey]) {
    expect(main.summary).not.toContain(secret);
    expect(comment).not.toContain(secret);
    expect(JSON.stringify(main.state)).not.toContain(secret);
    expect(main.log.join("\n")).not.toContain(secret);
    expect(post.log.join("\n")).not.toContain(secret);
    expect(writtenText(main, post)).not.toContain(secret);
  }
  expect(post.failed, post.log.join("\n")).toBe(false);
});

test("the API key is masked first and in no failure message either", async () => {
  const main = await world.step("main", {
    event: pr("opened", 802),
    inputs: { "project-id": "no-such-project-1", ...CONNECTION },
    debug: true,
  });
  expect(main.failed).toBe(true);
  expect(main.commands.masks[0]).toBe(world.apiKey);
  expect(main.commands.errors).toHaveLength(1);
  expect(writtenText(main)).not.toContain(world.apiKey);
  expect(await world.leaks()).toEqual([]);
});
