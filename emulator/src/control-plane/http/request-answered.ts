import type { Platform } from "../state/platform.ts";

/** Tells the platform's listeners (the emulator's log) a request was answered: names, no values. */
export function tellRequestAnswered(
  platform: Platform,
  request: { method: string; url: URL; admin: boolean },
  answer: { status: number; durationMs: number; fault?: string | undefined },
): void {
  platform.events.emit("requestAnswered", {
    method: request.method,
    path: request.url.pathname,
    queryNames: [...new Set(request.url.searchParams.keys())],
    admin: request.admin,
    ...answer,
  });
}
