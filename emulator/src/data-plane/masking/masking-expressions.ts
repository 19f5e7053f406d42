import { parse } from "libpg-query";
import { providedAnonFunctions } from "./anon-functions.ts";

/**
 * The checks PostgreSQL Anonymizer makes when a masking rule is declared (its input.rs and
 * walker.rs), on the real PostgreSQL parser's tree (libpg-query): a masking function is one
 * function call whose functions are all schema-qualified and trusted (any function of the `anon`
 * schema; the pg_catalog functions anon declares TRUSTED); a masking value is a literal or a
 * column. The emulator also refuses what anon would let through only to fail later, or what it
 * should not run: an anon function it does not provide, and subqueries.
 */

export type MaskingKind = "masking_function" | "masking_value";

/** pg_catalog functions anon 2.x labels TRUSTED for masking rules (its sql/anon.sql). */
const trustedCatalogFunctions = new Set([
  "array_to_json",
  "age",
  "btrim",
  "concat",
  "date_part",
  "date_trunc",
  "json_build_array",
  "jsonb_build_array",
  "json_build_object",
  "jsonb_build_object",
  "json_object",
  "jsonb_object",
  "left",
  "length",
  "lower",
  "ltrim",
  "make_date",
  "make_time",
  "md5",
  "now",
  "random",
  "regexp_replace",
  "repeat",
  "replace",
  "right",
  "row_to_json",
  "rtrim",
  "substr",
  "to_char",
  "to_date",
  "to_json",
  "to_jsonb",
  "to_number",
  "to_timestamp",
  "upper",
]);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The one expression of `SELECT <expression>`, or why the text is not one expression. */
async function singleExpression(expression: string): Promise<Node | string> {
  let tree: { stmts?: Array<{ stmt?: Node }> };
  try {
    tree = await parse(`SELECT ${expression}`);
  } catch (error) {
    return `is not a valid expression (${(error as Error).message})`;
  }
  const select = tree.stmts?.length === 1 ? tree.stmts[0]?.stmt?.SelectStmt : undefined;
  if (!isNode(select)) return "is not a single expression";
  const clauses = Object.keys(select).filter(
    (key) => !["targetList", "limitOption", "op"].includes(key),
  );
  const targets = select.targetList;
  if (clauses.length > 0 || !Array.isArray(targets) || targets.length !== 1) {
    return "is not a single expression";
  }
  const target = (targets[0] as Node).ResTarget;
  if (!isNode(target) || target.name !== undefined || !isNode(target.val)) {
    return "is not a single expression";
  }
  return target.val;
}

/** Every node of a parse tree, depth first, with its tag (`FuncCall`, `SubLink`, …). */
function* nodes(value: unknown): Generator<[string, Node]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodes(item);
    return;
  }
  if (!isNode(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (/^[A-Z]/.test(key) && isNode(child)) yield [key, child];
    yield* nodes(child);
  }
}

const nameOf = (part: unknown): string =>
  isNode(part) && isNode(part.String) ? String(part.String.sval) : "?";

function untrustedCall(call: Node): string | undefined {
  const parts = Array.isArray(call.funcname) ? call.funcname.map(nameOf) : [];
  const name = parts.join(".");
  if (parts.length !== 2) {
    return `calls ${name}() without a schema: write anon.${name}() or pg_catalog.${name}()`;
  }
  const [schema, fn] = parts as [string, string];
  if (schema === "anon") {
    return providedAnonFunctions.has(fn)
      ? undefined
      : `calls ${name}(), which is not one of the PostgreSQL Anonymizer functions the emulator provides (listed in emulator/README.md)`;
  }
  if (schema === "pg_catalog") {
    return trustedCatalogFunctions.has(fn)
      ? undefined
      : `calls ${name}(), which PostgreSQL Anonymizer does not trust in masking rules (use an anon function, or a trusted pg_catalog one such as pg_catalog.concat)`;
  }
  return `calls ${name}(), which does not belong to a trusted schema (anon, or the trusted pg_catalog functions)`;
}

/** Why the expression cannot be a masking rule's function or value, or undefined when it can. */
export async function maskingExpressionProblem(
  kind: MaskingKind,
  expression: string,
): Promise<string | undefined> {
  if (expression.trim() === "") return `${kind} is empty`;
  const parsed = await singleExpression(expression);
  if (typeof parsed === "string") return `${kind} ${JSON.stringify(expression)} ${parsed}`;
  const tag = Object.keys(parsed)[0];
  if (kind === "masking_value") {
    return tag === "A_Const" || tag === "ColumnRef"
      ? undefined
      : `masking_value ${JSON.stringify(expression)} is not a literal (a quoted string such as 'CONFIDENTIAL', a number, or NULL) or a column name`;
  }
  if (tag !== "FuncCall") {
    return `masking_function ${JSON.stringify(expression)} is not a function call (such as anon.fake_email())`;
  }
  for (const [nodeTag, node] of nodes(parsed)) {
    if (nodeTag === "SubLink") {
      return `masking_function ${JSON.stringify(expression)} contains a subquery, which masking rules cannot use`;
    }
    if (nodeTag === "FuncCall") {
      const problem = untrustedCall(node);
      if (problem) return `masking_function ${JSON.stringify(expression)} ${problem}`;
    }
  }
  return undefined;
}

/** The column a masking_value names (`other_column` copies that column), if it names one. */
export async function maskingValueColumn(expression: string): Promise<string | undefined> {
  const parsed = await singleExpression(expression);
  if (typeof parsed === "string" || !isNode(parsed.ColumnRef)) return undefined;
  const fields = parsed.ColumnRef.fields;
  return Array.isArray(fields) && fields.length === 1 ? nameOf(fields[0]) : undefined;
}
