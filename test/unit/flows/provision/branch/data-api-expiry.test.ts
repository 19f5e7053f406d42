import { expect, test } from "vitest";
import { ApiError } from "../../../../../src/core/errors.ts";
import {
  dataApiExpiryConflict,
  isDataApiExpiryRefusal,
} from "../../../../../src/flows/provision/branch/data-api-expiry.ts";

test.each([
  [{ dataApi: true, expiresInSeconds: 3600 }, "this run gives it a Data API"],
  [{ dataApi: false, expiresInSeconds: 3600 }, undefined],
  [{ dataApi: true, expiresInSeconds: undefined }, undefined],
])("a new branch %j: %s", (settings, reason) => {
  expect(dataApiExpiryConflict(settings)).toBe(reason);
});

test("the platform's refusal of an expiry with a Data API is told from other refusals", () => {
  const refusal = (status: number, platformMessage: string) =>
    new ApiError("failed", {
      method: "POST",
      path: "/projects/p/branches",
      status,
      platformMessage,
    });
  expect(
    isDataApiExpiryRefusal(
      refusal(400, "branch expiration is not supported on branches that use the Data API"),
    ),
  ).toBe(true);
  expect(isDataApiExpiryRefusal(refusal(400, "expires_at is more than 30 days ahead"))).toBe(false);
  expect(isDataApiExpiryRefusal(refusal(409, "Data API expiration"))).toBe(false);
  expect(isDataApiExpiryRefusal(new Error("Data API expiration"))).toBe(false);
});
