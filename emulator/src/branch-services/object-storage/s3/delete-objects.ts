import { readSmallBody } from "../payload/receive-body.ts";
import { sendEmpty, sendXml } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { childrenNamed, childText, parseXml, type XmlNode, xmlDocument } from "../protocol/xml.ts";
import type { S3Exchange } from "./exchange.ts";
import { requireBucket, requireKey } from "./lookups.ts";

/**
 * DeleteObject: S3 answers 204 whether the key was there or not. The branch's own layer gets a
 * deletion (hiding an ancestor's version); nothing of the parent's or a child's changes.
 */
export async function deleteObject(ex: S3Exchange): Promise<void> {
  const bucket = requireBucket(ex);
  ex.runtime.store.deleteObject(ex.branch.id, bucket, requireKey(ex));
  sendEmpty(ex.response, ex.ids, 204);
}

/** S3 takes at most 1000 keys in one DeleteObjects. */
const maxKeys = 1000;

/** DeleteObjects (`POST ?delete`): its `Delete` body, each key deleted as DeleteObject does. */
export async function deleteObjects(ex: S3Exchange): Promise<void> {
  const bucket = requireBucket(ex);
  const body = await readSmallBody(ex.request, ex.payload, 2 * 1024 * 1024);
  let keys: string[];
  let quiet: boolean;
  try {
    const root = parseXml(body.toString("utf8"));
    if (root.name !== "Delete") throw new Error("the root element is not Delete");
    keys = childrenNamed(root, "Object").map((object) => {
      const key = childText(object, "Key");
      if (key === undefined) throw new Error("an Object without its Key");
      return key;
    });
    quiet = childText(root, "Quiet")?.trim() === "true";
  } catch (error) {
    throw s3Errors.malformedXml((error as Error).message);
  }
  if (keys.length === 0 || keys.length > maxKeys) {
    throw s3Errors.malformedXml(`${keys.length} keys; from 1 to ${maxKeys}`);
  }
  const results: XmlNode[] = [];
  for (const key of keys) {
    if (Buffer.byteLength(key) > 1024) {
      results.push([
        "Error",
        [
          ["Key", key],
          ["Code", "KeyTooLongError"],
          ["Message", "Your key is too long"],
        ],
      ]);
      continue;
    }
    ex.runtime.store.deleteObject(ex.branch.id, bucket, key);
    if (!quiet) results.push(["Deleted", [["Key", key]]]);
  }
  sendXml(ex.response, ex.ids, 200, xmlDocument("DeleteResult", results));
}
