/**
 * The home page's date chips as a `from`/`to` range of calendar days ('YYYY-MM-DD'), in the
 * visitor's own local date (contract-21: the API compares them with each event's own days).
 */
export const DATE_CHIPS = [
  { value: 'today', label: 'Today' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'week', label: 'Next 7 days' },
  { value: 'month', label: 'This month' },
] as const;

export type DateChip = (typeof DATE_CHIPS)[number]['value'];

export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no daylight-saving hour can skip a day). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, for a 'YYYY-MM-DD' day. */
function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The days a chip stands for, seen from `today` (the visitor's local day):
 * - Today: today;
 * - This weekend: Friday to Sunday of this week (Friday-night garba counts), from today once it has begun;
 * - Next 7 days: today and the six days after;
 * - This month: today to the month's last day.
 */
export function chipRange(chip: DateChip, today: string): DayRange {
  switch (chip) {
    case 'today':
      return { from: today, to: today };
    case 'weekend': {
      const wd = weekday(today);
      const sunday = addDays(today, wd === 0 ? 0 : 7 - wd);
      const friday = addDays(sunday, -2);
      return { from: friday > today ? friday : today, to: sunday };
    }
    case 'week':
      return { from: today, to: addDays(today, 6) };
    case 'month': {
      const [y, m] = today.split('-').map(Number);
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      return { from: today, to: `${y}-${pad(m)}-${pad(last)}` };
    }
  }
}

export function isDateChip(v: string | null): v is DateChip {
  return DATE_CHIPS.some((c) => c.value === v);
}
