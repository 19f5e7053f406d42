import type { Platform } from "../state/platform.ts";

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** Neon's queries sent as POST that change nothing (queryProjectBranchLogs). */
const readsSentAsPost = /\/logs\/query\/?$/;

/** Whether a request only reads. */
export function onlyReads(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return readMethods.has(upper) || (upper === "POST" && readsSentAsPost.test(path));
}

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
    read: onlyReads(request.method, request.url.pathname),
    ...answer,
  });
}
