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

/**
 * The lines of a text EXPLAIN that read events rows beyond the listing's covering indexes: anything but index-only scans,
 * the page's rows fetched by id (events_pkey) and the GiST indexes in `gist` (which have no index-only scans: the
 * running multi-day events' events_running_range_idx by default), read directly or through a bitmap.
 */
export function eventTableReads(lines: string[], gist: RegExp = /events_running_range_idx/): string[] {
  const allowed = new RegExp(`Index Only Scan|Index Scan using events_pkey|Index Scan using ${gist.source}|Bitmap Heap Scan`);
  const reads = lines.filter((l) => / on events /.test(l) && !allowed.test(l));
  return [...reads, ...lines.filter((l) => /Bitmap Index Scan/.test(l) && !gist.test(l))];
}
