// `npm run demo`: the emulated platform, a loopback GitHub, and the bundled action (dist/)
// run on a sample pull_request event exactly as the runner would: main, then post.
import { startEmulator } from "../emulator/index.ts";
import { startGitHub } from "../github/index.ts";
import { prEvent, runJob, type StepResult } from "../runner/index.ts";

const opMs = Number(process.env.DEMO_OP_MS ?? 1000);
const emulator = await startEmulator({ opMs });
const github = await startGitHub();
const apiKey = emulator.keys.organization;

function show(title: string, result: StepResult): void {
  console.log(`\n━━ ${title} (exit ${result.exitCode}, ${Math.round(result.durationMs)} ms) ━━`);
  for (const line of result.log) console.log(`  ${line}`);
}

async function computesOnBranch(branchId: string): Promise<number> {
  const response = await fetch(
    `${emulator.baseUrl}/projects/${emulator.projectId}/branches/${branchId}/endpoints`,
    {
      headers: { authorization: `Bearer ${apiKey}` },
    },
  );
  const body = (await response.json()) as { endpoints?: unknown[] };
  return body.endpoints?.length ?? 0;
}

try {
  console.log(`emulator: ${emulator.baseUrl} (operations take ${opMs} ms), GitHub: ${github.url}`);
  const event = prEvent("opened", {
    number: 7,
    title: "Add a <b>cart</b> @team",
    repo: "octo-org/app",
  });
  const { main, post } = await runJob({
    inputs: { "api-key": apiKey, "project-id": emulator.projectId, "api-host": emulator.baseUrl },
    event,
    githubUrl: github.url,
    token: github.token,
    secrets: [apiKey],
  });
  show("main step", main);
  console.log("\n━━ outputs ━━");
  for (const [name, value] of Object.entries(main.outputs))
    console.log(`  ${name} = ${main.masked(value)}`);
  console.log("\n━━ job summary ━━");
  console.log(main.masked(main.summary));
  console.log("━━ sticky PR comment ━━");
  for (const comment of github.comments("octo-org", "app", 7))
    console.log(`${comment.html_url}\n${comment.body}`);
  show("post step", post);
  const left = await computesOnBranch(main.outputs["branch-id"] ?? "");
  console.log(`\ncomputes left on ${main.outputs["branch-name"]}: ${left}`);
  if (main.failed || post.failed || left !== 0) process.exitCode = 1;
} finally {
  await Promise.all([emulator.stop(), github.stop()]);
}
