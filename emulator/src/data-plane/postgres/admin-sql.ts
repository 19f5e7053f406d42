import pg from "pg";

/** The platform's own superuser on every server, as on Neon (never handed to users). */
export const adminRole = "cloud_admin";

export interface AdminCredentials {
  password: string;
}

/** Runs `fn` on a connection to a server as the platform's superuser. */
export async function withAdminClient<T>(
  port: number,
  credentials: AdminCredentials,
  database: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: adminRole,
    password: credentials.password,
    database,
    application_name: "emulator-control-plane",
  });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
