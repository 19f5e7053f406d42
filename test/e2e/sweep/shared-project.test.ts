import { afterAll, beforeAll, expect, test } from "vitest";
import {
  mergeGroupEvent,
  prEvent,
  type WorkflowEvent,
  workflowDispatchEvent,
} from "../../support/runner/index.ts";
import { waitFor } from "../../support/wait.ts";
import { OWNER, REPO, startWorld, type World } from "../../support/world.ts";
import { succeeded } from "../../support/world-helpers.ts";

// One Neon project shared by two repositories, both with the default branch-prefix, through
// dist/ as the runner runs it: each repository's sweep removes only its own branches (Neon's
// branch annotation `github-commit-repo`, written when the action creates a branch), never a
// protected one, and an older version's unmarked branch only when its PR is closed here.

let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

const APP = `${OWNER}/${REPO}`;
const API = `${OWNER}/api`;
const SHA = "e".repeat(40);

interface Made {
  id: string;
  computeId: string;
}

/** A branch made by hand (as an older version or a person would), once the project is free. */
async function createBranch(
  name: string,
  options: { owner?: string; protected?: boolean } = {},
): Promise<Made> {
  const body = {
    branch: { name, ...(options.protected ? { protected: true } : {}) },
    endpoints: [{ type: "read_write" }],
    ...(options.owner ? { annotation_value: { "github-commit-repo": options.owner } } : {}),
  };
  const path = `/projects/${world.emulator.projectId}/branches`;
  // The project is locked while the previous branch's operation runs.
  return waitFor(`setup: ${name} created once the project is free`, async () => {
    const answer = await world.api<{ branch: { id: string }; endpoints: Array<{ id: string }> }>(
      "POST",
      path,
      body,
    );
    if (answer.status === 201)
      return { id: answer.body.branch.id, computeId: answer.body.endpoints[0]?.id ?? "" };
    if (answer.status !== 423) throw new Error(`setup: ${name}: HTTP ${answer.status}`);
    return undefined;
  });
}

/** A provision run whose runner died before its post step: its branch and compute remain. */
async function leftBehind(event: WorkflowEvent): Promise<Made> {
  const main = await world.step("main", { event, inputs: { comment: "false" } });
  succeeded(main);
  return { id: main.outputs["branch-id"] ?? "", computeId: main.outputs["endpoint-id"] ?? "" };
}

async function sweepOf(repo: string) {
  const run = await world.step("main", {
    event: workflowDispatchEvent({ repo }),
    inputs: { mode: "sweep", "delete-branch": "true" },
  });
  succeeded(run);
  const swept = JSON.parse(run.outputs.swept ?? "[]") as Array<{ branch_id: string }>;
  return { run, sweptIds: swept.map((entry) => entry.branch_id) };
}

async function ownerOf(made: Made): Promise<string | undefined> {
  const answer = await world.api<{ annotation: { value: Record<string, string> } }>(
    "GET",
    `/projects/${world.emulator.projectId}/branches/${made.id}`,
  );
  return answer.body.annotation.value["github-commit-repo"];
}

async function remains(made: Made): Promise<boolean> {
  const computes = await world.computesOn(made.id);
  return computes.some((compute) => compute.id === made.computeId);
}

test("each repository's sweep removes only its own branches, and never a protected one", async () => {
  // Merge groups of both repositories whose runners died; GitHub dropped both queued refs.
  const ourGroup = await leftBehind(mergeGroupEvent({ pr: 77, repo: APP }));
  const theirGroup = await leftBehind(mergeGroupEvent({ pr: 77, repo: API }));
  // Named like one of this repository's merge groups, and marked so, but protected.
  const guardedGroup = await createBranch(`preview/pr-queue/main/pr-77-${SHA}`, {
    owner: APP,
    protected: true,
  });
  // Per-PR branches: the other repository's PR #81, which this one does not have; this
  // repository's protected branch of a closed PR; an older version's unmarked branches, of a
  // number this repository has no PR of and of a PR closed here.
  const theirPr = await leftBehind(prEvent("opened", { number: 81, repo: API }));
  const guardedPr = await createBranch("preview/pr-82", { owner: APP, protected: true });
  const olderUnknown = await createBranch("preview/pr-83");
  const olderClosed = await createBranch("preview/pr-84");
  // What the action created carries its repository as Neon's branch annotation.
  expect(await ownerOf(ourGroup)).toBe(APP);
  expect(await ownerOf(theirGroup)).toBe(API);
  expect(await ownerOf(theirPr)).toBe(API);
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 82, state: "closed" });
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 84, state: "closed" });

  const app = await sweepOf(APP);
  expect(app.sweptIds).toEqual([olderClosed.id, ourGroup.id]);
  expect(await world.branchNamed("preview/pr-84")).toBeUndefined();
  expect(await world.computesOn(ourGroup.id)).toEqual([]);
  for (const made of [theirGroup, guardedGroup, theirPr, guardedPr, olderUnknown])
    expect(await remains(made), made.id).toBe(true);
  const never = (id: string, why: string) => `(\`${id}\`) | ${why} |`;
  expect(app.run.summary).toContain(never(theirGroup.id, `another repository's (${API})`));
  expect(app.run.summary).toContain(never(theirPr.id, `another repository's (${API})`));
  expect(app.run.summary).toContain(never(guardedGroup.id, "protected branch"));
  expect(app.run.summary).toContain(never(guardedPr.id, "protected branch"));
  expect(app.run.summary).toContain(
    never(olderUnknown.id, "no owner mark, and no PR &#35;&#8203;83 in this repository"),
  );

  // The other repository's sweep removes its own: PR #81 does not exist there either.
  const api = await sweepOf(API);
  expect(api.sweptIds).toEqual([theirPr.id, theirGroup.id]);
  for (const made of [guardedGroup, guardedPr, olderUnknown])
    expect(await remains(made), made.id).toBe(true);
});
