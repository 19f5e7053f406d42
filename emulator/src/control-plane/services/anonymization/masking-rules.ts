import type { MaskingColumn } from "../../../data-plane/data-plane.ts";
import {
  maskingExpressionProblem,
  maskingValueColumn,
} from "../../../data-plane/masking/masking-expressions.ts";
import { targetProblem } from "../../../data-plane/masking/static-masking.ts";
import { badRequest } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, MaskingRule, Project } from "../../state/records/records.ts";

const label = (rule: MaskingRule, i: number) =>
  `masking_rules[${i}] (${rule.database_name}.${rule.schema_name}.${rule.table_name}.${rule.column_name})`;

function refuse(problems: string[]): never {
  throw badRequest(`masking rules refused: ${problems.join("; ")}`);
}

/** The rules as Neon keeps them: each with exactly the fields it was given. */
export function storedRules(rules: MaskingRule[]): MaskingRule[] {
  return rules.map((rule) => ({
    database_name: rule.database_name,
    schema_name: rule.schema_name,
    table_name: rule.table_name,
    column_name: rule.column_name,
    ...(rule.masking_function !== undefined ? { masking_function: rule.masking_function } : {}),
    ...(rule.masking_value !== undefined ? { masking_value: rule.masking_value } : {}),
  }));
}

/**
 * 400 unless each rule has one masking_function or masking_value that PostgreSQL Anonymizer
 * accepts, and no column has two rules. Needs no data: checked before anything else.
 */
export async function checkRuleExpressions(rules: MaskingRule[]): Promise<void> {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [i, rule] of rules.entries()) {
    const column = JSON.stringify([
      rule.database_name,
      rule.schema_name,
      rule.table_name,
      rule.column_name,
    ]);
    const first = seen.get(column);
    if (first !== undefined)
      problems.push(`${label(rule, i)}: the same column as masking_rules[${first}]`);
    else seen.set(column, i);
    const hasFunction = rule.masking_function !== undefined;
    const hasValue = rule.masking_value !== undefined;
    if (hasFunction === hasValue) {
      problems.push(
        `${label(rule, i)}: give either masking_function (such as anon.fake_email()) or masking_value (such as 'CONFIDENTIAL'), ${hasFunction ? "not both" : "one is required"}`,
      );
      continue;
    }
    const problem = hasFunction
      ? await maskingExpressionProblem("masking_function", rule.masking_function ?? "")
      : await maskingExpressionProblem("masking_value", rule.masking_value ?? "");
    if (problem) problems.push(`${label(rule, i)}: ${problem}`);
  }
  if (problems.length > 0) refuse(problems);
}

export function maskingColumns(rules: MaskingRule[]): MaskingColumn[] {
  return rules.map((rule) => ({
    database: rule.database_name,
    schema: rule.schema_name,
    table: rule.table_name,
    column: rule.column_name,
    expression: rule.masking_function ?? rule.masking_value ?? "NULL",
  }));
}

/**
 * 400 unless every rule names a database of the branch and a schema, table and column of that
 * database that is not part of a foreign key, as the branch's real catalog has them now.
 */
export async function checkRuleTargets(
  platform: Platform,
  project: Project,
  branch: Branch,
  rules: MaskingRule[],
): Promise<void> {
  const problems: string[] = [];
  const known = [...rules.entries()].filter(([i, rule]) => {
    if (branch.databases.has(rule.database_name)) return true;
    problems.push(
      `${label(rule, i)}: database ${rule.database_name} does not exist on branch ${branch.id}`,
    );
    return false;
  });
  const columns = maskingColumns(known.map(([, rule]) => rule));
  // A masking_value that is a name copies that column: unquoted text is a common slip for a literal.
  const copied: Array<{ at: number; column: MaskingColumn }> = [];
  for (const [j, [, rule]] of known.entries()) {
    const name = rule.masking_value ? await maskingValueColumn(rule.masking_value) : undefined;
    if (name) copied.push({ at: j, column: { ...(columns[j] as MaskingColumn), column: name } });
  }
  const facts = await platform.dataPlane.inspectMaskingTargets(
    { projectId: project.id, branchId: branch.id },
    [...columns, ...copied.map(({ column }) => column)],
  );
  // Without real data (--no-postgres) only the databases can be checked.
  columns.forEach((column, j) => {
    const [i, rule] = known[j] as [number, MaskingRule];
    const found = facts?.[j];
    const problem = found ? targetProblem(column, found, rule.database_name) : undefined;
    if (problem) problems.push(`${label(rule, i)}: ${problem}`);
  });
  copied.forEach(({ at, column }, k) => {
    const [i, rule] = known[at] as [number, MaskingRule];
    const found = facts?.[columns.length + k];
    if (found?.table && !found.column) {
      problems.push(
        `${label(rule, i)}: masking_value ${rule.masking_value} names column ${column.column}, which does not exist in table ${rule.database_name}.${rule.schema_name}.${rule.table_name}; quote a literal value as SQL does: '${rule.masking_value}'`,
      );
    }
  });
  if (problems.length > 0) refuse(problems);
}
