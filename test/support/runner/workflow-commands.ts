export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

/** The `::name::` commands the runner acts on for a node action (others are plain output). */
const KNOWN_COMMANDS = new Set([
  "add-mask",
  "error",
  "warning",
  "notice",
  "debug",
  "group",
  "endgroup",
  "echo",
  "set-output",
  "save-state",
  "set-env",
  "add-path",
  "add-matcher",
  "remove-matcher",
]);

/**
 * Parse one output line as the runner's ActionCommand.TryParseV2 does: leading whitespace is
 * ignored, `::name key=value,key=value::data`, properties and data percent-unescaped.
 */
export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const message = line.trimStart();
  if (!message.startsWith("::")) return undefined;
  const end = message.indexOf("::", 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(" ");
  const command = space < 0 ? info : info.slice(0, space);
  if (!KNOWN_COMMANDS.has(command)) return undefined;

  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const property of info
      .slice(space + 1)
      .trim()
      .split(",")) {
      const equals = property.indexOf("=");
      if (equals > 0 && equals < property.length - 1) {
        properties[property.slice(0, equals)] = unescapeProperty(property.slice(equals + 1));
      }
    }
  }
  return { command, properties, data: unescapeData(message.slice(end + 2)) };
}

function unescapeData(text: string): string {
  return text.replaceAll("%0D", "\r").replaceAll("%0A", "\n").replaceAll("%25", "%");
}

function unescapeProperty(text: string): string {
  return text
    .replaceAll("%0D", "\r")
    .replaceAll("%0A", "\n")
    .replaceAll("%3A", ":")
    .replaceAll("%2C", ",")
    .replaceAll("%25", "%");
}
