// The sticky comment holds sections, each written by one part of the action: `report` (what
// provision or cleanup did), `schema-diff` (the post step's diff) and `migration-impact` (what
// the migration did to the tables, also the post step's) and `query-impact` (production's
// statements planned before and after it, the post step's too). A writer replaces its own
// section and keeps the others, so a provision re-run or the PR-close cleanup leaves the last
// schema diff in place. Each section sits between two hidden marker lines; untrusted text can
// never form such a line (summaries are escaped, every line of a diff starts with its sign).

const SECTION_NAMES = ["report", "schema-diff", "migration-impact", "query-impact"] as const;
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

const START =
  /^<!-- preview-compute:section (report|schema-diff|migration-impact|query-impact)(?: digest=([0-9a-f]{64}))? -->$/;
const end = (name: SectionName) => `<!-- preview-compute:end ${name} -->`;

function sectionStart(name: SectionName, digest?: string): string {
  return `<!-- preview-compute:section ${name}${digest ? ` digest=${digest}` : ""} -->`;
}

/**
 * The sections of a comment body (the marker line first). A body written before sections
 * existed is all report. A section whose end marker is missing (a body cut short by an older
 * version) runs to the next section's start marker or the end of the body.
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
    let stop = i + 1;
    while (stop < lines.length && lines[stop] !== end(name) && !START.test(lines[stop] ?? ""))
      stop++;
    const content = lines.slice(i + 1, stop).join("\n");
    const closed = lines[stop] === end(name);
    sections.set(name, {
      name,
      content: closed ? `${content}\n` : `${content.trimEnd()}\n`,
      digest: start[2],
    });
    i = closed ? stop : stop - 1;
  }
  if (!sawMarkerLine && lines.join("\n").trim() !== "")
    sections.set("report", { name: "report", content: `${lines.join("\n").trimEnd()}\n` });
  return sections;
}

function renderBody(marker: string, sections: Map<SectionName, Section>): string {
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

/**
 * The body with every section, within GitHub's limit: when too long, sections are cut inside
 * themselves, each keeping its head and its markers and saying how much of it was cut. The
 * room is shared fairly: a section shorter than its share stays whole, the longer ones get
 * equal shares of the rest. A section other than `own` that is cut loses its digest, so its
 * writer puts it back whole on its next run.
 */
export function fitBody(
  marker: string,
  sections: Map<SectionName, Section>,
  own: SectionName,
): string {
  const whole = renderBody(marker, sections);
  if (whole.length <= COMMENT_LIMIT) return whole;
  // The markers as they may be written: with every digest (a cut section losing its own only frees room).
  const empty = new Map(
    [...sections].map(([name, { digest }]) => [name, { name, content: "\n", digest }]),
  );
  let budget = COMMENT_LIMIT - renderBody(marker, empty).length + sections.size;
  const bySize = [...sections.values()].sort((a, b) => a.content.length - b.content.length);
  const fitted = new Map(sections);
  bySize.forEach((section, i) => {
    const share = Math.floor(budget / (bySize.length - i));
    const content = cutContent(section.content, share);
    budget -= content.length;
    if (content !== section.content)
      fitted.set(section.name, {
        name: section.name,
        content,
        digest: section.name === own ? section.digest : undefined,
      });
  });
  return renderBody(marker, fitted);
}

const cutNote = (characters: number) =>
  `\n_${characters.toLocaleString("en-US")} more characters of this section are not shown: the comment would exceed GitHub's 65,536 characters._\n`;

/**
 * Content cut at a line to at most `room` characters (never less than the note), the code
 * block and `<details>` it was cut inside closed, and a line saying how much was cut.
 */
function cutContent(content: string, room: number): string {
  if (content.length <= room) return content;
  const lines = content.replace(/\n$/, "").split("\n");
  const noteRoom = cutNote(content.length).length;
  let kept = 0;
  let used = 0;
  while (kept < lines.length && used + (lines[kept]?.length ?? 0) + 1 + noteRoom <= room) {
    used += (lines[kept]?.length ?? 0) + 1;
    kept++;
  }
  for (; kept >= 0; kept--) {
    const head = lines
      .slice(0, kept)
      .map((line) => `${line}\n`)
      .join("");
    const text = `${head}${closeOpenBlocks(head)}`;
    const cut = `${text}${cutNote(content.length - head.length)}`;
    if (cut.length <= room || kept === 0) return cut;
  }
  return cutNote(content.length);
}

/** What closes the fenced code block and the `<details>` blocks still open at the end of `text`. */
function closeOpenBlocks(text: string): string {
  let fence: string | undefined;
  let details = 0;
  for (const line of text.split("\n")) {
    const run = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (run && run[0] === fence[0] && run.length >= fence.length && line.trim() === run)
        fence = undefined;
      continue;
    }
    if (run) fence = run;
    else details += countOf(line, "<details>") - countOf(line, "</details>");
  }
  const closeFence = fence ? `${fence}\n` : "";
  return `${closeFence}${"\n</details>\n".repeat(Math.max(0, details))}`;
}

const countOf = (text: string, part: string) => text.split(part).length - 1;
