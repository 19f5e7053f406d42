import type { FaultRule } from "./types.ts";

interface ActiveFault {
  rule: FaultRule;
  matcher: RegExp;
  remaining: number;
}

/** Fault rules checked in the order added; a rule with `times` retires once used up. */
export class FaultList {
  private faults: ActiveFault[] = [];

  add(rule: FaultRule): void {
    if (!Number.isInteger(rule.status) || rule.status < 100 || rule.status > 599) {
      throw new Error(`fault status must be an HTTP status, got ${rule.status}`);
    }
    this.faults.push({
      rule,
      matcher: wildcardToRegExp(rule.path),
      remaining: rule.times ?? Number.POSITIVE_INFINITY,
    });
  }

  clear(): void {
    this.faults = [];
  }

  list(): FaultRule[] {
    return this.faults.map((fault) => fault.rule);
  }

  /** The rule that answers this request, consuming one of its uses. */
  take(method: string, pathWithQuery: string): FaultRule | undefined {
    const pathname = pathWithQuery.split("?")[0] ?? pathWithQuery;
    const fault = this.faults.find(
      (candidate) =>
        (!candidate.rule.method || candidate.rule.method.toUpperCase() === method) &&
        candidate.matcher.test(candidate.rule.path.includes("?") ? pathWithQuery : pathname),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    return fault.rule;
  }
}

export function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}
