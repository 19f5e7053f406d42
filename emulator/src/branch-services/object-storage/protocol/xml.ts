/** The little XML S3 speaks: answers written, and the two request bodies it takes parsed. */

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** A child element: text, nested elements, or nothing (left out). */
export type XmlContent = string | number | boolean | XmlNode[] | undefined;
export type XmlNode = [name: string, content: XmlContent];

function render(nodes: XmlNode[]): string {
  return nodes
    .filter(([, content]) => content !== undefined)
    .map(([name, content]) => {
      const inner = Array.isArray(content) ? render(content) : escapeXml(String(content));
      return `<${name}>${inner}</${name}>`;
    })
    .join("");
}

/** An S3 answer: the declaration, then the root in S3's namespace. */
export function xmlDocument(root: string, children: XmlNode[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${render(children)}</${root}>`;
}

/** An element of a parsed request body: its name, text and children. */
export interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

const entity = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi;
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeText(text: string): string {
  return text.replace(entity, (_, hex: string, dec: string, name: string) => {
    if (name) return named[name.toLowerCase()] ?? "";
    return String.fromCodePoint(Number.parseInt(hex ?? dec, hex ? 16 : 10));
  });
}

/**
 * Parses a small XML document (DeleteObjects' `Delete`, CompleteMultipartUpload's body):
 * elements, text, CDATA; attributes, comments, declarations and namespaces ignored. Throws on
 * anything not well formed.
 */
export function parseXml(source: string): XmlElement {
  const stack: XmlElement[] = [{ name: "", text: "", children: [] }];
  const tag =
    /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g;
  let at = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    const top = stack.at(-1) as XmlElement;
    top.text += decodeText(source.slice(at, match.index));
    at = tag.lastIndex;
    const [, closing, rawName, selfClosing, cdata] = match;
    if (cdata !== undefined) {
      top.text += cdata;
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.includes(":") ? (rawName.split(":").at(-1) as string) : rawName;
    if (closing) {
      if (stack.length < 2 || top.name !== name) throw new Error(`unexpected </${rawName}>`);
      stack.pop();
      continue;
    }
    const element: XmlElement = { name, text: "", children: [] };
    top.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (/[<>]/.test(source.slice(at)) || stack.length !== 1) throw new Error("unclosed element");
  const [root, ...rest] = (stack[0] as XmlElement).children;
  if (!root || rest.length > 0) throw new Error("one root element expected");
  return root;
}

export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

export const childText = (element: XmlElement, name: string) =>
  element.children.find((child) => child.name === name)?.text;
