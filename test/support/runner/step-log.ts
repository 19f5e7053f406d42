import { SecretMasker } from "./secret-masker.ts";
import { parseWorkflowCommand } from "./workflow-commands.ts";

export interface Annotation {
  message: string;
  /** `title`, `file`, `line`, `endLine`, `col`, `endColumn`, when given. */
  properties: Record<string, string>;
}

export interface StepCommands {
  /** Values registered with `::add-mask::`, in order. */
  masks: string[];
  errors: Annotation[];
  warnings: Annotation[];
  notices: Annotation[];
  debugs: string[];
  groups: string[];
}

/**
 * Follows a step's stdout and stderr line by line like the runner's OutputManager: workflow
 * commands are acted on, and every line lands in the log masked with the masks known so far.
 */
export class StepLog {
  readonly masker = new SecretMasker();
  readonly commands: StepCommands = {
    masks: [],
    errors: [],
    warnings: [],
    notices: [],
    debugs: [],
    groups: [],
  };
  /** The step log as a user would read it: masked, commands rendered as `##[kind]`. */
  readonly lines: string[] = [];
  private readonly debug: boolean;
  private readonly partial = { stdout: "", stderr: "" };

  constructor(options: { debug: boolean; secrets: string[] }) {
    this.debug = options.debug;
    for (const secret of options.secrets) this.masker.addMask(secret);
  }

  write(stream: "stdout" | "stderr", chunk: string): void {
    const text = this.partial[stream] + chunk;
    const lines = text.split("\n");
    this.partial[stream] = lines.pop() ?? "";
    for (const line of lines) this.line(line.endsWith("\r") ? line.slice(0, -1) : line);
  }

  /** Flush unterminated last lines once the process has closed its streams. */
  end(): void {
    for (const stream of ["stdout", "stderr"] as const) {
      if (this.partial[stream] !== "") this.line(this.partial[stream]);
      this.partial[stream] = "";
    }
  }

  /** An error the runner itself reports (e.g. a malformed file command). */
  runnerError(message: string): void {
    this.commands.errors.push({ message, properties: {} });
    this.lines.push(this.masker.maskLine(`##[error]${message}`));
  }

  private line(line: string): void {
    const command = parseWorkflowCommand(line);
    if (!command) {
      this.lines.push(this.masker.maskLine(line));
      return;
    }
    const annotation = { message: command.data, properties: command.properties };
    switch (command.command) {
      case "add-mask":
        if (command.data.trim() === "") {
          this.lines.push(
            "##[warning]Can't add secret mask for empty string in ##[add-mask] command.",
          );
        } else {
          this.commands.masks.push(command.data);
          this.masker.addMask(command.data);
        }
        return;
      case "error":
        this.commands.errors.push(annotation);
        this.render("error", command.data);
        return;
      case "warning":
        this.commands.warnings.push(annotation);
        this.render("warning", command.data);
        return;
      case "notice":
        this.commands.notices.push(annotation);
        this.render("notice", command.data);
        return;
      case "debug":
        this.commands.debugs.push(command.data);
        if (this.debug) this.render("debug", command.data);
        return;
      case "group":
        this.commands.groups.push(command.data);
        this.render("group", command.data);
        return;
      case "endgroup":
        this.render("endgroup", "");
        return;
      default:
        this.lines.push(this.masker.maskLine(line));
    }
  }

  private render(kind: string, message: string): void {
    for (const part of `##[${kind}]${message}`.split("\n")) {
      this.lines.push(this.masker.maskLine(part));
    }
  }
}
