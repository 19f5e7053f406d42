import { builtInSeed, type Emulator, startEmulator } from "../../emulator/src/index.ts";
import type { BenchContext } from "./context.ts";
import { api, settle } from "./emulator-api.ts";
import { fineMs, ms } from "./format.ts";
import type { GoalCheck } from "./goals.ts";
import type { BenchResults } from "./results.ts";
import { max, median } from "./stats.ts";

/**
 * Measure 10, Neon Auth with real servers (issue 22): the first request to a new branch's auth
 * URL (its Better Auth server's start included: migrations, its own keys), a warm sign-in, a
 * warm `/token`, and branch creation (POST …/branches until its operations finish) from a
 * parent with Neon Auth against one without, alternately: auth starts on first use, so enabling
 * it should add nothing to creation.
 */
export interface NeonAuthResult {
  firstRequestMs: number[];
  warmSignInMs: number[];
  warmTokenMs: number[];
  createWithoutAuthMs: number[];
  createWithAuthMs: number[];
  failures: string[];
}

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery staple";
/** Creation with Neon Auth may exceed creation without it by this much (noise), not more. */
const CREATION_SLACK_MS = 10;
const CREATION_SLACK_FRACTION = 0.1;

async function newBranch(emulator: Emulator, parentId: string): Promise<string> {
  const { branch, operations } = await api(emulator, "POST", "/branches", {
    branch: { parent_id: parentId },
    endpoints: [{ type: "read_write" }],
  });
  await settle(emulator, operations);
  return branch.id;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function authPost(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

export async function measureNeonAuth(
  context: BenchContext,
  options: { samples: number; warmSamples: number; operationMs: number },
): Promise<NeonAuthResult> {
  const result: NeonAuthResult = {
    firstRequestMs: [],
    warmSignInMs: [],
    warmTokenMs: [],
    createWithoutAuthMs: [],
    createWithAuthMs: [],
    failures: [],
  };
  const seed = { ...builtInSeed(), limits: { enabled: false } };
  const emulator = await startEmulator({ opMs: options.operationMs, seed });
  try {
    const { branches } = await api(emulator, "GET", "/branches");
    const mainId: string = branches.find((b: { default: boolean }) => b.default).id;
    const plain = await newBranch(emulator, mainId);
    const withAuth = await newBranch(emulator, mainId);
    const enabled = await api(emulator, "POST", `/branches/${withAuth}/auth`, {
      auth_provider: "better_auth",
    });
    await authPost(enabled.base_url, "/sign-up/email", {
      email: "bench@example.test",
      password: PASSWORD,
      name: "Bench",
    });

    context.progress(`neon auth: ${options.samples} branch creations each, with and without auth`);
    const children: string[] = [];
    for (let i = 0; i < options.samples; i++) {
      const [a, withoutMs] = await timed(() => newBranch(emulator, plain));
      const [b, withMs] = await timed(() => newBranch(emulator, withAuth));
      result.createWithoutAuthMs.push(withoutMs);
      result.createWithAuthMs.push(withMs);
      children.push(b);
      const deleted = await api(emulator, "DELETE", `/branches/${a}`);
      await settle(emulator, deleted.operations);
    }

    context.progress(`neon auth: first request to ${children.length} new branches' auth URLs`);
    for (const child of children) {
      const { base_url } = await api(emulator, "GET", `/branches/${child}/auth`);
      const [response, firstMs] = await timed(() => fetch(`${base_url}/get-session`));
      if (response.status !== 200) result.failures.push(`first request: HTTP ${response.status}`);
      result.firstRequestMs.push(firstMs);
    }

    context.progress(`neon auth: ${options.warmSamples} warm sign-ins and /token`);
    const signIn = () =>
      authPost(enabled.base_url, "/sign-in/email", {
        email: "bench@example.test",
        password: PASSWORD,
      });
    const cookie = (await signIn()).headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    for (let i = 0; i < options.warmSamples; i++) {
      const [, signInMs] = await timed(signIn);
      result.warmSignInMs.push(signInMs);
      const [response, tokenMs] = await timed(() =>
        fetch(`${enabled.base_url}/token`, { headers: { cookie } }),
      );
      if (response.status !== 200) result.failures.push(`/token: HTTP ${response.status}`);
      await response.arrayBuffer();
      result.warmTokenMs.push(tokenMs);
    }
  } catch (error) {
    result.failures.push((error as Error).message);
  } finally {
    await emulator.stop();
  }
  return result;
}

/** Issue 22: enabling Neon Auth adds nothing to branch creation while it is unused. */
export function neonAuthGoal(results: BenchResults): GoalCheck {
  const r = results.neonAuth;
  const without = median(r.createWithoutAuthMs);
  const added = median(r.createWithAuthMs) - without;
  const slack = Math.max(CREATION_SLACK_MS, without * CREATION_SLACK_FRACTION);
  return {
    id: "neon-auth",
    goal: `branch creation from a parent with Neon Auth: no slower than without (≤ +${ms(slack)}, noise)`,
    measured: `${added >= 0 ? "+" : ""}${fineMs(added)} (medians)`,
    pass: r.createWithAuthMs.length > 0 && added <= slack,
  };
}

export function neonAuthRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const r = results.neonAuth;
  const goal = checks.find((c) => c.id === "neon-auth");
  const row = (scenario: string, values: number[], goalText = "", verdict = "") => [
    "Neon Auth (Better Auth per branch), median / max",
    `${scenario}, real servers, n=${values.length}`,
    values.length === 0 ? "n/a" : `${fineMs(median(values))} / ${fineMs(max(values))}`,
    "",
    "",
    goalText,
    verdict,
  ];
  return [
    row("first request to a new branch's auth URL (its server's start included)", r.firstRequestMs),
    row("warm sign-in (`POST /sign-in/email`)", r.warmSignInMs),
    row("warm `GET /token`", r.warmTokenMs),
    row("branch creation, parent without Neon Auth", r.createWithoutAuthMs),
    row(
      "branch creation, parent with Neon Auth",
      r.createWithAuthMs,
      goal ? goal.goal : "",
      goal ? (goal.pass ? "pass" : "**miss**") : "",
    ),
  ];
}
