import { readFileSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { fileCycles, folderCycles, importGraph } from "../support/import-graph.ts";

// The emulator is a package of its own in three components (control plane, data plane, proxy),
// with the branch services (branch-services/) plugged into them and composed in index.ts: no
// import cycle between its files or folders, nothing from outside its package (issue 21), and
// the directions of issue 30 below. Type imports count everywhere.

const graph = importGraph(resolve(import.meta.dirname, "../../emulator/src"));

/** Every import inside the package, types too, as paths relative to emulator/src. */
const imports = graph.files.flatMap((file) =>
  graph
    .importsOf(file, false)
    .map((target) => ({ from: relative(graph.root, file), to: relative(graph.root, target) })),
);

type Where = (path: string) => boolean;
const under =
  (...folders: string[]): Where =>
  (path) =>
    folders.some((folder) => path.startsWith(`${folder}/`));
const not =
  (where: Where): Where =>
  (path) =>
    !where(path);
/** The files directly in `folder`, not in its subfolders. */
const directlyIn =
  (folder: string): Where =>
  (path) =>
    dirname(path) === folder;

/** The imports from files `from` of files `to`, as "importer → imported". */
function importsOf(from: Where, to: Where): string[] {
  return imports.filter((each) => from(each.from) && to(each.to)).map((e) => `${e.from} → ${e.to}`);
}

/** branch-services/<name>/…: the service's name; undefined outside a service's folder. */
function serviceOf(path: string): string | undefined {
  const [top, name, ...rest] = path.split("/");
  return top === "branch-services" && name !== undefined && rest.length > 0 ? name : undefined;
}

describe("emulator/src layout", () => {
  test("no two files import each other, types too, directly or around a loop", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  test("no two folders import each other, types too", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  test("it imports nothing from outside its package (the action, the tests)", () => {
    const outside = graph.files.flatMap((file) =>
      graph
        .allImportsOf(file)
        .filter((target) => relative(graph.root, target).startsWith(".."))
        .map((target) => `${relative(graph.root, file)} → ${relative(graph.root, target)}`),
    );
    expect(graph.files.length).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });
});

describe("the components' directions", () => {
  test("the control plane imports nothing from the proxy, the branch services or the composition", () => {
    expect(
      importsOf(
        under("control-plane"),
        (path) => !under("control-plane", "data-plane", "front-doors")(path),
      ),
    ).toEqual([]);
    expect(importsOf(under("control-plane"), directlyIn("."))).toEqual([]);
  });

  test("the data plane imports only itself and files/", () => {
    expect(importsOf(under("data-plane"), not(under("data-plane", "files")))).toEqual([]);
  });

  test("masking has a folder of its own, data-plane/masking/", () => {
    const masking = graph.files
      .map((file) => relative(graph.root, file))
      .filter((path) => under("data-plane")(path) && /mask|anon/.test(basename(path)));
    expect(masking.length).toBeGreaterThan(2);
    expect(masking.filter(not(under("data-plane/masking")))).toEqual([]);
  });

  test("the proxy asks the platform only through front-doors/ (no control plane, data plane or service)", () => {
    expect(importsOf(under("proxy"), not(under("proxy", "front-doors", "files")))).toEqual([]);
  });

  test("front-doors/ holds contracts every side shares: it imports nothing else of the emulator", () => {
    expect(importsOf(under("front-doors"), not(under("front-doors")))).toEqual([]);
  });
});

describe("the control plane's services: a folder per what they serve", () => {
  const SERVICES = "control-plane/services";
  /**
   * Each folder of services/ and the folders it may import besides itself: who may do what
   * (access/), anonymized branches' runs and restrictions (anonymization/), computes (computes/),
   * branches (branches/: creation to expiry, anonymized branches, the schema endpoints), a
   * branch's roles and databases (roles-databases/), snapshots (snapshots/), projects
   * (projects/), the platform itself (platform/: setup, reset, the emulator's controls), the
   * platform reopened from its state file (persistence/: timers re-armed, interrupted work), and
   * what they all share (shared/: the operation lock, the records in the data plane's terms).
   */
  const GROUPS: Record<string, string[]> = {
    shared: [],
    access: [],
    anonymization: ["access"],
    computes: ["anonymization", "shared"],
    "roles-databases": ["computes", "shared"],
    branches: ["access", "anonymization", "computes", "shared"],
    snapshots: ["anonymization", "branches", "computes", "shared"],
    projects: ["access", "computes", "shared", "snapshots"],
    platform: ["computes", "shared"],
    persistence: ["branches", "computes", "platform", "shared", "snapshots"],
  };
  /** services/<group>/…: the group; undefined for a file at services/' top or outside it. */
  const groupOf = (path: string) => {
    if (!path.startsWith(`${SERVICES}/`)) return undefined;
    const [group, ...rest] = path.slice(SERVICES.length + 1).split("/");
    return rest.length > 0 ? group : undefined;
  };

  test("every file of services/ is in a group's folder", () => {
    const files = graph.files.map((file) => relative(graph.root, file)).filter(under(SERVICES));
    expect(files.length).toBeGreaterThan(30);
    const astray = files.filter((path) => !((groupOf(path) ?? "") in GROUPS));
    expect(astray).toEqual([]);
  });

  test("a group imports (types too) only the groups it builds on", () => {
    const against = imports
      .filter((each) => {
        const from = groupOf(each.from);
        const to = groupOf(each.to);
        return from !== undefined && to !== undefined && to !== from && !GROUPS[from]?.includes(to);
      })
      .map((each) => `${each.from} → ${each.to}`);
    expect(against).toEqual([]);
  });
});

describe("the proxy: a Postgres wire side and an HTTP side", () => {
  test("the wire side (protocol, SCRAM, authentication, sessions) knows nothing of the HTTP side", () => {
    expect(importsOf(under("proxy/wire"), under("proxy/http"))).toEqual([]);
  });

  test("neither side imports what composes them on the port (proxy.ts, listener.ts, sniff.ts)", () => {
    expect(importsOf(under("proxy/wire", "proxy/http", "proxy/tls"), directlyIn("proxy"))).toEqual(
      [],
    );
  });
});

describe("the Data API's service: PostgREST's stages, one way", () => {
  const REST = "branch-services/data-api/rest";
  /**
   * Each stage's folder in rest/ and the stages it may import besides itself, in the order a
   * request goes through them: read (request/), its token verified (auth/), planned against the
   * schema cache (schema-cache/, plan/), written as one statement (query/), run in one
   * transaction (transaction/) and answered (response/); handlers/ takes a read, a write or a
   * call through them, openapi/ answers the root. core/ is what every stage shares (PostgREST's
   * errors, the settings of one database's service). Only the entry, rest-service.ts, at rest/'s
   * top, composes them.
   */
  const STAGES: Record<string, string[]> = {
    core: [],
    request: ["core"],
    auth: ["core"],
    "schema-cache": ["core"],
    plan: ["core", "request", "schema-cache"],
    query: ["core", "request", "schema-cache", "plan"],
    transaction: ["core"],
    response: ["core", "request", "schema-cache", "query", "transaction"],
    handlers: ["core", "request", "schema-cache", "plan", "query", "transaction", "response"],
    openapi: ["core", "schema-cache", "transaction"],
  };
  const ENTRY = `${REST}/rest-service.ts`;
  /** rest/<stage>/…: the stage; undefined for a file at rest/'s top or outside rest/. */
  const stageOf = (path: string) => {
    if (!path.startsWith(`${REST}/`)) return undefined;
    const [stage, ...rest] = path.slice(REST.length + 1).split("/");
    return rest.length > 0 ? stage : undefined;
  };

  test("every file of rest/ is in a stage's folder, but the entry", () => {
    const files = graph.files.map((file) => relative(graph.root, file)).filter(under(REST));
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain(ENTRY);
    const astray = files.filter((path) => {
      const stage = stageOf(path);
      return stage === undefined ? path !== ENTRY : !(stage in STAGES);
    });
    expect(astray).toEqual([]);
  });

  test("a stage imports (types too) only the stages before it, never the entry", () => {
    const against = imports
      .filter((each) => {
        const from = stageOf(each.from);
        if (from === undefined || !under(REST)(each.to)) return false;
        const to = stageOf(each.to);
        return to === undefined || (to !== from && !(STAGES[from] ?? []).includes(to));
      })
      .map((each) => `${each.from} → ${each.to}`);
    expect(against).toEqual([]);
  });
});

describe("branch services plug in through one interface", () => {
  const services = [
    ...new Set(graph.files.map((file) => serviceOf(relative(graph.root, file))).filter(Boolean)),
  ] as string[];

  test("each service's folder has its registration, <name>/<name>-service.ts", () => {
    expect(services).toEqual(expect.arrayContaining(["neon-auth", "data-api"]));
    const files = new Set(graph.files.map((file) => relative(graph.root, file)));
    for (const name of services)
      expect(files.has(`branch-services/${name}/${name}-service.ts`), name).toBe(true);
  });

  test("from outside its folder, a service is reached only through its registration", () => {
    const around = imports
      .filter((each) => {
        const service = serviceOf(each.to);
        return service !== undefined && serviceOf(each.from) !== service;
      })
      .filter(
        (each) =>
          each.to !== `branch-services/${serviceOf(each.to)}/${serviceOf(each.to)}-service.ts`,
      )
      .map((each) => `${each.from} → ${each.to}`);
    expect(around).toEqual([]);
  });

  test("the services are composed in one place: outside branch-services/, only index.ts imports them", () => {
    expect(
      importsOf(
        (path) => !under("branch-services")(path) && path !== "index.ts",
        under("branch-services"),
      ),
    ).toEqual([]);
  });

  test("a service reaches the proxy only through its front door's contract (front-doors/)", () => {
    expect(importsOf(under("branch-services"), under("proxy"))).toEqual([]);
  });

  test("services tell each other through their bus, never through the control plane's hooks", () => {
    const calling = graph.files
      .filter((file) => under("branch-services")(relative(graph.root, file)))
      .filter((file) => /\bbranchServices\s*\./.test(readFileSync(file, "utf8")))
      .map((file) => relative(graph.root, file));
    expect(calling).toEqual([]);
  });

  test("services are made on their host: no platform attached later, no wall clock in its stead", () => {
    const astray = graph.files
      .filter((file) => under("branch-services")(relative(graph.root, file)))
      .filter((file) =>
        /\battach\(\s*\w*[pP]latform|Platform \| undefined|\?\? Date\.now\(\)/.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) => relative(graph.root, file));
    expect(astray).toEqual([]);
  });
});
