/** The geometry of a daily bar chart, kept apart from React so it can be tested as plain logic. */

export interface DailyValue {
  date: string;
  value: number;
}

export interface BarChartModel {
  /** The y axis top: a round number at or above the largest day (at least 1). */
  max: number;
  /** Gridline values from 0 to max. */
  ticks: number[];
  /** Where each month starts (first day shown of each month), for x-axis labels. */
  months: { index: number; label: string }[];
  total: number;
  /** The busiest day (the first of equals); null when every day is 0. */
  peak: DailyValue | null;
}

/** 1, 2, 5 × 10^n: the smallest at or above n. */
export function niceCeiling(n: number): number {
  if (n <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export function barChartModel(days: readonly DailyValue[]): BarChartModel {
  const largest = Math.max(0, ...days.map((d) => d.value));
  const max = niceCeiling(largest);
  // Whole-number gridlines: quarters when they are whole (20 → 5), else fifths (10 → 2).
  const step = max <= 5 ? 1 : Number.isInteger(max / 4) ? max / 4 : max / 5;
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  const months: BarChartModel['months'] = [];
  days.forEach((d, index) => {
    const month = d.date.slice(0, 7);
    if (index === 0 || month !== days[index - 1].date.slice(0, 7)) {
      months.push({ index, label: MONTH.format(new Date(`${d.date}T12:00:00Z`)) });
    }
  });
  // A first month with only a few days would crowd the next label.
  if (months.length > 1 && months[1].index < 7) months.shift();
  const peak = largest > 0 ? days.find((d) => d.value === largest)! : null;
  return { max, ticks, months, total: days.reduce((n, d) => n + d.value, 0), peak };
}
