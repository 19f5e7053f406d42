import type { Endpoint } from "../../api/responses.ts";

/** On PR close: the branch's read_write compute goes; read replicas are not ours to judge. */
export function decidePrCleanup(branchEndpoints: Endpoint[]): Endpoint[] {
  return branchEndpoints.filter((endpoint) => endpoint.type === "read_write");
}
