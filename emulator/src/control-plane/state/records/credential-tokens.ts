import { randomBytes } from "node:crypto";

/**
 * The formats of a branch credential, as Neon documents them (createCredential) and @neon/env
 * reads them: the id `nak_live_<32 hex>` (also the AWS_ACCESS_KEY_ID), its short form (the
 * first 12 hex digits), the api token `nt_live_<short>_<secret>` and the AWS_SECRET_ACCESS_KEY
 * `nsk_live_<64 hex>`.
 */

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export function newTokenId(): { tokenId: string; tokenIdShort: string } {
  const digits = hex(16);
  return { tokenId: `nak_live_${digits}`, tokenIdShort: digits.slice(0, 12) };
}

/** The secret half of an api token. */
export const newApiSecret = () => hex(32);

export const newS3SecretAccessKey = () => `nsk_live_${hex(32)}`;

export const apiToken = (tokenIdShort: string, apiSecret: string) =>
  `nt_live_${tokenIdShort}_${apiSecret}`;

/** The short id and the secret an api token carries; undefined when it is not one. */
export function parseApiToken(token: string): { tokenIdShort: string; secret: string } | undefined {
  const match = /^nt_live_([0-9a-f]{12})_([0-9a-f]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  return { tokenIdShort: match[1], secret: match[2] };
}
