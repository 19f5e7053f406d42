// The sticky comment holds sections, each written by one part of the action: `report` (what
// provision or cleanup did) and `schema-diff` (the post step's diff). A writer replaces its own
// section and keeps the others, so a provision re-run or the PR-close cleanup leaves the last
// schema diff in place. Each section sits between two hidden marker lines; untrusted text can
// never form such a line (summaries are escaped, every line of a diff starts with its sign).

export const SECTION_NAMES = ["report", "schema-diff"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** GitHub refuses a comment body longer than this (in characters). */
export const COMMENT_LIMIT = 65_536;

export interface Section {
  name: SectionName;
  /** Markdown, ending with a newline. */
  content: string;
  /** A hash of what the content shows: the writer skips the update when it is unchanged. */
  digest?: string;
}

const START = /^<!-- preview-compute:section (report|schema-diff)(?: digest=([0-9a-f]{64}))? -->$/;
const end = (name: SectionName) => `<!-- preview-compute:end ${name} -->`;

export function sectionStart(name: SectionName, digest?: string): string {
  return `<!-- preview-compute:section ${name}${digest ? ` digest=${digest}` : ""} -->`;
}

/**
 * The sections of a comment body (the marker line first). A body written before sections
 * existed is all report. A section whose end marker is missing is dropped.
 */
export function parseSections(body: string, marker: string): Map<SectionName, Section> {
  const lines = body.split("\n");
  if (lines[0] === marker) lines.shift();
  const sections = new Map<SectionName, Section>();
  let sawMarkerLine = false;
  for (let i = 0; i < lines.length; i++) {
    const start = START.exec(lines[i] ?? "");
    if (!start) continue;
    sawMarkerLine = true;
    const name = start[1] as SectionName;
    const stop = lines.indexOf(end(name), i + 1);
    if (stop < 0) continue;
    const content = lines.slice(i + 1, stop).join("\n");
    sections.set(name, { name, content: `${content}\n`, digest: start[2] });
    i = stop;
  }
  if (!sawMarkerLine && lines.join("\n").trim() !== "")
    sections.set("report", { name: "report", content: `${lines.join("\n").trimEnd()}\n` });
  return sections;
}

/** The body with `section` in place of its earlier version, the other sections kept as they were. */
export function composeBody(
  marker: string,
  existing: Map<SectionName, Section>,
  section: Section,
): string {
  const sections = new Map(existing);
  sections.set(section.name, section);
  return renderBody(marker, sections);
}

export function renderBody(marker: string, sections: Map<SectionName, Section>): string {
  const parts = [marker];
  for (const name of SECTION_NAMES) {
    const section = sections.get(name);
    if (!section) continue;
    const content = section.content.endsWith("\n") ? section.content : `${section.content}\n`;
    parts.push(`${sectionStart(name, section.digest)}\n${content}${end(name)}`);
  }
  return parts.join("\n");
}

/** Characters the other sections and the markers leave for `name`'s content within GitHub's limit. */
export function roomFor(
  marker: string,
  existing: Map<SectionName, Section>,
  name: SectionName,
  digest?: string,
): number {
  const others = new Map(existing);
  others.set(name, { name, content: "", digest });
  return COMMENT_LIMIT - renderBody(marker, others).length;
}
