/** The product's constants (spec sections 1, 3 and 9). */

export const CATEGORIES = [
  'Cultural Events',
  'Religious Festivals',
  'Community Meetups',
  'Educational',
  'Entertainment',
  'Sports',
  'Workshop',
  'Exhibitions & Shopping',
] as const;

/** The 50 US states (code plus name; no DC), for forms. */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

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
