import { wildcardToRegExp } from "./faults.ts";
import type { RequestHook } from "./types.ts";

interface ActiveHook {
  hook: RequestHook;
  matcher: RegExp;
  remaining: number;
}

/**
 * Work to do while a request is in flight: another writer's, interleaved at an exact point
 * (before the request is answered, or after its answer is taken and before it is sent), so a
 * race can be played the same way every time. A hook retires once used `times` times (once by
 * default), before it runs: requests the hook makes itself do not run it again.
 */
export class HookList {
  private hooks: ActiveHook[] = [];

  add(hook: RequestHook): void {
    this.hooks.push({ hook, matcher: wildcardToRegExp(hook.path), remaining: hook.times ?? 1 });
  }

  clear(): void {
    this.hooks = [];
  }

  take(when: RequestHook["when"], method: string, pathWithQuery: string): RequestHook[] {
    const pathname = pathWithQuery.split("?")[0] ?? pathWithQuery;
    const taken = this.hooks.filter(
      ({ hook, matcher }) =>
        hook.when === when &&
        (!hook.method || hook.method.toUpperCase() === method) &&
        matcher.test(hook.path.includes("?") ? pathWithQuery : pathname),
    );
    for (const active of taken) active.remaining -= 1;
    this.hooks = this.hooks.filter((active) => active.remaining > 0);
    return taken.map((active) => active.hook);
  }
}
