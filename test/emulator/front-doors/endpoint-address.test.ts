import { describe, expect, test } from "vitest";
import {
  endpointAddress,
  isEndpointAddress,
} from "../../../emulator/src/front-doors/endpoint-address.ts";

describe("an endpoint's own address", () => {
  test("is a loopback address outside 127.0.0.0/16, the same for the same id", () => {
    const ids = Array.from(
      { length: 2000 },
      (_, i) => `ep-cool-darkness-${String(i).padStart(8, "0")}`,
    );
    const addresses = ids.map(endpointAddress);
    for (const address of addresses) {
      expect(address).toMatch(/^127\.(\d+)\.(\d+)\.(\d+)$/);
      const [, a, b, c] = address.split(".").map(Number);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(254);
      expect(b).toBeLessThanOrEqual(255);
      expect(c).toBeGreaterThanOrEqual(1);
      expect(c).toBeLessThanOrEqual(254);
      expect(isEndpointAddress(address)).toBe(true);
    }
    expect(ids.map(endpointAddress)).toEqual(addresses);
    expect(endpointAddress("ep-little-smoke-e5f6a7b8")).toBe("127.183.101.194");
    // Spread over 16 million addresses: 2000 ids, no two alike.
    expect(new Set(addresses).size).toBe(ids.length);
  });

  test("is told from other hosts", () => {
    for (const host of [
      "127.0.0.1",
      "127.0.5.9",
      "127.300.1.1",
      "127.1.1",
      "localhost",
      "ep-x.us-east-2.aws.neon.emulator.test",
      "10.1.2.3",
    ]) {
      expect(isEndpointAddress(host), host).toBe(false);
    }
  });
});
