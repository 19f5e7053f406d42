import { z } from "zod";
import {
  type DataPlaneFault,
  type DataPlaneFaultSource,
  dataPlaneFaults,
} from "../../data-plane/data-plane.ts";
import type { OperationFaultSource } from "./operation-engine.ts";

const requestFault = z
  .strictObject({
    method: z.string().default("*"),
    path: z.string().min(1),
    times: z.number().int().positive().optional(),
    status: z.number().int().min(100).max(599).optional(),
    retry_after: z.number().int().nonnegative().optional(),
    body: z.record(z.string(), z.unknown()).optional(),
    reset: z.literal(true).optional(),
    delay_ms: z.number().int().nonnegative().optional(),
    drop_response: z.literal(true).optional(),
    raw_body: z.string().optional(),
    patch_body: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(
    (rule) =>
      [
        rule.status,
        rule.reset,
        rule.delay_ms,
        rule.drop_response,
        rule.raw_body,
        rule.patch_body,
      ].filter((action) => action !== undefined).length >= 1,
    "a request rule needs one of status, reset, delay_ms, drop_response, raw_body, patch_body",
  )
  .refine(
    (rule) =>
      [rule.status, rule.reset, rule.drop_response, rule.raw_body, rule.patch_body].filter(
        (action) => action !== undefined,
      ).length <= 1,
    "status, reset, drop_response, raw_body and patch_body exclude each other (delay_ms combines with any)",
  );

const operationFault = z
  .strictObject({
    fail_operation: z.string().min(1).optional(),
    hold_operation: z.string().min(1).optional(),
    times: z.number().int().positive().default(1),
  })
  .refine(
    (rule) => (rule.fail_operation === undefined) !== (rule.hold_operation === undefined),
    "an operation rule has exactly one of fail_operation, hold_operation",
  );

const dataPlaneFault = z.strictObject({
  data_plane: z.enum(dataPlaneFaults),
  times: z.number().int().positive().default(1),
});

const otherFault = z.union([operationFault, requestFault]);

/** A rule naming `data_plane` is held to that kind alone, so its errors say what it allows. */
const faultRule = z.unknown().transform((value, ctx) => {
  const isDataPlane = typeof value === "object" && value !== null && "data_plane" in value;
  const parsed = isDataPlane ? dataPlaneFault.safeParse(value) : otherFault.safeParse(value);
  if (parsed.success) return parsed.data;
  // The issues as they are (a union's nested ones included), at this rule's place.
  for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: value } as never);
  return z.NEVER;
});

export const faultRulesSchema = z.strictObject({
  rules: z.array(faultRule).min(1),
});

export type RequestFaultRule = z.output<typeof requestFault> & { id: number; matched: number };
export type OperationFaultRule = z.output<typeof operationFault> & { id: number; matched: number };
export type DataPlaneFaultRule = z.output<typeof dataPlaneFault> & { id: number; matched: number };
export type FaultRule = RequestFaultRule | OperationFaultRule | DataPlaneFaultRule;

const isOperationRule = (rule: FaultRule): rule is OperationFaultRule =>
  "fail_operation" in rule || "hold_operation" in rule;
const isDataPlaneRule = (rule: FaultRule): rule is DataPlaneFaultRule => "data_plane" in rule;
const isRequestRule = (rule: FaultRule): rule is RequestFaultRule =>
  !isOperationRule(rule) && !isDataPlaneRule(rule);

export function pathPatternMatches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  const withoutPrefix = path.startsWith("/api/v2/") ? path.slice("/api/v2".length) : path;
  return regex.test(path) || regex.test(withoutPrefix);
}

export class FaultStore implements OperationFaultSource, DataPlaneFaultSource {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(input: unknown): FaultRule[] {
    const parsed = faultRulesSchema.parse(input);
    const added = parsed.rules.map((rule) => ({ ...rule, id: this.nextId++, matched: 0 }));
    this.rules.push(...added);
    return added;
  }

  list(): FaultRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first live request rule for this request, counted as used. */
  matchRequest(method: string, path: string): RequestFaultRule | undefined {
    const rule = this.rules.find(
      (r): r is RequestFaultRule =>
        isRequestRule(r) &&
        !this.expired(r) &&
        (r.method === "*" || r.method.toUpperCase() === method) &&
        pathPatternMatches(r.path, path),
    );
    if (rule) rule.matched += 1;
    return rule;
  }

  takeOperationFault(action: string): { fail: boolean; hold: boolean } {
    const take = (pick: (rule: OperationFaultRule) => string | undefined) => {
      const rule = this.rules.find(
        (r): r is OperationFaultRule =>
          isOperationRule(r) && !this.expired(r) && pick(r) === action,
      );
      if (rule) rule.matched += 1;
      return rule !== undefined;
    };
    return {
      fail: take((rule) => rule.fail_operation),
      hold: take((rule) => rule.hold_operation),
    };
  }

  takeDataPlaneFault(fault: DataPlaneFault): boolean {
    const rule = this.rules.find(
      (r): r is DataPlaneFaultRule =>
        isDataPlaneRule(r) && !this.expired(r) && r.data_plane === fault,
    );
    if (rule) rule.matched += 1;
    return rule !== undefined;
  }

  private expired(rule: FaultRule): boolean {
    return rule.times !== undefined && rule.matched >= rule.times;
  }
}

/** Deep-merges `patch` into `target`: objects merge by key, arrays by index, anything else replaces. */
export function deepMerge(target: unknown, patch: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(patch)) {
    const length = Math.max(target.length, patch.length);
    return Array.from({ length }, (_, i) =>
      i < patch.length ? deepMerge(target[i], patch[i]) : target[i],
    );
  }
  if (!isPlainObject(target) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) merged[key] = deepMerge(target[key], value);
  return merged;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
