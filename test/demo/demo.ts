// `npm run demo`: the emulated platform (real PostgreSQL servers behind every compute), a
// loopback GitHub, and the bundled action (dist/) run on a sample pull_request event exactly
// as the runner would: main, a migration and a query through its database-url, then post,
// which writes the migration's schema diff into the sticky PR comment.
// `npm run demo -- --keep`: stops after main and leaves everything running until Ctrl-C, with
// the psql command to connect to the PR's compute.
import { once } from "node:events";
import pg from "pg";
import { startEmulator } from "../../emulator/src/index.ts";
import { startGitHub } from "../support/github/index.ts";
import { prEvent, runStep } from "../support/runner/index.ts";
import { trustEmulatorOnRunner } from "./runner-trust.ts";
import { showOutputsAndSummary, showStep } from "./show.ts";

// The demo's job asks for `ssl: verify-full`: the certificate is checked, by node-postgres
// (which trusts the proxy's CA here, and in the action's steps through the runner's
// NODE_EXTRA_CA_CERTS) and by psql (PGSSLROOTCERT). With the default
// `require`, node-postgres 8 verifies all the same but warns that pg 9 will follow libpq,
// where `require` checks no certificate: naming what you want avoids both surprises.
const { caPath, runnerEnv } = await trustEmulatorOnRunner();

const keep = process.argv.includes("--keep");
const opMs = Number(process.env.DEMO_OP_MS ?? 1000);
const emulator = await startEmulator({ opMs });
const github = await startGitHub();
const apiKey = emulator.keys.organization;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return (await response.json()) as T;
}

async function sql(uri: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function table(result: pg.QueryResult): string {
  return result.rows.map((row) => `    ${JSON.stringify(row)}`).join("\n");
}

const event = prEvent("opened", {
  number: 7,
  title: "Add a <b>cart</b> @team",
  repo: "octo-org/app",
});
const inputs = {
  "api-key": apiKey,
  "project-id": emulator.projectId,
  "api-host": emulator.baseUrl,
  role: "neondb_owner",
  database: "neondb",
  ssl: "verify-full",
};
const stepOptions = {
  inputs,
  event,
  githubUrl: github.url,
  token: github.token,
  secrets: [apiKey],
  env: runnerEnv,
};

try {
  console.log(`emulator: ${emulator.baseUrl} (operations take ${opMs} ms), GitHub: ${github.url}`);
  console.log(`postgres proxy: ${emulator.proxy?.host}:${emulator.proxy?.port}`);

  const { branches } = await api<{ branches: Array<{ id: string; default: boolean }> }>(
    "/branches",
  );
  const mainId = branches.find((b) => b.default)?.id ?? "";
  const { uri: mainUri } = await api<{ uri: string }>(
    `/connection_uri?branch_id=${mainId}&role_name=neondb_owner&database_name=neondb`,
  );
  await sql(
    mainUri,
    "CREATE TABLE orders (id serial PRIMARY KEY, item text); INSERT INTO orders (item) VALUES ('teapot'), ('kettle')",
  );
  console.log("\nmain: created table orders with 2 rows");

  const main = await runStep("main", stepOptions);
  showStep("main step", main);
  showOutputsAndSummary(main);
  console.log("━━ sticky PR comment ━━");
  for (const comment of github.comments("octo-org", "app", 7))
    console.log(`${comment.html_url}\n${comment.body}`);

  const prUri = main.outputs["database-url"] ?? "";
  console.log("\n━━ the PR's database-url, as a test job would use it ━━");
  await sql(prUri, "ALTER TABLE orders ADD COLUMN coupon text; CREATE TABLE carts (id int)");
  await sql(prUri, "INSERT INTO orders (item, coupon) VALUES ('cup', 'PR7')");
  console.log("  migration: ALTER TABLE orders ADD COLUMN coupon; CREATE TABLE carts");
  console.log(
    `  SELECT * FROM orders on the PR branch:\n${table(await sql(prUri, "SELECT * FROM orders ORDER BY id"))}`,
  );
  const onMain = await sql(
    mainUri,
    "SELECT count(*)::int AS orders, to_regclass('carts') IS NOT NULL AS has_carts, EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'coupon') AS has_coupon FROM orders",
  );
  console.log(`  main is unaffected:\n${table(onMain)}`);

  if (keep) {
    console.log("\n━━ connect yourself (Ctrl-C to clean up and stop) ━━");
    console.log(`  PGSSLROOTCERT=${caPath} psql "${prUri}"`);
    await once(process, "SIGINT");
  }
  const post = await runStep("post", { ...stepOptions, state: main.state });
  showStep("post step", post);
  console.log("\n━━ sticky PR comment, with the migration's schema diff ━━");
  for (const comment of github.comments("octo-org", "app", 7))
    console.log(`${comment.html_url}\n${comment.body}`);
  const { endpoints } = await api<{ endpoints: unknown[] }>(
    `/branches/${main.outputs["branch-id"] ?? ""}/endpoints`,
  );
  const left = endpoints.length;
  console.log(`\ncomputes left on ${main.outputs["branch-name"]}: ${left}`);
  const bad = onMain.rows[0]?.has_carts || onMain.rows[0]?.has_coupon;
  if (main.failed || post.failed || left !== 0 || bad) process.exitCode = 1;
} finally {
  await Promise.all([emulator.stop(), github.stop()]);
}
