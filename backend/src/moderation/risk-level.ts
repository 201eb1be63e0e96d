import { MODERATION_CONFIG, RiskLevel } from './moderation.config';
import { RaResourceSpec } from '../common/ra-dialect';

export type { RiskLevel };

export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high'];

/** The risk level of a moderation score (thresholds: MODERATION_CONFIG.riskLevels). */
export function riskLevelOf(score: number | null | undefined): RiskLevel {
  const { medium, high } = MODERATION_CONFIG.riskLevels;
  const s = score ?? 0;
  if (s >= high) return 'high';
  if (s >= medium) return 'medium';
  return 'low';
}

/**
 * SQL for the rank of a score column's risk level (0 low, 1 medium, 2 high), for queues ordered by
 * risk. The thresholds are numbers from the config, never client input.
 */
export function riskRankSql(scoreColumn: string): string {
  const { medium, high } = MODERATION_CONFIG.riskLevels;
  return `(CASE WHEN ${scoreColumn} >= ${Number(high)} THEN 2 WHEN ${scoreColumn} >= ${Number(medium)} THEN 1 ELSE 0 END)`;
}

/** How an approval queue may be ordered: by risk (then age), or by age alone. */
const REVIEW_QUEUE_SORT_FIELDS = ['risk', 'createdAt'] as const;

/**
 * ORDER BY terms of an approval queue. `risk` DESC (the default): High first, then Medium, then Low,
 * each oldest first, so paging never reorders a page; ASC is the exact reverse. `createdAt` orders by
 * age alone. Columns are SQL of the queue's table (e.g. 'e."moderationScore"').
 */
export function reviewQueueOrder(
  sort: { field: string; order: 'ASC' | 'DESC' },
  columns: { score: string; createdAt: string; id: string },
): Array<[string, 'ASC' | 'DESC']> {
  const flip = (o: 'ASC' | 'DESC') => (sort.order === 'DESC' ? o : o === 'ASC' ? 'DESC' : 'ASC');
  if (sort.field === 'risk') {
    return [
      [riskRankSql(columns.score), flip('DESC')],
      [columns.createdAt, flip('ASC')],
      [columns.id, flip('ASC')],
    ];
  }
  return [
    [columns.createdAt, sort.order],
    [columns.id, sort.order],
  ];
}

/** An approval queue's list spec: a page of 50 (at most 200), highest risk first then oldest, unless the client sends range/sort. */
export function reviewQueueSpec(resource: string): RaResourceSpec {
  return {
    resource,
    sortFields: REVIEW_QUEUE_SORT_FIELDS,
    defaultSort: { field: 'risk', order: 'DESC' },
    filters: {},
    defaultPageSize: 50,
    maxPageSize: 200,
  };
}

/** How an approval queue is paged and ordered, for its Swagger description. */
export const REVIEW_QUEUE_PAGING =
  'Paged like every admin list: range=[0,49] by default (at most 200 rows). sort=["risk","DESC"] (the default) lists high risk first, then medium, then low, each oldest first (riskLevel: moderation.config.ts); sort=["createdAt","ASC"|"DESC"] by age alone. The total is in X-Total-Count and Content-Range.';
