import type { Operation } from "../../state/records/records.ts";
import { operationView } from "../../views/operations.ts";
import type { Reply, RequestContext } from "../routing/router.ts";

/** Neon's answer to a change: what changed, beside the operations the change started. */
export function withOperations(
  ctx: Pick<RequestContext, "platform">,
  body: Record<string, unknown>,
  operations: Operation[],
  status = 200,
): Reply {
  const now = ctx.platform.clock.now();
  return { status, body: { ...body, operations: operations.map((op) => operationView(op, now)) } };
}
