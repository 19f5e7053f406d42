import { afterAll, beforeAll, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import {
  branchById,
  defaultBranch,
  query,
  requestsSince,
  succeeded,
  URI_INPUTS,
  waitForIdleProject,
} from "../../support/world-helpers.ts";

// The expiration PATCH and the restore set absolute states: a repeat after a lost answer does
// nothing the first did not, so the client repeats them like a GET.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

test("an expiration PATCH whose answer is lost is sent again, and the run goes on", async () => {
  const first = await world.job({ event: pr("opened", 971), inputs: { keep: "true" } });
  succeeded(first.main);
  const branchId = first.main.outputs["branch-id"] ?? "";
  const before = (await branchById(world, branchId)).expires_at ?? "";
  // A re-run ten seconds later (on both clocks, without waiting) moves it ten seconds on.
  await world.advanceClock(10_000);
  await waitForIdleProject(world);
  await world.admin.addFaults({
    method: "PATCH",
    path: "/projects/*/branches/*",
    drop_response: true,
    times: 1,
  });
  const since = await world.admin.lastSeq();
  const rerun = await world.job({ event: pr("synchronize", 971), inputs: { keep: "true" } });
  succeeded(rerun.main);
  const patches = (await requestsSince(world, since)).filter((r) => r.method === "PATCH");
  expect(patches.map((r) => r.fault ?? "answered")).toEqual(["drop_response", "answered"]);
  const after = (await branchById(world, branchId)).expires_at ?? "";
  expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(before) + 10_000);
  expect(rerun.main.outputs["expires-at"]).toBe(after);
});

test("a restore whose answer is lost is sent again; the branch ends as its parent", async () => {
  const main = await defaultBranch(world);
  await query(main.uri, "CREATE TABLE IF NOT EXISTS notes (v text)");
  const inputs = { ...URI_INPUTS, keep: "true", reset: "true" };
  const first = await world.job({ event: pr("opened", 972), inputs });
  succeeded(first.main);
  await query(first.main.outputs["database-url"], "INSERT INTO notes VALUES ('on the PR')");
  await query(main.uri, "INSERT INTO notes VALUES ('on main')");
  await waitForIdleProject(world);
  await world.admin.addFaults({
    method: "POST",
    path: "/projects/*/branches/*/restore",
    drop_response: true,
    times: 1,
  });
  const since = await world.admin.lastSeq();
  const rerun = await world.job({ event: pr("synchronize", 972), inputs });
  succeeded(rerun.main);
  const restores = (await requestsSince(world, since)).filter((r) => r.route.endsWith("/restore"));
  expect(restores[0]?.fault).toBe("drop_response");
  expect(restores.at(-1)?.status).toBe(200);
  expect(await query(rerun.main.outputs["database-url"], "SELECT v FROM notes")).toEqual([
    { v: "on main" },
  ]);
});
