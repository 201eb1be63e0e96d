/** The event categories (product spec section 1): forms offer them, the API accepts only them. */
export const EVENT_CATEGORIES = [
  'Cultural Events',
  'Religious Festivals',
  'Community Meetups',
  'Educational',
  'Entertainment',
  'Sports',
  'Workshop',
  'Exhibitions & Shopping',
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];
