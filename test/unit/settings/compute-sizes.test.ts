import { describe, expect, test } from "vitest";
import {
  describeSize,
  isSupportedSize,
  maxConnectionsOf,
  parseComputeSize,
  sizeFacts,
} from "../../../src/settings/compute-sizes.ts";

describe("CU table (Neon's compute sizes)", () => {
  test("supported sizes are 0.25, 0.5, 1-16 and even 18-56", () => {
    const supported = [];
    for (let tenths = 1; tenths <= 600; tenths++)
      if (isSupportedSize(tenths / 100) || isSupportedSize(tenths / 10)) supported.push(tenths);
    const all = [
      0.25,
      0.5,
      ...Array.from({ length: 16 }, (_, i) => i + 1),
      ...Array.from({ length: 20 }, (_, i) => 18 + 2 * i),
    ];
    expect(all.every(isSupportedSize)).toBe(true);
    for (const bad of [0, -1, 0.3, 0.75, 1.5, 17, 19, 55, 57, 58, 60])
      expect(isSupportedSize(bad)).toBe(false);
  });

  test("RAM is 4 x CU, cache 75% of RAM, max_connections from the table", () => {
    expect(sizeFacts(0.25)).toEqual({
      cu: 0.25,
      vcpu: 0.25,
      ramGb: 1,
      localFileCacheGb: 0.75,
      maxConnections: 112,
    });
    expect(sizeFacts(2).maxConnections).toBe(901);
    expect(sizeFacts(8).maxConnections).toBe(3604);
    expect(sizeFacts(9).maxConnections).toBe(4000);
    expect(sizeFacts(38).maxConnections).toBe(4000);
    expect(sizeFacts(40).maxConnections).toBeUndefined();
    expect(sizeFacts(56).ramGb).toBe(224);
  });
});

describe("parseComputeSize", () => {
  test.each([
    ["2", { kind: "fixed", cu: 2 }],
    ["0.25", { kind: "fixed", cu: 0.25 }],
    ["56", { kind: "fixed", cu: 56 }],
    ["0.25-4", { kind: "autoscaling", minCu: 0.25, maxCu: 4 }],
    ["1 - 16", { kind: "autoscaling", minCu: 1, maxCu: 16 }],
    ["2-2", { kind: "fixed", cu: 2 }],
  ])("accepts %s", (text, expected) => {
    expect(parseComputeSize(text)).toEqual(expected);
  });

  test.each([
    "3.5",
    "17",
    "60",
    "0",
    "-1",
    "abc",
    "4-0.5",
    "0.25-20",
    "",
    "1-",
    "-4",
    "1e1",
    "0x2",
    "2-18",
  ])("rejects %j", (text) => {
    expect(parseComputeSize(text)).toBeUndefined();
  });

  test("a range reports the maximum's max_connections and both ends of vCPU and RAM", () => {
    const size = parseComputeSize("0.5-4");
    if (!size) throw new Error("expected a size");
    expect(maxConnectionsOf(size)).toBe(1802);
    expect(describeSize(size)).toBe("0.5-4 CU (0.5-4 vCPU, 2-16 GB RAM)");
  });
});

test("the emulator's own CU table gives every supported size the max_connections the action reports", async () => {
  // The emulator is a package of its own and keeps its own table; both come from Neon's sizes.
  const { maxConnectionsFor } = await import(
    "../../../emulator/src/data-plane/compute/settings.ts"
  );
  const sizes = [0.25, 0.5, ...Array.from({ length: 56 }, (_, i) => i + 1)].filter(isSupportedSize);
  expect(sizes.length).toBeGreaterThan(30);
  for (const cu of sizes)
    expect(maxConnectionsFor({ maxCu: cu }), `${cu} CU`).toBe(sizeFacts(cu).maxConnections ?? 4000);
});
