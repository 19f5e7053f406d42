import { badRequest } from "../../../control-plane/errors.ts";

/**
 * S3's rules for a bucket name (its general-purpose bucket naming rules): a branch's buckets are
 * addressed through its S3 endpoint, path-style, so the emulator holds names to them.
 */
export function assertBucketName(name: string): void {
  const problem =
    name.length < 3 || name.length > 63
      ? "it must be 3 to 63 characters long"
      : !/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(name)
        ? "it may hold lowercase letters, digits, dots and hyphens only, and begin and end with a letter or digit"
        : name.includes("..")
          ? "it must not hold two adjacent dots"
          : /^\d+\.\d+\.\d+\.\d+$/.test(name)
            ? "it must not look like an IP address"
            : /^(xn--|sthree-)|(-s3alias|--ol-s3)$/.test(name)
              ? "it must not begin with xn-- or sthree-, nor end with -s3alias or --ol-s3"
              : undefined;
  if (problem) throw badRequest(`bucket name ${JSON.stringify(name)} is not valid: ${problem}`);
}
