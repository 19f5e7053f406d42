import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { workflowDispatchEvent } from "../../support/runner/index.ts";
import { waitUntil } from "../../support/wait.ts";
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

/**
 * `masking-rules` through dist/, against real PostgreSQL servers masked by the emulator's
 * PostgreSQL Anonymizer functions: what a PR's database-url sees, what the parent keeps, what
 * later runs do, what a bad rule or a failed masking leaves behind, and what each run costs.
 */

let world: World;
let parent: { id: string; uri: string };
let project: string;

const rule = (table: string, column: string, how: Record<string, string>) => ({
  database_name: "neondb",
  schema_name: "public",
  table_name: table,
  column_name: column,
  ...how,
});
const EMAIL = rule("users", "email", { masking_function: "anon.fake_email()" });
const NAME = rule("users", "full_name", { masking_function: "anon.dummy_name()" });
const ADDRESS = rule("orders", "address", { masking_value: "'redacted'" });
const CITY = rule("users", "city", { masking_value: "'somewhere'" });
const RULES = [EMAIL, NAME, ADDRESS];
const masked = (rules: object[], extra: Record<string, string> = {}) => ({
  ...URI_INPUTS,
  "masking-rules": JSON.stringify(rules),
  ...extra,
});

type User = { id: number; email: string; full_name: string; city: string };
type Order = { id: number; user_id: number; address: string; total: number };
const users = (uri: string | undefined) =>
  query<User>(uri, "SELECT id, email, full_name, city FROM users ORDER BY id");
const orders = (uri: string | undefined) =>
  query<Order>(uri, "SELECT id, user_id, address, total FROM orders ORDER BY id");

let parentUsers: User[];
let parentOrders: Order[];

beforeAll(async () => {
  world = await startWorld();
  project = world.emulator.projectId;
  parent = await defaultBranch(world);
  await query(
    parent.uri,
    `CREATE TABLE users (id int PRIMARY KEY, email text NOT NULL, full_name text, city text);
     INSERT INTO users SELECT g, 'person' || g || '@real-customer.example', 'Real Person ' || g, 'City ' || g
       FROM generate_series(1, 300) AS g;
     CREATE TABLE orders (id int PRIMARY KEY, user_id int NOT NULL REFERENCES users (id), address text, total int);
     INSERT INTO orders SELECT g, 1 + g % 300, g || ' Real Street', g * 10 FROM generate_series(1, 500) AS g;`,
  );
  parentUsers = await users(parent.uri);
  parentOrders = await orders(parent.uri);
});
afterAll(async () => {
  await world?.stop();
});

/** Every masked column differs from the parent's, row by row; every other column is the parent's. */
function expectMasked(
  got: { users: User[]; orders: Order[] },
  options: { cityMasked?: boolean } = {},
): void {
  expect(got.users).toHaveLength(parentUsers.length);
  expect(got.orders).toHaveLength(parentOrders.length);
  for (const [i, user] of got.users.entries()) {
    const original = parentUsers[i] as User;
    expect(user.id).toBe(original.id);
    expect(user.email).not.toBe(original.email);
    expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(user.email).not.toContain("real-customer");
    expect(user.full_name).not.toBe(original.full_name);
    expect(user.full_name).not.toMatch(/^Real Person/);
    expect(user.city).toBe(options.cityMasked ? "somewhere" : original.city);
  }
  for (const [i, order] of got.orders.entries()) {
    const original = parentOrders[i] as Order;
    expect(order.address).toBe("redacted");
    expect({ ...order, address: original.address }).toEqual(original);
  }
}

const read = async (uri: string | undefined) => ({
  users: await users(uri),
  orders: await orders(uri),
});

async function expectParentUnchanged(): Promise<void> {
  expect(await users(parent.uri)).toEqual(parentUsers);
  expect(await orders(parent.uri)).toEqual(parentOrders);
}

/** The routes of a run, `{p}` for the project and `{b}`/`{e}`/`{op}` for ids, in order. */
function routesOf(requests: Awaited<ReturnType<typeof requestsSince>>): string[] {
  return requests.map((r) =>
    r.route
      .replace(`/projects/${project}`, "/projects/{p}")
      .replace(/\/branches\/br-[a-z0-9-]+/, "/branches/{b}")
      .replace(/\/endpoints\/ep-[a-z0-9-]+/, "/endpoints/{e}")
      .replace(/\/operations\/[0-9a-f-]{36}/, "/operations/{op}"),
  );
}

const count = (routes: string[], route: string) => routes.filter((r) => r === route).length;

describe("a PR's anonymized branch", () => {
  const number = 1701;
  let branchId = "";
  let firstData: { users: User[]; orders: Order[] };

  test("the first run creates it masked, and hands out its URL only once masked", async () => {
    const since = await world.admin.lastSeq();
    const event = pr("opened", number);
    const main = await world.step("main", { event, inputs: masked(RULES) });
    succeeded(main);
    const { rest: mainRequests, fleet } = apartFromFleet(
      await requestsSince(world, since),
      project,
    );
    // The report's fleet line: the project's limit, beside its other requests.
    expect(fleet).toEqual([`GET /projects/${project}`]);
    expect(main.outputs.result).toBe("created");
    branchId = main.outputs["branch-id"] ?? "";
    firstData = await read(main.outputs["database-url"]);
    expectMasked(firstData);
    await expectParentUnchanged();

    // One create (POST …/branch_anonymized, masking started, with the compute and expires_at),
    // then the operations and the masking status polled until done.
    const routes = routesOf(mainRequests);
    const create = mainRequests.find((r) => r.route.endsWith("/branch_anonymized"));
    expect(create?.request_body).toMatchObject({
      branch_create: {
        branch: { name: `preview/pr-${number}`, expires_at: main.outputs["expires-at"] },
        endpoints: [{ type: "read_write" }],
      },
      masking_rules: RULES,
      start_anonymization: true,
    });
    expect(routes.slice(0, 4)).toEqual([
      "GET /projects/{p}/branches",
      "POST /projects/{p}/branch_anonymized",
      "GET /projects/{p}/connection_uri",
      "GET /projects/{p}/connection_uri",
    ]);
    // Operation polls first, then status polls: nothing else.
    const opPolls = routes.slice(4).filter((r) => r.startsWith("GET /projects/{p}/operations"));
    const statusPolls = routes.slice(4 + opPolls.length);
    expect(opPolls.length).toBeGreaterThanOrEqual(1);
    expect(statusPolls.length).toBeGreaterThanOrEqual(1);
    expect(statusPolls).toEqual(
      Array(statusPolls.length).fill("GET /projects/{p}/branches/{b}/anonymized_status"),
    );
    // The last status read, after every operation poll, says anonymized.
    const statuses = mainRequests.filter((r) => r.route.endsWith("/anonymized_status"));
    expect(statuses.at(-1)?.response_body).toMatchObject({ state: "anonymized" });
    expect(
      statuses.slice(0, -1).map((r) => (r.response_body as { state: string }).state),
    ).not.toContain("anonymized");

    // The summary and the comment say what is masked.
    const row =
      "| Masked data | 3 columns of 2 tables: `neondb.public.users` (2), `neondb.public.orders` (1) |";
    expect(main.summary).toContain(row);
    expect(world.github.comments(OWNER, REPO, number)[0]?.body).toContain(row);

    // The post step cannot delete an anonymized branch's compute: it suspends it.
    const post = await world.step("post", { event, inputs: masked(RULES), state: main.state });
    succeeded(post);
    expect(post.log.join("\n")).toContain(
      `Suspended compute ${main.outputs["endpoint-id"]}: it is on an anonymized branch`,
    );
    const computes = await world.computesOn(branchId);
    expect(computes.map((c) => c.id)).toEqual([main.outputs["endpoint-id"]]);
    const state = await world.admin.state();
    const compute = state.projects[0]?.computes.find((c) => c.id === main.outputs["endpoint-id"]);
    expect(compute?.current_state).toBe("idle");
  });

  test("a second run reuses it, sees the same masked data, and costs 5 requests (+2 URIs, +1 for the fleet line)", async () => {
    // Expirations are whole seconds: a run later (both clocks moved, no wait) has one to move.
    await world.advanceClock(10_000);
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    // The same rules in another order: not a change.
    const main = await world.step("main", {
      event: pr("synchronize", number),
      inputs: masked([ADDRESS, EMAIL, NAME], { keep: "true" }),
    });
    succeeded(main);
    expect(main.outputs.result).toBe("reused");
    expect(main.outputs["branch-id"]).toBe(branchId);
    expect(await read(main.outputs["database-url"])).toEqual(firstData);
    const { rest, fleet } = apartFromFleet(await requestsSince(world, since), project);
    expect(fleet).toHaveLength(1);
    const routes = routesOf(rest);
    expect(routes).toEqual([
      "GET /projects/{p}/branches",
      "GET /projects/{p}/branches/{b}/anonymized_status",
      "GET /projects/{p}/branches/{b}/masking_rules",
      "PATCH /projects/{p}/branches/{b}",
      "GET /projects/{p}/branches/{b}/endpoints",
      "GET /projects/{p}/connection_uri",
      "GET /projects/{p}/connection_uri",
    ]);
    expect(main.summary).toContain("| Masked data | 3 columns of 2 tables");
    expect(main.summary).not.toContain("masked again");
  });

  test("a changed rule is applied and the data masked again before the run returns", async () => {
    await world.advanceClock(10_000);
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("synchronize", number),
      inputs: masked([...RULES, CITY], { keep: "true" }),
    });
    succeeded(main);
    expect(main.outputs.result).toBe("reused");
    const data = await read(main.outputs["database-url"]);
    expectMasked(data, { cityMasked: true });
    const { rest: requests, fleet } = apartFromFleet(await requestsSince(world, since), project);
    expect(fleet).toHaveLength(1);
    const routes = routesOf(requests);
    const status = "GET /projects/{p}/branches/{b}/anonymized_status";
    expect(routes.slice(0, 5)).toEqual([
      "GET /projects/{p}/branches",
      status,
      "GET /projects/{p}/branches/{b}/masking_rules",
      "PATCH /projects/{p}/branches/{b}/masking_rules",
      "POST /projects/{p}/branches/{b}/anonymize",
    ]);
    // Then only status polls until anonymized; then the expiration, the compute and the URIs.
    const polls = count(routes, status) - 1;
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(routes.slice(5, 5 + polls)).toEqual(Array(polls).fill(status));
    expect(routes.slice(5 + polls)).toEqual([
      "PATCH /projects/{p}/branches/{b}",
      "GET /projects/{p}/branches/{b}/endpoints",
      "GET /projects/{p}/connection_uri",
      "GET /projects/{p}/connection_uri",
    ]);
    expect(requests[3]?.request_body).toEqual({ masking_rules: [...RULES, CITY] });
    expect(main.summary).toContain(
      "| Masked data | 4 columns of 2 tables: `neondb.public.users` (3), `neondb.public.orders` (1); masked again on this run (the rules changed) |",
    );
    await expectParentUnchanged();
  });

  test("on PR close the branch is deleted, and its compute with it", async () => {
    const { main } = await world.job({ event: pr("closed", number) });
    succeeded(main);
    expect(main.outputs.result).toBe("deleted");
    expect(await world.branchNamed(`preview/pr-${number}`)).toBeUndefined();
    expect(await world.computesOn(branchId)).toEqual([]);
    expect(main.summary).toContain(
      "was deleted too: it is an anonymized branch, whose compute goes only with the branch.",
    );
    await expectParentUnchanged();
  });
});

/** Runs `run` while every status read says the masking is still under way, whatever it is. */
async function whileMasking<T>(run: () => Promise<T>): Promise<T> {
  await world.admin.addFaults({
    method: "GET",
    path: "*/anonymized_status",
    patch_body: { state: "anonymizing", status_message: "held by the test" },
  });
  try {
    return await run();
  } finally {
    await world.admin.clearFaults();
  }
}

/** Branches and computes of the project, to show that a failed run left nothing. */
async function inventory() {
  const state = await world.admin.state();
  const p = state.projects[0];
  return {
    branches: (p?.branches ?? []).map((b) => b.id).sort(),
    computes: (p?.computes ?? []).map((c) => c.id).sort(),
  };
}

describe("a bad rule fails before or at creation, leaving nothing behind", () => {
  test.each([
    [
      "a missing column",
      [EMAIL, rule("users", "phone", { masking_function: "anon.dummy_phone_number()" })],
      /column phone does not exist in table neondb\.public\.users/,
    ],
    [
      "a foreign-key column",
      [rule("orders", "user_id", { masking_value: "1" })],
      /is part of a foreign key and cannot be masked/,
    ],
  ])("%s: the platform's 400 at the create", async (_, rules, says) => {
    await waitForIdleProject(world);
    const before = await inventory();
    const { main, post } = await world.job({ event: pr("opened", 1702), inputs: masked(rules) });
    expect(main.failed).toBe(true);
    const message = main.commands.errors[0]?.message ?? "";
    expect(message).toMatch(
      new RegExp(`^POST /projects/${project}/branch_anonymized failed \\(HTTP 400\\): `),
    );
    expect(message).toMatch(says);
    expect(message).toContain('Hint: check the input "masking-rules"');
    succeeded(post);
    expect(await inventory()).toEqual(before);
  });

  test("a bad shape: no request at all", async () => {
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("opened", 1703),
      inputs: masked([{ ...EMAIL, masking_function: undefined }]),
    });
    expect(main.failed).toBe(true);
    expect(main.commands.errors.map((e) => e.message)).toEqual([
      "Input \"masking-rules\": rule 1: missing masking_function (an expression such as anon.fake_email()) or masking_value (an SQL literal such as 'CONFIDENTIAL')",
    ]);
    expect(await requestsSince(world, since)).toEqual([]);
  });

  test("masking that ends in error fails the run with the platform's message; the post step deletes the branch", async () => {
    await waitForIdleProject(world);
    const before = await inventory();
    const bad = rule("orders", "total", { masking_value: "'not a number'" });
    const { main, post } = await world.job({
      event: pr("opened", 1704),
      inputs: masked([EMAIL, bad], { keep: "true" }),
    });
    expect(main.failed).toBe(true);
    const message = main.commands.errors[0]?.message ?? "";
    expect(message).toMatch(
      /^Masking branch preview\/pr-1704 \(br-[a-z0-9-]+\) ended in state error: Anonymization failed: .*invalid input syntax for type integer/,
    );
    // No URL, and no comment claiming anything.
    expect(main.outputs["database-url"]).toBeUndefined();
    expect(world.github.comments(OWNER, REPO, 1704)).toEqual([]);
    // Even with keep: a branch whose masking did not finish is not left behind.
    succeeded(post);
    expect(post.log.join("\n")).toMatch(/Deleted branch br-[a-z0-9-]+ and its compute ep-/);
    expect(await world.branchNamed("preview/pr-1704")).toBeUndefined();
    expect(await inventory()).toEqual(before);
  });
});

describe("a branch that exists without masking", () => {
  const number = 1705;
  const name = `preview/pr-${number}`;

  test("is never handed out as masked: the run fails and changes nothing", async () => {
    const plain = await world.job({
      event: pr("opened", number),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    succeeded(plain.main);
    await query(
      plain.main.outputs["database-url"],
      "INSERT INTO users VALUES (9999, 'pr@x.test', 'PR row', 'PR city')",
    );
    await waitForIdleProject(world);
    const since = await world.admin.lastSeq();
    const main = await world.step("main", {
      event: pr("synchronize", number),
      inputs: masked(RULES),
    });
    expect(main.failed).toBe(true);
    const id = plain.main.outputs["branch-id"];
    expect(main.commands.errors.map((e) => e.message)).toEqual([
      `Branch ${name} (${id}) exists without masking (it is not an anonymized branch), so it holds its parent's rows unmasked and is not handed out: delete it, or set reset: true to replace it with a masked copy of its parent (what was written on it is lost)`,
    ]);
    expect(main.outputs["database-url"]).toBeUndefined();
    expect(routesOf(await requestsSince(world, since))).toEqual([
      "GET /projects/{p}/branches",
      "GET /projects/{p}/branches/{b}/anonymized_status",
    ]);
  });

  test("reset: true replaces it with a fresh masked copy of its parent", async () => {
    const old = await world.branchNamed(name);
    await waitForIdleProject(world);
    const { main, post } = await world.job({
      event: pr("synchronize", number),
      inputs: masked(RULES, { reset: "true", keep: "true" }),
    });
    succeeded(main);
    succeeded(post);
    expect(main.outputs.result).toBe("created");
    const id = main.outputs["branch-id"] ?? "";
    expect(id).not.toBe(old?.id);
    expect((await branchById(world, id)).parent_id).toBe(parent.id);
    const data = await read(main.outputs["database-url"]);
    // The row written on the old branch is gone with it; the rest is masked.
    expectMasked(data);
    expect(main.summary).toContain(
      `| Data | reset to the latest state of its parent (\`${parent.id}\`) |`,
    );
    expect(main.summary).toContain("was replaced by a fresh masked copy of its parent");
    expect(await world.computesOn(old?.id ?? "")).toEqual([]);

    // reset on the masked branch: again a fresh masked copy (an anonymized branch cannot be restored).
    await query(main.outputs["database-url"], "INSERT INTO orders VALUES (9999, 1, 'PR order', 1)");
    await waitForIdleProject(world);
    const again = await world.step("main", {
      event: pr("synchronize", number),
      inputs: masked(RULES, { reset: "true", keep: "true" }),
    });
    succeeded(again);
    expect(again.outputs["branch-id"]).not.toBe(id);
    expectMasked(await read(again.outputs["database-url"]));
    await expectParentUnchanged();
  });

  test("without masking-rules, reset on an anonymized branch is refused before any change", async () => {
    await waitForIdleProject(world);
    const main = await world.step("main", {
      event: pr("synchronize", number),
      inputs: { ...URI_INPUTS, reset: "true", keep: "true" },
    });
    expect(main.failed).toBe(true);
    expect(main.commands.errors[0]?.message).toMatch(
      /^Input "reset": branch preview\/pr-1705 \(br-[a-z0-9-]+\) is an anonymized branch, which the platform cannot restore; set masking-rules/,
    );
  });
});

test("a runner killed while masking leaves nothing after the next sweep", async () => {
  const number = 1706;
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number, state: "open" });
  await waitForIdleProject(world);
  const main = await whileMasking(() =>
    world.step("main", {
      event: pr("opened", number),
      inputs: masked(RULES),
      signalAfter: { signal: "SIGKILL", whenStdoutMatches: /to be masked/, afterMs: 200 },
    }),
  );
  expect(main.signalSent).toBe(true);
  const branch = await world.branchNamed(`preview/pr-${number}`);
  expect(branch).toBeDefined();
  expect(await world.computesOn(branch?.id ?? "")).toHaveLength(1);

  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number, state: "closed" });
  await waitForIdleProject(world);
  const sweep = await world.step("main", {
    event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
    inputs: { mode: "sweep" },
  });
  succeeded(sweep);
  const swept = JSON.parse(sweep.outputs.swept ?? "[]") as Array<{
    branch: string;
    branch_deleted: boolean;
  }>;
  expect(swept.filter((s) => s.branch === `preview/pr-${number}`)).toEqual([
    expect.objectContaining({ branch_deleted: true }),
  ]);
  expect(await world.branchNamed(`preview/pr-${number}`)).toBeUndefined();
  expect(await world.computesOn(branch?.id ?? "")).toEqual([]);
});

test("a runner killed while its create failed: the next run replaces the never-masked branch", async () => {
  const number = 1709;
  const name = `preview/pr-${number}`;
  await waitForIdleProject(world);
  // The create fails while the run that made it is killed (no post step to delete it).
  await world.admin.addFaults(
    { fail_operation: "create_branch" },
    { method: "GET", path: "/projects/*/operations*", delay_ms: 5_000 },
  );
  const main = await world
    .step("main", {
      event: pr("opened", number),
      inputs: masked(RULES),
      signalAfter: { signal: "SIGKILL", whenStdoutMatches: /Created anonymized branch/ },
    })
    .finally(() => world.admin.clearFaults());
  expect(main.signalSent).toBe(true);
  const broken = await world.branchNamed(name);
  await waitUntil("its masking could not be initialized", async () => {
    const state = await world.admin.state();
    const branch = state.projects[0]?.branches.find((b) => b.id === broken?.id);
    return branch?.anonymization?.state === "initialization_error";
  });
  await waitForIdleProject(world);

  // A run that may not create the branch still refuses it, and changes nothing.
  const refused = await world.step("main", {
    event: pr("synchronize", number),
    inputs: masked(RULES, { "create-branch": "false" }),
  });
  expect(refused.failed).toBe(true);
  expect(refused.commands.errors.map((e) => e.message)).toEqual([
    expect.stringMatching(
      /^Branch preview\/pr-1709 \(br-[a-z0-9-]+\) is an anonymized branch whose masking could not be initialized \(.*\); it is not handed out: delete it, or set reset: true/,
    ),
  ]);
  expect((await world.branchNamed(name))?.id).toBe(broken?.id);

  // The next run replaces it: it was never masked, so nothing on it was ever readable.
  const again = await world.step("main", {
    event: pr("synchronize", number),
    inputs: masked(RULES, { keep: "true" }),
  });
  succeeded(again);
  expect(again.outputs.result).toBe("created");
  const id = again.outputs["branch-id"];
  expect(id).not.toBe(broken?.id);
  expect(again.log.join("\n")).toContain(
    `Branch ${name} (${broken?.id}) is an anonymized branch whose masking could not be initialized (`,
  );
  expectMasked(await read(again.outputs["database-url"]));
  expect(again.summary).toContain("the one found had never been masked");
  const state = await world.admin.state();
  expect(state.projects[0]?.branches.filter((b) => b.name === name).map((b) => b.id)).toEqual([id]);
});

test("two jobs of a new PR at once: one branch, each handed out only once masked", async () => {
  const number = 1707;
  await waitForIdleProject(world);
  const jobs = await Promise.all(
    [0, 1].map(() => world.job({ event: pr("opened", number), inputs: masked(RULES) })),
  );
  for (const { main, post } of jobs) {
    succeeded(main);
    succeeded(post);
  }
  expect(jobs.map((job) => job.main.outputs.result).sort()).toEqual(["created", "reused"]);
  const ids = new Set(jobs.map((job) => job.main.outputs["branch-id"]));
  expect(ids.size).toBe(1);
  for (const { main } of jobs) expectMasked(await read(main.outputs["database-url"]));
  const state = await world.admin.state();
  const named = state.projects[0]?.branches.filter((b) => b.name === `preview/pr-${number}`);
  expect(named).toHaveLength(1);
});

test("a job cancelled while masking: the post step deletes the branch it created", async () => {
  const number = 1708;
  await waitForIdleProject(world);
  const before = await inventory();
  const { main, post } = await whileMasking(() =>
    world.job({
      event: pr("opened", number),
      inputs: masked(RULES, { keep: "true" }),
      signalAfter: { signal: "SIGTERM", whenStdoutMatches: /to be masked/, afterMs: 200 },
    }),
  );
  expect(main.signalSent).toBe(true);
  expect(main.failed).toBe(true);
  expect(main.commands.errors.map((e) => e.message)).toEqual([
    expect.stringMatching(
      /^Cancelled; the post step deletes branch br-[a-z0-9-]+ \(masking unfinished\)$/,
    ),
  ]);
  expect(main.outputs["database-url"]).toBeUndefined();
  succeeded(post);
  expect(await world.branchNamed(`preview/pr-${number}`)).toBeUndefined();
  expect(await inventory()).toEqual(before);
});
