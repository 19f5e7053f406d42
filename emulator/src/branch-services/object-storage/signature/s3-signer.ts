import { Hash } from "@smithy/hash-node";
import { SignatureV4 } from "@smithy/signature-v4";

/**
 * AWS Signature Version 4 as S3 computes it, by AWS's own implementation (@smithy/signature-v4,
 * what @aws-sdk/client-s3 signs with): the emulator re-signs what a client sent with the
 * credential's secret and compares; it never computes the key derivation or HMACs itself.
 * S3's rules: the path signed as sent (no second escaping), the payload's hash taken from
 * `x-amz-content-sha256` (or UNSIGNED-PAYLOAD), never computed by the signer.
 */
export function s3Signer(
  credentials: { accessKeyId: string; secretAccessKey: string },
  region: string,
): SignatureV4 {
  return new SignatureV4({
    service: "s3",
    region,
    credentials,
    sha256: Hash.bind(null, "sha256"),
    uriEscapePath: false,
    applyChecksum: false,
  });
}

/** A request in the shape the signer takes. */
export type SignableRequest = Parameters<SignatureV4["presign"]>[0];

/** `20260501T120000Z` (x-amz-date, X-Amz-Date) as a Date; undefined when it is not one. */
export function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? "");
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute, second));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The credential scope `<date>/<region>/<service>/aws4_request`. */
export interface CredentialScope {
  date: string;
  region: string;
  service: string;
}

/** `<access key id>/<scope>` (an access key id has no slash). */
export function parseCredential(
  value: string,
): { accessKeyId: string; scope: CredentialScope } | undefined {
  const parts = value.split("/");
  if (parts.length !== 5 || parts[4] !== "aws4_request") return undefined;
  const [accessKeyId, date, region, service] = parts as [string, string, string, string];
  if (!accessKeyId || !/^\d{8}$/.test(date) || !region || !service) return undefined;
  return { accessKeyId, scope: { date, region, service } };
}

export const scopeString = (scope: CredentialScope) =>
  `${scope.date}/${scope.region}/${scope.service}/aws4_request`;
