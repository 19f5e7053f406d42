/** The CU table (Neon's compute sizes): 1 CU = 1 vCPU and 4 GB of RAM. */

export interface SizeFacts {
  cu: number;
  vcpu: number;
  ramGb: number;
  localFileCacheGb: number;
  /** undefined above 38 CU, where the platform does not document it. */
  maxConnections: number | undefined;
}

export type ComputeSize =
  | { kind: "fixed"; cu: number }
  | { kind: "autoscaling"; minCu: number; maxCu: number };

const MAX_CONNECTIONS: ReadonlyMap<number, number> = new Map([
  [0.25, 112],
  [0.5, 225],
  [1, 450],
  [2, 901],
  [3, 1351],
  [4, 1802],
  [5, 2253],
  [6, 2703],
  [7, 3154],
  [8, 3604],
]);

const AUTOSCALING_MAX_CU = 16;

export function isSupportedSize(cu: number): boolean {
  if (cu === 0.25 || cu === 0.5) return true;
  if (!Number.isInteger(cu)) return false;
  if (cu >= 1 && cu <= 16) return true;
  return cu >= 18 && cu <= 56 && cu % 2 === 0;
}

export function sizeFacts(cu: number): SizeFacts {
  return {
    cu,
    vcpu: cu,
    ramGb: cu * 4,
    localFileCacheGb: cu * 3,
    maxConnections: MAX_CONNECTIONS.get(cu) ?? (cu >= 9 && cu <= 38 ? 4000 : undefined),
  };
}

export const SUPPORTED_SIZES_TEXT =
  "a size of 0.25, 0.5, 1-16 or an even number 18-56, or a range MIN-MAX within 0.25-16 (e.g. 0.25-4)";

/** Parses `2` or `0.25-4`; returns undefined for anything the CU table does not allow. */
export function parseComputeSize(text: string): ComputeSize | undefined {
  const match = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const first = Number(match[1]);
  if (!isSupportedSize(first)) return undefined;
  if (match[2] === undefined) return { kind: "fixed", cu: first };
  const second = Number(match[2]);
  if (!isSupportedSize(second) || second < first || second > AUTOSCALING_MAX_CU) return undefined;
  return first === second
    ? { kind: "fixed", cu: first }
    : { kind: "autoscaling", minCu: first, maxCu: second };
}

export function sizeLimits(size: ComputeSize): { minCu: number; maxCu: number } {
  return size.kind === "fixed" ? { minCu: size.cu, maxCu: size.cu } : size;
}

/**
 * max_connections of a size. For an autoscaling range the platform does not document the rule,
 * only that it depends on both ends; we report the value of the maximum size, the upper bound.
 */
export function maxConnectionsOf(size: ComputeSize): number | undefined {
  return sizeFacts(sizeLimits(size).maxCu).maxConnections;
}

export function describeSize(size: ComputeSize): string {
  const { minCu, maxCu } = sizeLimits(size);
  const max = sizeFacts(maxCu);
  if (minCu === maxCu) return `${maxCu} CU (${max.vcpu} vCPU, ${max.ramGb} GB RAM)`;
  const min = sizeFacts(minCu);
  return `${minCu}-${maxCu} CU (${min.vcpu}-${max.vcpu} vCPU, ${min.ramGb}-${max.ramGb} GB RAM)`;
}
