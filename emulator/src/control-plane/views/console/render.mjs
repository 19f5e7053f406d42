// A project as the console shows it: the branch tree, the selected branch's computes and
// services, the latest operations. Made with dom.mjs, so every name lands as text.
import { badge, bytes, h, link, time } from "./dom.mjs";

/** The branches as a tree, parents before children; a branch whose parent is gone is a root. */
export function branchTree(project, selectedId, actions) {
  const ids = new Set(project.branches.map((branch) => branch.id));
  const childrenOf = (parentId) =>
    project.branches
      .filter(
        (branch) =>
          (branch.parent_id && ids.has(branch.parent_id) ? branch.parent_id : undefined) ===
          parentId,
      )
      .sort(
        (a, b) => Number(b.default) - Number(a.default) || a.created_at.localeCompare(b.created_at),
      );
  const item = (branch) => {
    const computes = project.computes.filter((compute) => compute.branch_id === branch.id);
    const children = childrenOf(branch.id);
    return h(
      "li",
      { class: "branch", "data-branch-id": branch.id, "data-branch-name": branch.name },
      h(
        "div",
        { class: branch.id === selectedId ? "row selected" : "row" },
        h(
          "button",
          { class: "name", type: "button", onclick: () => actions.select(branch) },
          branch.name,
        ),
        branch.default && badge("default"),
        branch.protected && badge("protected", "protected"),
        branch.expires_at && badge(`expires ${time(branch.expires_at)}`, "expiring"),
        branch.current_state !== "ready" && badge(branch.current_state, "state"),
        computes.map((compute) => badge(compute.current_state, compute.current_state)),
        h(
          "span",
          { class: "actions" },
          branch.parent_id &&
            !branch.protected &&
            h(
              "button",
              { type: "button", class: "reset", onclick: () => actions.reset(branch) },
              "Reset",
            ),
          !branch.default &&
            !branch.protected &&
            h(
              "button",
              { type: "button", class: "delete", onclick: () => actions.remove(branch) },
              "Delete",
            ),
        ),
      ),
      children.length > 0 && h("ul", {}, children.map(item)),
    );
  };
  return h("ul", { class: "tree" }, childrenOf(undefined).map(item));
}

/** The selected branch: its computes with their connection strings, its services, its credentials. */
export function branchDetail(project, branch, detail, actions) {
  if (!branch) return h("p", { class: "muted" }, "Select a branch.");
  const computes = project.computes.filter((compute) => compute.branch_id === branch.id);
  return h(
    "div",
    { class: "detail", "data-branch-id": branch.id },
    h("h3", {}, branch.name, " ", h("small", {}, branch.id)),
    h("h4", {}, "Computes"),
    computes.length === 0
      ? h("p", { class: "muted" }, "No compute.")
      : computes.map((compute) => computeCard(compute, detail?.connections?.[compute.id], actions)),
    detail ? services(detail) : h("p", { class: "muted" }, "Loading…"),
  );
}

function computeCard(compute, connection, actions) {
  const size = `${compute.autoscaling_limit_min_cu}–${compute.autoscaling_limit_max_cu} CU`;
  return h(
    "div",
    { class: "compute", "data-compute-id": compute.id },
    h(
      "div",
      {},
      h("strong", {}, compute.id),
      " ",
      badge(compute.type),
      badge(compute.current_state, compute.current_state),
      badge(size),
    ),
    h("div", { class: "muted" }, "host ", h("code", {}, compute.host)),
    connection &&
      h(
        "div",
        { class: "connection" },
        h("code", { class: "uri" }, connection.uri),
        h(
          "button",
          {
            type: "button",
            class: "reveal",
            onclick: () => actions.reveal(compute, connection.hidden),
          },
          connection.hidden ? "Show password" : "Hide password",
        ),
      ),
  );
}

const off = (what) => h("span", { class: "muted" }, what);

function services(detail) {
  return [
    h("h4", {}, "Services"),
    h(
      "dl",
      { class: "services" },
      h("dt", {}, "Neon Auth"),
      h("dd", { class: "neon-auth" }, detail.auth ? link(detail.auth.base_url) : off("off")),
      h("dt", {}, "Data API"),
      h(
        "dd",
        { class: "data-api" },
        detail.dataApis.length === 0
          ? off("off")
          : detail.dataApis.map((api) => h("div", {}, `${api.database}: `, link(api.url))),
      ),
      h("dt", {}, "Object Storage"),
      h("dd", { class: "storage" }, storage(detail)),
      h("dt", {}, "Functions"),
      h("dd", { class: "functions" }, functions(detail)),
      h("dt", {}, "AI gateway"),
      h("dd", {}, detail.aiGateway?.enabled ? link(detail.aiGateway.base_url) : off("off")),
      h("dt", {}, "Credentials"),
      h("dd", { class: "credentials" }, credentials(detail)),
    ),
  ];
}

function storage(detail) {
  if (!detail.storage?.enabled) return off("off");
  return [
    h("div", {}, "S3 endpoint ", link(detail.storage.s3_endpoint)),
    detail.buckets.length === 0 && off("no bucket"),
    detail.buckets.map((bucket) =>
      h(
        "div",
        { class: "bucket", "data-bucket": bucket.name },
        h("strong", {}, bucket.name),
        " ",
        badge(bucket.access_level ?? ""),
        h(
          "ul",
          {},
          bucket.objects.map((object) =>
            h("li", {}, h("code", {}, object.key), ` ${bytes(object.size)}`),
          ),
          bucket.more && h("li", { class: "muted" }, "…"),
          bucket.objects.length === 0 && h("li", { class: "muted" }, "empty"),
        ),
      ),
    ),
  ];
}

function functions(detail) {
  if (detail.functions.length === 0) return off("none");
  return detail.functions.map((fn) =>
    h(
      "div",
      { class: "function", "data-slug": fn.slug },
      h("strong", {}, fn.name ?? fn.slug),
      " ",
      badge(fn.active_deployment?.status ?? fn.current_deployment?.status ?? "no deployment"),
      h("div", {}, link(fn.invocation_url)),
      fn.logs.length > 0 &&
        h(
          "pre",
          { class: "logs" },
          fn.logs.map((line) => `${time(line.timestamp)} ${line.message}\n`),
        ),
    ),
  );
}

function credentials(detail) {
  if (detail.credentials.length === 0) return off("none");
  return h(
    "ul",
    {},
    detail.credentials.map((credential) =>
      h(
        "li",
        {},
        h("code", {}, credential.token_id),
        credential.name && ` ${credential.name}`,
        ` ${credential.scopes.join(", ")}`,
        credential.revoked_at && badge("revoked", "protected"),
      ),
    ),
  );
}

/** The project's latest operations, newest first. */
export function operations(project) {
  const names = new Map(project.branches.map((branch) => [branch.id, branch.name]));
  if (project.operations.length === 0) return h("p", { class: "muted" }, "No operation yet.");
  return h(
    "table",
    { class: "operations" },
    h(
      "tr",
      {},
      ["action", "branch", "status", "updated"].map((name) => h("th", {}, name)),
    ),
    project.operations.map((op) =>
      h(
        "tr",
        {},
        h("td", {}, op.action),
        h("td", {}, names.get(op.branch_id) ?? op.branch_id ?? ""),
        h("td", { class: `status ${op.status}` }, op.status, op.error ? ` (${op.error})` : ""),
        h("td", {}, time(op.updated_at)),
      ),
    ),
  );
}
