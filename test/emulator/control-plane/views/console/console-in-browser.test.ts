import { mkdirSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import chromium from "@sparticuz/chromium";
import { zipSync } from "fflate";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../../emulator/src/index.ts";
import { waitFor } from "../../../../support/wait.ts";
import { awaitOperations, type Loose, useEmulator } from "../../../support/helpers.ts";
import { branchS3, mintCredential } from "../../../support/object-storage-fixture.ts";

// The console (emulator/src/control-plane/views/console/, served by http/console-requests.ts)
// in a real browser: Chromium from the npm registry (@sparticuz/chromium carries it) driven by
// puppeteer-core, against an emulator with real PostgreSQL servers. Screenshots:
// test-results/console/*.png (CI keeps test-results/ as an artifact).

// What the functions given to page.evaluate see: the page's globals (the project's types hold
// no DOM: the emulator and the action run on Node).
declare const document: Loose;
declare const window: Loose;

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});
const screenshots = resolve(import.meta.dirname, "../../../../../test-results/console");
const hostile = `<img src=x onerror="window.__pwned=1">`;
/**
 * A click that waits for its element to be there and still (the page draws a part again when
 * what it shows changed).
 */
const click = (selector: string) => page.locator(selector).setTimeout(60_000).click();
/** Generous: a loaded 2-core machine runs Chromium, Postgres servers and other suites at once. */
const slow = { timeout: 60_000 };

let browser: Browser;
let page: Page;
const ids: Record<string, string> = {};
const project = () => `/projects/${env.projectId}`;

async function newBranch(name: string, parent: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await env.api("POST", `${project()}/branches`, {
    body: { branch: { name, parent_id: parent, ...extra }, endpoints: [{ type: "read_write" }] },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  ids[name] = body.branch.id;
  return body.branch.id as string;
}

/** The page's branches: each name with its parent's in the drawn tree, and its badges. */
function drawnTree(): Promise<Record<string, { parent: string | null; badges: string[] }>> {
  return page.evaluate(() => {
    const tree: Record<string, { parent: string | null; badges: string[] }> = {};
    for (const item of document.querySelectorAll("li.branch")) {
      const parent = item.parentElement?.closest("li.branch");
      tree[item.dataset.branchName ?? ""] = {
        parent: parent?.dataset.branchName ?? null,
        badges: [...item.querySelectorAll(":scope > .row > .badge")].map(
          (b) => b.textContent ?? "",
        ),
      };
    }
    return tree;
  });
}

const shows = (name: string) =>
  page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll("li.branch")].some(
        (item) => item.dataset.branchName === wanted,
      ),
    slow,
    name,
  );

/** Deploys a function that prints a line on each call; answers it once built. */
async function deployed(path: string): Promise<Loose> {
  const source = `export default () => { console.log("hello from the console test"); return new Response("ok"); };`;
  const form = new FormData();
  const zip = zipSync({ "index.mjs": new TextEncoder().encode(source) });
  form.set("zip", new Blob([zip], { type: "application/zip" }), "bundle.zip");
  form.set("runtime", "nodejs24");
  const answer = await fetch(`${env.emulator.baseUrl}${path}/deployments`, {
    method: "POST",
    headers: { authorization: `Bearer ${env.keys.personal}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  return waitFor(
    "the function built",
    async () => {
      const { body } = await env.api("GET", path);
      return body.function?.current_deployment?.status === "completed" ? body.function : undefined;
    },
    { timeoutMs: 60_000 },
  );
}

/** A GET with `Host` as given, as a browser on a rebound name sends it; its status. */
function requestWithHost(url: string, host: string): Promise<number> {
  return new Promise((done, fail) => {
    request(url, { headers: { host, accept: "text/html" } }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    })
      .on("error", fail)
      .end();
  });
}

let unpackMs = 0;
let browserStartMs = 0;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  const started = performance.now();
  // Its own flags but those that turn the browser's security off: the test checks what a page
  // on another origin can reach, as a user's browser would.
  const args = chromium.args.filter(
    (arg) => !/^--(disable-web-security|allow-running-insecure-content)$/.test(arg),
  );
  // Unpacked into /tmp on a machine's first run (seconds), found there after.
  const executablePath = await chromium.executablePath();
  unpackMs = performance.now() - started;
  browser = await puppeteer.launch({ executablePath, args, headless: true });
  browserStartMs = performance.now() - started - unpackMs;
  page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  page.on("dialog", (dialog) => void dialog.accept());

  const { body } = await env.api("GET", `${project()}/branches`);
  ids.main = body.branches.find((branch: Loose) => branch.default).id;
  await newBranch("dev", ids.main as string, { protected: true });
  const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  await newBranch("feature-a", ids.dev as string, { expires_at: expires });
  await newBranch(hostile, ids.main as string);
  const s3 = await branchS3(env, ids.main as string);
  await env.api("POST", `${project()}/branches/${ids.main}/buckets`, { body: { name: "uploads" } });
  await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "hello.txt", Body: "hello" }));
}, 300_000);

afterAll(async () => {
  console.info(
    `console: Chromium found or unpacked in ${Math.round(unpackMs)} ms, started in ${Math.round(browserStartMs)} ms; screenshots in ${screenshots}`,
  );
  await browser?.close();
});

describe("the console in Chromium", () => {
  test("shows the branch tree (parent → children, protected, expiring)", async () => {
    await page.goto(`${env.emulator.origin}/`, { waitUntil: "domcontentloaded" });
    await shows("feature-a");
    const tree = await drawnTree();
    expect(tree.main?.parent).toBeNull();
    expect(tree.main?.badges).toContain("default");
    expect(tree.dev?.parent).toBe("main");
    expect(tree.dev?.badges).toContain("protected");
    expect(tree["feature-a"]?.parent).toBe("dev");
    expect(tree["feature-a"]?.badges.some((badge) => badge.startsWith("expires "))).toBe(true);
    expect(tree[hostile]?.parent).toBe("main");
    await page.screenshot({ path: `${screenshots}/tree.png`, fullPage: true });
  });

  test("a compute: state, size, host, and its connection string's password hidden until asked", async () => {
    const { body } = await env.api("GET", `${project()}/endpoints`);
    const compute = body.endpoints.find((each: Loose) => each.branch_id === ids.main);
    const uri = await env.api(
      "GET",
      `${project()}/connection_uri?branch_id=${ids.main}&endpoint_id=${compute.id}&role_name=neondb_owner&database_name=neondb`,
    );
    const password = new URL(uri.body.uri).password;
    expect(password.length).toBeGreaterThan(8);
    const card = `.detail[data-branch-id="${ids.main}"] .compute[data-compute-id="${compute.id}"]`;
    await page.waitForSelector(`${card} code.uri`, slow);
    const text = await page.$eval(card, (element) => element.textContent ?? "");
    expect(text).toContain(compute.host);
    expect(text).toContain("active");
    expect(text).toContain("0.25–0.25 CU");
    expect(text).toContain("********");
    expect(await page.content()).not.toContain(password);

    await click(`${card} button.reveal`);
    await page.waitForFunction(
      (selector, wanted) => document.querySelector(selector)?.textContent?.includes(wanted),
      slow,
      `${card} code.uri`,
      password,
    );
    expect(await page.$eval(`${card} button.reveal`, (b) => b.textContent)).toBe("Hide password");
    await page.screenshot({ path: `${screenshots}/password-shown.png`, fullPage: true });
    await click(`${card} button.reveal`);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes("********"),
      slow,
      `${card} code.uri`,
    );
  });

  test("services: a bucket with its object, a credential without its secret", async () => {
    const minted = await mintCredential(env, ids.main as string, ["storage:read"]);
    await page.waitForFunction(
      (tokenId) => document.querySelector(".credentials")?.textContent?.includes(tokenId),
      slow,
      minted.token_id,
    );
    const storage = await page.$eval(".storage", (element) => element.textContent ?? "");
    expect(storage).toContain("uploads");
    expect(storage).toContain("hello.txt");
    const content = await page.content();
    expect(content).not.toContain(minted.s3_secret_access_key);
    expect(content).not.toContain(minted.api_token);
  });

  test("services: Neon Auth's and the Data API's URLs, a function's URL and its last log lines", async () => {
    const branch = `${project()}/branches/${ids.main}`;
    const auth = await env.api("POST", `${branch}/auth`, {
      body: { auth_provider: "better_auth" },
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(201);
    const dataApi = await env.api("POST", `${branch}/data-api/neondb`, {
      body: { auth_provider: "neon_auth" },
    });
    expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
    const fn = await deployed(`${branch}/functions/hello`);
    expect((await fetch(fn.invocation_url)).status).toBe(200);
    await page.waitForFunction(
      (url) => {
        const shown = document.querySelector(".functions")?.textContent ?? "";
        return shown.includes(url) && shown.includes("hello from the console test");
      },
      slow,
      fn.invocation_url,
    );
    expect(await page.$eval(".neon-auth", (e) => e.textContent)).toBe(
      (await env.api("GET", `${branch}/auth`)).body.base_url,
    );
    expect(await page.$eval(".data-api", (e) => e.textContent)).toBe(`neondb: ${dataApi.body.url}`);
    await page.screenshot({ path: `${screenshots}/services.png`, fullPage: true });
  });

  test("a hostile branch name is shown as text, never run", async () => {
    const button = `li.branch[data-branch-id="${ids[hostile]}"] button.name`;
    await page.waitForSelector(button, slow);
    expect(await page.$eval(button, (element) => element.textContent)).toBe(hostile);
    await click(button);
    await page.waitForSelector(`.detail[data-branch-id="${ids[hostile]}"]`, slow);
    const heading = await page.$eval(
      `.detail[data-branch-id="${ids[hostile]}"] h3`,
      (h) => h.textContent,
    );
    expect(heading).toContain(hostile);
    expect(await page.$$eval("img", (images) => images.length)).toBe(0);
    expect(await page.evaluate(() => (window as Loose).__pwned)).toBeUndefined();
  });

  test("updates live: a branch made through the API appears without a reload", async () => {
    expect(await page.evaluate(() => document.body.dataset.live)).toBe("events");
    const before = await page.evaluate(() => performance.timeOrigin);
    const made = performance.now();
    await newBranch("live-one", ids.main as string);
    await shows("live-one");
    console.info(
      `console: live-one shown ${Math.round(performance.now() - made)} ms after its creation was asked`,
    );
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
  });

  test("creates and deletes a branch from the page, through Neon's API", async () => {
    const section = `section.project[data-project-id="${env.projectId}"]`;
    await page.type(`${section} form.create input[name=name]`, "from-console");
    await page.select(`${section} form.create select`, ids.dev as string);
    await click(`${section} form.create button[type=submit]`);
    await shows("from-console");
    expect((await drawnTree())["from-console"]?.parent).toBe("dev");
    const listed = async () =>
      (await env.api("GET", `${project()}/branches`)).body.branches.find(
        (branch: Loose) => branch.name === "from-console",
      );
    const created = await waitFor("the API lists from-console", listed, { timeoutMs: 60_000 });
    expect(created.parent_id).toBe(ids.dev);
    await page.screenshot({ path: `${screenshots}/created.png`, fullPage: true });

    await click(`li.branch[data-branch-id="${created.id}"] > .row button.delete`);
    // Gone from the tree, or the page said why not.
    await page.waitForFunction(
      (id) => {
        const said = document.getElementById("notice")?.textContent ?? "";
        const failed = said.startsWith("delete from-console: ") && !said.endsWith(": done");
        return failed || !document.querySelector(`li.branch[data-branch-id="${id}"]`);
      },
      slow,
      created.id,
    );
    expect(await page.$eval("#notice", (notice) => notice.textContent)).toBe(
      "delete from-console: done",
    );
    expect(await listed()).toBeUndefined();
    await page.screenshot({ path: `${screenshots}/deleted.png`, fullPage: true });
  });

  test("resets a branch from the page: its restore from the parent runs (apply_storage_config)", async () => {
    await click(`li.branch[data-branch-id="${ids["live-one"]}"] > .row button.reset`);
    await page.waitForFunction(
      () => document.getElementById("notice")?.textContent === "reset live-one: done",
      slow,
    );
    const restored = async () => {
      const { body } = await env.api("GET", `${project()}/operations`);
      return body.operations.find(
        (op: Loose) =>
          op.branch_id === ids["live-one"] &&
          op.action === "apply_storage_config" &&
          op.status === "finished",
      );
    };
    await waitFor("live-one's restore finishes", restored, { timeoutMs: 60_000 });
  });
});

describe("what another origin gets", () => {
  let foreign: Server;
  afterAll(() => new Promise<void>((done) => foreign?.close(() => done())));

  test("a page on another origin cannot read the console's keys", async () => {
    foreign = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<p>elsewhere</p>"),
    );
    await new Promise<void>((done) => foreign.listen(0, "127.0.0.1", done));
    const other = await browser.newPage();
    try {
      await other.goto(`http://localhost:${(foreign.address() as AddressInfo).port}/`);
      const answer = await other.evaluate(async (url) => {
        try {
          const response = await fetch(url);
          return `read ${response.status}: ${await response.text()}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      }, `${env.emulator.adminUrl}/console/projects`);
      expect(answer).toBe("refused: TypeError");
    } finally {
      await other.close();
    }
    const direct = await fetch(`${env.emulator.adminUrl}/console/projects`, {
      headers: { origin: "http://localhost:1" },
    });
    expect(direct.status).toBe(403);
    const events = await fetch(`${env.emulator.adminUrl}/console/events`, {
      headers: { origin: "http://localhost:1" },
    });
    expect(events.status).toBe(403);
  });

  test("JSON clients keep the index at /; the page's headers forbid framing and other scripts", async () => {
    const index = await fetch(`${env.emulator.origin}/`);
    expect(index.headers.get("content-type")).toBe("application/json");
    expect(await index.json()).toMatchObject({ api: "/api/v2", admin_api: "/__emulator/" });
    const html = await fetch(`${env.emulator.origin}/`, { headers: { accept: "text/html" } });
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(html.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // A page on a name rebound to 127.0.0.1 gets nothing either (Host is checked first).
    for (const path of ["/", "/console/console.mjs"]) {
      const rebound = await requestWithHost(`${env.emulator.origin}${path}`, "attacker.example");
      expect(rebound, path).toBe(421);
    }
    const asJson = await fetch(`${env.emulator.origin}/?format=json`, {
      headers: { accept: "text/html" },
    });
    expect(asJson.headers.get("content-type")).toBe("application/json");
  });
});
