/** The public site's own constants (spec sections 3 and 9); categories and states are in @sangam/shared. */

/** City presets (spec section 3). */
export const CITY_PRESETS: ReadonlyArray<{ value: string; label: string; city: string; state: string; coordinates: [number, number] }> = [
  { value: 'dallas', label: 'Dallas, TX', city: 'Dallas', state: 'TX', coordinates: [32.7767, -96.797] },
  { value: 'houston', label: 'Houston, TX', city: 'Houston', state: 'TX', coordinates: [29.7604, -95.3698] },
  { value: 'austin', label: 'Austin, TX', city: 'Austin', state: 'TX', coordinates: [30.2672, -97.7431] },
  { value: 'chicago', label: 'Chicago, IL', city: 'Chicago', state: 'IL', coordinates: [41.8781, -87.6298] },
  { value: 'san-francisco', label: 'San Francisco, CA', city: 'San Francisco', state: 'CA', coordinates: [37.7749, -122.4194] },
  { value: 'new-york', label: 'New York, NY', city: 'New York', state: 'NY', coordinates: [40.7128, -74.006] },
  { value: 'atlanta', label: 'Atlanta, GA', city: 'Atlanta', state: 'GA', coordinates: [33.749, -84.388] },
  { value: 'washington-dc', label: 'Washington, DC', city: 'Washington', state: 'DC', coordinates: [38.9072, -77.0369] },
];

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
