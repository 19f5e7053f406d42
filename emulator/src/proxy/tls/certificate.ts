import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { chmod, lstat, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { checkOwnDirectory } from "../../files/owned-path.ts";

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

/** A certificate with less left is replaced, so no test run or demo sees it expire. */
export const renewalDays = 7;
const day = 24 * 60 * 60 * 1000;
/**
 * A critical NameConstraints extension in a certificate's DER: the extension's OID (2.5.29.30)
 * followed by `critical TRUE`, as RFC 5280's Extension encodes them. Read from the bytes so a
 * start that finds its certificate usable does not load @peculiar/x509 (~160 ms of CPU).
 */
const criticalNameConstraints = Buffer.from("0603551d1e0101ff", "hex");

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

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function hasNameConstraints(authority: X509Certificate): boolean {
  return authority.raw.includes(criticalNameConstraints);
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
      hasNameConstraints(authority) &&
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
  const { createConstrainedCa, issueLeaf, servedNames } = await import(
    "./certificate-authority.ts"
  );
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
