import type { EndpointCreate } from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import { waitForOperations } from "../../../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../../../api/responses.ts";
import type { Result } from "../../../github/report.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { type MaskingDone, withMasking } from "../branch/masked-branch.ts";
import type { ResolvedBranch } from "../branch/resolve-branch.ts";
import { createOrAdoptEndpoint, moveEndpoint } from "./create-compute.ts";
import { decideProvision } from "./decide-compute.ts";
import { reuseEndpoint } from "./reuse-compute.ts";
import { own } from "./save-owned-compute.ts";

/** The branch and the compute provision hands out, and what it took to get them. */
export interface Provisioned {
  branch: Branch;
  endpoint: Endpoint;
  result: Result;
  operations: Operation[];
  notes: string[];
  reset?: ResolvedBranch["reset"];
  /** With masking-rules: done for a found branch; for one created now, to be waited for. */
  masking?: MaskingDone | "pending";
  replacedFrom?: ResolvedBranch["replacedFrom"];
  requestedParentId?: string;
  /** This run renamed the compute it reused (a claim, or keep's mark): read again at the end. */
  renamed?: boolean;
}

/** The branch's compute: the one its create made, or one reused, moved in or created now. */
export async function resolveCompute(
  settings: ProvisionSettings,
  client: ApiClient,
  resolved: ResolvedBranch,
  wanted: EndpointCreate,
  signal: AbortSignal | undefined,
): Promise<Provisioned> {
  const { branch, reset, masking, replacedFrom } = resolved;
  const operations = [...resolved.operations];
  if (resolved.createdEndpoint) {
    const masked = withMasking(settings);
    own(
      settings,
      branch,
      resolved.createdEndpoint,
      "created",
      masked ? { masking: "pending", branchCreated: true } : {},
    );
    return {
      branch,
      endpoint: resolved.createdEndpoint,
      result: "created",
      operations,
      notes: [],
      masking: masked ? "pending" : undefined,
      replacedFrom,
      requestedParentId: resolved.requestedParentId,
    };
  }

  const decision = decideProvision(resolved.endpoints, {
    ...wanted,
    endpointId: settings.endpointId,
  });
  switch (decision.kind) {
    case "reuse": {
      const notes: string[] = [];
      if (decision.ignoredEndpointId)
        notes.push(
          `Branch already has compute ${decision.endpoint.id}; endpoint-id ${decision.ignoredEndpointId} was left where it is.`,
        );
      // Another run's start or move may still be under way: ready means after it.
      const reused = await reuseEndpoint(
        settings,
        client,
        branch,
        decision.endpoint,
        decision.change,
      );
      operations.push(...reused.operations);
      return {
        branch,
        endpoint: reused.endpoint,
        result: "reused",
        operations,
        notes,
        reset,
        masking,
        renamed: reused.renamed,
      };
    }
    case "move": {
      // A branch this run just created is locked until it is ready: moving before that only meets 423s.
      const branchReady =
        operations.length > 0
          ? await waitForOperations(client, settings.projectId, operations, { signal })
          : [];
      const moved = await moveEndpoint(settings, client, branch, decision.endpointId);
      const all = [...branchReady, ...moved.operations];
      return {
        branch,
        endpoint: moved.endpoint,
        result: "moved",
        operations: all,
        notes: [],
        reset,
        masking,
      };
    }
    case "create": {
      const created = await createOrAdoptEndpoint(settings, client, branch, wanted);
      operations.push(...created.operations);
      return {
        branch,
        endpoint: created.endpoint,
        result: created.result,
        operations,
        notes: [],
        reset,
        masking,
        replacedFrom,
        renamed: created.renamed,
      };
    }
  }
}
