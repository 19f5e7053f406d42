// Fixture for test/e2e/security/leak-check.test.ts: writes `leak` to one channel a run has.
import { appendFileSync } from "node:fs";

const input = (name) => process.env[`INPUT_${name.toUpperCase()}`] ?? "";
const leak = input("leak");
const channel = input("channel");
const append = (variable, text) => appendFileSync(process.env[variable], `${text}\n`);

switch (channel) {
  case "stdout":
    console.log(`connecting with ${leak}`);
    break;
  case "stderr":
    console.error(`failed with ${leak}`);
    break;
  case "output":
    append("GITHUB_OUTPUT", `host=${leak}`);
    break;
  case "url-output":
    // A masked URI output is allowed: only there may a connection URI appear.
    console.log(`::add-mask::${leak}`);
    append("GITHUB_OUTPUT", `database-url=${leak}`);
    break;
  case "state":
    append("GITHUB_STATE", `owned-note=${leak}`);
    break;
  case "summary":
    append("GITHUB_STEP_SUMMARY", `| key | ${leak} |`);
    break;
  case "mask":
    console.log(`::add-mask::${leak}`);
    break;
  case "comment": {
    const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? "").split("/");
    const answer = await fetch(
      `${process.env.GITHUB_API_URL}/repos/${owner}/${repo}/issues/1/comments`,
      {
        method: "POST",
        headers: {
          authorization: `token ${input("github-token")}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ body: `debug: ${leak}` }),
      },
    );
    if (!answer.ok) throw new Error(`comment failed: HTTP ${answer.status}`);
    break;
  }
  case "none":
    console.log("nothing to hide");
    break;
  default:
    throw new Error(`unknown channel ${channel}`);
}
