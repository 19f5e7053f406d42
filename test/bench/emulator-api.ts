import pg from "pg";
import type { Emulator } from "../../emulator/src/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shapes are tested elsewhere
type Loose = any;

export const projectUrl = (emulator: Emulator) =>
  `${emulator.baseUrl}/projects/${emulator.projectId}`;

/** A request to the emulator's project, with its organization key; the answer's JSON. */
export async function api(
  emulator: Emulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<Loose> {
  const response = await fetch(`${projectUrl(emulator)}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulator.keys.organization}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return response.json();
}

/** Waits until every operation has finished; a failed one throws. */
export async function settle(emulator: Emulator, operations: Array<{ id: string }>): Promise<void> {
  for (const op of operations) {
    for (;;) {
      const { operation } = await api(emulator, "GET", `/operations/${op.id}`);
      if (operation.status === "finished") break;
      if (operation.status === "failed") throw new Error(`${operation.action} failed`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Runs SQL on a branch's database as neondb_owner, through the proxy. */
export async function runSql(
  emulator: Emulator,
  branchId: string,
  database: string,
  sql: string,
): Promise<void> {
  const { uri } = await api(
    emulator,
    "GET",
    `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=${database}`,
  );
  await runSqlAt(uri, sql);
}

/** Runs SQL through `uri` on a connection of its own. */
export async function runSqlAt(uri: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
