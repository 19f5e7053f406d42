import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { endpointAddress } from "../../emulator/src/front-doors/endpoint-address.ts";
import { pushEvent } from "../support/runner/index.ts";
import { waitUntil } from "../support/wait.ts";
import { OWNER, pr, REPO, startWorld, type World, writtenText } from "../support/world.ts";

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

const PROVISION_OUTPUTS = [
  "branch-created",
  "branch-id",
  "branch-name",
  "comment-url",
  "compute-size",
  "endpoint-id",
  // The branch this run created expires (expires-in defaults to 7d).
  "expires-at",
  // The project's branches against the plan's limit (docs/preview-cost.md#the-fleet-in-one-line).
  "fleet",
  "host",
  "host-pooled",
  "max-connections",
  // The preview's figures and estimated cost (docs/preview-cost.md).
  "preview-cost",
  "result",
];

describe("provision through the bundled action", () => {
  test("a fresh PR gets a branch and a compute; the post step deletes the compute", async () => {
    const { main, post } = await world.job({ event: pr("opened", 101) });
    expect(main.failed, main.log.join("\n")).toBe(false);
    expect(main.outputs.result).toBe("created");
    expect(main.outputs["branch-name"]).toBe("preview/pr-101");
    expect(main.outputs["branch-created"]).toBe("true");
    // The emulator's endpoint host is its own loopback address, which has no pooler name.
    expect(main.outputs.host).toBe(endpointAddress(main.outputs["endpoint-id"] ?? ""));
    expect(main.outputs["host-pooled"]).toBe(main.outputs.host);
    expect(main.outputs["compute-size"]).toBe("0.25");
    expect(main.outputs["max-connections"]).toBe("112");
    expect(Object.keys(main.outputs).sort()).toEqual(PROVISION_OUTPUTS);
    expect(main.state["owned-endpoint-id"]).toBe(main.outputs["endpoint-id"]);

    const comments = world.github.comments(OWNER, REPO, 101);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain(main.outputs.host);
    expect(comments[0]?.html_url).toBe(main.outputs["comment-url"]);
    expect(main.summary).toContain(main.outputs.host);
    expect(main.summary).toContain("Preview compute created");

    expect(post.failed, post.log.join("\n")).toBe(false);
    expect(post.stdout).toContain(`Deleted compute ${main.outputs["endpoint-id"]}`);
    expect(await world.computesOn(main.outputs["branch-id"] ?? "")).toEqual([]);
    expect(writtenText(main, post)).not.toContain(world.apiKey);
  });

  test("a re-run reuses the compute: same host, no second compute, one comment", async () => {
    const first = await world.job({ event: pr("opened", 102), inputs: { keep: "true" } });
    const second = await world.job({ event: pr("synchronize", 102), inputs: { keep: "true" } });
    expect(first.main.outputs.result).toBe("created");
    expect(second.main.outputs.result).toBe("reused");
    expect(first.main.outputs["branch-created"]).toBe("true");
    expect(second.main.outputs["branch-created"]).toBe("false");
    expect(second.main.outputs.host).toBe(first.main.outputs.host);
    expect(second.main.outputs["endpoint-id"]).toBe(first.main.outputs["endpoint-id"]);
    const computes = await world.computesOn(first.main.outputs["branch-id"] ?? "");
    expect(computes.filter((c) => c.type === "read_write")).toHaveLength(1);
    expect(world.github.comments(OWNER, REPO, 102)).toHaveLength(1);
    expect(second.main.outputs["comment-url"]).toBe(first.main.outputs["comment-url"]);
    // keep: true, and a reused compute is never the post step's to delete.
    expect(first.post.stdout).toContain("keep is true");
    expect(second.post.stdout).toContain("nothing to delete");
  });

  test("endpoint-id moves an existing compute onto the PR branch, keeping its host", async () => {
    const holder = await world.api<{
      branch: { id: string };
      endpoints: Array<{ id: string; host: string }>;
    }>("POST", `/projects/${world.emulator.projectId}/branches`, {
      branch: { name: "staging-pool" },
      endpoints: [{ type: "read_write" }],
    });
    expect(holder.status).toBe(201);
    const endpoint = holder.body.endpoints[0];
    if (!endpoint) throw new Error("no compute created");
    await waitUntilIdleProject(world);

    const { main, post } = await world.job({
      event: pr("opened", 103),
      inputs: { "endpoint-id": endpoint.id },
    });
    expect(main.failed, main.log.join("\n")).toBe(false);
    expect(main.outputs.result).toBe("moved");
    expect(main.outputs["endpoint-id"]).toBe(endpoint.id);
    expect(main.outputs.host).toBe(endpoint.host);
    expect(await world.computesOn(holder.body.branch.id)).toEqual([]);
    expect(post.stdout).toContain(`Deleted compute ${endpoint.id}`);
  });

  test("keep, then PR close: the compute stays after the job and goes on close", async () => {
    const { main, post } = await world.job({ event: pr("opened", 104), inputs: { keep: "true" } });
    expect(post.stdout).toContain("keep is true");
    const branchId = main.outputs["branch-id"] ?? "";
    expect(await world.computesOn(branchId)).toHaveLength(1);

    const closed = await world.job({ event: pr("closed", 104) });
    expect(closed.main.failed, closed.main.log.join("\n")).toBe(false);
    expect(closed.main.outputs.result).toBe("deleted");
    expect(closed.main.outputs["endpoint-id"]).toBe(main.outputs["endpoint-id"]);
    expect(await world.computesOn(branchId)).toEqual([]);
    const comments = world.github.comments(OWNER, REPO, 104);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("Preview compute removed");
    expect(closed.post.stdout).toContain("nothing to delete");

    const again = await world.job({ event: pr("closed", 104) });
    expect(again.main.failed).toBe(false);
    expect(again.main.outputs.result).toBe("deleted");
  });

  test("mode cleanup on a push event, by branch name, with delete-branch", async () => {
    const seen = world.github.requests().length;
    const made = await world.job({
      event: pushEvent(),
      inputs: { branch: "ci/nightly", keep: "true" },
    });
    expect(made.main.outputs.result).toBe("created");
    // A push has no pull request: no comment, and not one request to GitHub.
    expect(made.main.outputs["comment-url"]).toBeUndefined();
    expect(world.github.requests().slice(seen)).toEqual([]);

    const cleanup = await world.job({
      event: pushEvent(),
      inputs: { branch: "ci/nightly", mode: "cleanup", "delete-branch": "true" },
    });
    expect(cleanup.main.failed, cleanup.main.log.join("\n")).toBe(false);
    expect(cleanup.main.outputs).toMatchObject({ result: "deleted", "branch-name": "ci/nightly" });
    expect(await world.branchNamed("ci/nightly")).toBeUndefined();
    expect(world.github.requests().slice(seen)).toEqual([]);
  });

  test("role and database add masked connection URIs", async () => {
    const { main } = await world.job({
      event: pr("opened", 105),
      inputs: { role: "neondb_owner", database: "neondb" },
    });
    expect(main.failed, main.log.join("\n")).toBe(false);
    const url = new URL(main.outputs["database-url"] ?? "");
    const pooled = new URL(main.outputs["database-url-pooled"] ?? "");
    // Both come from the platform; with real computes they name the proxy and the endpoint.
    const proxy = world.emulator.proxy;
    expect(url.host).toBe(`${proxy?.host}:${proxy?.port}`);
    expect(url.searchParams.get("options")).toBe(`endpoint=${main.outputs["endpoint-id"]}`);
    expect(pooled.searchParams.get("options")).toBe(
      `endpoint=${main.outputs["endpoint-id"]}-pooler`,
    );
    expect(url.password.length).toBeGreaterThan(0);
    expect(main.commands.masks).toContain(main.outputs["database-url-pooled"]);
    expect(main.commands.masks).toContain(main.outputs["database-url"]);
    expect(main.commands.masks).toContain(url.password);
    expect(main.summary).not.toContain(url.password);
    expect(world.github.comments(OWNER, REPO, 105)[0]?.body).not.toContain(url.password);
  });
});

/** Until every operation of the project has finished: fails the test if one never does. */
async function waitUntilIdleProject(world: World): Promise<void> {
  await waitUntil("every operation of the project has finished", async () => {
    const ops = await world.api<{ operations: Array<{ status: string; action: string }> }>(
      "GET",
      `/projects/${world.emulator.projectId}/operations?limit=20`,
    );
    return ops.body.operations.every(
      (op) => op.status === "finished" || op.action === "check_availability",
    );
  });
}
