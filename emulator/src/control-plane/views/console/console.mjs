// The console's page script: loads what api.mjs reads, draws it with render.mjs, again whenever
// the emulator says something changed (an event stream, /__emulator/console/events) and every
// few seconds (the virtual clock's expiries, functions' output), and sends the page's branch
// actions through Neon's API with the project's key.
import { call, loadBranch, loadProjects } from "./api.mjs";
import { h } from "./dom.mjs";
import { branchDetail, branchTree, operations } from "./render.mjs";

const root = document.getElementById("projects");
const status = document.getElementById("status");
const notice = document.getElementById("notice");
/** Project id → the branch shown in detail. */
const selected = new Map();
/** Compute ids whose connection string shows its password. */
const revealed = new Set();
/** Project id → its section's parts, kept across refreshes (a half-typed name stays). */
const sections = new Map();
const pollMs = 5_000;

function say(text, kind, where = status) {
  where.textContent = text;
  where.className = kind ?? "";
}

let running;
let again = false;

/** Loads and draws everything; a refresh asked for while one runs runs once after it. */
function refresh() {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        const projects = await loadProjects();
        const details = await Promise.all(projects.map(detailOf));
        draw(projects, details);
        say(`updated ${new Date().toLocaleTimeString()}`);
      } catch (error) {
        say(`could not load: ${error.message}`, "error");
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

function selectedBranch(project) {
  const id = selected.get(project.id);
  return (
    project.branches.find((branch) => branch.id === id) ??
    project.branches.find((branch) => branch.default) ??
    project.branches[0]
  );
}

async function detailOf(project) {
  const branch = selectedBranch(project);
  if (!branch || !project.key) return undefined;
  try {
    return await loadBranch(project, branch, revealed);
  } catch (error) {
    return { error: error.message };
  }
}

function draw(projects, details) {
  for (const [id, parts] of sections) {
    if (!projects.some((project) => project.id === id)) {
      parts.section.remove();
      sections.delete(id);
    }
  }
  if (projects.length === 0) root.replaceChildren(h("p", { class: "muted" }, "No project."));
  else root.querySelector(":scope > p")?.remove();
  projects.forEach((project, index) => {
    const parts = sections.get(project.id) ?? newSection(project);
    const branch = selectedBranch(project);
    const detail = details[index];
    parts.current = project;
    // Each part drawn again only when what it shows changed: a selection (a connection string
    // being copied), an open list and a button under the pointer stay while nothing changed.
    redraw(parts, "title", [project.name, project.id], () => [
      project.name,
      " ",
      h("small", {}, project.id),
    ]);
    if (!project.key) {
      redraw(parts, "tree", "no key", () =>
        h("p", { class: "error" }, "No working API key reaches this project."),
      );
      return;
    }
    const actions = actionsOn(project);
    redraw(parts, "tree", [project.branches, project.computes, branch?.id], () =>
      branchTree(project, branch?.id, actions),
    );
    redraw(parts, "detail", [branch, project.computes, detail], () =>
      detail?.error
        ? h("p", { class: "error" }, detail.error)
        : branchDetail(project, branch, detail, actions),
    );
    redraw(parts, "operations", [project.operations, project.branches], () => operations(project));
    const parent = parts.parent.value;
    const choices = project.branches.map((each) => [each.id, each.name]);
    redraw(parts, "parent", choices, () =>
      choices.map(([id, name]) => h("option", { value: id }, name)),
    );
    parts.parent.value = choices.some(([id]) => id === parent) ? parent : (branch?.id ?? "");
  });
}

/** Replaces the part's content when `shown` differs from what it was drawn from. */
function redraw(parts, name, shown, draw) {
  const drawnFrom = JSON.stringify(shown);
  if (parts.drawnFrom[name] === drawnFrom) return;
  parts.drawnFrom[name] = drawnFrom;
  parts[name].replaceChildren(...[draw()].flat());
}

function newSection(project) {
  const title = h("h2");
  const tree = h("div", { class: "tree-holder" });
  const detail = h("div", { class: "detail-holder" });
  const ops = h("div");
  const name = h("input", {
    name: "name",
    placeholder: "new branch name",
    maxlength: 256,
    required: true,
  });
  const parent = h("select", { name: "parent", "aria-label": "parent branch" });
  const parts = { title, tree, detail, operations: ops, parent, current: project, drawnFrom: {} };
  const form = h(
    "form",
    { class: "create", onsubmit: (event) => createBranch(event, parts, name) },
    name,
    " from ",
    parent,
    " ",
    h("button", { type: "submit" }, "Create branch"),
  );
  const section = h(
    "section",
    { class: "project", "data-project-id": project.id },
    title,
    h("div", { class: "columns" }, h("div", {}, h("h3", {}, "Branches"), tree, form), detail),
    h("h3", {}, "Latest operations"),
    ops,
  );
  parts.section = section;
  sections.set(project.id, parts);
  root.append(section);
  return parts;
}

/** Runs a change through Neon's API, says how it went, refreshes. */
async function act(what, change) {
  say(`${what}…`, "", notice);
  try {
    await change();
    say(`${what}: done`, "", notice);
  } catch (error) {
    say(`${what}: ${error.message}`, "error", notice);
  }
  await refresh();
}

function actionsOn(project) {
  const path = (branch) => `/branches/${encodeURIComponent(branch.id)}`;
  return {
    select(branch) {
      selected.set(project.id, branch.id);
      void refresh();
    },
    reveal(compute, hidden) {
      if (hidden) revealed.add(compute.id);
      else revealed.delete(compute.id);
      void refresh();
    },
    reset(branch) {
      if (!window.confirm(`Reset branch "${branch.name}" to its parent's data?`)) return;
      const body = { source_branch_id: branch.parent_id };
      void act(`reset ${branch.name}`, () =>
        call(project, "POST", `${path(branch)}/restore`, body),
      );
    },
    remove(branch) {
      if (!window.confirm(`Delete branch "${branch.name}" and its computes?`)) return;
      void act(`delete ${branch.name}`, () => call(project, "DELETE", path(branch)));
    },
  };
}

function createBranch(event, parts, input) {
  event.preventDefault();
  const project = parts.current;
  const name = input.value.trim();
  if (name === "") return;
  const body = {
    branch: { name, parent_id: parts.parent.value },
    endpoints: [{ type: "read_write" }],
  };
  void act(`create ${name}`, async () => {
    const created = await call(project, "POST", "/branches", body);
    input.value = "";
    selected.set(project.id, created.branch.id);
  });
}

function listen() {
  const events = new EventSource("/__emulator/console/events");
  events.addEventListener("ready", () => {
    document.body.dataset.live = "events";
    void refresh();
  });
  events.addEventListener("change", () => void refresh());
  events.addEventListener("error", () => {
    document.body.dataset.live = "polling";
  });
}

listen();
void refresh();
setInterval(() => void refresh(), pollMs);
