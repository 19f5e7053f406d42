import { DEFAULT_REPOSITORY } from "./runner/events.ts";
import { prEvent, pushEvent, type WorkflowEvent } from "./runner/index.ts";

// The inputs the action refuses before any request: every one is checked in-process through
// main's own path (test/unit/settings/bad-inputs.test.ts), a sample through the bundle
// (test/e2e/security/bad-input.test.ts).

/** A bad set of inputs, how its error names the input, and the event it runs on. */
export interface BadInput {
  inputs: Record<string, string>;
  /** The error's start, e.g. `Input "mode"`. */
  names: string;
  event?: WorkflowEvent;
  /** Text the error must contain besides the input's name. */
  says?: RegExp;
  /** Text the error must not echo. */
  hides?: string;
}

const one = (name: string, value: string, says?: RegExp): BadInput => ({
  inputs: { [name]: value },
  names: `Input "${name}"`,
  says,
});
const size = (value: string) => one("compute-size", value, /a size of 0\.25, 0\.5, 1-16/);
const PAIR = 'Inputs "role" and "database"';

const MASK_EMAIL = {
  database_name: "neondb",
  schema_name: "public",
  table_name: "users",
  column_name: "email",
  masking_function: "anon.fake_email()",
};

const forkPr = prEvent("opened", { number: 500, fork: true, repo: DEFAULT_REPOSITORY });
const dependabotPr = (() => {
  const event = prEvent("opened", { number: 501, repo: DEFAULT_REPOSITORY });
  event.payload.sender = { login: "dependabot[bot]", id: 49699333, type: "Bot" };
  return event;
})();

export const BAD_INPUTS: BadInput[] = [
  // Sizes outside the CU table.
  ...["3.5", "17", "60", "0", "-1", "abc", "4-0.5", "0.25-20", "0.25-", "1e1"].map(size),
  // Ids that would change a request path, or carry spaces or newlines.
  one("project-id", "../etc"),
  one("project-id", "shiny%2Fwind"),
  one("project-id", "shiny wind"),
  one("project-id", "shiny\nwind"),
  one("endpoint-id", "ep-../x"),
  one("endpoint-id", "ep-a%2Fb"),
  one("endpoint-id", "ep-a b"),
  one("endpoint-id", "ep-a\nb"),
  one("branch", "br-../main"),
  one("branch", "br-a%2Fb"),
  one("branch", "br-a b"),
  one("branch", "preview\npr-1"),
  one("parent-branch", "br-../main"),
  one("parent-branch", "br-a%2Fb"),
  one("parent-branch", "br-a b"),
  one("parent-branch", "main\nother"),
  // The API key must never travel in clear text, nor to a host hidden in a URL.
  one("api-host", "http://api.example.com/api/v2", /https/),
  one("api-host", "http://127.0.0.1.example.com/api/v2"),
  one("api-host", "http://localhost.example.com/api/v2"),
  one("api-host", "ftp://127.0.0.1/api/v2"),
  one("api-host", "https://console.example.com/api/v2?x=1"),
  one("api-host", "https://console.example.com/api/v2?"),
  one("api-host", "https://console.example.com/api/v2#"),
  one("api-host", "not a url"),
  {
    inputs: { "api-host": "https://ci:s3cretpass@console.example.com/api/v2" },
    names: 'Input "api-host"',
    hides: "s3cretpass",
  },
  // Over-long values.
  one("branch", `preview/${"x".repeat(300)}`),
  one("project-id", "p".repeat(61)),
  one("endpoint-id", `ep-${"a".repeat(60)}`),
  { inputs: { role: "r".repeat(64), database: "app" }, names: 'Input "role"' },
  one("api-key", "k".repeat(600)),
  one("timeout", "99999999"),
  one("compute-size", "1".repeat(40)),
  // Unknown mode, bad booleans, bad timeouts.
  one("mode", "destroy", /auto, provision, cleanup or sweep/),
  one("mode", "PROVISION"),
  one("wait", "yes", /true or false/),
  one("keep", "1"),
  one("comment", "on"),
  one("create-branch", "no"),
  one("delete-branch", "tru"),
  one("timeout", "0"),
  one("timeout", "-5"),
  one("timeout", "1.5"),
  one("timeout", "abc"),
  one("timeout", "21601"),
  one("suspend-timeout", "30"),
  one("suspend-timeout", "-2"),
  one("suspend-timeout", "1e3"),
  // Lifetimes, branch types, TLS modes and prefixes outside what is allowed.
  one("expires-in", "31d", /30m, 12h or 7d \(at most 30d\), or never/),
  one("expires-in", "0m"),
  one("expires-in", "2w"),
  one("expires-in", "forever"),
  one("reset", "yes"),
  one("branch-type", "schema_only", /default or schema-only/),
  one("ssl", "disable", /require, verify-ca, verify-full or omit/),
  one("ssl", "prefer"),
  one("prisma", "on"),
  one("dry-run", "1"),
  one("branch-prefix", "br-pr-", /must not start with br-/),
  one("branch-prefix", "preview\npr-"),
  { inputs: { prisma: "true" }, names: 'Input "prisma"', says: /"role" and "database"/ },
  {
    inputs: { reset: "true", "branch-type": "schema-only" },
    names: 'Inputs "reset" and "branch-type"',
  },
  // Masking rules: not Neon's JSON array of rules, or with inputs they cannot go with.
  one("masking-rules", "{", /expected a JSON array of \{database_name, .*not valid JSON/),
  one("masking-rules", "[]", /an empty list masks nothing/),
  one(
    "masking-rules",
    '[{"database_name": "neondb"}]',
    /^Input "masking-rules": rule 1 schema_name: missing$/,
  ),
  one(
    "masking-rules",
    `[${JSON.stringify({ ...MASK_EMAIL, colum_name: "x" })}]`,
    /unknown field "colum_name"/,
  ),
  one("masking-rules", `[${JSON.stringify({ ...MASK_EMAIL, masking_value: "'x'" })}]`, /not both/),
  {
    inputs: { "masking-rules": JSON.stringify([MASK_EMAIL]), "branch-type": "schema-only" },
    names: 'Inputs "masking-rules" and "branch-type"',
    says: /no rows to mask/,
  },
  {
    inputs: {
      "masking-rules": JSON.stringify([MASK_EMAIL]),
      "endpoint-id": "ep-cool-darkness-123456",
    },
    names: 'Inputs "masking-rules" and "endpoint-id"',
  },
  // Inputs that only work together, or only on some events.
  { inputs: { role: "app" }, names: PAIR },
  { inputs: { database: "app" }, names: PAIR },
  { inputs: {}, names: 'Input "branch"', event: pushEvent(), says: /required on push events/ },
  // Secrets are not given to forks: the key arrives empty.
  {
    inputs: { "api-key": "" },
    names: 'Input "api-key"',
    event: forkPr,
    says: /comes from a fork, and secrets are not given to workflows run from forks/,
  },
  {
    inputs: { "api-key": "" },
    names: 'Input "api-key"',
    event: dependabotPr,
    says: /started by Dependabot, and Dependabot runs get Dependabot secrets.*gh secret set NEON_API_KEY --app dependabot/,
  },
];
