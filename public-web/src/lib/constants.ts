/** The public site's own constants (spec sections 3 and 9); categories and states are in @sangam/shared. */

/** Sort options (spec section 9); the first is the default. */
export const SORT_OPTIONS = [
  { value: 'date-asc', label: 'Date (Earliest)', sortBy: 'date', sortOrder: 'asc' },
  { value: 'date-desc', label: 'Date (Latest)', sortBy: 'date', sortOrder: 'desc' },
  { value: 'title-asc', label: 'Title (A-Z)', sortBy: 'title', sortOrder: 'asc' },
  { value: 'title-desc', label: 'Title (Z-A)', sortBy: 'title', sortOrder: 'desc' },
] as const;

/** Category badge colour token (spec section 9, case-insensitive). */
export function categoryBadgeClass(category: string | null | undefined): string {
  const c = (category ?? '').toLowerCase();
  if (c === 'cultural events' || c === 'cultural festival') return 'badge-primary';
  if (c === 'religious festivals' || c === 'religious event') return 'badge-accent';
  if (c === 'educational') return 'badge-secondary';
  if (c === 'workshop') return 'badge-chart-3';
  if (c === 'sports') return 'badge-chart-4';
  return 'badge-muted';
}
