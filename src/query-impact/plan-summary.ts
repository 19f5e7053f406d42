import { z } from "zod";

/** One scan (or join) node of a plan, as the comparison needs it. */
export interface PlanNode {
  node: string;
  relation?: string;
  index?: string;
  rows: number;
  cost: number;
  filter?: string;
  /** The relation's row count (`reltuples`), added by the planner for sequential scans. */
  relationRows?: number;
}

/** A statement's generic plan, kept small: its total cost and its scan nodes. */
export interface PlanSummary {
  totalCost: number;
  scans: PlanNode[];
}

export type PlanOutcome = { plan: PlanSummary } | { error: string; sqlstate?: string };

/** At most this many scan nodes kept per plan (a plan's state stays bounded). */
export const MAX_SCANS = 40;

type RawNode = {
  "Node Type": string;
  "Relation Name"?: string | undefined;
  Schema?: string | undefined;
  "Index Name"?: string | undefined;
  "Plan Rows": number;
  "Total Cost": number;
  Filter?: string | undefined;
  Plans?: RawNode[] | undefined;
};

const nodeSchema: z.ZodType<RawNode> = z.lazy(() =>
  z.object({
    "Node Type": z.string(),
    "Relation Name": z.string().optional(),
    Schema: z.string().optional(),
    "Index Name": z.string().optional(),
    "Plan Rows": z.number(),
    "Total Cost": z.number(),
    Filter: z.string().optional(),
    Plans: z.array(nodeSchema).optional(),
  }),
);

/** `EXPLAIN (FORMAT JSON)`'s answer: one array with one object holding the plan. */
export const explainSchema = z.array(z.object({ Plan: nodeSchema })).min(1);

/** The plan of `EXPLAIN (FORMAT JSON)`'s answer, summarised (validated first). */
export function summarisePlan(explained: unknown): PlanSummary {
  const root = explainSchema.parse(explained)[0]?.Plan as RawNode;
  const scans: PlanNode[] = [];
  const walk = (node: RawNode) => {
    if (node["Relation Name"] !== undefined && scans.length < MAX_SCANS) {
      const relation = node.Schema
        ? `${node.Schema}.${node["Relation Name"]}`
        : node["Relation Name"];
      scans.push({
        node: node["Node Type"],
        relation,
        ...(node["Index Name"] ? { index: node["Index Name"] } : {}),
        rows: node["Plan Rows"],
        cost: node["Total Cost"],
        ...(node.Filter ? { filter: node.Filter.slice(0, 200) } : {}),
      });
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return { totalCost: root["Total Cost"], scans };
}
