import { afterAll, beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { type Issuer, ownerSql, startIssuer } from "../../support/data-api-fixture.ts";
import { type Loose, useEmulator } from "../../support/helpers.ts";
import {
  type CaseResult,
  fixtureStatements,
  runCases,
  withJestGlobals,
  withPostgrestAt,
} from "./postgrest-js-suite.ts";

/**
 * supabase/postgrest-js's own runtime suite (written against PostgREST 12 and 13), run with its
 * own client against the Data API over its own fixture database, less PostGIS: the bar
 * is 90% of its cases. Its cases that fail here are listed below, each with why; a case that
 * fails and is not listed, or is listed and passes, fails this test.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

/** The suite's cases not run here, by `file: describe > name`, and why: none is about the server. */
const notRun: Record<string, string> = {
  "basic.test.ts: handles undefined global fetch":
    "the client's own fallback to @supabase/node-fetch when there is no global fetch, left out of the vendored client",
  "transforms.test.ts: geojson": "GeoJSON needs PostGIS (the fixture's shops table)",
};

/**
 * The suite's cases the emulator answers otherwise, by `file: describe > name`, and why: each
 * expects PostgREST 12 (localhost:3000) where 13 answers otherwise, or the suite's own server.
 */
const knownDifferences: Record<string, string> = {
  "basic.test.ts: basic select with single yielding more than one result":
    "PostgREST 12's PGRST116 message; 13 (and the emulator) says 'Cannot coerce the result to a single JSON object'",
  "transforms.test.ts: maybeSingle (2)":
    "PostgREST 12's PGRST116 message; 13 (and the emulator) says 'Cannot coerce the result to a single JSON object'",
  "basic.test.ts: throwOnError throws errors instead of returning them":
    "PostgREST 12 answers a missing table with Postgres's 42P01; 13 (and the emulator) with PGRST205",
  "relationships-error-handling.test.ts: select spread on many relation":
    "PostgREST 12 refuses a to-many spread (PGRST119); 13 (and the emulator) spreads it as arrays, as the suite's own 13 case expects",
  "transforms.test.ts: explain with options":
    "the plan's Settings and Query Identifier are the suite's server's configuration (Supabase's Postgres: pg_stat_statements, effective_cache_size 128MB)",
};

let issuer: Issuer | undefined;
let url = "";
let mainBranch = "";

beforeAll(async () => {
  issuer = await startIssuer();
  const api = (method: string, path: string, body?: unknown) =>
    env.api(method, path, { key: env.keys.organization, ...(body ? { body } : {}) });
  const { body } = await api("GET", `/projects/${env.projectId}/branches`);
  mainBranch = body.branches.find((b: Loose) => b.default).id;
  const dataApi = `/projects/${env.projectId}/branches/${mainBranch}/data-api/neondb`;
  // The suite's PostgREST: schemas public and personal, `extensions` on the search path,
  // aggregates and plans enabled; its anonymous role may do everything (it is `postgres` there).
  const created = await api("POST", dataApi, {
    auth_provider: "external",
    jwks_url: issuer.jwksUrl,
    settings: {
      db_schemas: ["public", "personal"],
      db_extra_search_path: "extensions",
      db_aggregates_enabled: true,
      db_plan_enabled: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  url = created.body.url;
  const statements = fixtureStatements();
  await ownerSql(env, mainBranch, statements.join(";\n"));
  await ownerSql(
    env,
    mainBranch,
    `GRANT USAGE ON SCHEMA public, personal, extensions TO anonymous;
     GRANT ALL ON ALL TABLES IN SCHEMA public, personal TO anonymous;
     GRANT ALL ON ALL SEQUENCES IN SCHEMA public, personal TO anonymous;`,
  );
  expect((await api("PATCH", dataApi, {})).status).toBe(201);
});

afterAll(async () => {
  await issuer?.close();
});

const key = (r: CaseResult) => `${r.file}: ${r.name}`;

test("postgrest-js's runtime suite passes at least 90% of its cases", async () => {
  const results = await withJestGlobals(async (collect) => {
    const cases = (await collect()).filter((c) => !(`${c.file}: ${c.name}` in notRun));
    return withPostgrestAt(url, () => runCases(cases));
  });
  const passed = results.filter((r) => r.passed).length;
  const rate = passed / results.length;
  const failed = results.filter((r) => !r.passed);
  const why = (r: CaseResult) =>
    knownDifferences[key(r)] ?? (r.error ?? "").split("\n").slice(0, 40).join("\n    ");
  console.info(
    `postgrest-js conformance: ${passed}/${results.length} cases pass (${(rate * 100).toFixed(1)}%), ${Object.keys(notRun).length} not run\n` +
      failed.map((r) => `  ✗ ${key(r)}\n    ${why(r)}`).join("\n"),
  );
  expect(results.length).toBeGreaterThan(190);
  expect(
    failed.map(key).filter((k) => !(k in knownDifferences)),
    "failing cases not listed in knownDifferences",
  ).toEqual([]);
  expect(
    results.filter((r) => r.passed && key(r) in knownDifferences).map(key),
    "listed in knownDifferences but passing",
  ).toEqual([]);
  expect(rate).toBeGreaterThanOrEqual(0.9);
});
