import { expect, test } from "vitest";
import { dataApiExpiryConflict } from "../../../../src/flows/provision/data-api-expiry.ts";

test.each([
  [{ dataApi: true, expiresInSeconds: 3600 }, false, "this run gives it a Data API"],
  [{ dataApi: false, expiresInSeconds: 3600 }, true, "it inherits its parent's Data API"],
  [{ dataApi: false, expiresInSeconds: 3600 }, false, undefined],
  [{ dataApi: true, expiresInSeconds: undefined }, true, undefined],
])("a new branch %j whose parent has a Data API: %s → %s", (settings, parent, reason) => {
  expect(dataApiExpiryConflict(settings, parent)).toBe(reason);
});
