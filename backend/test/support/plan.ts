/** A node of an `EXPLAIN (FORMAT JSON)` plan, flattened. */
export interface PlanNode {
  type: string;
  relation?: string;
  index?: string;
}

/** Every node of an `EXPLAIN (FORMAT JSON)` plan (the `Plan` object), depth first. */
export function planNodes(plan: Record<string, unknown>): PlanNode[] {
  const nodes: PlanNode[] = [];
  const walk = (n: Record<string, unknown>) => {
    nodes.push({
      type: n['Node Type'] as string,
      relation: n['Relation Name'] as string | undefined,
      index: n['Index Name'] as string | undefined,
    });
    for (const child of (n.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan);
  return nodes;
}
