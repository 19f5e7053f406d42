import { describe, expect, it } from "vitest";
import {
  previewCostTarget,
  renderPreviewCost,
} from "../../../../src/flows/post/report-preview-cost.ts";

const comment = { owner: "o", repo: "r", issueNumber: 7, marker: "<!-- m -->" };
const diff = {
  projectId: "p-1",
  apiHost: "h",
  branchId: "br-pr",
  branchName: "preview/pr-7",
  comment,
};
const owned = {
  endpointId: "ep-1",
  projectId: "p-1",
  apiHost: "h",
  branchId: "br-owned",
  result: "created" as const,
};

describe("the post step's preview cost", () => {
  it("prices the PR's branch main diffed, else the branch of the compute main made", () => {
    expect(previewCostTarget(diff, owned, true)).toEqual({ projectId: "p-1", branchId: "br-pr" });
    expect(previewCostTarget(undefined, owned, true)).toEqual({
      projectId: "p-1",
      branchId: "br-owned",
    });
  });

  it("prices nothing outside a PR's run, or with no branch main handed out", () => {
    expect(previewCostTarget(diff, owned, false)).toBeUndefined();
    expect(previewCostTarget(undefined, undefined, true)).toBeUndefined();
  });

  it("renders the line escaped, labelled an estimate", () => {
    const markdown = renderPreviewCost("0.25 CU-hours · <b>x</b> · ≈ $0.0350 (estimate; rates)");
    expect(markdown).toContain("### Preview cost at the job's end (estimate)");
    expect(markdown).not.toContain("<b>");
  });
});
