/**
 * An S3 error answer: S3's status, code and message (its error-responses page), and the fields S3
 * adds for some codes (Key, BucketName, …). The emulator's reason follows S3's message where it
 * helps, never a secret.
 */
export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields ?? {};
    this.headers = extra.headers ?? {};
  }
}

const why = (message: string, reason: string | undefined) =>
  reason ? `${message} (${reason})` : message;

export const s3Errors = {
  accessDenied: (reason?: string) => new S3Error(403, "AccessDenied", why("Access Denied", reason)),
  headersNotSigned: (names: readonly string[]) =>
    new S3Error(
      403,
      "AccessDenied",
      "There were headers present in the request which were not signed",
      {
        fields: { HeadersNotSigned: names.join(", ") },
      },
    ),
  invalidAccessKeyId: (accessKeyId: string, reason?: string) =>
    new S3Error(
      403,
      "InvalidAccessKeyId",
      why("The AWS Access Key Id you provided does not exist in our records.", reason),
      { fields: { AWSAccessKeyId: accessKeyId } },
    ),
  signatureDoesNotMatch: (accessKeyId: string) =>
    new S3Error(
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
      { fields: { AWSAccessKeyId: accessKeyId } },
    ),
  authorizationHeaderMalformed: (message: string) =>
    new S3Error(400, "AuthorizationHeaderMalformed", message),
  authorizationQueryParametersError: (message: string) =>
    new S3Error(400, "AuthorizationQueryParametersError", message),
  requestTimeTooSkewed: (requestTime: string, serverTime: string) =>
    new S3Error(
      403,
      "RequestTimeTooSkewed",
      "The difference between the request time and the current time is too large.",
      {
        fields: {
          RequestTime: requestTime,
          ServerTime: serverTime,
          MaxAllowedSkewMilliseconds: "900000",
        },
      },
    ),
  expired: (expires: string, serverTime: string) =>
    new S3Error(403, "AccessDenied", "Request has expired", {
      fields: { Expires: expires, ServerTime: serverTime },
    }),
  noSuchBucket: (bucket: string, reason?: string) =>
    new S3Error(404, "NoSuchBucket", why("The specified bucket does not exist", reason), {
      fields: { BucketName: bucket },
    }),
  noSuchKey: (key: string) =>
    new S3Error(404, "NoSuchKey", "The specified key does not exist.", { fields: { Key: key } }),
  noSuchUpload: (uploadId: string) =>
    new S3Error(
      404,
      "NoSuchUpload",
      "The specified multipart upload does not exist. The upload ID might not be valid, or the multipart upload might have been aborted or completed.",
      { fields: { UploadId: uploadId } },
    ),
  invalidPart: (reason: string) =>
    new S3Error(
      400,
      "InvalidPart",
      why(
        "One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part's entity tag.",
        reason,
      ),
    ),
  invalidPartOrder: () =>
    new S3Error(
      400,
      "InvalidPartOrder",
      "The list of parts was not in ascending order. The parts list must be specified in order by part number.",
    ),
  entityTooSmall: (reason: string) =>
    new S3Error(
      400,
      "EntityTooSmall",
      why("Your proposed upload is smaller than the minimum allowed object size.", reason),
    ),
  entityTooLarge: (reason: string) =>
    new S3Error(
      400,
      "EntityTooLarge",
      why("Your proposed upload exceeds the maximum allowed object size.", reason),
    ),
  invalidRange: (size: number) =>
    new S3Error(416, "InvalidRange", "The requested range is not satisfiable", {
      fields: { ActualObjectSize: String(size) },
      headers: { "Content-Range": `bytes */${size}` },
    }),
  badDigest: (reason: string) =>
    new S3Error(
      400,
      "BadDigest",
      why(
        "The Content-MD5 or checksum value that you specified did not match what the server received.",
        reason,
      ),
    ),
  invalidDigest: (reason: string) =>
    new S3Error(
      400,
      "InvalidDigest",
      why("The Content-MD5 or checksum value that you specified is not valid.", reason),
    ),
  contentSha256Mismatch: (claimed: string, computed: string) =>
    new S3Error(
      400,
      "XAmzContentSHA256Mismatch",
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      { fields: { ClientComputedContentSHA256: claimed, S3ComputedContentSHA256: computed } },
    ),
  incompleteBody: (reason: string) =>
    new S3Error(
      400,
      "IncompleteBody",
      why(
        "You did not provide the number of bytes specified by the Content-Length HTTP header.",
        reason,
      ),
    ),
  malformedXml: (reason: string) =>
    new S3Error(
      400,
      "MalformedXML",
      why(
        "The XML you provided was not well-formed or did not validate against our published schema.",
        reason,
      ),
    ),
  invalidArgument: (name: string, value: string, message: string) =>
    new S3Error(400, "InvalidArgument", message, {
      fields: { ArgumentName: name, ArgumentValue: value },
    }),
  invalidRequest: (message: string) => new S3Error(400, "InvalidRequest", message),
  preconditionFailed: (condition: string) =>
    new S3Error(
      412,
      "PreconditionFailed",
      "At least one of the pre-conditions you specified did not hold",
      {
        fields: { Condition: condition },
      },
    ),
  notImplemented: (what: string) =>
    new S3Error(
      501,
      "NotImplemented",
      `A header or query you provided implies functionality that is not implemented: the emulator does not serve ${what}`,
    ),
  methodNotAllowed: (method: string, resource: string) =>
    new S3Error(
      405,
      "MethodNotAllowed",
      "The specified method is not allowed against this resource.",
      {
        fields: { Method: method, ResourceType: resource },
      },
    ),
};
