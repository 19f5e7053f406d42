// Makes the emulator's certificate authority and the proxy's certificate (certificate.ts
// decides when): loaded only when a certificate is made, as @peculiar/x509 is ~160 ms of CPU.
import { createPrivateKey } from "node:crypto";
import * as x509 from "@peculiar/x509";
import { emulatorDomain } from "../../front-doors/own-host.ts";

/** How long a certificate lasts; certificate.ts replaces it `renewalDays` before. */
export const validityDays = 30;
const day = 24 * 60 * 60 * 1000;
const nameConstraintsOid = "2.5.29.30";
const algorithm = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };

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
