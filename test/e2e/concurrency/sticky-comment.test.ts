import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createGitHubClient } from "../../../src/github/client.ts";
import { commentMarker, sectionedBody, upsertStickyComment } from "../../../src/github/comment.ts";
import { parseSections } from "../../../src/github/comment-sections.ts";
import { useLoopbackGitHub } from "../../support/github/use-loopback-github.ts";

const OWNER = "octo-org";
const REPO = "app";
const github = useLoopbackGitHub();

const upsert = (issueNumber: number, body: string) =>
  upsertStickyComment({
    github: createGitHubClient({ token: github().token }),
    owner: OWNER,
    repo: REPO,
    issueNumber,
    marker: commentMarker(`preview/pr-${issueNumber}`),
    body,
  });

test("runs that all find no comment and all create one converge on the oldest", async () => {
  const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => upsert(301, `run ${i}`)));
  const comments = github().comments(OWNER, REPO, 301);
  expect(comments).toHaveLength(1);
  for (const outcome of outcomes) expect(outcome.url).toBe(comments[0]?.html_url);
  expect(comments[0]?.body).toMatch(/run \d/);
});

test("a human's comment and another PR's comment are never touched", async () => {
  github().seedComment({
    owner: OWNER,
    repo: REPO,
    issue: 302,
    body: `${commentMarker("preview/pr-302")}\nquoted by a human`,
  });
  await Promise.all([upsert(302, "a"), upsert(302, "b"), upsert(303, "c")]);
  const comments = github().comments(OWNER, REPO, 302);
  expect(comments).toHaveLength(2);
  expect(comments[0]?.body).toContain("quoted by a human");
  expect(github().comments(OWNER, REPO, 303)).toHaveLength(1);
});

// The two writers of the comment (the provision report, the post step's schema diff) each
// read, modify and write it; GitHub has no If-Match on comments. The loopback GitHub plays the
// other writer at an exact point of our write, the same way every run.
describe("another writer's section survives a write that raced it", () => {
  /** Another writer's PATCH, as it sends it. */
  const patch = async (id: number | undefined, body: string | undefined) => {
    const answer = await fetch(`${github().url}/repos/${OWNER}/${REPO}/issues/comments/${id}`, {
      method: "PATCH",
      headers: { authorization: `token ${github().token}`, "content-type": "application/json" },
      body: JSON.stringify({ body }),
    });
    expect(answer.status).toBe(200);
  };
  const write = (issueNumber: number, section: "report" | "schema-diff", body: string) =>
    upsertStickyComment({
      github: createGitHubClient({ token: github().token }),
      owner: OWNER,
      repo: REPO,
      issueNumber,
      marker: commentMarker(`preview/pr-${issueNumber}`),
      section,
      body,
      digest:
        section === "schema-diff" ? createHash("sha256").update(body).digest("hex") : undefined,
    });
  const sectionsOf = (issueNumber: number) => {
    const comments = github().comments(OWNER, REPO, issueNumber);
    expect(comments).toHaveLength(1);
    return parseSections(comments[0]?.body ?? "", commentMarker(`preview/pr-${issueNumber}`));
  };
  const contents = (issueNumber: number) =>
    Object.fromEntries([...sectionsOf(issueNumber)].map(([name, s]) => [name, s.content]));
  const listPath = (issueNumber: number) =>
    `/repos/${OWNER}/${REPO}/issues/${issueNumber}/comments`;

  test("the other writer writes its section between our read and our write", async () => {
    await write(320, "report", "created\n");
    await write(320, "schema-diff", "diff 1\n");
    // Our listing is answered as it was; the whole of the other write happens before we get it.
    github().addHook({
      method: "GET",
      path: listPath(320),
      when: "after",
      run: async () => {
        await write(320, "schema-diff", "diff 2\n");
      },
    });
    const outcome = await write(320, "report", "reused\n");
    expect(outcome.action).toBe("updated");
    expect(contents(320)).toEqual({ report: "reused\n", "schema-diff": "diff 2\n" });
  });

  test("a write that read the comment before ours lands just after ours", async () => {
    await write(321, "report", "created\n");
    const path = `/repos/${OWNER}/${REPO}/issues/comments/*`;
    // The other writer reads the comment as it is before our write, and writes after it.
    let stale = "";
    github().addHook({
      method: "PATCH",
      path,
      when: "before",
      run: () => {
        stale = github().comments(OWNER, REPO, 321)[0]?.body ?? "";
      },
    });
    github().addHook({
      method: "PATCH",
      path,
      when: "after",
      run: async () => {
        const body = sectionedBody(
          { marker: commentMarker("preview/pr-321"), section: "schema-diff", body: "diff 1\n" },
          stale,
        );
        await patch(github().comments(OWNER, REPO, 321)[0]?.id, body);
      },
    });
    expect((await write(321, "report", "reused\n")).action).toBe("updated");
    expect(contents(321)).toEqual({ report: "reused\n", "schema-diff": "diff 1\n" });
  });

  test("a comment that changes under every write: a bounded number of tries, then an error", async () => {
    await write(322, "report", "created\n");
    const id = github().comments(OWNER, REPO, 322)[0]?.id;
    const path = `/repos/${OWNER}/${REPO}/issues/comments/${id}`;
    let edits = 0;
    // Before each of our reads, the other writer has written its section again.
    github().addHook({
      method: "GET",
      path,
      when: "before",
      times: 100,
      run: async () => {
        edits++;
        const now = github().comments(OWNER, REPO, 322)[0]?.body ?? "";
        const body = sectionedBody(
          {
            marker: commentMarker("preview/pr-322"),
            section: "schema-diff",
            body: `diff ${edits}\n`,
          },
          now,
        );
        await patch(id, body);
      },
    });
    await expect(write(322, "report", "reused\n")).rejects.toThrow(
      "the PR comment changed under each of 4 writes",
    );
    expect(edits).toBe(4);
    expect(contents(322)).toEqual({ report: "created\n", "schema-diff": "diff 4\n" });
  });
});
