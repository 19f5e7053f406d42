import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import {
  getAnonymizedStatus,
  MaskingFailedError,
  MaskingTimeoutError,
  maskingOutcomeOf,
  waitForMasking,
} from "../../../src/api/anonymized.ts";
import type { AnonymizedStatus, Branch, Endpoint } from "../../../src/api/responses.ts";
import { decidePostStep } from "../../../src/flows/post/decide-post-step.ts";
import {
  decideMaskedReset,
  decideMaskingState,
  decideMaskingWork,
} from "../../../src/flows/provision/branch/decide-masking.ts";
import { decideReset } from "../../../src/flows/provision/branch/decide-reset.ts";
import { ensureMasked } from "../../../src/flows/provision/branch/masked-branch.ts";
import { computeGoesOnlyWithBranch } from "../../../src/flows/shared/restricted-actions.ts";
import { planSweep } from "../../../src/flows/sweep/decide-sweep.ts";
import { describeMasked, renderReport } from "../../../src/github/report.ts";
import {
  type MaskingRule,
  maskedTables,
  parseMaskingRules,
  sameRules,
} from "../../../src/settings/masking-rules.ts";
import { mockClient, useMockApi } from "../../support/mock-api.ts";
import { fencedBlocks, sectionUnder } from "../../support/readme-tables.ts";
import { workflowErrors } from "../../support/workflow-validator.ts";

const rule = (column: string, extra: Partial<MaskingRule> = {}): MaskingRule => ({
  database_name: "neondb",
  schema_name: "public",
  table_name: "users",
  column_name: column,
  masking_function: "anon.fake_email()",
  ...extra,
});

const RESTRICTED = [
  { name: "restore", reason: "anonymized branches cannot be restored" },
  { name: "delete-rw-endpoint", reason: "the read-write compute of an anonymized branch stays" },
];

describe("parseMaskingRules: Neon's JSON array, checked for shape", () => {
  test("create-branch-action's rules parse unchanged", () => {
    const text = JSON.stringify([
      rule("email"),
      { ...rule("name"), masking_function: undefined, masking_value: "x" },
    ]);
    expect(parseMaskingRules(text)).toEqual([
      rule("email"),
      {
        database_name: "neondb",
        schema_name: "public",
        table_name: "users",
        column_name: "name",
        masking_value: "x",
      },
    ]);
    // A YAML block scalar: newlines and indentation are fine.
    expect(parseMaskingRules(`[\n  ${JSON.stringify(rule("email"))}\n]\n`)).toHaveLength(1);
  });

  test.each([
    ["{", /^expected a JSON array of \{database_name, .*; it is not valid JSON \(/],
    ['{"a":1}', /^expected a JSON array of .*; got an object$/],
    ["[]", /^an empty list masks nothing: give at least one rule, or leave the input unset/],
    ["[1]", /^rule 1: expected an object$/],
    [
      JSON.stringify([{ ...rule("a"), database_name: undefined }]),
      /^rule 1 database_name: missing$/,
    ],
    [JSON.stringify([{ ...rule("a"), column_name: "" }]), /^rule 1 column_name: expected a name/],
    [JSON.stringify([{ ...rule("a"), column_name: 5 }]), /^rule 1 column_name: expected a string$/],
    [
      JSON.stringify([{ ...rule("a"), masking_function: undefined }]),
      /^rule 1: missing masking_function .* or masking_value/,
    ],
    [
      JSON.stringify([rule("a", { masking_value: "x" })]),
      /^rule 1: set masking_function or masking_value, not both$/,
    ],
    [
      JSON.stringify([{ ...rule("a"), masking_function: undefined, masking_value: 0 }]),
      /^rule 1 masking_value: expected a string: an SQL literal/,
    ],
    [JSON.stringify([{ ...rule("a"), colum_name: "a" }]), /^rule 1: unknown field "colum_name"/],
    [
      JSON.stringify([rule("a"), rule("b"), rule("a")]),
      /^rule 3 masks neondb\.public\.users\.a again \(rule 1\): one rule per column$/,
    ],
  ])("%s is refused in one line", (text, message) => {
    expect(() => parseMaskingRules(text)).toThrow(message);
    try {
      parseMaskingRules(text);
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });
});

describe("sameRules: as sets", () => {
  test("order does not matter; a changed function, value or column does", () => {
    expect(sameRules([rule("a"), rule("b")], [rule("b"), rule("a")])).toBe(true);
    expect(
      sameRules([rule("a")], [rule("a", { masking_function: "anon.fake_first_name()" })]),
    ).toBe(false);
    expect(sameRules([rule("a")], [rule("b")])).toBe(false);
    expect(sameRules([rule("a")], [rule("a"), rule("b")])).toBe(false);
    const literal = { ...rule("a"), masking_function: undefined, masking_value: "x" };
    expect(sameRules([literal], [{ ...literal, masking_value: "y" }])).toBe(false);
    // The platform may echo an empty masking_function beside a value.
    expect(sameRules([literal], [{ ...literal, masking_function: "" }])).toBe(true);
  });
});

test("maskedTables and the report say how many columns of which tables", () => {
  const rules = [rule("email"), rule("name"), rule("street", { table_name: "Addresses" })];
  const masked = maskedTables(rules);
  expect(masked).toEqual({
    columns: 3,
    tables: [
      { table: "neondb.public.users", columns: 2 },
      { table: 'neondb.public."Addresses"', columns: 1 },
    ],
  });
  expect(describeMasked(masked)).toBe(
    '3 columns of 2 tables: `neondb.public.users` (2), `neondb.public."Addresses"` (1)',
  );
  expect(
    describeMasked({ ...maskedTables([rule("a")]), remaskedBecause: "the rules changed" }),
  ).toBe(
    "1 column of 1 table: `neondb.public.users` (1); masked again on this run (the rules changed)",
  );
  const many = maskedTables(
    Array.from({ length: 12 }, (_, i) => rule("c", { table_name: `t${i}` })),
  );
  expect(describeMasked(many)).toMatch(
    /^12 columns of 12 tables: .*`neondb\.public\.t9` \(1\), 2 more$/,
  );
  const markdown = renderReport({
    result: "created",
    projectId: "p-1",
    branchName: "preview/pr-1",
    branchId: "br-1",
    endpointId: "ep-1",
    host: "ep-1.test",
    hostPooled: "ep-1-pooler.test",
    state: "active",
    size: undefined,
    timeToReadyMs: 1200,
    operations: [],
    notes: [],
    masked,
  });
  expect(markdown).toContain("| Masked data | 3 columns of 2 tables: `neondb.public.users` (2)");
});

describe("decisions over what the platform listed", () => {
  const branch = { id: "br-pr-1", name: "preview/pr-1" };
  const status = (state: string, status_message?: string) => ({ state, status_message });

  test("a branch without masking is refused, reset is the way out; one whose masking could not start is replaced", () => {
    const plain = decideMaskingState(branch, undefined);
    expect(plain).toMatchObject({ kind: "refuse" });
    expect(plain.kind === "refuse" && plain.reason).toBe(
      "Branch preview/pr-1 (br-pr-1) exists without masking (it is not an anonymized branch), so it holds its parent's rows unmasked and is not handed out: delete it, or set reset: true to replace it with a masked copy of its parent (what was written on it is lost)",
    );
    expect(decideMaskingState({ ...branch, default: true }, undefined)).toMatchObject({
      kind: "refuse",
      reason: expect.stringContaining("is the project's default branch, not an anonymized branch"),
    });
    // Never masked: nothing on it was ever readable. Replaced when the run may create the
    // branch; otherwise refused as before.
    expect(decideMaskingState(branch, status("initialization_error", "no\nspace"))).toEqual({
      kind: "replace",
      reason:
        "Branch preview/pr-1 (br-pr-1) is an anonymized branch whose masking could not be initialized (no space): it was never masked, so never handed out",
      refusal:
        "Branch preview/pr-1 (br-pr-1) is an anonymized branch whose masking could not be initialized (no space); it is not handed out: delete it, or set reset: true to replace it with a masked copy of its parent (what was written on it is lost)",
    });
  });

  test("masking under way is waited for; settled states compare rules", () => {
    for (const state of ["created", "anonymizing", "something_new"])
      expect(decideMaskingState(branch, status(state)).kind).toBe("wait");
    for (const state of ["anonymized", "error", "initialized"])
      expect(decideMaskingState(branch, status(state)).kind).toBe("compare");
  });

  test("masked with our rules: ready; otherwise our rules and another masking run", () => {
    const ours = [rule("a"), rule("b")];
    expect(decideMaskingWork(status("anonymized"), [rule("b"), rule("a")], ours)).toEqual({
      kind: "ready",
    });
    expect(decideMaskingWork(status("anonymized"), [rule("a")], ours)).toEqual({
      kind: "mask",
      updateRules: true,
      why: "the rules changed",
    });
    expect(decideMaskingWork(status("error"), ours, ours)).toEqual({
      kind: "mask",
      updateRules: false,
      why: "its last masking failed",
    });
    expect(decideMaskingWork(status("initialized"), [], ours)).toMatchObject({
      kind: "mask",
      updateRules: true,
    });
  });

  test("reset with masking: a fresh masked copy of the parent, never of the default or a root branch", () => {
    expect(decideMaskedReset({ ...branch, parent_id: "br-main" })).toEqual({
      kind: "recreate",
      parentId: "br-main",
    });
    expect(decideMaskedReset({ ...branch, parent_id: "br-x", default: true }).kind).toBe(
      "impossible",
    );
    expect(decideMaskedReset(branch)).toMatchObject({
      kind: "impossible",
      reason: 'Input "reset": branch preview/pr-1 (br-pr-1) has no parent to make a masked copy of',
    });
  });

  test("reset without masking on an anonymized branch: the platform cannot restore it", () => {
    const anonymized = { ...branch, parent_id: "br-main", restricted_actions: RESTRICTED };
    expect(decideReset(true, anonymized, false)).toMatchObject({
      kind: "impossible",
      reason: expect.stringContaining(
        "is an anonymized branch, which the platform cannot restore; set masking-rules",
      ),
    });
    expect(decideReset(true, { ...branch, parent_id: "br-main" }, false).kind).toBe("restore");
  });

  test("the post step: suspends a masked compute, deletes a branch it created whose masking did not finish", () => {
    const owned = {
      endpointId: "ep-1",
      projectId: "p-1",
      apiHost: "https://x",
      branchId: "br-1",
      result: "created" as const,
    };
    expect(decidePostStep({ ...owned, masking: "done" }, false).kind).toBe("suspend");
    expect(decidePostStep({ ...owned, masking: "done", branchCreated: true }, true).kind).toBe(
      "skip",
    );
    expect(decidePostStep({ ...owned, masking: "pending", branchCreated: true }, false).kind).toBe(
      "delete-branch",
    );
    // keep does not keep a branch that may hold unmasked rows.
    expect(decidePostStep({ ...owned, masking: "pending", branchCreated: true }, true).kind).toBe(
      "delete-branch",
    );
    expect(decidePostStep(owned, false).kind).toBe("delete");
  });

  test("cleanup and sweep: an anonymized branch's compute goes only with the branch", () => {
    const plain: Branch = {
      ...branch,
      project_id: "p-1",
      created_at: "2026-01-01T00:00:00Z",
      parent_id: "br-main",
    };
    const anonymized: Branch = {
      ...plain,
      id: "br-pr-2",
      name: "preview/pr-2",
      restricted_actions: RESTRICTED,
    };
    expect(computeGoesOnlyWithBranch(plain)).toBe(false);
    expect(computeGoesOnlyWithBranch(anonymized)).toBe(true);
    const compute = (branchId: string): Endpoint => ({
      id: `ep-${branchId}`,
      project_id: "p-1",
      branch_id: branchId,
      host: "h",
      type: "read_write",
      current_state: "idle",
      autoscaling_limit_min_cu: 0.25,
      autoscaling_limit_max_cu: 0.25,
      created_at: "",
      updated_at: "",
    });
    const plan = planSweep(
      [
        { branch: plain, number: 1 },
        { branch: anonymized, number: 2 },
      ],
      new Map([
        [1, "closed"],
        [2, "closed"],
      ]),
      [compute(plain.id), compute(anonymized.id)],
      false,
    );
    expect(plan.removals.map((r) => [r.number, r.deleteBranch])).toEqual([
      [1, false],
      [2, true],
    ]);
    // Without a compute left there is nothing that needs the branch gone.
    expect(
      planSweep([{ branch: anonymized, number: 2 }], new Map([[2, "closed"]]), [], false).clean,
    ).toHaveLength(1);
  });
});

describe("waitForMasking: the operations' waiter, on anonymized_status", () => {
  const { pool } = useMockApi();
  const path = "/api/v2/projects/p-1/branches/br-1/anonymized_status";
  const at = new Date().toISOString();
  const answer = (state: string, extra: Partial<AnonymizedStatus> = {}): AnonymizedStatus => ({
    project_id: "p-1",
    branch_id: "br-1",
    state,
    created_at: at,
    updated_at: at,
    ...extra,
  });
  const branch = { id: "br-1", name: "preview/pr-1" };

  test("polls until anonymized", async () => {
    const mock = pool();
    for (const state of ["initialized", "anonymizing", "anonymized"])
      mock.intercept({ path, method: "GET" }).reply(200, answer(state, { status_message: state }));
    const api = mockClient();
    const done = await waitForMasking(api, "p-1", branch, answer("created"));
    expect(done.state).toBe("anonymized");
    expect(api.requests).toBe(3);
  });

  test("error fails with the platform's status message", async () => {
    pool()
      .intercept({ path, method: "GET" })
      .reply(
        200,
        answer("error", { status_message: 'column "email" is referenced by a foreign key' }),
      );
    const error = await waitForMasking(mockClient(), "p-1", branch, answer("anonymizing")).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MaskingFailedError);
    expect(error.message).toBe(
      'Masking branch preview/pr-1 (br-1) ended in state error: column "email" is referenced by a foreign key. Hint: check the input "masking-rules" against the parent\'s tables',
    );
  });

  test("a masking that outlasts the timeout names its state and progress", async () => {
    pool()
      .intercept({ path, method: "GET" })
      .reply(
        200,
        answer("anonymizing", { status_message: "Anonymizing table neondb.public.users (1/2)" }),
      )
      .persist();
    const error = await waitForMasking(mockClient(1), "p-1", branch, answer("anonymizing")).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MaskingTimeoutError);
    expect(error.message).toBe(
      "Timed out after 1s (input timeout) waiting for branch preview/pr-1 (br-1) to be masked: state anonymizing: Anonymizing table neondb.public.users (1/2)",
    );
  });

  test("a branch that is no anonymized branch has no status", async () => {
    pool().intercept({ path, method: "GET" }).reply(404, { code: "", message: "not found" });
    expect(await getAnonymizedStatus(mockClient(), "p-1", "br-1")).toBeUndefined();
    expect(
      ["anonymized", "error", "initialization_error", "anonymizing"].map((state) =>
        maskingOutcomeOf({ state }),
      ),
    ).toEqual(["masked", "failed", "failed", "pending"]);
  });
});

test("the README's masking example is a valid workflow whose rules parse", async () => {
  const readme = readFileSync("README.md", "utf8");
  const [example, ...more] = fencedBlocks(sectionUnder(readme, "Usage")).filter(
    (block) => block.lang === "yaml" && block.body.includes("masking-rules:"),
  );
  expect(more).toEqual([]);
  const body = example?.body ?? "";
  expect(await workflowErrors("masking.yml", body)).toEqual([]);
  type Step = { with?: Record<string, string> };
  const workflow = parse(body) as { jobs: Record<string, { steps: Step[] }> };
  const text = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((step) => step.with?.["masking-rules"])?.with?.["masking-rules"];
  const rules = parseMaskingRules(text ?? "");
  expect(maskedTables(rules).tables.map((t) => t.table)).toEqual([
    "app.public.users",
    "app.public.orders",
  ]);
});

describe("ensureMasked on a found branch, request by request", () => {
  const { pool } = useMockApi();
  const base = "/api/v2/projects/p-1/branches/br-1";
  const at = new Date().toISOString();
  const status = (state: string) => ({
    project_id: "p-1",
    branch_id: "br-1",
    state,
    created_at: at,
    updated_at: at,
  });
  const settings = {
    projectId: "p-1",
    maskingRules: [rule("a"), rule("b")],
  } as unknown as Parameters<typeof ensureMasked>[0];
  const branch = { id: "br-1", name: "preview/pr-1" };

  test("changed rules meeting another run's masking: ours are set, theirs waited for, ours run after", async () => {
    const mock = pool();
    const reply = (method: string, path: string, code: number, body: unknown) =>
      mock.intercept({ path: `${base}${path}`, method }).reply(code, body as object);
    reply("GET", "/anonymized_status", 200, status("anonymized"));
    reply("GET", "/masking_rules", 200, { masking_rules: [rule("a")] });
    reply("PATCH", "/masking_rules", 200, { masking_rules: [rule("a"), rule("b")] });
    reply("POST", "/anonymize", 409, { code: "", message: "anonymization is already running" });
    reply("GET", "/anonymized_status", 200, status("anonymizing"));
    reply("GET", "/anonymized_status", 200, status("anonymized"));
    reply("POST", "/anonymize", 200, status("anonymizing"));
    reply("GET", "/anonymized_status", 200, status("anonymized"));
    const api = mockClient();
    const done = await ensureMasked(settings, api, branch, undefined);
    expect(done.remaskedBecause).toBe("the rules changed");
    expect(api.requests).toBe(8);
  });

  test("masked with the same rules: two reads, nothing changed", async () => {
    const mock = pool();
    mock
      .intercept({ path: `${base}/anonymized_status`, method: "GET" })
      .reply(200, status("anonymized"));
    mock
      .intercept({ path: `${base}/masking_rules`, method: "GET" })
      .reply(200, { masking_rules: [rule("b"), rule("a")] });
    const api = mockClient();
    expect(await ensureMasked(settings, api, branch, undefined)).toEqual({
      rules: settings.maskingRules,
    });
    expect(api.requests).toBe(2);
  });

  test("not an anonymized branch (the platform answers 400): refused after one read", async () => {
    pool()
      .intercept({ path: `${base}/anonymized_status`, method: "GET" })
      .reply(400, { code: "", message: "branch br-1 is not an anonymized branch" });
    const api = mockClient();
    await expect(ensureMasked(settings, api, branch, undefined)).rejects.toThrow(
      /exists without masking \(it is not an anonymized branch\)/,
    );
    expect(api.requests).toBe(1);
  });
});
