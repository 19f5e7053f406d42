// GitHub's REST description has no /graphql: a GraphQL request is checked against GitHub's
// published GraphQL schema (@octokit/graphql-schema) instead, and its answer against the types
// the query selects.
import { schema as published } from "@octokit/graphql-schema";
import {
  buildClientSchema,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  type IntrospectionQuery,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  validate,
} from "graphql";
import { isRecord } from "../support/openapi/openapi-schema.ts";

let schema: GraphQLSchema | undefined;
const github = () => {
  schema ??= buildClientSchema(published.json as unknown as IntrospectionQuery);
  return schema;
};

/** What is wrong with a `POST /graphql` body: it must be `{query, variables?}` of a valid query. */
export function validateGraphqlRequest(body: unknown): string[] {
  const request = body as { query?: unknown; variables?: unknown } | undefined;
  if (typeof request?.query !== "string") return ["the body has no query string"];
  const extra = Object.keys(request).filter(
    (k) => !["query", "variables", "operationName"].includes(k),
  );
  if (extra.length > 0) return [`unexpected members of the body: ${extra.join(", ")}`];
  try {
    return validate(github(), parse(request.query)).map((error) => error.message);
  } catch (error) {
    return [`the query does not parse: ${(error as Error).message}`];
  }
}

/**
 * What is wrong with an answer to `query`: GraphQL's `{data, errors}`, with `data` holding
 * exactly the fields asked for, each of the type the schema gives it.
 */
export function validateGraphqlAnswer(query: string, answer: unknown): string[] {
  if (!isRecord(answer)) return ["the answer is not a JSON object"];
  const errors: string[] = [];
  const extra = Object.keys(answer).filter((k) => !["data", "errors", "extensions"].includes(k));
  if (extra.length > 0) errors.push(`unexpected members of the answer: ${extra.join(", ")}`);
  if (!("data" in answer) && !Array.isArray(answer.errors))
    errors.push("the answer has neither data nor errors");
  if ("errors" in answer) checkErrors(answer.errors, errors);
  if (answer.data === undefined || answer.data === null) return errors;
  const operation = parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const root = operation && github().getRootType(operation.operation);
  if (!operation || !root) return [...errors, "the query has no operation"];
  checkValue(root, answer.data, operation.selectionSet, "data", errors);
  return errors;
}

function checkErrors(list: unknown, errors: string[]): void {
  if (!Array.isArray(list) || list.length === 0) {
    errors.push("errors, when present, is a non-empty list");
    return;
  }
  list.forEach((error, i) => {
    if (!isRecord(error) || typeof error.message !== "string")
      errors.push(`errors[${i}] has no message`);
  });
}

function checkValue(
  type: GraphQLOutputType,
  value: unknown,
  selections: SelectionSetNode | undefined,
  path: string,
  errors: string[],
): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) errors.push(`${path} must not be null`);
    else checkValue(type.ofType, value, selections, path, errors);
    return;
  }
  if (value === null) return;
  if (isListType(type)) {
    if (!Array.isArray(value)) errors.push(`${path} must be a list`);
    else
      for (const [i, item] of value.entries())
        checkValue(type.ofType, item, selections, `${path}[${i}]`, errors);
    return;
  }
  if (isScalarType(type)) {
    if (!scalarFits(type.name, value)) errors.push(`${path} must be a ${type.name}`);
    return;
  }
  if (isEnumType(type)) {
    if (!type.getValues().some((v) => v.name === value))
      errors.push(`${path} must be a ${type.name}`);
    return;
  }
  if (!isRecord(value) || !selections) {
    errors.push(`${path} must be an object`);
    return;
  }
  checkObject(type, value, selections, path, errors);
}

function checkObject(
  type: GraphQLOutputType,
  value: Record<string, unknown>,
  selections: SelectionSetNode,
  path: string,
  errors: string[],
): void {
  const named = getNamedType(type);
  if (isAbstractType(named)) {
    errors.push(`${path}: this check does not resolve interfaces or unions (${named.name})`);
    return;
  }
  if (!isObjectType(named)) return;
  const asked = new Set<string>();
  for (const selection of selections.selections) {
    if (selection.kind !== Kind.FIELD) {
      errors.push(`${path}: this check does not follow fragments`);
      continue;
    }
    const key = selection.alias?.value ?? selection.name.value;
    asked.add(key);
    if (!(key in value)) {
      errors.push(`${path}.${key} is missing`);
    } else if (selection.name.value === "__typename") {
      if (value[key] !== named.name) errors.push(`${path}.${key} must be "${named.name}"`);
    } else {
      const field = named.getFields()[selection.name.value];
      if (field)
        checkValue(field.type, value[key], selection.selectionSet, `${path}.${key}`, errors);
    }
  }
  for (const key of Object.keys(value))
    if (!asked.has(key)) errors.push(`${path}.${key} was not asked for`);
}

function scalarFits(name: string, value: unknown): boolean {
  switch (name) {
    case "Int":
      return Number.isInteger(value) && Math.abs(value as number) < 2 ** 31;
    case "Float":
      return typeof value === "number" && Number.isFinite(value);
    case "Boolean":
      return typeof value === "boolean";
    default:
      // String, ID and GitHub's own scalars (DateTime, URI, HTML, GitObjectID, …) are strings.
      return typeof value === "string";
  }
}
