import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { EmulatorAdmin, type LoggedRequest } from "../../../emulator/src/admin-client.ts";
import { builtInSeed, type Emulator, startEmulator } from "../../../emulator/src/index.ts";
import { createClient } from "../../../src/api/create-client.ts";
import { sweep } from "../../../src/flows/sweep/sweep.ts";
import { createGitHubClient } from "../../../src/github/client.ts";
import type { SweptEntry } from "../../../src/github/sweep-report.ts";
import type { SweepSettings } from "../../../src/settings/mode-settings.ts";
import { type GitHubFake, type RequestLogEntry, startGitHub } from "../../support/github/index.ts";
import { validateResponse } from "../../support/openapi/openapi.ts";

// The sweep flow, called in-process against the emulator and the loopback GitHub (dist/ is not
// rebuilt here). Setup talks to the platform with the personal key; the sweep with the
// organization key, so the request log tells the sweep's requests apart.

const OWNER = "octo-org";
const REPO = "app";
const PREFIX = "preview/pr-";

let emulator: Emulator;
let admin: EmulatorAdmin;
let github: GitHubFake;
let dir: string;
let summaryFile: string;
let outputFile: string;

beforeAll(async () => {
  emulator = await startEmulator({ postgres: false, opMs: 10 });
  admin = new EmulatorAdmin(emulator.adminUrl);
  github = await startGitHub();
  dir = mkdtempSync(join(tmpdir(), "sweep-flow-"));
  summaryFile = join(dir, "summary.md");
  outputFile = join(dir, "output.txt");
  writeFileSync(summaryFile, "");
  writeFileSync(outputFile, "");
  // The GitHub client reads GITHUB_API_URL when it is built; @actions/core writes
  // outputs and the job summary to these files, as on a runner.
  vi.stubEnv("GITHUB_API_URL", github.url);
  vi.stubEnv("GITHUB_STEP_SUMMARY", summaryFile);
  vi.stubEnv("GITHUB_OUTPUT", outputFile);
});

afterAll(async () => {
  // Test files share a worker process: what this file set is undone for the next.
  vi.unstubAllEnvs();
  await github?.stop();
  await emulator?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// --- setup through the platform's API (personal key) and GitHub's admin API ---

async function platform<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.personal}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // The project is locked while an operation of the previous request runs.
    if ((response.status === 423 || response.status === 429) && attempt < 200) {
      const retryAfter = Number(response.headers.get("retry-after") ?? 0);
      await new Promise((resolve) => setTimeout(resolve, Math.max(25, retryAfter * 1000)));
      continue;
    }
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}

type Listed = { id: string; name: string; branch_id: string; type: string };

/** A branch marked as this repository's, as the action creates them (`owner: null`: unmarked). */
async function createBranch(
  name: string,
  options: { parentId?: string; compute?: boolean; owner?: string | null } = {},
): Promise<{ id: string; computeId?: string }> {
  const owner = options.owner === undefined ? `${OWNER}/${REPO}` : options.owner;
  const answer = await platform<{ branch: { id: string }; endpoints?: Listed[] }>(
    "POST",
    `/projects/${emulator.projectId}/branches`,
    {
      branch: { name, parent_id: options.parentId },
      ...(options.compute === false ? {} : { endpoints: [{ type: "read_write" }] }),
      ...(owner === null ? {} : { annotation_value: { "github-commit-repo": owner } }),
    },
  );
  expect(answer.status, `create ${name}`).toBe(201);
  return { id: answer.body.branch.id, computeId: answer.body.endpoints?.[0]?.id };
}

/** The branches, without the figures the platform meters as time passes (active computes' time). */
async function branches(): Promise<Listed[]> {
  const answer = await platform<{ branches: Array<Listed & Record<string, unknown>> }>(
    "GET",
    `/projects/${emulator.projectId}/branches?limit=10000`,
  );
  return answer.body.branches.map(
    ({ compute_time_seconds: _c, active_time_seconds: _a, cpu_used_sec: _u, ...branch }) => branch,
  );
}

/** Which computes exist and where; not their state, which a start still under way changes. */
async function computes(): Promise<Array<Pick<Listed, "id" | "branch_id" | "type">>> {
  const answer = await platform<{ endpoints: Listed[] }>(
    "GET",
    `/projects/${emulator.projectId}/endpoints`,
  );
  return answer.body.endpoints.map(({ id, branch_id, type }) => ({ id, branch_id, type }));
}

async function seedPr(number: number, state: "open" | "closed" | "merged"): Promise<void> {
  const response = await fetch(`${github.url}/__github/pulls`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      owner: OWNER,
      repo: REPO,
      number,
      state: state === "open" ? "open" : "closed",
      merged: state === "merged",
    }),
  });
  expect(response.status).toBe(201);
}

/**
 * The built-in seed; setup's many requests (personal key) need more than 700 a minute.
 * `operationMs`: how long each operation takes (the emulator's 10 ms unless told).
 */
async function resetPlatform(operationMs?: number): Promise<void> {
  const seed = builtInSeed();
  await admin.reset({
    ...seed,
    ...(operationMs === undefined ? {} : { timing: { ...seed.timing, operation_ms: operationMs } }),
    limits: { enabled: true, per_key_per_minute: 10_000, per_route_per_second: 40 },
  });
}

// --- one sweep, in-process ---

interface SweepRun {
  swept: SweptEntry[];
  summary: string;
  error: unknown;
  platformRequests: LoggedRequest[];
  gitHubRequests: RequestLogEntry[];
}

async function runSweep(overrides: Partial<SweepSettings> = {}): Promise<SweepRun> {
  const settings: SweepSettings = {
    projectId: emulator.projectId,
    branchPrefix: PREFIX,
    dryRun: false,
    deleteBranch: false,
    githubToken: github.token,
    deployment: false,
    deploymentEnvironment: "preview-db/pr-<number>",
    context: {
      eventName: "schedule",
      repository: { owner: OWNER, repo: REPO },
      pullRequest: undefined,
      actor: "octocat",
    },
    wait: true,
    timeoutSeconds: 600,
    ...overrides,
  };
  writeFileSync(summaryFile, "");
  writeFileSync(outputFile, "");
  github.clearRequests();
  const since = await admin.lastSeq();
  const client = createClient({
    apiHost: emulator.baseUrl,
    apiKey: emulator.keys.organization,
    timeoutSeconds: settings.timeoutSeconds,
  });
  const error = await sweep(
    settings,
    client,
    createGitHubClient({ token: settings.githubToken }),
  ).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  // Setup uses the personal key; a request a fault answered carries no key.
  const platformRequests = (await admin.requests(since)).filter((r) => r.key_type !== "personal");
  expect(platformRequests).toHaveLength(client.requests);
  const outputs = readOutputs(readFileSync(outputFile, "utf8"));
  return {
    swept: JSON.parse(outputs.swept ?? "null") as SweptEntry[],
    summary: readFileSync(summaryFile, "utf8"),
    error,
    platformRequests,
    gitHubRequests: github.requests(),
  };
}

/** `name<<DELIMITER\nvalue\nDELIMITER` blocks of a GITHUB_OUTPUT file. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    outputs[match[1] ?? ""] = match[3] ?? "";
  return outputs;
}

const mutations = (run: SweepRun) =>
  run.platformRequests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);

function expectNeonShapes(run: SweepRun): void {
  for (const request of run.platformRequests) {
    const check = validateResponse({
      method: request.method,
      path: request.path,
      status: request.status,
      body: request.response_body,
    });
    expect(check.operation, `${request.method} ${request.path}`).toBeDefined();
  }
}

describe("sweep: what it touches and what it leaves", () => {
  const ids: Record<string, { id: string; computeId?: string }> = {};
  let replicaId = "";

  beforeAll(async () => {
    await resetPlatform();
    github.reset();
    for (const n of [1, 2, 3, 4, 5, 7, 10]) ids[n] = await createBranch(`${PREFIX}${n}`);
    ids[6] = await createBranch(`${PREFIX}6`, { compute: false });
    ids.child = await createBranch("scratch-on-5", { parentId: ids[5]?.id, compute: false });
    ids.padded = await createBranch(`${PREFIX}08`);
    ids.suffixed = await createBranch(`${PREFIX}9x`);
    ids.feature = await createBranch("feature/login");
    const replica = await platform<{ endpoint: { id: string } }>(
      "POST",
      `/projects/${emulator.projectId}/endpoints`,
      { endpoint: { branch_id: ids[7]?.id, type: "read_only" } },
    );
    expect(replica.status).toBe(201);
    replicaId = replica.body.endpoint.id;
    // preview/pr-10 becomes the project's default branch.
    const made = await platform(
      "POST",
      `/projects/${emulator.projectId}/branches/${ids[10]?.id}/set_as_default`,
    );
    expect(made.status).toBe(200);
    await seedPr(1, "open");
    await seedPr(2, "closed");
    await seedPr(3, "merged");
    // #4: no such PR.
    await seedPr(5, "closed");
    await seedPr(6, "closed");
    await seedPr(7, "merged");
    await seedPr(8, "closed");
    await seedPr(9, "closed");
    await seedPr(10, "closed");
  });

  test("dry run lists what would go and removes nothing", async () => {
    const beforeBranches = await branches();
    const beforeComputes = await computes();
    const run = await runSweep({ dryRun: true, deleteBranch: true });
    expect(run.error).toBeUndefined();
    expect(run.swept).toEqual([
      entry(2, "closed", true, true),
      entry(3, "merged", true, true),
      entry(4, "missing", true, true),
      entry(6, "closed", false, true),
      entry(7, "merged", true, true),
    ]);
    expect(mutations(run)).toEqual([]);
    expect(await branches()).toEqual(beforeBranches);
    expect(await computes()).toEqual(beforeComputes);
    expect(run.summary).toContain("### Preview compute sweep (dry run)");
    expect(run.summary).toContain(
      `| preview/pr-3 (\`${ids[3]?.id}\`) | PR &#35;&#8203;3 merged | \`${ids[3]?.computeId}\` would be deleted | would be |`,
    );
    expect(run.summary).toContain("no PR &#35;&#8203;4");
    expect(run.summary).toContain(`| preview/pr-5 (\`${ids[5]?.id}\`) | has child branches |`);
    expect(run.summary).toContain(`| preview/pr-10 (\`${ids[10]?.id}\`) | default branch |`);
    expectNeonShapes(run);
  });

  test("closed, merged and missing PRs lose their compute; open, default, parent and other names keep theirs", async () => {
    const run = await runSweep();
    expect(run.error).toBeUndefined();
    expect(run.swept).toEqual([
      entry(2, "closed", true, false),
      entry(3, "merged", true, false),
      entry(4, "missing", true, false),
      entry(7, "merged", true, false),
    ]);
    expect(mutations(run).sort()).toEqual(
      [2, 3, 4, 7]
        .map((n) => `DELETE /api/v2/projects/${emulator.projectId}/endpoints/${ids[n]?.computeId}`)
        .sort(),
    );
    const left = new Set((await computes()).map((c) => c.id));
    for (const n of [1, 5, 10, "padded", "suffixed", "feature"])
      expect(left.has(ids[n]?.computeId ?? ""), String(n)).toBe(true);
    for (const n of [2, 3, 4, 7]) expect(left.has(ids[n]?.computeId ?? ""), String(n)).toBe(false);
    expect(left.has(replicaId)).toBe(true); // a read replica is not the PR's compute
    expect((await branches()).length).toBe(13); // main + 12 created: no branch deleted
    expect(run.summary).toContain("### Preview compute sweep\n");
    expect(run.summary).toContain("4 swept, 1 kept (PR open), 1 already clean, 2 never touched");
    // The same numbers as the branch limit's error: the project's branches against the plan's
    // limit (the emulator's owner says 5,000 without --plan), and how many closed PRs hold.
    expect(run.summary).toMatch(
      /The plan's branch limit: \d+ of 5000 branches held, 5 by previews of closed, merged or missing PRs\./,
    );
    expectNeonShapes(run);
  });

  test("a second sweep finds nothing to do", async () => {
    const run = await runSweep();
    expect(run.error).toBeUndefined();
    expect(run.swept).toEqual([]);
    expect(mutations(run)).toEqual([]);
    expect(run.summary).toContain("0 swept, 1 kept (PR open), 5 already clean");
  });

  test("delete-branch removes the branches too, and then there is nothing left", async () => {
    const run = await runSweep({ deleteBranch: true });
    expect(run.error).toBeUndefined();
    // Computes went in the run before; a read replica goes with its branch.
    expect(run.swept).toEqual([
      entry(2, "closed", false, true),
      entry(3, "merged", false, true),
      entry(4, "missing", false, true),
      entry(6, "closed", false, true),
      entry(7, "merged", false, true),
    ]);
    const names = (await branches()).map((b) => b.name).sort();
    expect(names).toEqual(
      [
        "main",
        "preview/pr-1",
        "preview/pr-5",
        "scratch-on-5",
        "preview/pr-08",
        "preview/pr-9x",
        "feature/login",
        "preview/pr-10",
      ].sort(),
    );
    const again = await runSweep({ deleteBranch: true });
    expect(again.swept).toEqual([]);
    expect(mutations(again)).toEqual([]);
    expectNeonShapes(run);
  });

  test("a PR closed later is swept by the next run", async () => {
    await seedPr(1, "closed");
    const run = await runSweep({ deleteBranch: true });
    expect(run.swept).toEqual([entry(1, "closed", true, true)]);
    expect(mutations(run)).toEqual([
      `DELETE /api/v2/projects/${emulator.projectId}/endpoints/${ids[1]?.computeId}`,
      `DELETE /api/v2/projects/${emulator.projectId}/branches/${ids[1]?.id}`,
    ]);
  });

  test("a branch the platform refuses to delete is reported; the others are swept", async () => {
    ids[12] = await createBranch(`${PREFIX}12`);
    ids[13] = await createBranch(`${PREFIX}13`);
    await seedPr(12, "closed");
    await seedPr(13, "merged");
    await admin.addFaults({
      method: "DELETE",
      path: `/projects/*/branches/${ids[12]?.id}`,
      status: 409,
      times: 1,
    });
    const run = await runSweep({ deleteBranch: true });
    expect(String(run.error)).toContain("1 branch(es) could not be swept: preview/pr-12");
    expect(run.swept).toEqual([entry(13, "merged", true, true)]);
    expect(run.summary).toContain("Not swept: 1 failure(s)");
    expect(run.summary).toContain(`| preview/pr-12 (\`${ids[12]?.id}\`) | PR &#35;&#8203;12 |`);
    // The next run finishes the job: the compute went the first time, the branch goes now.
    const next = await runSweep({ deleteBranch: true });
    expect(next.error).toBeUndefined();
    expect(next.swept).toEqual([entry(12, "closed", false, true)]);
  });

  test("a platform that keeps failing stops the sweep at the deadline, with a summary", async () => {
    ids[14] = await createBranch(`${PREFIX}14`);
    ids[15] = await createBranch(`${PREFIX}15`);
    await seedPr(14, "closed");
    await seedPr(15, "closed");
    await admin.addFaults({ method: "DELETE", path: "/projects/*/endpoints/*", status: 503 });
    try {
      const run = await runSweep({ timeoutSeconds: 3 });
      expect(String(run.error)).toContain("timeout ran out");
      expect(run.swept).toEqual([]);
      expect(run.summary).toContain("Stopped early");
      expect(run.summary).toContain("The next sweep picks up the rest.");
      // It stopped at the first branch rather than fail every other one the same way.
      expect(new Set(mutations(run))).toEqual(
        new Set([`DELETE /api/v2/projects/${emulator.projectId}/endpoints/${ids[14]?.computeId}`]),
      );
    } finally {
      await admin.clearFaults();
    }
    const next = await runSweep();
    expect(next.swept).toEqual([
      entry(14, "closed", true, false),
      entry(15, "closed", true, false),
    ]);
  });

  test("no access to the pull requests: an error, and nothing removed", async () => {
    await createBranch(`${PREFIX}11`);
    await seedPr(11, "closed");
    const before = await computes();
    github.addFault({ method: "GET", path: `/repos/${OWNER}/${REPO}/pulls`, status: 404 });
    try {
      const run = await runSweep({ deleteBranch: true });
      expect(String(run.error)).toContain("pull-requests: read");
      expect(mutations(run)).toEqual([]);
      expect(await computes()).toEqual(before);
    } finally {
      github.clearFaults();
    }
  });

  function entry(
    n: number,
    reason: SweptEntry["reason"],
    withCompute: boolean,
    branchDeleted: boolean,
  ): SweptEntry {
    const branch = ids[n];
    return {
      branch: `${PREFIX}${n}`,
      branch_id: branch?.id ?? "",
      pr: n,
      reason,
      ...(withCompute ? { compute_id: branch?.computeId } : {}),
      branch_deleted: branchDeleted,
    };
  }
});

describe("sweep at scale: 160 branches, 260 PRs", () => {
  const COUNT = 160;
  // One branch in sixteen goes (closed, merged or missing in turn), on both pages of the
  // listing: the client's 5 requests a second make each swept branch cost 0.6 s (compute, branch
  // and its operation), so 10 of them keep the run in the window for 6 s.
  const stateOf = (n: number) =>
    n % 16 !== 1 ? "open" : n % 48 === 1 ? "closed" : n % 48 === 17 ? "merged" : "missing";
  const figures: string[] = [];

  beforeAll(async () => {
    // Operations that end at once: each create finds the project unlocked, not locked by the
    // last one's (the sweep's requests are paced by its client, not by operations).
    await resetPlatform(0);
    github.reset();
    for (let n = 1; n <= COUNT; n++) await createBranch(`${PREFIX}${n}`);
    for (let n = 1; n <= COUNT + 100; n++) {
      const state = n > COUNT ? "open" : stateOf(n);
      if (state !== "missing") await seedPr(n, state);
    }
  }, 180_000);

  afterAll(() => {
    console.log(`Requests per 100 branches looked at:\n${figures.join("\n")}`);
  });

  function record(label: string, run: SweepRun, looked: number): void {
    const per100 = (count: number) => ((count * 100) / looked).toFixed(1);
    const gets = run.platformRequests.filter((r) => r.method === "GET").length;
    const retried = run.platformRequests.filter((r) => r.status === 423 || r.status === 429).length;
    figures.push(
      `${label}: platform ${run.platformRequests.length} (${per100(run.platformRequests.length)}/100; ${gets} GET, ${retried} answered 423/429), GitHub ${run.gitHubRequests.length} (${per100(run.gitHubRequests.length)}/100)`,
    );
  }

  const gone = Array.from({ length: COUNT }, (_, i) => i + 1).filter((n) => stateOf(n) !== "open");

  test("dry run pages through everything, removes nothing", async () => {
    const run = await runSweep({ dryRun: true, deleteBranch: true });
    expect(run.error).toBeUndefined();
    expect(run.swept.map((e) => e.pr)).toEqual(gone);
    expect(mutations(run)).toEqual([]);
    const listings = run.platformRequests.filter((r) => r.path.endsWith("/branches"));
    expect(listings).toHaveLength(1); // 161 branches, up to 10,000 a page
    // 257 PRs from #260 down to #1: three pages of the list reach the oldest branch's PR.
    expect(run.gitHubRequests.map((r) => r.path.split("?")[0])).toEqual([
      `/repos/${OWNER}/${REPO}/pulls`,
      `/repos/${OWNER}/${REPO}/pulls`,
      `/repos/${OWNER}/${REPO}/pulls`,
    ]);
    record("dry run", run, COUNT);
  });

  test("delete-branch sweeps every closed, merged and missing PR's compute and branch", async () => {
    const run = await runSweep({ deleteBranch: true });
    expect(run.error).toBeUndefined();
    expect(run.swept).toHaveLength(gone.length);
    for (const e of run.swept) {
      expect(e.reason).toBe(stateOf(e.pr));
      expect(e.compute_id).toMatch(/^ep-/);
      expect(e.branch_deleted).toBe(true);
    }
    const left = (await branches()).map((b) => b.name);
    expect(left).toHaveLength(COUNT - gone.length + 1);
    expect(
      left
        .filter((name) => name !== "main")
        .every((name) => stateOf(Number(name.slice(PREFIX.length))) === "open"),
    ).toBe(true);
    expect((await computes()).length).toBe(COUNT - gone.length + 1);
    expect(run.summary.split("\n").filter((line) => line.startsWith("| preview/pr-"))).toHaveLength(
      gone.length,
    );
    // Within the client's window: never more than 5 requests in any second.
    const times = run.platformRequests.map((r) => Date.parse(r.time));
    for (let i = 5; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 5] ?? 0)).toBeGreaterThanOrEqual(1000 - 50);
    record(`sweep, delete-branch (${gone.length} swept)`, run, COUNT);
  }, 240_000);

  test("a second sweep finds nothing to do", async () => {
    const run = await runSweep({ deleteBranch: true });
    expect(run.swept).toEqual([]);
    expect(mutations(run)).toEqual([]);
    record("second sweep", run, COUNT);
  });
});
