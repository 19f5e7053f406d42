import { describe, expect, test } from "vitest";
import {
  filterColumns,
  newStatements,
  unindexedStatements,
} from "../../../src/query-impact/new-statements.ts";

describe("the PR's own new statements", () => {
  test("only those production does not run, whitespace and case aside", () => {
    const production = [{ text: "SELECT id FROM users WHERE email = $1", calls: 9 }];
    const ran = [
      { text: "select id  FROM users\nWHERE email = $1" },
      { text: "SELECT id FROM users WHERE name = $1" },
    ];
    expect(newStatements(ran, production)).toEqual([ran[1]]);
  });

  test("a filtered sequential scan of a large relation is pointed out with its columns and rows", () => {
    const statements = [{ text: "a" }, { text: "b" }, { text: "c" }];
    const found = unindexedStatements(statements, [
      {
        plan: {
          totalCost: 4000,
          scans: [
            {
              node: "Seq Scan",
              relation: "public.users",
              rows: 1,
              cost: 4000,
              filter: "((users.name = $1) AND (users.\"Kind\" <> 'x'::text))",
              relationRows: 200_000,
            },
          ],
        },
      },
      {
        plan: {
          totalCost: 20,
          scans: [
            {
              node: "Seq Scan",
              relation: "public.small",
              rows: 1,
              cost: 20,
              filter: "(small.a = $1)",
              relationRows: 50,
            },
          ],
        },
      },
      { error: "boom" },
    ]);
    expect(found).toEqual([
      {
        statement: { text: "a" },
        relation: "public.users",
        columns: ["name", "Kind"],
        rows: 200_000,
      },
    ]);
  });

  test("filter columns without a qualifier", () => {
    expect(filterColumns("(email = $1)")).toEqual(["email"]);
    expect(filterColumns("(lower(users.email) = $1)")).toEqual(["email"]);
  });
});
