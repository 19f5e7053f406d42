import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { chmod, lstat, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as x509 from "@peculiar/x509";
import { checkOwnDirectory } from "../../files/owned-path.ts";
import { emulatorDomain } from "../../front-doors/own-host.ts";

/**
 * The proxy's TLS certificate, made on first use for this machine: a leaf for the names the
 * proxy answers to, signed by a certificate authority that clients trust (NODE_EXTRA_CA_CERTS,
 * psql's sslrootcert). That CA is limited by name constraints to the emulator's names, its key
 * is made unexportable and dropped once the leaf is signed, and both expire within a month:
 * whoever reads the files can at most impersonate the emulator on this machine.
 */
export interface EmulatorCertificate {
  /** The certificate authority to trust. */
  caPath: string;
  /** The proxy's certificate and its private key (mode 0600). */
  certPath: string;
  keyPath: string;
  /** When the leaf (and the CA) expire; both are replaced a week before. */
  notAfter: Date;
  /** The three files' PEM text, read together. */
  ca: string;
  cert: string;
  key: string;
}

/** Compute hosts are `ep-….<region>.aws.neon.emulator.test` (new-records.ts, hostDomain). */
export const servedNames: x509.JsonGeneralNames = [
  { type: "dns", value: "localhost" },
  { type: "dns", value: `*.${emulatorDomain}` },
  { type: "dns", value: `*.us-east-2.${emulatorDomain}` },
  { type: "ip", value: "127.0.0.1" },
  { type: "ip", value: "::1" },
];
/** All the CA may certify (a DNS constraint covers the name and every name under it). */
export const permittedNames: x509.JsonGeneralNames = [
  { type: "dns", value: "localhost" },
  { type: "dns", value: emulatorDomain },
  { type: "ip", value: "127.0.0.1/32" },
  { type: "ip", value: "::1/128" },
];

export const validityDays = 30;
/** A certificate with less left is replaced, so no test run or demo sees it expire. */
export const renewalDays = 7;
const day = 24 * 60 * 60 * 1000;
const nameConstraintsOid = "2.5.29.30";
const algorithm = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };

/** `$XDG_CACHE_HOME/preview-compute-emulator`, by default `~/.cache/preview-compute-emulator`. */
export function defaultCertificateDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const cache =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : join(homedir(), ".cache");
  return join(cache, "preview-compute-emulator");
}

export function certificatePaths(directory: string) {
  return {
    caPath: join(directory, "ca.pem"),
    certPath: join(directory, "cert.pem"),
    keyPath: join(directory, "key.pem"),
  };
}

/** DER: a tag, a length, the content. */
function der(tag: number, content: Buffer): Buffer {
  const lengthBytes: number[] = [];
  for (let rest = content.length; rest > 0; rest >>= 8) lengthBytes.unshift(rest & 0xff);
  const length =
    content.length < 0x80 ? [content.length] : [0x80 | lengthBytes.length, ...lengthBytes];
  return Buffer.concat([Buffer.from([tag, ...length]), content]);
}

/**
 * RFC 5280 NameConstraints with permitted subtrees only:
 * SEQUENCE { [0] SEQUENCE OF GeneralSubtree }, each subtree a SEQUENCE { GeneralName }.
 */
export function nameConstraintsValue(names: x509.JsonGeneralNames): Buffer {
  const subtrees = names.map(({ type, value }) =>
    der(0x30, Buffer.from(new x509.GeneralName(type, value).rawData)),
  );
  return der(0x30, der(0xa0, Buffer.concat(subtrees)));
}

/** A CA limited to `permittedNames`; its private key cannot be exported. */
export async function createConstrainedCa(now: Date) {
  const keys = await crypto.subtle.generateKey(algorithm, false, ["sign", "verify"]);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: "CN=Preview Compute emulator CA (key discarded)",
    keys,
    notBefore: new Date(now.getTime() - 60 * 60 * 1000),
    notAfter: new Date(now.getTime() + validityDays * day),
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      new x509.Extension(nameConstraintsOid, true, nameConstraintsValue(permittedNames)),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, keys };
}

/** A server certificate for `names`, signed by `ca`. */
export async function issueLeaf(
  ca: Awaited<ReturnType<typeof createConstrainedCa>>,
  names: x509.JsonGeneralNames,
): Promise<{ cert: string; key: string }> {
  const keys = await crypto.subtle.generateKey(algorithm, true, ["sign", "verify"]);
  const leaf = await x509.X509CertificateGenerator.create({
    subject: "CN=localhost",
    issuer: ca.certificate.subject,
    publicKey: keys.publicKey,
    signingKey: ca.keys.privateKey,
    notBefore: ca.certificate.notBefore,
    notAfter: ca.certificate.notAfter,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names),
      await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey("pkcs8", keys.privateKey));
  const key = createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
  return {
    cert: leaf.toString("pem"),
    key: key.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function hasNameConstraints(caPem: string): boolean {
  const extension = new x509.X509Certificate(caPem).getExtension(nameConstraintsOid);
  return extension?.critical === true;
}

/** The stored certificate if it is whole, private, consistent and not due for renewal. */
async function readUsable(
  paths: ReturnType<typeof certificatePaths>,
  now: Date,
): Promise<EmulatorCertificate | undefined> {
  const [ca, cert, key] = await Promise.all(
    [paths.caPath, paths.certPath, paths.keyPath].map(readIfPresent),
  );
  if (ca === undefined || cert === undefined || key === undefined) return undefined;
  const keyStats = await lstat(paths.keyPath);
  if (!keyStats.isFile() || keyStats.uid !== process.getuid?.() || keyStats.mode & 0o077) {
    return undefined;
  }
  try {
    const authority = new X509Certificate(ca);
    const leaf = new X509Certificate(cert);
    const leafKey = createPublicKey(createPrivateKey(key)).export({ type: "spki", format: "der" });
    const consistent =
      authority.ca &&
      hasNameConstraints(ca) &&
      !leaf.ca &&
      leaf.checkIssued(authority) &&
      leaf.verify(authority.publicKey) &&
      leafKey.equals(leaf.publicKey.export({ type: "spki", format: "der" }));
    const notAfter = new Date(Math.min(Date.parse(leaf.validTo), Date.parse(authority.validTo)));
    const current =
      Date.parse(leaf.validFrom) <= now.getTime() &&
      notAfter.getTime() - now.getTime() > renewalDays * day;
    return consistent && current ? { ...paths, notAfter, ca, cert, key } : undefined;
  } catch {
    // Unreadable PEM: made anew.
    return undefined;
  }
}

/** Writes each file whole, then renames it into place, the key first and the CA last. */
async function writeFresh(paths: ReturnType<typeof certificatePaths>, now: Date): Promise<void> {
  const ca = await createConstrainedCa(now);
  const leaf = await issueLeaf(ca, servedNames);
  const files: Array<[string, string, number]> = [
    [paths.keyPath, leaf.key, 0o600],
    [paths.certPath, leaf.cert, 0o644],
    [paths.caPath, ca.certificate.toString("pem"), 0o644],
  ];
  for (const [path, text, mode] of files) {
    const partial = `${path}.${process.pid}.partial`;
    await rm(partial, { force: true });
    await writeFile(partial, text, { mode, flag: "wx" });
    await rename(partial, path);
  }
}

const lockWaitMs = 30_000;
/** A lock older than this was left by a process that died while holding it. */
const staleLockMs = 10_000;

/** Runs `work` while holding `directory`/.lock, so concurrent starts see one certificate. */
async function withLock<T>(directory: string, work: () => Promise<T>): Promise<T> {
  const lock = join(directory, ".lock");
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      await (await open(lock, "wx", 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = await stat(lock).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (since > staleLockMs) await rm(lock, { force: true });
      else if (Date.now() > deadline) {
        throw new Error(`${lock} is still held by another process; remove it if none is running`);
      } else await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * The certificate in `directory` (default: the per-user cache), made or replaced first if it is
 * missing, damaged, not private, expired or due to expire within `renewalDays`.
 */
export async function ensureCertificate(
  options: { directory?: string; now?: Date } = {},
): Promise<EmulatorCertificate> {
  const directory = options.directory ?? defaultCertificateDirectory();
  const now = options.now ?? new Date();
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await checkOwnDirectory(directory, "the emulator's certificate directory");
  await chmod(directory, 0o700);
  const paths = certificatePaths(directory);
  return withLock(directory, async () => {
    const stored = await readUsable(paths, now);
    if (stored) return stored;
    await writeFresh(paths, now);
    const fresh = await readUsable(paths, now);
    if (!fresh) throw new Error(`the certificate just written to ${directory} does not verify`);
    return fresh;
  });
}
