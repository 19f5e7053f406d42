import { z } from "zod";

/**
 * Neon's masking rule (OpenAPI `MaskingRule`): one column of one table, set to the result of a
 * PostgreSQL Anonymizer expression (`masking_function`) or to a literal (`masking_value`).
 * The input takes Neon's JSON array as is, so rules copy over from create-branch-action.
 */
export interface MaskingRule {
  database_name: string;
  schema_name: string;
  table_name: string;
  column_name: string;
  masking_function?: string;
  masking_value?: string;
}

const RULE_SHAPE =
  "a JSON array of {database_name, schema_name, table_name, column_name, and masking_function or masking_value}";
const MAX_RULES = 1000;
const NAME_FIELDS = ["database_name", "schema_name", "table_name", "column_name"] as const;
const KNOWN_FIELDS = new Set<string>([...NAME_FIELDS, "masking_function", "masking_value"]);

const name = z
  .string("expected a string")
  .min(1, "expected a name, not an empty string")
  .max(63, "expected a Postgres name of at most 63 characters")
  .refine((v) => !/\p{Cc}/u.test(v), "expected a name without control characters or newlines");

const ruleSchema = z
  .object(
    {
      database_name: name,
      schema_name: name,
      table_name: name,
      column_name: name,
      masking_function: z
        .string('expected a string such as "anon.fake_email()"')
        .min(1, "expected an expression such as anon.fake_email(), not an empty string")
        .max(1000, "expected at most 1000 characters")
        .optional(),
      masking_value: z
        .string(`expected a string: an SQL literal such as "'CONFIDENTIAL'" or "0"`)
        .min(1, "expected an SQL literal such as 'CONFIDENTIAL', not an empty string")
        .max(1000, "expected at most 1000 characters")
        .optional(),
    },
    "expected an object",
  )
  .refine(
    (rule) => rule.masking_function !== undefined || rule.masking_value !== undefined,
    "missing masking_function (an expression such as anon.fake_email()) or masking_value (an SQL literal such as 'CONFIDENTIAL')",
  )
  .refine(
    (rule) => rule.masking_function === undefined || rule.masking_value === undefined,
    "set masking_function or masking_value, not both",
  );

/** Parses the input's text; throws a one-line message (without the input's name) when it is no rule list. */
export function parseMaskingRules(text: string): MaskingRule[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `expected ${RULE_SHAPE}; it is not valid JSON (${(error as Error).message.split("\n")[0]})`,
    );
  }
  if (!Array.isArray(json)) throw new Error(`expected ${RULE_SHAPE}; got ${kindOf(json)}`);
  if (json.length === 0)
    throw new Error(
      "an empty list masks nothing: give at least one rule, or leave the input unset for an unmasked branch",
    );
  if (json.length > MAX_RULES) throw new Error(`expected at most ${MAX_RULES} rules`);
  const rules: MaskingRule[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of json.entries()) {
    const at = `rule ${index + 1}`;
    if (item && typeof item === "object" && !Array.isArray(item)) {
      const unknown = Object.keys(item).find((key) => !KNOWN_FIELDS.has(key));
      if (unknown)
        throw new Error(
          `${at}: unknown field ${JSON.stringify(unknown)}; a rule has ${NAME_FIELDS.join(", ")}, and masking_function or masking_value`,
        );
    }
    const parsed = ruleSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? ` ${issue.path.join(".")}` : "";
      const key = issue?.path[0];
      const missing =
        typeof key === "string" && typeof item === "object" && item !== null && !(key in item);
      throw new Error(`${at}${field}: ${missing ? "missing" : (issue?.message ?? "invalid")}`);
    }
    const rule = parsed.data;
    const column = columnOf(rule);
    const earlier = seen.get(column);
    if (earlier !== undefined)
      throw new Error(`${at} masks ${column} again (rule ${earlier}): one rule per column`);
    seen.set(column, index + 1);
    rules.push(rule);
  }
  return rules;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** `database.schema.table.column`, quoted where a name needs it. */
function columnOf(rule: MaskingRule): string {
  return [tableOf(rule), quoteName(rule.column_name)].join(".");
}

function tableOf(rule: MaskingRule): string {
  return [rule.database_name, rule.schema_name, rule.table_name].map(quoteName).join(".");
}

function quoteName(part: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(part) ? part : `"${part.replaceAll('"', '""')}"`;
}

/** A rule as compared: its column and what it sets there (an empty function is no function). */
function ruleKey(rule: MaskingRule): string {
  const what = rule.masking_function
    ? { function: rule.masking_function }
    : { value: rule.masking_value ?? "" };
  return JSON.stringify([
    rule.database_name,
    rule.schema_name,
    rule.table_name,
    rule.column_name,
    what,
  ]);
}

/** The same rules, in any order (the platform need not list them as they were sent). */
export function sameRules(a: readonly MaskingRule[], b: readonly MaskingRule[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(ruleKey).sort();
  const right = b.map(ruleKey).sort();
  return left.every((key, i) => key === right[i]);
}

export interface MaskedTables {
  columns: number;
  /** `database.schema.table` and how many of its columns are masked, in the rules' order. */
  tables: Array<{ table: string; columns: number }>;
}

/** What the comment and summary say: how many columns of which tables are masked. */
export function maskedTables(rules: readonly MaskingRule[]): MaskedTables {
  const tables = new Map<string, number>();
  for (const rule of rules) tables.set(tableOf(rule), (tables.get(tableOf(rule)) ?? 0) + 1);
  return {
    columns: rules.length,
    tables: [...tables].map(([table, columns]) => ({ table, columns })),
  };
}
