import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../emulator/src/index.ts";

// The emulator's documents against its router: each `METHOD /path` (or `METHOD …/tail`) they name
// is a route the running emulator lists (GET /api/v2, GET /__emulator/), and one they say it lacks
// ("not emulated", "there is no `…`") is not.

const ROOT = join(import.meta.dirname, "../..");
const DOCS = [
  "emulator/README.md",
  ...readdirSync(join(ROOT, "docs/emulator")).map((name) => `docs/emulator/${name}`),
];
// The proxy's HTTP side (SQL over HTTP), which has no route table.
const PROXY_ROUTES = ["POST /sql", "OPTIONS /sql"];

let emulator: Emulator;
let routes: string[];
beforeAll(async () => {
  emulator = await startEmulator({ postgres: false });
  const list = async (url: string, prefix: string) => {
    const { routes } = (await (await fetch(url)).json()) as { routes: string[] };
    return routes.map((route) => route.replace(` ${prefix}`, " "));
  };
  routes = [
    ...(await list(emulator.baseUrl, "/api/v2")),
    ...(await list(`${emulator.adminUrl}/`, "/__emulator")),
  ];
});
afterAll(() => emulator?.stop());

/** `a|b` segments give one path each (all claimed), `[/x]` two variants (either will do). */
function expand(path: string): string[][] {
  const bare = path.replace(/\?.*$/, "");
  const alternatives = /([^/]*\|[^/]*)/.exec(bare)?.[1];
  if (alternatives)
    return alternatives.split("|").flatMap((each) => expand(bare.replace(alternatives, each)));
  const optional = /\[([^\]]+)\]/.exec(bare);
  if (optional)
    return [[bare.replace(optional[0], ""), bare.replace(optional[0], optional[1] ?? "")]];
  return [[bare]];
}

/** Whether `METHOD path` is a route: `…/tail` matches a route's end, `{x}` any placeholder. */
function isRoute(method: string, path: string): boolean {
  const wanted = path.replace(/^\/__emulator(?=\/)/, "").split("/");
  const tail = wanted[0] === "…";
  const parts = tail ? wanted.slice(1) : wanted;
  return [...routes, ...PROXY_ROUTES].some((route) => {
    const [routeMethod, template = ""] = route.split(" ");
    const segments = template.split("/");
    if (routeMethod !== method) return false;
    if (tail ? segments.length <= parts.length : segments.length !== parts.length) return false;
    const end = segments.slice(segments.length - parts.length);
    return end.every((segment, i) => {
      const part = parts[i] ?? "";
      if (segment.startsWith("{")) return true;
      return segment === part && !part.startsWith("{");
    });
  });
}

interface Claim {
  where: string;
  method: string;
  path: string;
  exists: boolean;
}

/** Every `METHOD[|METHOD] path` in backquotes whose path starts with `/` or `…/`. */
function claimsOf(page: string): Claim[] {
  const text = readFileSync(join(ROOT, page), "utf8");
  const claims: Claim[] = [];
  const pattern = /`((?:GET|POST|PUT|PATCH|DELETE|OPTIONS)(?:\|[A-Z]+)*)\s+((?:\/|…\/)[^`\s]*)`/g;
  for (const match of text.matchAll(pattern)) {
    const [, methods = "", path = ""] = match;
    const lineStart = text.lastIndexOf("\n", match.index) + 1;
    const line = text.slice(lineStart, text.indexOf("\n", match.index));
    const before = text.slice(Math.max(0, match.index - 4), match.index);
    // A row of neon-tool-routes.md's table: its route is the row's first cell.
    const row = match.index === lineStart + 2 && / \| not emulated/.test(line);
    const exists = !/\bno\s$/.test(before) && !row;
    for (const method of methods.split("|"))
      claims.push({ where: `${page}: ${line.slice(0, 80)}`, method, path, exists });
  }
  return claims;
}

test("every route the emulator's documents name is in its router, and none they say it lacks", () => {
  const claims = DOCS.flatMap(claimsOf);
  expect(claims.length).toBeGreaterThan(150);
  const wrong = claims.flatMap((claim) => {
    const found = expand(claim.path).map((variants) =>
      variants.some((variant) => isRoute(claim.method, variant)),
    );
    const ok = claim.exists ? found.every(Boolean) : !found.some(Boolean);
    return ok
      ? []
      : [`${claim.method} ${claim.path} ${claim.exists ? "missing" : "exists"} (${claim.where})`];
  });
  expect(wrong).toEqual([]);
});

test("each route Neon's tools call is served, not enabled or not emulated, and the counts are the table's", () => {
  const text = readFileSync(join(ROOT, "docs/emulator/neon-tool-routes.md"), "utf8");
  const answers = [...text.matchAll(/^\| `[A-Z]+ \/[^`]*` \|.*\| ([^|]+) \|$/gm)].map(
    ([, answer = ""]) => answer.trim(),
  );
  const kinds = ["served", "not enabled", "not emulated"];
  expect(answers.filter((answer) => !kinds.some((kind) => answer.startsWith(kind)))).toEqual([]);
  const count = (kind: string) => answers.filter((answer) => answer.startsWith(kind)).length;
  const [, total, served, notEnabled, notEmulated] =
    /\*\*(\d+) routes: (\d+) served, (\d+) answered "not enabled", (\d+) not emulated\*\*/.exec(
      text,
    ) ?? [];
  expect([total, served, notEnabled, notEmulated].map(Number)).toEqual([
    answers.length,
    count("served"),
    count("not enabled"),
    count("not emulated"),
  ]);
});
