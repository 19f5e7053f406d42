/**
 * Masks secrets as the runner's SecretMasker does: every registered value and its encoded forms
 * (base64 at three byte offsets, JSON, URI, XML, shell and expression escapes) are replaced by
 * `***`, overlapping matches merged into one.
 */
export class SecretMasker {
  private readonly originals = new Set<string>();
  private readonly values = new Set<string>();

  /** What `::add-mask::` registers: the value and each of its trimmed lines. */
  addMask(value: string): void {
    this.add(value);
    for (const line of value.split(/[\r\n]+/)) {
      const trimmed = line.trim();
      if (trimmed !== "") this.add(trimmed);
    }
  }

  add(value: string): void {
    if (value === "" || this.originals.has(value)) return;
    this.originals.add(value);
    this.values.add(value);
    for (const encode of ENCODERS) {
      const encoded = encode(value);
      if (encoded !== "") this.values.add(encoded);
    }
  }

  /** Mask each line separately, as the runner masks the log line by line. */
  mask(text: string): string {
    return text
      .split("\n")
      .map((line) => this.maskLine(line))
      .join("\n");
  }

  maskLine(line: string): string {
    const ranges: Array<[number, number]> = [];
    for (const value of this.values) {
      for (let at = line.indexOf(value); at >= 0; at = line.indexOf(value, at + 1)) {
        ranges.push([at, at + value.length]);
      }
    }
    if (ranges.length === 0) return line;
    ranges.sort((a, b) => a[0] - b[0]);
    let result = "";
    let cursor = 0;
    let current: [number, number] | undefined;
    for (const range of ranges) {
      if (current && range[0] <= current[1]) {
        current[1] = Math.max(current[1], range[1]);
        continue;
      }
      if (current) {
        result += `${line.slice(cursor, current[0])}***`;
        cursor = current[1];
      }
      current = [...range];
    }
    if (current) {
      result += `${line.slice(cursor, current[0])}***`;
      cursor = current[1];
    }
    return result + line.slice(cursor);
  }
}

type Encoder = (value: string) => string;

const base64Shifted =
  (shift: number): Encoder =>
  (value) => {
    const bytes = Buffer.from(value, "utf8");
    return (bytes.length > shift ? bytes.subarray(shift) : bytes).toString("base64");
  };

const ENCODERS: Encoder[] = [
  base64Shifted(0),
  base64Shifted(1),
  base64Shifted(2),
  (value) => value.replaceAll('"', '\\"'),
  (value) => value.replaceAll("'", "''"),
  (value) => JSON.stringify(value).slice(1, -1),
  // .NET's Uri.EscapeDataString follows RFC 3986, which also escapes !'()*
  (value) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  (value) =>
    value
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&apos;"),
  (value) =>
    value.length > 8 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : "",
  (value) => {
    if (!value.includes("&")) return "";
    const section = value.includes("&+")
      ? value.slice(0, value.indexOf("&+") + 2)
      : value.slice(0, value.lastIndexOf("&") + 1);
    return section.length >= 6 ? section : "";
  },
  (value) => {
    if (!value.includes("&")) return "";
    const plus = value.indexOf("&+");
    const section =
      plus >= 0
        ? value.length > plus + 3
          ? value.slice(plus + 3)
          : ""
        : value.slice(value.lastIndexOf("&") + 1);
    return section.length >= 6 ? section : "";
  },
];
