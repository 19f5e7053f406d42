import { createHash, randomBytes, X509Certificate } from "node:crypto";
import { describe, expect, test } from "vitest";
import { ensureCertificate } from "../../../../emulator/src/proxy/tls/certificate.ts";
import { md5Password } from "../../../../emulator/src/proxy/wire/authenticate.ts";
import {
  buildAuthenticationSasl,
  buildSaslInitialResponse,
  parseAuthentication,
  parseSaslInitialResponse,
  parseSaslMechanisms,
  takeMessage,
} from "../../../../emulator/src/proxy/wire/protocol.ts";
import {
  deriveKeys,
  mockKeys,
  ScramClient,
  ScramError,
  ScramServer,
  saslprep,
  scramSha256,
  scramSha256Plus,
  tlsServerEndPoint,
} from "../../../../emulator/src/proxy/wire/scram.ts";

// RFC 7677, section 3.
const rfc = {
  password: "pencil",
  clientNonce: "rOprNGfwEbeRWgbNEkqO",
  serverNonce: "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0",
  salt: Buffer.from("W22ZaJ0SNY7soEsUEjb6gQ==", "base64"),
  iterations: 4096,
  clientFirst: "n,,n=user,r=rOprNGfwEbeRWgbNEkqO",
  serverFirst:
    "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096",
  clientFinal:
    "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=",
  serverFinal: "v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=",
};

const rfcKeys = () => deriveKeys(rfc.password, rfc.salt, rfc.iterations);

/** A whole exchange between the two state machines; the server-final-message or undefined. */
async function exchange(
  server: ScramServer,
  client: ScramClient,
): Promise<{ serverFinal: string | undefined }> {
  const serverFirst = server.first(client.mechanism, client.first());
  const serverFinal = server.final(await client.final(serverFirst));
  if (serverFinal !== undefined) client.verify(serverFinal);
  return { serverFinal };
}

describe("SCRAM-SHA-256", () => {
  test("the RFC 7677 test vector, client side", async () => {
    const client = new ScramClient(rfc.password, { user: "user", clientNonce: rfc.clientNonce });
    expect(client.mechanism).toBe(scramSha256);
    expect(client.first()).toBe(rfc.clientFirst);
    expect(await client.final(rfc.serverFirst)).toBe(rfc.clientFinal);
    expect(() => client.verify(rfc.serverFinal)).not.toThrow();
    expect(() => client.verify("v=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=")).toThrow(
      ScramError,
    );
    expect(() => client.verify("e=invalid-proof")).toThrow(/invalid-proof/);
  });

  test("the RFC 7677 test vector, server side", async () => {
    const server = new ScramServer({ keys: await rfcKeys(), serverNonce: rfc.serverNonce });
    expect(server.mechanisms).toEqual([scramSha256]);
    expect(server.first(scramSha256, rfc.clientFirst)).toBe(rfc.serverFirst);
    expect(server.final(rfc.clientFinal)).toBe(rfc.serverFinal);
  });

  test("a wrong proof is refused: wrong password, tampered proof, unknown role", async () => {
    const wrong = new ScramServer({ keys: await deriveKeys("pencil") });
    expect(await exchange(wrong, new ScramClient("pen"))).toEqual({ serverFinal: undefined });

    const tampered = new ScramServer({ keys: await rfcKeys(), serverNonce: rfc.serverNonce });
    tampered.first(scramSha256, rfc.clientFirst);
    expect(tampered.final(rfc.clientFinal.replace("p=dHzb", "p=dHzc"))).toBeUndefined();

    const mock = new ScramServer({ keys: await mockKeys() });
    expect(await exchange(mock, new ScramClient("pencil"))).toEqual({ serverFinal: undefined });

    // The right password, a fresh salt and nonce: accepted, and the client checks the server.
    const right = new ScramServer({ keys: await deriveKeys("pencil") });
    expect((await exchange(right, new ScramClient("pencil"))).serverFinal).toMatch(/^v=/);
  });

  test("a nonce that is not the exchange's is refused", async () => {
    const server = new ScramServer({ keys: await rfcKeys(), serverNonce: rfc.serverNonce });
    server.first(scramSha256, rfc.clientFirst);
    expect(() => server.final(rfc.clientFinal.replace(",r=rOpr", ",r=xOpr"))).toThrow(
      /nonce mismatch/,
    );
  });

  test("SASLprep: non-ASCII spaces and NFKC, as libpq and PostgreSQL do", async () => {
    expect(saslprep("a\u00A0b")).toBe("a b");
    expect(saslprep("I\u00ADX")).toBe("IX");
    expect(saslprep("\u2168")).toBe("IX");
    const server = new ScramServer({ keys: await deriveKeys("\u2168") });
    expect((await exchange(server, new ScramClient("IX"))).serverFinal).toMatch(/^v=/);
  });

  test("malformed messages are ScramErrors", async () => {
    const keys = await rfcKeys();
    const first = (mechanism: string, message: string) => () =>
      new ScramServer({ keys }).first(mechanism, message);
    expect(first("SCRAM-SHA-1", rfc.clientFirst)).toThrow(/invalid SASL authentication mechanism/);
    expect(first(scramSha256, "x,,n=,r=abc")).toThrow(ScramError);
    expect(first(scramSha256, "n,a=someone,n=,r=abc")).toThrow(/authorization identity/);
    expect(first(scramSha256, "n,,m=ext,n=,r=abc")).toThrow(/unsupported SCRAM extension/);
    expect(first(scramSha256, "n,,n=,r=a,b")).toThrow(ScramError);
    expect(first(scramSha256, "n,,r=abc")).toThrow(ScramError);

    const server = new ScramServer({ keys });
    server.first(scramSha256, rfc.clientFirst);
    expect(() => server.final("c=biws,r=x")).toThrow(/proof missing/);
    // One exchange per server.
    expect(() => server.final(rfc.clientFinal)).toThrow(/unexpected/);
  });
});

// The certificate the proxy serves by default.
const served = (await ensureCertificate()).cert;

describe("SCRAM-SHA-256-PLUS (tls-server-end-point)", () => {
  const certificate = new X509Certificate(served).raw;
  const binding = tlsServerEndPoint(certificate);

  test("the binding data is the SHA-256 of the (ECDSA with SHA-256) certificate", () => {
    expect(binding.toString("hex")).toBe(createHash("sha256").update(certificate).digest("hex"));
  });

  test("PLUS is offered with binding data, and an exchange bound to it succeeds", async () => {
    const server = new ScramServer({ keys: await deriveKeys("pencil"), channelBinding: binding });
    expect(server.mechanisms).toEqual([scramSha256Plus, scramSha256]);
    const client = new ScramClient("pencil", { channelBinding: binding });
    expect(client.mechanism).toBe(scramSha256Plus);
    expect(client.first()).toMatch(/^p=tls-server-end-point,,n=,r=/);
    expect((await exchange(server, client)).serverFinal).toMatch(/^v=/);
  });

  test("binding data that is not the connection's is refused (another certificate, a proxy)", async () => {
    const server = new ScramServer({ keys: await deriveKeys("pencil"), channelBinding: binding });
    const client = new ScramClient("pencil", { channelBinding: randomBytes(32) });
    await expect(exchange(server, client)).rejects.toThrow("SCRAM channel binding check failed");
  });

  test("channel binding flags must agree with the mechanism and with what was offered", async () => {
    const keys = await deriveKeys("pencil");
    const bound = () => new ScramServer({ keys, channelBinding: binding });
    // PLUS chosen without binding data, binding data without PLUS.
    expect(() => bound().first(scramSha256Plus, "n,,n=,r=abc")).toThrow(ScramError);
    expect(() => bound().first(scramSha256, "p=tls-server-end-point,,n=,r=abc")).toThrow(
      ScramError,
    );
    expect(() => bound().first(scramSha256Plus, "p=tls-unique,,n=,r=abc")).toThrow(
      /unsupported SCRAM channel-binding type "tls-unique"/,
    );
    // "y": the client could bind but thinks the server cannot: a downgrade, when PLUS was offered.
    expect(() => bound().first(scramSha256, "y,,n=,r=abc")).toThrow(/negotiation error/);
    // Without TLS, PLUS is not offered and "y" is fine.
    const plain = new ScramServer({ keys });
    expect(() => plain.first(scramSha256Plus, "p=tls-server-end-point,,n=,r=abc")).toThrow(
      /invalid SASL authentication mechanism/,
    );
    expect(new ScramServer({ keys }).first(scramSha256, "y,,n=,r=abc")).toMatch(/^r=abc/);

    // The c= attribute must repeat the header the exchange began with.
    const server = bound();
    const client = new ScramClient("pencil");
    const serverFirst = server.first(scramSha256, client.first());
    const clientFinal = await client.final(serverFirst);
    expect(() => server.final(clientFinal.replace("c=biws", "c=eSws"))).toThrow(
      "SCRAM channel binding check failed",
    );
  });
});

describe("authentication messages", () => {
  test("AuthenticationSASL and SASLInitialResponse round-trip", () => {
    const sasl = takeMessage(buildAuthenticationSasl([scramSha256Plus, scramSha256]), 1000);
    expect(sasl?.message.type).toBe("R");
    const { code, data } = parseAuthentication(sasl?.message.body as Buffer);
    expect(code).toBe(10);
    expect(parseSaslMechanisms(data)).toEqual([scramSha256Plus, scramSha256]);

    const initial = takeMessage(
      Buffer.concat([
        buildSaslInitialResponse(scramSha256, Buffer.from("n,,n=,r=x")),
        Buffer.from("Z"),
      ]),
      1000,
    );
    expect(initial?.rest.toString()).toBe("Z");
    expect(parseSaslInitialResponse(initial?.message.body as Buffer)).toEqual({
      mechanism: scramSha256,
      data: Buffer.from("n,,n=,r=x"),
    });
  });

  test("MD5 password hash as PostgreSQL computes it", () => {
    // md5(md5("secret" + "alice") + salt), salt 01020304.
    const inner = createHash("md5").update("secretalice").digest("hex");
    const expected = createHash("md5")
      .update(Buffer.concat([Buffer.from(inner), Buffer.from([1, 2, 3, 4])]))
      .digest("hex");
    expect(md5Password("alice", "secret", Buffer.from([1, 2, 3, 4]))).toBe(`md5${expected}`);
  });
});
