import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PostgrestClient } from "@supabase/postgrest-js";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import pg from "pg";
import type { Loose, TestEmulator } from "./helpers.ts";

/**
 * An external identity provider for the Data API's tests: a JWKS served over real HTTP and
 * tokens signed with its key (and one with a key it does not publish).
 */
export interface Issuer {
  jwksUrl: string;
  token(
    claims: JWTPayload,
    options?: { expiresIn?: string | number; foreign?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startIssuer(): Promise<Issuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer((_request, response) => {
    const body = JSON.stringify({ keys: [jwk] });
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    async token(claims, options = {}) {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "1h");
      return jwt.sign(options.foreign ? foreign.privateKey : privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A PostgREST client on the Data API's URL, with a token or anonymous. */
export function restClient(
  url: string,
  token?: string,
  schema?: string,
): PostgrestClient<Loose, Loose, Loose> {
  return new PostgrestClient(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(schema ? { schema } : {}),
  }) as PostgrestClient<Loose, Loose, Loose>;
}

/** Runs SQL as the branch's owner role over the Postgres protocol (through the proxy). */
export async function ownerSql(env: TestEmulator, branchId: string, sql: string): Promise<Loose[]> {
  const { body } = await env.api(
    "GET",
    `/projects/${env.projectId}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
    { key: env.keys.organization },
  );
  const client = new pg.Client({ connectionString: body.uri });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows;
  } finally {
    await client.end();
  }
}
