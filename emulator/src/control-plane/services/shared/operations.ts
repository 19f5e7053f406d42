import { badRequest, locked, notFound } from "../../errors.ts";
import type { OperationEngine } from "../../state/operation-engine.ts";
import type { Operation, Project } from "../../state/records/records.ts";

/** 423 while a user-started operation of the project is scheduling or running (Neon answers 423 Locked). */
export function assertUnlocked(engine: OperationEngine, project: Project): void {
  const running = engine.lockingOperation(project);
  if (running) {
    throw locked(
      `project ${project.id} already has an operation in progress (${running.action} ${running.id}, ${running.status}); retry once it has finished`,
    );
  }
}

/** Newest first by created_at; the cursor is the last item's created_at (listProjectOperations' cursor). */
export function operationsPage(
  project: Project,
  limit: number,
  cursor: string | null,
): { operations: Operation[]; nextCursorMs: number | undefined } {
  const cursorMs = cursor ? Date.parse(cursor) : undefined;
  if (cursor && (cursorMs === undefined || Number.isNaN(cursorMs))) {
    throw badRequest(
      `cursor ${cursor} is not a timestamp; pass pagination.cursor from the previous page`,
    );
  }
  const operations = [...project.operations]
    .sort((a, b) => b.created_at - a.created_at)
    .filter((op) => cursorMs === undefined || op.created_at < cursorMs)
    .slice(0, limit);
  return { operations, nextCursorMs: operations.at(-1)?.created_at };
}

export function requireOperation(project: Project, operationId: string | undefined): Operation {
  const op = project.operations.find((o) => o.id === operationId);
  if (!op) throw notFound(`operation ${operationId} not found in project ${project.id}`);
  return op;
}
