// Elements made from data as text only: no innerHTML, no attribute a name could turn into
// script. Names come from users (a branch may be called `<img src=x onerror=…>`): they land as
// text nodes and attribute values, which the browser never parses as HTML.

/** `h("li", { class: "x", onclick: f }, "text", child)`: an element; false and undefined are left out. */
export function h(tag, props, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === false || value === null) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "class") element.className = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === false || child === null) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/** A link when the address is http(s); otherwise the address as text. */
export function link(address) {
  if (typeof address !== "string") return "";
  try {
    const { protocol } = new URL(address);
    if (protocol === "http:" || protocol === "https:") {
      return h("a", { href: address, target: "_blank", rel: "noreferrer noopener" }, address);
    }
  } catch {
    // not a URL: shown as text below
  }
  return h("code", {}, address);
}

/** A small label: `default`, `protected`, `expires …`. */
export const badge = (text, kind) => h("span", { class: `badge ${kind ?? ""}` }, text);

/** A time as the page's clock shows it. */
export function time(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso ?? "") : date.toLocaleString();
}

/** `1.5 KiB` */
export function bytes(count) {
  const units = ["B", "KiB", "MiB", "GiB"];
  let value = Number(count) || 0;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
