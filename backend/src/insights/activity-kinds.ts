/** What a visitor can do with an event that organizers see counted (once per session a day). */
export const ACTIVITY_KINDS = ['view', 'save', 'calendar', 'ticket', 'share'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds the public site reports with POST /api/page-views (a save is counted by POST /api/saved-events itself). */
export const BEACON_KINDS = ['view', 'calendar', 'ticket', 'share'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** The name of each kind's count in API answers. */
export const COUNT_FIELDS = {
  view: 'views',
  save: 'saves',
  calendar: 'calendarAdds',
  ticket: 'ticketClicks',
  share: 'shares',
} as const satisfies Record<ActivityKind, string>;

/** The UTC calendar day of an instant, YYYY-MM-DD: the day an activity is counted on. */
export function activityDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
