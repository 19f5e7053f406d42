import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PostgrestClient } from "@supabase/postgrest-js";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { type ApiResponse, type Loose, type TestEmulator, useEmulator } from "./helpers.ts";

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
): PostgrestClient<Loose, { PostgrestVersion: "13" }, Loose> {
  return new PostgrestClient(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(schema ? { schema } : {}),
  }) as PostgrestClient<Loose, { PostgrestVersion: "13" }, Loose>;
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

export interface DataApiContext {
  env: TestEmulator;
  readonly issuer: Issuer;
  readonly mainBranch: string;
  /** The Data API's URL on the default branch's database neondb. */
  readonly url: string;
  api(method: string, path: string, body?: unknown): Promise<ApiResponse<Loose>>;
  dataApiPath(branch?: string, database?: string): string;
}

/**
 * An emulator with real servers whose default branch's neondb has a Data API (external JWKS,
 * default grants) over a small library: authors, books, genres (many-to-many), todos (RLS),
 * and functions.
 */
export function useDataApi(): DataApiContext {
  const env = useEmulator({
    seed: { ...builtInSeed(), limits: { enabled: false } },
    opMs: 50,
    postgres: true,
  });
  let issuer: Issuer | undefined;
  let mainBranch = "";
  let url = "";
  const ctx: DataApiContext = {
    env,
    get issuer() {
      if (!issuer) throw new Error("the issuer is not started");
      return issuer;
    },
    get mainBranch() {
      return mainBranch;
    },
    get url() {
      return url;
    },
    api: (method, path, body) =>
      env.api(method, path, {
        key: env.keys.organization,
        ...(body !== undefined ? { body } : {}),
      }),
    dataApiPath: (branch = mainBranch, database = "neondb") =>
      `/projects/${env.projectId}/branches/${branch}/data-api/${database}`,
  };
  beforeAll(async () => {
    issuer = await startIssuer();
    const { body } = await ctx.api("GET", `/projects/${env.projectId}/branches`);
    mainBranch = body.branches.find((b: Loose) => b.default).id;
    const created = await ctx.api("POST", ctx.dataApiPath(), {
      auth_provider: "external",
      jwks_url: issuer.jwksUrl,
      provider_name: "test issuer",
      add_default_grants: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    url = created.body.url;
    await ownerSql(env, mainBranch, librarySql);
    // Tables made after the Data API: PATCH refreshes the schema cache.
    expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
  });
  afterAll(async () => {
    await issuer?.close();
  });
  return ctx;
}

export const librarySql = `
CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE books (
  id serial PRIMARY KEY, title text NOT NULL, author_id int REFERENCES authors(id),
  pages int, tags text[] NOT NULL DEFAULT '{}', meta jsonb, published date
);
CREATE TABLE genres (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE book_genres (book_id int REFERENCES books(id), genre_id int REFERENCES genres(id), PRIMARY KEY (book_id, genre_id));
CREATE TABLE todos (
  id serial PRIMARY KEY, user_id text NOT NULL DEFAULT auth.user_id(), task text NOT NULL, done boolean NOT NULL DEFAULT false
);
ALTER TABLE todos ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_todos ON todos USING (user_id = auth.user_id()) WITH CHECK (user_id = auth.user_id());
GRANT SELECT ON authors, books, genres, book_genres TO anonymous;
INSERT INTO authors (name) VALUES ('Ursula'), ('Terry'), ('Iain');
INSERT INTO books (title, author_id, pages, tags, meta, published) VALUES
  ('The Dispossessed', 1, 387, '{classic,scifi}', '{"isbn": "0-06-051275-X", "rating": {"stars": 5}}', '1974-05-01'),
  ('A Wizard of Earthsea', 1, 183, '{fantasy}', '{"rating": {"stars": 4}}', '1968-11-01'),
  ('Small Gods', 2, 284, '{fantasy,satire}', null, '1992-01-01'),
  ('Excession', 3, 451, '{scifi}', '{"rating": {"stars": 4}}', null);
INSERT INTO genres (name) VALUES ('classic'), ('fantasy'), ('scifi');
INSERT INTO book_genres VALUES (1, 1), (1, 3), (2, 2), (3, 2), (4, 3);
CREATE FUNCTION add(a int, b int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT a + b $$;
CREATE FUNCTION books_longer_than(min_pages int) RETURNS SETOF books LANGUAGE sql STABLE AS $$ SELECT * FROM books WHERE pages > min_pages $$;
CREATE FUNCTION whoami() RETURNS jsonb LANGUAGE sql STABLE AS $$ SELECT jsonb_build_object('user', auth.user_id(), 'role', current_user, 'claims', current_setting('request.jwt.claims', true)::jsonb -> 'sub') $$;
CREATE FUNCTION touch_nothing() RETURNS void LANGUAGE sql AS $$ SELECT $$;
CREATE FUNCTION add_author(author_name text) RETURNS int LANGUAGE sql AS $$ INSERT INTO authors (name) VALUES (author_name) RETURNING id $$;
CREATE FUNCTION backend_pid() RETURNS int LANGUAGE sql AS $$ SELECT pg_backend_pid() $$;
CREATE FUNCTION numbers(n int) RETURNS SETOF int LANGUAGE sql IMMUTABLE AS $$ SELECT generate_series(1, n) $$;
`;
