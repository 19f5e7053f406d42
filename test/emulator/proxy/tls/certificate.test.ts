import { execFile } from "node:child_process";
import { createPrivateKey, X509Certificate } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, createServer, type PeerCertificate } from "node:tls";
import { promisify } from "node:util";
import { neon, neonConfig, Pool } from "@neondatabase/serverless";
import * as x509 from "@peculiar/x509";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../../emulator/src/index.ts";
import { neonConfigFor } from "../../../../emulator/src/proxy/http/neon-config.ts";
import {
  defaultCertificateDirectory,
  ensureCertificate,
} from "../../../../emulator/src/proxy/tls/certificate.ts";
import {
  createConstrainedCa,
  issueLeaf,
  nameConstraintsValue,
  permittedNames,
  servedNames,
  validityDays,
} from "../../../../emulator/src/proxy/tls/certificate-authority.ts";

const day = 24 * 60 * 60 * 1000;
const computeHost = "ep-cert-test-1234.us-east-2.aws.neon.emulator.test";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "certificate-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The certificate chain a TLS client gets from `port` for `servername`, verified against `ca`. */
function servedChain(port: number, ca: string, servername = computeHost): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, ca, servername }, () => {
      const peer = socket.getPeerCertificate(true);
      socket.end();
      resolve(peer);
    });
    socket.once("error", reject);
  });
}

async function connectionUri(emulator: Emulator): Promise<string> {
  const answer = await fetch(
    `${emulator.baseUrl}/projects/${emulator.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
    { headers: { authorization: `Bearer ${emulator.keys.personal}` } },
  );
  return ((await answer.json()) as { uri: string }).uri;
}

describe("the proxy's certificate", () => {
  test("is a leaf of the emulator's names, from a CA limited to them, for 30 days; the next start reuses it", async () => {
    const first = await startEmulator({ certificateDir: dir, opMs: 50 });
    let fingerprint: string;
    try {
      const tls = first.tls;
      if (!tls || !first.proxy) throw new Error("no proxy");
      expect([tls.caPath, tls.certPath, tls.keyPath]).toEqual(
        ["ca.pem", "cert.pem", "key.pem"].map((name) => join(dir, name)),
      );
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect((await stat(tls.keyPath)).mode & 0o777).toBe(0o600);

      const ca = await readFile(tls.caPath, "utf8");
      const leaf = await servedChain(first.proxy.port, ca);
      fingerprint = leaf.fingerprint256;
      expect(leaf.ca).toBe(false);
      expect(leaf.subjectaltname).toBe(
        "DNS:localhost, DNS:*.aws.neon.emulator.test, DNS:*.us-east-2.aws.neon.emulator.test, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1",
      );
      const lifetime = Date.parse(leaf.valid_to) - Date.now();
      expect(lifetime).toBeGreaterThan((validityDays - 1) * day);
      expect(lifetime).toBeLessThanOrEqual(validityDays * day);
      expect(tls.notAfter.getTime()).toBe(Date.parse(leaf.valid_to));

      // Its issuer, the CA clients trust, may sign for the emulator's names only.
      const authority = new X509Certificate(ca);
      expect(new X509Certificate(leaf.raw).checkIssued(authority)).toBe(true);
      expect(authority.ca).toBe(true);
      expect(Date.parse(authority.validTo) - Date.now()).toBeLessThanOrEqual(validityDays * day);
      const constraints = new x509.X509Certificate(ca).getExtension("2.5.29.30");
      expect(constraints?.critical).toBe(true);
      expect(Buffer.from(constraints?.value ?? new ArrayBuffer(0))).toEqual(
        nameConstraintsValue(permittedNames),
      );
      const basic = new x509.X509Certificate(ca).getExtension(x509.BasicConstraintsExtension);
      expect(basic?.pathLength).toBe(0);
      // The CA's private key was never written: the one key on disk is the leaf's.
      const key = await readFile(tls.keyPath, "utf8");
      expect(key.match(/-----BEGIN/g)).toHaveLength(1);
      expect(new X509Certificate(leaf.raw).checkPrivateKey(createPrivateKey(key))).toBe(true);
    } finally {
      await first.stop();
    }
    const second = await startEmulator({ certificateDir: dir, opMs: 50 });
    try {
      if (!second.tls || !second.proxy) throw new Error("no proxy");
      const ca = await readFile(second.tls.caPath, "utf8");
      expect((await servedChain(second.proxy.port, ca)).fingerprint256).toBe(fingerprint);
    } finally {
      await second.stop();
    }
  });

  test("an expired one, one due within a week, or one with a readable key is replaced", async () => {
    const store = await mkdtemp(join(dir, "renewal-"));
    const fingerprintOf = async () =>
      new X509Certificate(await readFile(join(store, "cert.pem"))).fingerprint256;
    const madeAgo = async (days: number) => {
      await rm(join(store, "cert.pem"), { force: true });
      await ensureCertificate({ directory: store, now: new Date(Date.now() - days * day) });
      return fingerprintOf();
    };

    const expired = await madeAgo(validityDays + 10);
    const renewed = await ensureCertificate({ directory: store });
    expect(await fingerprintOf()).not.toBe(expired);
    expect(renewed.notAfter.getTime()).toBeGreaterThan(Date.now() + (validityDays - 1) * day);

    const dueSoon = await madeAgo(validityDays - 5);
    await ensureCertificate({ directory: store });
    expect(await fingerprintOf()).not.toBe(dueSoon);

    const recent = await madeAgo(10);
    await ensureCertificate({ directory: store });
    expect(await fingerprintOf()).toBe(recent);

    await chmod(join(store, "key.pem"), 0o644);
    await ensureCertificate({ directory: store });
    expect(await fingerprintOf()).not.toBe(recent);
    expect((await stat(join(store, "key.pem"))).mode & 0o777).toBe(0o600);

    await writeFile(join(store, "cert.pem"), "not a certificate");
    const repaired = await ensureCertificate({ directory: store });
    expect(new X509Certificate(repaired.cert).ca).toBe(false);
  });

  test("one from a CA without critical name constraints (an older emulator's) is replaced", async () => {
    const store = await mkdtemp(join(dir, "unconstrained-"));
    const algorithm = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
    const now = Date.now();
    const ca = await createConstrainedCa(new Date(now));
    const unconstrained = await x509.X509CertificateGenerator.createSelfSigned({
      name: "CN=An older emulator CA",
      keys: ca.keys,
      notBefore: new Date(now - day),
      notAfter: new Date(now + validityDays * day),
      signingAlgorithm: algorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.Extension("2.5.29.30", false, nameConstraintsValue(permittedNames)),
      ],
    });
    // The leaf names its issuer by subject: one whose issuer is the unconstrained CA.
    const leaf = await issueLeaf({ ...ca, certificate: unconstrained }, servedNames);
    await writeFile(join(store, "key.pem"), leaf.key, { mode: 0o600 });
    await writeFile(join(store, "cert.pem"), leaf.cert);
    await writeFile(join(store, "ca.pem"), unconstrained.toString("pem"));
    const stored = new X509Certificate(leaf.cert);
    expect(stored.checkIssued(new X509Certificate(unconstrained.toString("pem")))).toBe(true);

    const made = await ensureCertificate({ directory: store });
    expect(new X509Certificate(made.cert).fingerprint256).not.toBe(stored.fingerprint256);
    const constraints = new x509.X509Certificate(made.ca).getExtension("2.5.29.30");
    expect(constraints?.critical).toBe(true);
    // The new one is kept at the next start.
    expect((await ensureCertificate({ directory: store })).cert).toBe(made.cert);
  });

  test("concurrent first starts agree on one certificate", async () => {
    const store = await mkdtemp(join(dir, "concurrent-"));
    const made = await Promise.all(
      Array.from({ length: 6 }, () => ensureCertificate({ directory: store })),
    );
    expect(new Set(made.map((c) => c.cert)).size).toBe(1);
    expect(new Set(made.map((c) => c.ca)).size).toBe(1);
  });

  test("the CA's name constraints hold: TLS clients refuse what it signs for other names", async () => {
    const ca = await createConstrainedCa(new Date());
    const caPem = ca.certificate.toString("pem");
    const serve = async (names: x509.JsonGeneralNames, servername: string) => {
      const server = createServer(await issueLeaf(ca, names), (socket) => socket.end());
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as { port: number };
        return await servedChain(port, caPem, servername);
      } finally {
        server.close();
      }
    };
    expect((await serve(servedNames, computeHost)).subject.CN).toBe("localhost");
    await expect(serve([{ type: "dns", value: "example.com" }], "example.com")).rejects.toThrow(
      /permitted subtree violation/,
    );
    await expect(
      serve([{ type: "dns", value: "emulator.test.example.com" }], "emulator.test.example.com"),
    ).rejects.toThrow(/permitted subtree violation/);
  });

  test("its default place is the per-user cache", () => {
    expect(defaultCertificateDirectory({ XDG_CACHE_HOME: "/var/cache/me" })).toBe(
      "/var/cache/me/preview-compute-emulator",
    );
    expect(defaultCertificateDirectory({ XDG_CACHE_HOME: "relative" })).toMatch(
      /\/\.cache\/preview-compute-emulator$/,
    );
  });
});

describe("clients verify the emulator's certificate (the CA vitest.config.ts trusts)", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ opMs: 50 });
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  test("the default place is the one NODE_EXTRA_CA_CERTS names", () => {
    expect(emulator.tls?.caPath).toBe(join(defaultCertificateDirectory(), "ca.pem"));
    // The file the tests trust holds it (beside the machine's own CAs, when it has some).
    expect(readFileSync(process.env.NODE_EXTRA_CA_CERTS ?? "", "utf8")).toContain(
      readFileSync(emulator.tls?.caPath ?? "", "utf8").trim(),
    );
  });

  /** A CA the emulator's certificate does not come from. */
  async function foreignCa(): Promise<string> {
    const path = join(dir, "foreign-ca.pem");
    await writeFile(path, (await createConstrainedCa(new Date())).certificate.toString("pem"));
    return path;
  }

  test("node-postgres with sslmode=verify-full; another root is refused", async () => {
    const query = async (root: string) => {
      const uri = new URL(await connectionUri(emulator));
      uri.searchParams.set("sslmode", "verify-full");
      uri.searchParams.set("sslrootcert", root);
      const client = new pg.Client({ connectionString: uri.toString() });
      try {
        await client.connect();
        return (await client.query("SELECT 'verified' AS via")).rows;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    expect(await query(emulator.tls?.caPath ?? "")).toEqual([{ via: "verified" }]);
    await expect(query(await foreignCa())).rejects.toThrow(
      /unable to verify|self-signed certificate in certificate chain/,
    );
  });

  test("Neon's serverless driver over https and wss", async () => {
    if (!emulator.proxy) throw new Error("no proxy");
    Object.assign(neonConfig, neonConfigFor(emulator.proxy, true));
    const uri = await connectionUri(emulator);
    expect(await neon(uri)`SELECT 'over https' AS via`).toEqual([{ via: "over https" }]);
    const pool = new Pool({ connectionString: uri });
    pool.on("error", () => undefined);
    try {
      expect((await pool.query("SELECT 'over wss' AS via")).rows).toEqual([{ via: "over wss" }]);
    } finally {
      await pool.end();
    }
  });

  test.skipIf(!existsSync("/usr/bin/psql"))(
    "psql with sslmode=verify-full; another root is refused",
    async () => {
      const uri = await connectionUri(emulator);
      const psql = (root: string) =>
        promisify(execFile)("/usr/bin/psql", [
          "-XAtc",
          "select 'verified'",
          `${uri}${uri.includes("?") ? "&" : "?"}sslmode=verify-full&sslrootcert=${encodeURIComponent(root)}`,
        ]);
      expect((await psql(emulator.tls?.caPath ?? "")).stdout).toBe("verified\n");
      await expect(psql(await foreignCa())).rejects.toThrow(/certificate verify failed/);
    },
  );
});
