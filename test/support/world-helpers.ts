import pg from "pg";
import type { StepResult } from "./runner/index.ts";
import { waitUntil } from "./wait.ts";
import type { World } from "./world.ts";

export const URI_INPUTS = { role: "neondb_owner", database: "neondb" };

/** Runs `sql` through `uri` as a test job would, and whether the connection used TLS. */
export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  uri: string | undefined,
  sql: string,
): Promise<T[]> {
  return (await session<T>(uri, sql)).rows;
}

export async function session<T extends pg.QueryResultRow = Record<string, unknown>>(
  uri: string | pg.ClientConfig | undefined,
  sql: string,
): Promise<{ rows: T[]; tls: boolean }> {
  if (!uri) throw new Error("no connection URI");
  const client = new pg.Client(typeof uri === "string" ? { connectionString: uri } : uri);
  client.on("error", () => undefined);
  await client.connect();
  try {
    const stream = (client as unknown as { connection: { stream: { encrypted?: boolean } } })
      .connection.stream;
    return { rows: (await client.query<T>(sql)).rows, tls: stream.encrypted === true };
  } finally {
    await client.end();
  }
}

export async function defaultBranch(world: World): Promise<{ id: string; uri: string }> {
  const { projectId } = world.emulator;
  const listed = await world.api<{ branches: Array<{ id: string; default: boolean }> }>(
    "GET",
    `/projects/${projectId}/branches`,
  );
  const id = listed.body.branches.find((b) => b.default)?.id ?? "";
  const uri = await world.api<{ uri: string }>(
    "GET",
    `/projects/${projectId}/connection_uri?branch_id=${id}&role_name=neondb_owner&database_name=neondb`,
  );
  return { id, uri: uri.body.uri };
}

export interface BranchView {
  id: string;
  name: string;
  parent_id?: string;
  expires_at?: string;
  init_source?: string;
  protected?: boolean;
}

export async function branchById(world: World, id: string): Promise<BranchView> {
  const answer = await world.api<{ branch: BranchView }>(
    "GET",
    `/projects/${world.emulator.projectId}/branches/${id}`,
  );
  return answer.body.branch;
}

/** The control API requests a run made: method and path, without the `/api/v2` base. */
export async function requestsSince(world: World, seq: number) {
  return (await world.admin.requests(seq))
    .filter((r) => r.path.startsWith("/api/v2/"))
    .map((r) => ({ ...r, route: `${r.method} ${r.path.replace(/^\/api\/v2/, "")}` }));
}

/**
 * A provision run's requests apart from the report's fleet line (docs/preview-cost.md): its GET
 * of the project (the plan's branch limit), asked beside the report's other requests and so
 * maybe between them. The line counts the branch listing the run found its branch in.
 */
export function apartFromFleet<T extends { route: string }>(
  requests: T[],
  projectId: string,
): { rest: T[]; fleet: string[] } {
  const isFleet = (r: T) => r.route === `GET /projects/${projectId}`;
  return {
    rest: requests.filter((r) => !isFleet(r)),
    fleet: requests.filter(isFleet).map((r) => r.route),
  };
}

export function succeeded(step: StepResult): void {
  if (step.failed) throw new Error(`the step failed:\n${step.log.join("\n")}`);
}

/** The project is idle (no operation holds it): a direct API call will not meet a 423. */
export async function waitForIdleProject(world: World): Promise<void> {
  await waitUntil("the project is idle (no operation locks it)", async () => {
    const state = await world.admin.state();
    return !state.projects[0]?.locked_by;
  });
}
