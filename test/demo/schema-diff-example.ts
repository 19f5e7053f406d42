// `node test/demo/schema-diff-example.ts [--write]`: the docs' example of the schema diff in
// the sticky comment, from a real run: the emulator (real PostgreSQL servers), a loopback
// GitHub, the bundled action's main step, a migration through its database-url, then its post
// step. Prints the comment's schema-diff section; `--write` puts it into docs/schema-diff.md between
// the markers (test/repo/readme-schema-diff.test.ts checks it against the code).
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { startEmulator } from "../../emulator/src/index.ts";
import { trustEmulatorCertificate } from "../../emulator/src/proxy/tls/tls.ts";
import { commentMarker } from "../../src/github/comment.ts";
import { parseSections } from "../../src/github/comment-sections.ts";
import { startGitHub } from "../support/github/index.ts";
import { prEvent, REPO_ROOT, runStep } from "../support/runner/index.ts";

export const EXAMPLE_START = "<!-- schema-diff-example:start -->";
export const EXAMPLE_END = "<!-- schema-diff-example:end -->";
/** The page that shows the example, between the markers. */
export const EXAMPLE_PAGE = "docs/schema-diff.md";

/** The parent's schema, and the PR's migration (what a migration tool would run in the job). */
export const EXAMPLE_SCHEMA = `
CREATE TABLE customers (id serial PRIMARY KEY, email text NOT NULL, phone text);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers, total numeric(10,2));
CREATE INDEX orders_customer ON orders (customer_id);
`;
export const EXAMPLE_MIGRATION = `
ALTER TABLE orders ADD COLUMN coupon text;
ALTER TABLE orders ALTER COLUMN total TYPE numeric(12,2);
ALTER TABLE customers DROP COLUMN phone;
CREATE TABLE carts (id serial PRIMARY KEY, customer_id int REFERENCES customers, items jsonb NOT NULL DEFAULT '[]');
CREATE INDEX orders_coupon ON orders (coupon) WHERE coupon IS NOT NULL;
`;

async function sql(uri: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function exampleSection(): Promise<string> {
  await trustEmulatorCertificate();
  const emulator = await startEmulator({ opMs: 100 });
  const github = await startGitHub();
  try {
    const api = async <T>(path: string): Promise<T> => {
      const answer = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
        headers: { authorization: `Bearer ${emulator.keys.organization}` },
      });
      return (await answer.json()) as T;
    };
    const { branches } = await api<{ branches: Array<{ id: string; default: boolean }> }>(
      "/branches",
    );
    const mainId = branches.find((b) => b.default)?.id ?? "";
    const { uri } = await api<{ uri: string }>(
      `/connection_uri?branch_id=${mainId}&role_name=neondb_owner&database_name=neondb`,
    );
    await sql(uri, EXAMPLE_SCHEMA);
    const options = {
      inputs: {
        "api-key": emulator.keys.organization,
        "project-id": emulator.projectId,
        "api-host": emulator.baseUrl,
        role: "neondb_owner",
        database: "neondb",
        ssl: "verify-full",
      },
      event: prEvent("opened", { number: 12, title: "Carts and coupons", repo: "octo-org/app" }),
      githubUrl: github.url,
      token: github.token,
      secrets: [emulator.keys.organization],
    };
    const main = await runStep("main", options);
    if (main.failed) throw new Error(`main failed:\n${main.log.join("\n")}`);
    await sql(main.outputs["database-url"] ?? "", EXAMPLE_MIGRATION);
    const post = await runStep("post", { ...options, state: main.state });
    if (post.failed) throw new Error(`post failed:\n${post.log.join("\n")}`);
    const [comment] = github.comments("octo-org", "app", 12);
    const section = parseSections(comment?.body ?? "", commentMarker("preview/pr-12"));
    const content = section.get("schema-diff")?.content;
    if (!content) throw new Error("the comment has no schema diff");
    return content;
  } finally {
    await Promise.all([emulator.stop(), github.stop()]);
  }
}

if (import.meta.main) {
  const section = await exampleSection();
  if (process.argv.includes("--write")) {
    const path = `${REPO_ROOT}/${EXAMPLE_PAGE}`;
    const page = readFileSync(path, "utf8");
    const [before, rest] = page.split(`${EXAMPLE_START}\n`);
    const after = rest?.split(EXAMPLE_END)[1];
    if (before === undefined || after === undefined)
      throw new Error(`${EXAMPLE_PAGE} lacks ${EXAMPLE_START} … ${EXAMPLE_END}`);
    writeFileSync(path, `${before}${EXAMPLE_START}\n${section}${EXAMPLE_END}${after}`);
    console.log(`${EXAMPLE_PAGE}: schema diff example written`);
  } else process.stdout.write(section);
}
