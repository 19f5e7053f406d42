// The console's reads and writes: Neon's API as any client calls it, with the key the admin API
// gives this page for each project (GET /__emulator/console/projects answers this machine's pages
// only). Everything read here is data: render.mjs puts it on the page as text, never as HTML.

const apiBase = "/api/v2";
const adminBase = "/__emulator";
/** What the console lists of a bucket and of a function's log. */
const objectsShown = 20;
const logLinesShown = 5;

export class CallError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function request(url, init) {
  const response = await fetch(url, { cache: "no-store", ...init });
  const text = await response.text();
  let body;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new CallError(response.status, body?.message ?? `HTTP ${response.status} from ${url}`);
  }
  return body;
}

/** How long a change waits out 423 (Locked: another operation of the project is running). */
const lockedWaitMs = 60_000;

/**
 * One call of Neon's API with the project's key. A change Neon answers 423 is asked again, as
 * Neon's docs advise, while the conflicting operation runs (a branch just created still starts
 * its compute): up to a minute, then the error is the page's.
 */
export async function call(project, method, path, body) {
  const headers = { authorization: `Bearer ${project.key}`, accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const send = () =>
    request(`${apiBase}/projects/${encodeURIComponent(project.id)}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const giveUpAt = Date.now() + lockedWaitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 4000)) {
    try {
      return await send();
    } catch (error) {
      const locked = error instanceof CallError && error.status === 423 && method !== "GET";
      if (!locked || Date.now() + delay > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** A service that is off answers 404: undefined then. */
async function unless404(promise) {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof CallError && error.status === 404) return undefined;
    throw error;
  }
}

/** Every project with its branches, computes and latest operations. */
export async function loadProjects() {
  const { projects } = await request(`${adminBase}/console/projects`, {
    headers: { accept: "application/json" },
  });
  return Promise.all(projects.map(loadProject));
}

async function loadProject(project) {
  if (!project.key) return { ...project, branches: [], computes: [], operations: [] };
  const [branches, computes, operations] = await Promise.all([
    call(project, "GET", "/branches"),
    call(project, "GET", "/endpoints"),
    call(project, "GET", "/operations?limit=8"),
  ]);
  return {
    ...project,
    branches: branches.branches,
    computes: computes.endpoints,
    operations: operations.operations,
  };
}

const at = (branch, rest = "") => `/branches/${encodeURIComponent(branch.id)}${rest}`;

/** A branch's connection strings, services and credentials. `revealed`: computes shown with their password. */
export async function loadBranch(project, branch, revealed) {
  const get = (rest) => call(project, "GET", at(branch, rest));
  const [roles, databases, auth, storage, buckets, functions, credentials, aiGateway] =
    await Promise.all([
      get("/roles"),
      get("/databases"),
      unless404(get("/auth")),
      unless404(get("/storage")),
      unless404(get("/buckets")),
      unless404(get("/functions")),
      get("/credentials"),
      unless404(get("/ai_gateway")),
    ]);
  const role = roles.roles[0]?.name;
  const database = databases.databases[0]?.name;
  const computes = project.computes.filter((compute) => compute.branch_id === branch.id);
  const [uris, dataApis, objects, logs] = await Promise.all([
    Promise.all(computes.map((c) => connectionUri(project, branch, c, role, database, revealed))),
    Promise.all(databases.databases.map((db) => dataApiOf(project, branch, db.name))),
    Promise.all((buckets?.buckets ?? []).map((bucket) => objectsOf(project, branch, bucket))),
    functions?.functions.length ? functionLogs(project, branch) : [],
  ]);
  return {
    connections: Object.fromEntries(computes.map((c, i) => [c.id, uris[i]])),
    auth,
    dataApis: dataApis.filter((api) => api !== undefined),
    storage,
    buckets: objects,
    functions: (functions?.functions ?? []).map((fn) => ({
      ...fn,
      logs: logs.filter((line) => line.service_name === fn.slug).slice(-logLinesShown),
    })),
    credentials: credentials.credentials,
    aiGateway,
  };
}

/** The compute's URI, its password replaced unless the page asked to see it. */
async function connectionUri(project, branch, compute, role, database, revealed) {
  if (!role || !database) return undefined;
  const query = new URLSearchParams({
    branch_id: branch.id,
    endpoint_id: compute.id,
    role_name: role,
    database_name: database,
  });
  const { uri } = await call(project, "GET", `/connection_uri?${query}`);
  if (revealed.has(compute.id)) return { uri, hidden: false };
  const url = new URL(uri);
  if (url.password) url.password = "********";
  return { uri: url.href.replace("%2A%2A%2A%2A%2A%2A%2A%2A", "********"), hidden: true };
}

async function dataApiOf(project, branch, database) {
  const api = await unless404(call(project, "GET", at(branch, `/data-api/${database}`)));
  return api && { database, ...api };
}

async function objectsOf(project, branch, bucket) {
  const path = `/buckets/${encodeURIComponent(bucket.name)}/objects?limit=${objectsShown}`;
  const listing = await call(project, "GET", at(branch, path));
  return { ...bucket, objects: listing.objects, more: listing.is_truncated };
}

/** The functions' latest lines, oldest first. */
async function functionLogs(project, branch) {
  const body = { source: "function", sort_order: "desc", limit: 100 };
  const answer = await unless404(call(project, "POST", at(branch, "/logs/query"), body));
  return (answer?.logs ?? []).reverse();
}
