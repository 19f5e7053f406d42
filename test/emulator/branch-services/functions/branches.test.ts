import { PutObjectCommand } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { waitUntil } from "../../../support/wait.ts";
import { awaitOperations, type Loose, useEmulator } from "../../support/helpers.ts";
import { branchS3 } from "../../support/object-storage-fixture.ts";
import {
  bundle,
  deployed,
  functionsPath,
  getFunction,
  isAlive,
  processes,
} from "./functions-fixture.ts";

// Functions across a branch's life, and their triggers: a child takes its parent's functions
// (inherited, as Neon's updateProjectBranchFunction describes) and runs them on its own data;
// a reset brings the parent's back; deletion stops the branch's processes. Schedules fire on
// the emulator's virtual clock, advanced by the admin API.

const seed = { ...builtInSeed(), limits: { enabled: false } };
const env = useEmulator({ seed, opMs: 50, postgres: true });
const project = () => `/projects/${env.projectId}`;

let main = "";
let zip: Uint8Array;

beforeAll(async () => {
  const { body } = await env.api("GET", `${project()}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  zip = await bundle("hello");
  await deployed(env, main, "hello", { zip });
});

async function newBranch(parentId: string): Promise<string> {
  const { status, body } = await env.api("POST", `${project()}/branches`, {
    body: { branch: { parent_id: parentId }, endpoints: [{ type: "read_write" }] },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

async function sql(url: string, query: string): Promise<Loose> {
  const answer = await fetch(`${url}sql`, { method: "POST", body: query });
  const result = (await answer.json()) as Loose;
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.rows;
}

describe("branches", () => {
  test("a child inherits the parent's functions and runs them on its own data", async () => {
    const parentFn = await getFunction(env, main, "hello");
    await sql(parentFn.invocation_url, "CREATE TABLE notes (body text)");
    await sql(parentFn.invocation_url, "INSERT INTO notes VALUES ('from main')");
    const child = await newBranch(main);
    const childFn = await getFunction(env, child, "hello");
    expect(childFn).toMatchObject({
      id: parentFn.id,
      slug: "hello",
      invocation_url: parentFn.invocation_url.replace(main, child),
      active_deployment: { id: parentFn.active_deployment.id, status: "completed" },
    });
    await sql(childFn.invocation_url, "INSERT INTO notes VALUES ('from the child')");
    const childRows = await sql(childFn.invocation_url, "SELECT body FROM notes ORDER BY body");
    expect(childRows.map((r: Loose) => r.body)).toEqual(["from main", "from the child"]);
    const mainRows = await sql(parentFn.invocation_url, "SELECT body FROM notes");
    expect(mainRows.map((r: Loose) => r.body)).toEqual(["from main"]);
    const seen = (await (await fetch(`${childFn.invocation_url}env`)).json()) as Loose;
    expect(seen.selfUrl).toBe(childFn.invocation_url);
    const running = (await processes(env)).filter((p) => p.slug === "hello");
    expect(running.map((p) => p.branch_id).sort()).toEqual([main, child].sort());
  });

  test("an inherited function is renamed on its owner only (404 on the child), deployed on the child it is the child's", async () => {
    const child = await newBranch(main);
    const rename = await env.api("PATCH", `${functionsPath(env, child)}/hello`, {
      body: { name: "Renamed" },
    });
    expect(rename.status).toBe(404);
    const before = await getFunction(env, main, "hello");
    const redeployed = await deployed(env, child, "hello", { zip });
    expect(redeployed.active_deployment.id).toBe(before.active_deployment.id + 1);
    expect((await getFunction(env, main, "hello")).active_deployment.id).toBe(
      before.active_deployment.id,
    );
    const renamed = await env.api("PATCH", `${functionsPath(env, child)}/hello`, {
      body: { name: "Renamed" },
    });
    expect(renamed.body.function.name).toBe("Renamed");
    expect((await getFunction(env, main, "hello")).name).toBe("hello");
  });

  test("a reset from the parent brings the parent's functions back", async () => {
    const child = await newBranch(main);
    await deployed(env, child, "extra", { zip });
    const { status, body } = await env.api("POST", `${project()}/branches/${child}/restore`, {
      body: { source_branch_id: main },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    await awaitOperations(env, env.projectId, body.operations);
    const listed = await env.api("GET", functionsPath(env, child));
    expect(listed.body.functions.map((f: Loose) => f.slug)).toEqual(["hello"]);
  });

  test("deleting a branch stops its functions' processes", async () => {
    const child = await newBranch(main);
    const fn = await getFunction(env, child, "hello");
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(200);
    const pid = (await processes(env)).find((p) => p.branch_id === child)?.pid ?? -1;
    expect(isAlive(pid)).toBe(true);
    const { status, body } = await env.api("DELETE", `${project()}/branches/${child}`);
    expect(status).toBe(200);
    await awaitOperations(env, env.projectId, body.operations);
    await waitUntil("the child's process is gone", async () => !isAlive(pid));
    expect((await processes(env)).some((p) => p.branch_id === child)).toBe(false);
    expect((await fetch(`${fn.invocation_url}echo/path`)).status).toBe(404);
  });
});

describe("triggers", () => {
  const triggersPath = (branchId: string) => `${project()}/branches/${branchId}/triggers`;
  const now = async () => Date.parse((await env.admin("GET", "/clock")).body.now);

  test("a schedule fires its function when the clock passes its next run", async () => {
    const created = await env.api("POST", triggersPath(main), {
      body: {
        type: "schedule",
        function_slug: "hello",
        name: "nightly",
        function_path: "/tick",
        schedule: { cron: "0 3 * * *" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const trigger = created.body.trigger;
    expect(trigger).toMatchObject({
      type: "schedule",
      enabled: true,
      inherited: false,
      version: 1,
      function_path: "/tick",
    });
    const due = Date.parse(trigger.next_run_at);
    expect(new Date(due).getUTCHours()).toBe(3);
    expect(due - (await now())).toBeLessThanOrEqual(86_400_000);
    const url = (await getFunction(env, main, "hello")).invocation_url;
    const ticks = async () => (await (await fetch(`${url}ticks`)).json()) as Loose[];
    const before = (await ticks()).length;
    await env.advance(due - (await now()) + 1000);
    await waitUntil("the schedule fired", async () => (await ticks()).length === before + 1);
    expect((await ticks()).at(-1)).toMatchObject({
      type: "schedule",
      data: { trigger_id: trigger.trigger_id, scheduled_at: trigger.next_run_at },
    });
    const after = await env.api("GET", `${triggersPath(main)}/${trigger.trigger_id}`);
    expect(Date.parse(after.body.trigger.next_run_at)).toBe(due + 86_400_000);
  });

  test("a clock jump of a day fires a schedule of every minute once, not 1,440 times", async () => {
    const created = await env.api("POST", triggersPath(main), {
      body: {
        type: "schedule",
        function_slug: "hello",
        name: "every-minute",
        function_path: "/tick",
        schedule: { cron: "* * * * *" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const trigger = created.body.trigger;
    const url = (await getFunction(env, main, "hello")).invocation_url;
    const ticks = async () => (await (await fetch(`${url}ticks`)).json()) as Loose[];
    const before = (await ticks()).length;
    await env.advance(86_400_000);
    const jumpedTo = await now();
    // Every run the jump started is in flight once the advance answered (fire-trigger.ts).
    await waitUntil("the runs the jump started have ended", async () =>
      (await processes(env)).every((p) => p.branch_id !== main || p.in_flight === 0),
    );
    const fired = (await ticks())
      .slice(before)
      .filter((tick) => tick.data.trigger_id === trigger.trigger_id);
    expect(fired).toHaveLength(1);
    expect(fired[0].data).toMatchObject({
      trigger_id: trigger.trigger_id,
      scheduled_at: trigger.next_run_at,
    });
    const after = await env.api("GET", `${triggersPath(main)}/${trigger.trigger_id}`);
    expect(Date.parse(after.body.trigger.next_run_at)).toBeGreaterThan(jumpedTo);
    expect((await env.api("DELETE", `${triggersPath(main)}/${trigger.trigger_id}`)).status).toBe(
      204,
    );
  });

  test("disabled: no next run; a child inherits it unscheduled until it updates it", async () => {
    const created = await env.api("POST", triggersPath(main), {
      body: {
        type: "schedule",
        function_slug: "hello",
        name: "hourly",
        schedule: { cron: "0 * * * *" },
      },
    });
    const id = created.body.trigger.trigger_id;
    const child = await newBranch(main);
    const inherited = await env.api("GET", `${triggersPath(child)}/${id}`);
    expect(inherited.body.trigger).toMatchObject({ inherited: true, next_run_at: null });
    const enabledHere = await env.api("PATCH", `${triggersPath(child)}/${id}`, {
      body: { type: "schedule", enabled: true },
    });
    expect(enabledHere.body.trigger).toMatchObject({ inherited: false, version: 2 });
    expect(enabledHere.body.trigger.next_run_at).not.toBeNull();
    const disabled = await env.api("PATCH", `${triggersPath(main)}/${id}`, {
      body: { type: "schedule", enabled: false },
    });
    expect(disabled.body.trigger).toMatchObject({ enabled: false, next_run_at: null });
    expect((await env.api("DELETE", `${triggersPath(main)}/${id}`)).status).toBe(204);
    expect((await env.api("GET", `${triggersPath(main)}/${id}`)).status).toBe(404);
  });

  test("storage_object_created: an upload under the prefix invokes the function with Neon's body", async () => {
    const bucket = "fn-uploads";
    const made = await env.api("POST", `${project()}/branches/${main}/buckets`, {
      body: { name: bucket, access_level: "private" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const created = await env.api("POST", triggersPath(main), {
      body: {
        type: "storage_object_created",
        function_slug: "hello",
        name: "on-upload",
        function_path: "/tick",
        storage_object_created: { bucket_name: bucket, prefix: "in/" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = (await getFunction(env, main, "hello")).invocation_url;
    const ticks = async () => (await (await fetch(`${url}ticks`)).json()) as Loose[];
    const before = (await ticks()).length;
    const s3 = await branchS3(env, main);
    for (const key of ["out/skipped.txt", "in/first.txt", "in/second.txt"])
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
    await waitUntil(
      "both uploads under in/ fired",
      async () => (await ticks()).length >= before + 2,
    );
    const fired = (await ticks()).slice(before);
    expect(fired.map((tick) => tick.data.object_key).sort()).toEqual([
      "in/first.txt",
      "in/second.txt",
    ]);
    expect(fired[0]).toMatchObject({
      type: "storage_object_created",
      data: { bucket_name: bucket },
    });
  });

  test("storage_object_created is accepted with its bucket and prefix; bad input is refused", async () => {
    const created = await env.api("POST", triggersPath(main), {
      body: {
        type: "storage_object_created",
        function_slug: "hello",
        name: "uploads",
        storage_object_created: { bucket_name: "media", prefix: "in/" },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.trigger).toMatchObject({
      type: "storage_object_created",
      function_path: "/",
      storage_object_created: { bucket_name: "media", prefix: "in/" },
      enabled: true,
    });
    const listed = await env.api("GET", triggersPath(main));
    expect(listed.body.triggers.map((t: Loose) => t.name)).toContain("uploads");
    const duplicate = await env.api("POST", triggersPath(main), {
      body: {
        type: "storage_object_created",
        function_slug: "hello",
        name: "uploads",
        storage_object_created: { bucket_name: "other" },
      },
    });
    expect(duplicate.status).toBe(409);
    const badCron = await env.api("POST", triggersPath(main), {
      body: { type: "schedule", function_slug: "hello", name: "bad", schedule: { cron: "* * *" } },
    });
    expect(badCron.status).toBe(400);
    expect(badCron.body.message).toMatch(/five fields/);
  });
});
