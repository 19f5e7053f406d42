import pg from "pg";
import { beforeAll, expect, test } from "vitest";
import { waitUntil } from "../../../support/wait.ts";
import { ownerSql, useDataApi } from "../../support/data-api-fixture.ts";
import { awaitOperations, type Loose } from "../../support/helpers.ts";

/**
 * A write whose answer is lost after its commit is not run again. The compute is made to hold
 * one commit back: it waits for a synchronous standby that never comes (Neon's compute
 * `pg_settings`), the transaction already committed locally; the test then suspends the compute,
 * which ends that session with no answer. The Data API must not take that for a connection that
 * was dead before use and send the write again on a new one.
 */
const ctx = useDataApi();
const project = () => `/projects/${ctx.env.projectId}`;
let endpointId = "";

async function suspendCompute(): Promise<void> {
  const suspended = await ctx.api("POST", `${project()}/endpoints/${endpointId}/suspend`);
  expect(suspended.status).toBe(200);
  await awaitOperations(ctx.env, ctx.env.projectId, suspended.body.operations);
}

beforeAll(async () => {
  const { body } = await ctx.api("GET", `${project()}/endpoints`);
  endpointId = body.endpoints.find(
    (e: Loose) => e.branch_id === ctx.mainBranch && e.type === "read_write",
  ).id;
  // Commits wait for a standby only when a transaction asks for it (synchronous_commit=on).
  const patched = await ctx.api("PATCH", `${project()}/endpoints/${endpointId}`, {
    endpoint: {
      settings: {
        pg_settings: {
          synchronous_standby_names: "never_there",
          synchronous_commit: "local",
          track_commit_timestamp: "on",
        },
      },
    },
  });
  expect(patched.status).toBe(200);
  await awaitOperations(ctx.env, ctx.env.projectId, patched.body.operations);
  await suspendCompute();
  // The first insert into lost_answers asks to wait for the standby; any later one does not.
  await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `CREATE TABLE lost_answers (id serial PRIMARY KEY, note text NOT NULL);
     CREATE TABLE lost_answer_armed (armed boolean);
     INSERT INTO lost_answer_armed VALUES (true);
     CREATE FUNCTION wait_for_a_standby() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         DELETE FROM lost_answer_armed;
         IF FOUND THEN PERFORM set_config('synchronous_commit', 'on', true); END IF;
         RETURN NULL;
       END $$;
     CREATE TRIGGER wait_for_a_standby AFTER INSERT ON lost_answers
       FOR EACH STATEMENT EXECUTE FUNCTION wait_for_a_standby();`,
  );
  expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
});

/**
 * Waits until the insert into lost_answers has its commit record written while its session is
 * still held: its transaction id is in pg_locks for anyone to read, and its commit timestamp is
 * set with the commit record, before the wait for the standby. From there the commit stands,
 * whatever happens to the session.
 */
async function heldAfterCommit(owner: pg.Client): Promise<void> {
  await waitUntil(
    "the insert into lost_answers is held after its commit",
    async () => {
      const { rows } = await owner.query(
        `SELECT pg_xact_commit_timestamp(x.transactionid) IS NOT NULL AS committed
           FROM pg_locks r
           JOIN pg_locks x ON x.pid = r.pid AND x.locktype = 'transactionid' AND x.mode = 'ExclusiveLock'
          WHERE r.relation = 'lost_answers'::regclass`,
      );
      return rows[0]?.committed === true;
    },
    { timeoutMs: 30_000, intervalMs: 20 },
  );
}

test("a write committed but never answered is not run again: 503, and the row is written once", async () => {
  const { body } = await ctx.api(
    "GET",
    `${project()}/connection_uri?branch_id=${ctx.mainBranch}&role_name=neondb_owner&database_name=neondb`,
  );
  const owner = new pg.Client({ connectionString: body.uri });
  owner.on("error", () => undefined);
  await owner.connect();
  const token = await ctx.issuer.token({ sub: "writer" });
  const answer = fetch(`${ctx.url}/lost_answers`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ note: "once" }),
  });
  try {
    await heldAfterCommit(owner);
  } finally {
    await owner.end().catch(() => undefined);
    // The compute stops: the waiting session ends without a word to its client.
    await suspendCompute();
  }
  const response = await answer;
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ code: "PGRST000" });
  const rows = await ownerSql(
    ctx.env,
    ctx.mainBranch,
    "SELECT count(*)::int AS n FROM lost_answers WHERE note = 'once'",
  );
  expect(rows[0].n).toBe(1);
});
