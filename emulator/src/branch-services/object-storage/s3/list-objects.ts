import { sendXml } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { queryValue } from "../protocol/s3-url.ts";
import { type XmlNode, xmlDocument } from "../protocol/xml.ts";
import { type ListItem, pastKey } from "../store/listing.ts";
import type { S3Exchange } from "./exchange.ts";
import { requireBucket } from "./lookups.ts";
import { isoTime, quotedEtag } from "./object-headers.ts";

/** S3 answers at most 1000 keys a page, whatever max-keys asks for. */
const pageLimit = 1000;

function maxKeysOf(ex: S3Exchange): number {
  const raw = queryValue(ex.url.query, "max-keys");
  if (raw === undefined) return pageLimit;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw s3Errors.invalidArgument(
      "max-keys",
      raw,
      "Provided max-keys not an integer or within integer range",
    );
  }
  return Math.min(value, pageLimit);
}

/** The continuation token is the listing's resume position, opaque to the client. */
const tokenOf = (resumeAt: string) => Buffer.from(resumeAt, "utf8").toString("base64url");

function resumeOf(token: string): string {
  const resumeAt = Buffer.from(token, "base64url").toString("utf8");
  if (token === "" || tokenOf(resumeAt) !== token) {
    throw s3Errors.invalidArgument(
      "continuation-token",
      token,
      "The continuation token provided is incorrect",
    );
  }
  return resumeAt;
}

function contents(items: ListItem[], encode: (text: string) => string): XmlNode[] {
  return items.map((item): XmlNode => {
    if (item.kind === "prefix") return ["CommonPrefixes", [["Prefix", encode(item.prefix)]]];
    const { object } = item;
    return [
      "Contents",
      [
        ["Key", encode(item.key)],
        ["LastModified", isoTime(object.lastModified)],
        ["ETag", quotedEtag(object.etag)],
        ...(object.checksum
          ? ([["ChecksumAlgorithm", object.checksum.algorithm]] as XmlNode[])
          : []),
        ["Size", object.size],
        ["StorageClass", "STANDARD"],
      ],
    ];
  });
}

/**
 * ListObjectsV2 (`?list-type=2`) and ListObjects: the bucket's keys as the branch sees them, in
 * key order, with `prefix`, `delimiter` (CommonPrefixes), `max-keys`, `continuation-token` or
 * `marker`, `start-after` and `encoding-type=url`. Keys merge over the branch's layers; nothing
 * is copied.
 */
export async function listObjects(ex: S3Exchange): Promise<void> {
  const bucket = requireBucket(ex);
  const param = (name: string) => queryValue(ex.url.query, name);
  const v2 = param("list-type") === "2";
  const prefix = param("prefix") ?? "";
  const delimiter = param("delimiter") || undefined;
  const encodingType = param("encoding-type");
  if (encodingType !== undefined && encodingType !== "url") {
    throw s3Errors.invalidArgument(
      "encoding-type",
      encodingType,
      "Invalid Encoding Method specified in Request",
    );
  }
  const encode =
    encodingType === "url" ? (text: string) => encodeURIComponent(text) : (text: string) => text;
  const max = maxKeysOf(ex);
  const token = v2 ? param("continuation-token") : undefined;
  const after = v2 ? param("start-after") : param("marker");
  const from = token !== undefined ? resumeOf(token) : after ? pastKey(after) : "";
  const listing = ex.runtime.store.list(ex.branch.id, bucket, { prefix, delimiter, from, max });
  const truncated = listing.resumeAt !== undefined;
  const last = listing.items.at(-1);
  const common: XmlNode[] = [
    ["Name", bucket.name],
    ["Prefix", encode(prefix)],
    ["Delimiter", delimiter && encode(delimiter)],
    ["MaxKeys", max],
    ["EncodingType", encodingType],
    ["IsTruncated", truncated],
  ];
  const paging: XmlNode[] = v2
    ? [
        ["KeyCount", listing.items.length],
        ["ContinuationToken", token],
        ["NextContinuationToken", listing.resumeAt && tokenOf(listing.resumeAt)],
        ["StartAfter", after && encode(after)],
      ]
    : [
        ["Marker", encode(after ?? "")],
        // S3 gives NextMarker only with a delimiter; without one the last key is the marker.
        [
          "NextMarker",
          truncated && delimiter && last
            ? encode(last.kind === "prefix" ? last.prefix : last.key)
            : undefined,
        ],
      ];
  const body = xmlDocument("ListBucketResult", [
    ...common,
    ...paging,
    ...contents(listing.items, encode),
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}
